/** A tiny SVG document builder with helpers for gradients, glows and depth-shaded lines. */

export type Stop = readonly [offset: number, color: string, opacity?: number];

/** Rounds to one decimal and drops trailing zeros: keeps the SVG small and stable. */
export const round = (v: number, digits = 3) => {
  const k = 10 ** digits;
  return Math.round(v * k) / k;
};

export const n = (v: number) => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
};

const stopsXml = (stops: readonly Stop[]) =>
  stops
    .map(
      ([o, c, a = 1]) =>
        `<stop offset="${round(o)}" stop-color="${c}"${a < 1 ? ` stop-opacity="${round(a)}"` : ""}/>`,
    )
    .join("");

export class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private readonly cache = new Map<string, string>();
  private counter = 0;

  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  id(prefix = "d"): string {
    return `${prefix}${(this.counter++).toString(36)}`;
  }

  def(xml: string): void {
    this.defs.push(xml);
  }

  add(xml: string): void {
    this.body.push(xml);
  }

  /** Linear gradient in user space from (x1,y1) to (x2,y2); returns `url(#id)`. */
  linear(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const key = `l${x1},${y1},${x2},${y2},${JSON.stringify(stops)}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const id = this.id("l");
    this.def(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stopsXml(stops)}</linearGradient>`,
    );
    const url = `url(#${id})`;
    this.cache.set(key, url);
    return url;
  }

  /** Radial gradient in bounding-box units (centre .5,.5, radius .5), reusable for any shape. */
  radialBox(stops: readonly Stop[]): string {
    const key = `r${JSON.stringify(stops)}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const id = this.id("r");
    this.def(`<radialGradient id="${id}">${stopsXml(stops)}</radialGradient>`);
    const url = `url(#${id})`;
    this.cache.set(key, url);
    return url;
  }

  /** Gaussian-looking soft light: an ellipse filled with a smooth radial falloff. */
  glow(
    cx: number,
    cy: number,
    rx: number,
    ry: number,
    color: string,
    opacity: number,
    rotate = 0,
  ): void {
    if (opacity <= 0.002 || rx <= 0 || ry <= 0) return;
    const fill = this.radialBox(GLOW_STOPS.map(([o, a]) => [o, color, a] as const));
    const tr = rotate ? ` transform="rotate(${n(rotate)} ${n(cx)} ${n(cy)})"` : "";
    this.add(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" opacity="${round(opacity)}"${tr}/>`,
    );
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`;
  }
}

/** exp(-(2.2 x)^2), sampled: reads as a soft light without a visible edge. */
const GLOW_STOPS: ReadonlyArray<readonly [number, number]> = [
  0, 0.15, 0.3, 0.45, 0.6, 0.75, 0.9, 1,
].map((o) => [o, o >= 1 ? 0 : Math.exp(-((2.2 * o) ** 2))] as const);

/**
 * Line segments with per-segment opacity, bucketed into a few paths (one per
 * opacity level) so thousands of segments stay one small SVG.
 */
export class Lines {
  private readonly buckets = new Map<number, string[]>();
  private last: { bucket: number; x: number; y: number } | null = null;

  constructor(private readonly levels = 10) {}

  private bucket(alpha: number): number {
    return Math.round(Math.min(1, Math.max(0, alpha)) * this.levels);
  }

  private push(b: number, cmd: string) {
    let list = this.buckets.get(b);
    if (!list) this.buckets.set(b, (list = []));
    list.push(cmd);
  }

  /** A single segment. */
  seg(x1: number, y1: number, x2: number, y2: number, alpha: number): void {
    const b = this.bucket(alpha);
    if (b > 0) this.push(b, `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`);
    this.last = null;
  }

  /** A polyline whose points carry their own opacity; segments use the mean of their ends. */
  poly(points: ReadonlyArray<{ x: number; y: number; a: number } | null>, closed = false): void {
    const pts = closed && points.length ? [...points, points[0] ?? null] : points;
    this.last = null;
    for (let i = 1; i < pts.length; i++) {
      const p = pts[i - 1];
      const q = pts[i];
      if (!p || !q) {
        this.last = null;
        continue;
      }
      const b = this.bucket((p.a + q.a) / 2);
      if (b === 0) {
        this.last = null;
        continue;
      }
      if (this.last && this.last.bucket === b && this.last.x === p.x && this.last.y === p.y) {
        this.push(b, `L${n(q.x)} ${n(q.y)}`);
      } else {
        this.push(b, `M${n(p.x)} ${n(p.y)}L${n(q.x)} ${n(q.y)}`);
      }
      this.last = { bucket: b, x: q.x, y: q.y };
    }
    this.last = null;
  }

  /** Renders into `svg`: an optional wide faint halo pass, then the crisp lines. */
  draw(
    svg: Svg,
    stroke: string,
    width: number,
    opts: { opacity?: number; halo?: number; haloOpacity?: number } = {},
  ): void {
    if (this.buckets.size === 0) return;
    const opacity = opts.opacity ?? 1;
    const passes: Array<[number, number]> = [];
    if (opts.halo) passes.push([width * opts.halo, opacity * (opts.haloOpacity ?? 0.12)]);
    passes.push([width, opacity]);
    for (const [sw, op] of passes) {
      const paths = [...this.buckets.entries()]
        .sort(([a], [b]) => a - b)
        .map(
          ([b, cmds]) =>
            `<path d="${cmds.join("")}" stroke-opacity="${round((b / this.levels) * op)}"/>`,
        )
        .join("");
      svg.add(
        `<g fill="none" stroke="${stroke}" stroke-width="${round(sw, 2)}" stroke-linecap="round" stroke-linejoin="round">${paths}</g>`,
      );
    }
  }
}
