/**
 * Reusable drawing motifs: backdrop glows, perspective grids, wireframe spheres
 * and solids, light ribbons, particles. All positions derive from the canvas
 * size, so one scene renders at any aspect ratio; all motion derives from
 * `t` in [0, 1) and is periodic, so videos loop seamlessly.
 */
import { BASE, INK, mix, type Palette } from "./color";
import {
  TAU,
  clamp,
  lerp,
  ortho,
  project,
  rotX,
  rotY,
  rotZ,
  smooth,
  type Camera,
  type P2,
  type V3,
} from "./geom";
import type { Rng } from "./rand";
import { Lines, n, round, type Svg } from "./svg";

export interface Ctx {
  svg: Svg;
  w: number;
  h: number;
  /** Animation phase in [0, 1). Stills use 0. */
  t: number;
  rng: Rng;
  pal: Palette;
  /** Stroke unit: 1 at 800 px canvas height. */
  u: number;
}

export interface Glow {
  x: number;
  y: number;
  r: number;
  color: string;
  o: number;
  /** Vertical squash of the ellipse. */
  sq?: number;
}

/** Navy base with a faint vertical falloff and large soft colour glows (positions in canvas fractions). */
export function backdrop(c: Ctx, glows: Glow[], top = "#0a1028"): void {
  const { svg, w, h } = c;
  svg.add(
    `<rect width="${w}" height="${h}" fill="${svg.linear(
      [
        [0, top],
        [1, BASE],
      ],
      0,
      0,
      0,
      h,
    )}"/>`,
  );
  for (const g of glows) {
    const r = g.r * Math.max(w, h);
    svg.glow(g.x * w, g.y * h, r, r * (g.sq ?? 1), g.color, g.o);
  }
}

/** Darkens the edges; drawn last. */
export function vignette(c: Ctx, strength = 0.55): void {
  const { svg, w, h } = c;
  const fill = svg.radialBox([
    [0, BASE, 0],
    [0.55, BASE, 0],
    [0.85, BASE, strength * 0.6],
    [1, BASE, strength],
  ]);
  svg.add(`<rect width="${w}" height="${h}" fill="${fill}"/>`);
}

/** Linear fade in and out over [0, 1]: 0 at both ends. */
const envelope = (v: number, edge = 0.15) => smooth(v / edge) * smooth((1 - v) / edge);

/** Depth fog for perspective scenes: 1 near, 0 at `far`, softened near the camera. */
export const fog = (z: number, far: number, near = 0.6) =>
  Math.pow(1 - clamp(z / far), 1.4) * smooth(z / near);

const pt = (p: P2 | null, a: number) => (p ? { x: p.x, y: p.y, a } : null);

/** Projects a 3D polyline (sampled finely) into `lines` with fogged opacity. */
export function line3(
  lines: Lines,
  cam: Camera,
  pts: readonly V3[],
  alpha: number,
  far: number,
  closed = false,
): void {
  lines.poly(
    pts.map((p) => {
      const q = project(cam, p);
      return pt(q, q ? alpha * fog(q.z, far) : 0);
    }),
    closed,
  );
}

/** Samples a straight 3D segment into `steps` pieces so fog varies along it. */
export function segment3(a: V3, b: V3, steps = 16): V3[] {
  const out: V3[] = [];
  for (let i = 0; i <= steps; i++) {
    const k = i / steps;
    out.push([lerp(a[0], b[0], k), lerp(a[1], b[1], k), lerp(a[2], b[2], k)]);
  }
  return out;
}

/** Horizontal accent gradient across the canvas (a to b). */
export const accent = (c: Ctx, angle = 0.25) =>
  c.svg.linear(
    [
      [0, c.pal.a],
      [1, c.pal.b],
    ],
    0,
    c.h * (0.5 - angle),
    c.w,
    c.h * (0.5 + angle),
  );

/** A perspective floor grid at height `y`; `scroll` (0..1) moves it one cell towards the viewer. */
export function floorGrid(
  c: Ctx,
  cam: Camera,
  o: {
    y: number;
    cell: number;
    halfWidth: number;
    far: number;
    scroll?: number;
    stroke?: string;
    width?: number;
    alpha?: number;
  },
): void {
  const lines = new Lines();
  const alpha = o.alpha ?? 0.6;
  const z0 = cam.pos[2];
  for (let x = -o.halfWidth; x <= o.halfWidth + 1e-6; x += o.cell) {
    line3(lines, cam, segment3([x, o.y, z0], [x, o.y, z0 + o.far], 24), alpha, o.far);
  }
  const scroll = o.scroll ?? 0;
  for (let k = 0; k * o.cell < o.far + o.cell; k++) {
    const z = z0 + (k + 1 - scroll) * o.cell;
    line3(lines, cam, segment3([-o.halfWidth, o.y, z], [o.halfWidth, o.y, z], 8), alpha, o.far);
  }
  lines.draw(c.svg, o.stroke ?? accent(c), (o.width ?? 1) * c.u, { halo: 4, haloOpacity: 0.08 });
}

/** Latitude/longitude wireframe sphere (orthographic), with a soft volume glow. */
export function wireSphere(
  c: Ctx,
  o: {
    cx: number;
    cy: number;
    r: number;
    lat?: number;
    lon?: number;
    spin?: number;
    tilt?: number;
    roll?: number;
    stroke?: string;
    width?: number;
    alpha?: number;
    back?: number;
    fill?: number;
  },
): void {
  const { svg } = c;
  const lat = o.lat ?? 10;
  const lon = o.lon ?? 18;
  const alpha = o.alpha ?? 0.8;
  const back = o.back ?? 0.16;
  const tf = (p: V3) => rotZ(rotX(rotY(p, o.spin ?? 0), -(o.tilt ?? 0.35)), o.roll ?? 0);
  const shade = (p: P2) => (p.z >= 0 ? alpha * lerp(0.35, 1, p.z) : alpha * back * (1 + p.z * 0.6));
  const lines = new Lines();
  const sample = (f: (k: number) => V3, steps: number) => {
    const pts: Array<{ x: number; y: number; a: number }> = [];
    for (let i = 0; i <= steps; i++) {
      const q = ortho(tf(f(i / steps)), o.cx, o.cy, o.r);
      pts.push({ x: q.x, y: q.y, a: shade(q) });
    }
    lines.poly(pts);
  };
  for (let i = 1; i < lat; i++) {
    const phi = -Math.PI / 2 + (i * Math.PI) / lat;
    const y = Math.sin(phi);
    const rr = Math.cos(phi);
    sample((k) => [rr * Math.cos(k * TAU), y, rr * Math.sin(k * TAU)], 96);
  }
  for (let j = 0; j < lon; j++) {
    const th = (j * TAU) / lon;
    sample((k) => {
      const phi = -Math.PI / 2 + k * Math.PI;
      return [Math.cos(phi) * Math.cos(th), Math.sin(phi), Math.cos(phi) * Math.sin(th)];
    }, 64);
  }
  if (o.fill ?? 0.5) {
    const fill = svg.radialBox([
      [0, c.pal.b, 0.22],
      [0.6, c.pal.a, 0.1],
      [0.93, c.pal.a, 0.18],
      [1, c.pal.a, 0],
    ]);
    svg.add(
      `<circle cx="${n(o.cx)}" cy="${n(o.cy)}" r="${n(o.r * 1.04)}" fill="${fill}" opacity="${round(o.fill ?? 0.5)}"/>`,
    );
  }
  lines.draw(svg, o.stroke ?? accent(c), (o.width ?? 1) * c.u, { halo: 5, haloOpacity: 0.1 });
}

/** A tilted circular orbit around (cx, cy) with an optional travelling comet. */
export function orbit(
  c: Ctx,
  o: {
    cx: number;
    cy: number;
    r: number;
    tilt: number;
    roll?: number;
    stroke?: string;
    width?: number;
    alpha?: number;
    /** Comet head angle in radians and tail length in radians. */
    comet?: { at: number; tail: number; color?: string };
    dash?: string;
  },
): void {
  const { svg } = c;
  const alpha = o.alpha ?? 0.7;
  const at = (th: number) =>
    ortho(rotZ(rotX([Math.cos(th), 0, Math.sin(th)], -o.tilt), o.roll ?? 0), o.cx, o.cy, o.r);
  const shade = (p: P2) => alpha * (p.z >= 0 ? lerp(0.45, 1, p.z) : 0.3 + 0.15 * (1 + p.z));
  const lines = new Lines();
  const pts = [];
  for (let i = 0; i <= 160; i++) {
    const p = at((i / 160) * TAU);
    pts.push({ x: p.x, y: p.y, a: shade(p) });
  }
  lines.poly(pts);
  lines.draw(svg, o.stroke ?? accent(c), (o.width ?? 1) * c.u, { halo: 4, haloOpacity: 0.1 });
  if (o.comet) {
    const color = o.comet.color ?? mix(c.pal.b, INK, 0.4);
    const tail = new Lines(16);
    const steps = 40;
    const cpts = [];
    for (let i = 0; i <= steps; i++) {
      const k = i / steps;
      const p = at(o.comet.at - o.comet.tail * (1 - k));
      cpts.push({ x: p.x, y: p.y, a: Math.pow(k, 1.6) * (p.z >= 0 ? 1 : 0.35) });
    }
    tail.poly(cpts);
    tail.draw(svg, color, 2.2 * c.u, { halo: 4, haloOpacity: 0.25 });
    const head = at(o.comet.at);
    const vis = head.z >= 0 ? 1 : 0.35;
    svg.glow(head.x, head.y, 26 * c.u, 26 * c.u, color, 0.7 * vis);
    svg.add(
      `<circle cx="${n(head.x)}" cy="${n(head.y)}" r="${n(2.6 * c.u)}" fill="${INK}" opacity="${round(vis)}"/>`,
    );
  }
}

/**
 * A silky light trail: `strands` thin curves that twist around a wavy centre
 * line, fading at both ends, with light pulses travelling along the core.
 */
export function ribbon(
  c: Ctx,
  o: {
    y: number;
    amp: number;
    freq: number;
    phase: number;
    strands?: number;
    spread?: number;
    twist?: number;
    twistPhase?: number;
    slope?: number;
    x0?: number;
    x1?: number;
    width?: number;
    alpha?: number;
    colors?: readonly [string, string];
    pulses?: number;
    /** Where along the trail the pulses start (0..1). */
    pulseOffset?: number;
  },
): void {
  const { svg, w, h } = c;
  const N = o.strands ?? 26;
  const x0 = (o.x0 ?? -0.05) * w;
  const x1 = (o.x1 ?? 1.05) * w;
  const [ca, cb] = o.colors ?? [c.pal.a, c.pal.b];
  const stroke = svg.linear(
    [
      [0, ca],
      [0.5, mix(ca, cb, 0.5)],
      [1, cb],
    ],
    x0,
    0,
    x1,
    0,
  );
  const centre = (u: number) =>
    o.y * h +
    (o.slope ?? 0) * (u - 0.5) * h +
    o.amp *
      h *
      Math.sin(TAU * o.freq * u + o.phase) *
      (0.7 + 0.3 * Math.sin(TAU * 0.5 * u + o.phase));
  const spread = (u: number) =>
    (o.spread ?? 0.06) *
    h *
    (0.25 + 0.75 * Math.abs(Math.sin(TAU * (o.twist ?? 0.8) * u + (o.twistPhase ?? 0))));
  const lines = new Lines(12);
  const steps = 120;
  for (let s = 0; s < N; s++) {
    const k = N === 1 ? 0 : s / (N - 1) - 0.5;
    const pts = [];
    for (let i = 0; i <= steps; i++) {
      const u = i / steps;
      const x = lerp(x0, x1, u);
      const y = centre(u) + k * 2 * spread(u);
      pts.push({ x, y, a: (o.alpha ?? 0.55) * envelope(u, 0.22) * (1 - Math.abs(k) * 1.1 + 0.15) });
    }
    lines.poly(pts);
  }
  lines.draw(svg, stroke, (o.width ?? 0.7) * c.u, { halo: 6, haloOpacity: 0.05 });

  // Bright core with a wide halo.
  const core: Array<{ x: number; y: number; a: number }> = [];
  let length = 0;
  for (let i = 0; i <= steps; i++) {
    const u = i / steps;
    const p = { x: lerp(x0, x1, u), y: centre(u), a: envelope(u, 0.25) };
    const prev = core[core.length - 1];
    if (prev) length += Math.hypot(p.x - prev.x, p.y - prev.y);
    core.push(p);
  }
  const coreLines = new Lines(12);
  coreLines.poly(core);
  coreLines.draw(svg, stroke, 1.6 * c.u, {
    halo: 10,
    haloOpacity: 0.09,
    opacity: (o.alpha ?? 0.55) * 1.2,
  });

  // Pulses: one short dash each, advancing exactly one path length per loop.
  const d = core.map((p, i) => `${i ? "L" : "M"}${n(p.x)} ${n(p.y)}`).join("");
  const pulses = o.pulses ?? 2;
  for (let i = 0; i < pulses; i++) {
    const pos = ((i / pulses + c.t + (o.pulseOffset ?? 0.2)) % 1) * length;
    const dash = length * 0.07;
    svg.add(
      `<path d="${d}" fill="none" stroke="${mix(cb, INK, 0.55)}" stroke-width="${round(2 * c.u, 2)}" stroke-linecap="round" stroke-dasharray="${n(dash)} ${n(length * 2)}" stroke-dashoffset="${n(-pos + dash)}" opacity="0.75"/>`,
    );
    svg.add(
      `<path d="${d}" fill="none" stroke="${cb}" stroke-width="${round(12 * c.u, 2)}" stroke-linecap="round" stroke-dasharray="${n(dash)} ${n(length * 2)}" stroke-dashoffset="${n(-pos + dash)}" opacity="0.1"/>`,
    );
  }
}

/** Dust of small lights drifting on small closed paths; a few glow. */
export function particles(
  c: Ctx,
  o: {
    count: number;
    x0?: number;
    x1?: number;
    y0?: number;
    y1?: number;
    r?: readonly [number, number];
    alpha?: readonly [number, number];
    drift?: number;
    glow?: number;
    colors?: readonly string[];
    /** Optional density 0..1 at a canvas fraction; rejection sampled. */
    density?: (x: number, y: number) => number;
  },
): void {
  const { svg, w, h, t, rng } = c;
  const colors = o.colors ?? [c.pal.a, c.pal.b, INK];
  const [rMin, rMax] = o.r ?? [0.6, 2];
  const [aMin, aMax] = o.alpha ?? [0.15, 0.8];
  const groups = new Map<string, string[]>();
  for (let i = 0; i < o.count; i++) {
    let fx = 0;
    let fy = 0;
    for (let tries = 0; tries < 12; tries++) {
      fx = rng.range(o.x0 ?? 0, o.x1 ?? 1);
      fy = rng.range(o.y0 ?? 0, o.y1 ?? 1);
      if (!o.density || rng.next() < o.density(fx, fy)) break;
    }
    const size = rng.next();
    const r = lerp(rMin, rMax, size * size) * c.u;
    const a = rng.range(aMin, aMax);
    const color = rng.pick(colors);
    const phase = rng.next();
    const dir = rng.next() < 0.5 ? 1 : -1;
    const twinkle = rng.int(1, 2);
    const glows = rng.next() < (o.glow ?? 0.08);
    const drift = (o.drift ?? 10) * c.u * rng.range(0.4, 1);
    const x = fx * w + drift * Math.cos(TAU * (dir * t + phase));
    const y = fy * h + drift * 0.7 * Math.sin(TAU * (dir * t + phase));
    const alpha = a * (0.7 + 0.3 * Math.sin(TAU * (twinkle * t + phase * 3)));
    if (glows) svg.glow(x, y, r * 9, r * 9, color, alpha * 0.35);
    let list = groups.get(color);
    if (!list) groups.set(color, (list = []));
    list.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${round(r, 2)}" opacity="${round(alpha, 2)}"/>`,
    );
  }
  for (const [color, list] of groups) svg.add(`<g fill="${color}">${list.join("")}</g>`);
}

const PHI = (1 + Math.sqrt(5)) / 2;
const SOLIDS: Record<"ico" | "octa" | "cube", { v: V3[]; edge: number }> = {
  ico: {
    v: [
      [-1, PHI, 0],
      [1, PHI, 0],
      [-1, -PHI, 0],
      [1, -PHI, 0],
      [0, -1, PHI],
      [0, 1, PHI],
      [0, -1, -PHI],
      [0, 1, -PHI],
      [PHI, 0, -1],
      [PHI, 0, 1],
      [-PHI, 0, -1],
      [-PHI, 0, 1],
    ],
    edge: 2,
  },
  octa: {
    v: [
      [1, 0, 0],
      [-1, 0, 0],
      [0, 1, 0],
      [0, -1, 0],
      [0, 0, 1],
      [0, 0, -1],
    ],
    edge: Math.SQRT2,
  },
  cube: {
    v: [-1, 1].flatMap((x) => [-1, 1].flatMap((y) => [-1, 1].map((z): V3 => [x, y, z]))),
    edge: 2,
  },
};

/** Wireframe platonic solid (orthographic), vertices as small lights. */
export function solid(
  c: Ctx,
  o: {
    kind: keyof typeof SOLIDS;
    cx: number;
    cy: number;
    r: number;
    rx: number;
    ry: number;
    rz?: number;
    stroke?: string;
    width?: number;
    alpha?: number;
    dots?: boolean;
    /** Subdivide edges with points along them (a "scanned" look). */
    face?: number;
  },
): void {
  const { v, edge } = SOLIDS[o.kind];
  const len = Math.hypot(...(v[0] ?? [1, 1, 1]));
  const pts = v.map((p) =>
    ortho(
      rotZ(rotX(rotY([p[0] / len, p[1] / len, p[2] / len], o.ry), o.rx), o.rz ?? 0),
      o.cx,
      o.cy,
      o.r,
    ),
  );
  const alpha = o.alpha ?? 0.9;
  const lines = new Lines();
  for (let i = 0; i < v.length; i++) {
    for (let j = i + 1; j < v.length; j++) {
      const a = v[i];
      const b = v[j];
      const p = pts[i];
      const q = pts[j];
      if (!a || !b || !p || !q) continue;
      if (Math.abs(Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) - edge) > 1e-3) continue;
      const z = (p.z + q.z) / 2;
      lines.seg(p.x, p.y, q.x, q.y, alpha * (z >= 0 ? lerp(0.55, 1, z) : 0.22 + 0.2 * (1 + z)));
    }
  }
  lines.draw(c.svg, o.stroke ?? accent(c), (o.width ?? 1.4) * c.u, { halo: 5, haloOpacity: 0.14 });
  if (o.dots ?? true) {
    for (const p of pts) {
      const vis = p.z >= 0 ? 1 : 0.4;
      c.svg.glow(p.x, p.y, 14 * c.u, 14 * c.u, c.pal.b, 0.45 * vis * alpha);
      c.svg.add(
        `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(2.2 * c.u)}" fill="${INK}" opacity="${round(vis * alpha)}"/>`,
      );
    }
  }
}

/** AR viewfinder: four corner brackets around a rectangle. */
export function brackets(
  c: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  o: { len?: number; stroke?: string; width?: number; alpha?: number } = {},
): void {
  const l = (o.len ?? 0.18) * Math.min(w, h);
  const d = [
    `M${n(x)} ${n(y + l)}V${n(y)}H${n(x + l)}`,
    `M${n(x + w - l)} ${n(y)}H${n(x + w)}V${n(y + l)}`,
    `M${n(x + w)} ${n(y + h - l)}V${n(y + h)}H${n(x + w - l)}`,
    `M${n(x + l)} ${n(y + h)}H${n(x)}V${n(y + h - l)}`,
  ].join("");
  const stroke = o.stroke ?? mix(c.pal.b, INK, 0.3);
  const sw = (o.width ?? 2) * c.u;
  c.svg.add(
    `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${round(sw * 4, 2)}" stroke-linecap="round" stroke-linejoin="round" opacity="${round((o.alpha ?? 0.9) * 0.12)}"/><path d="${d}" fill="none" stroke="${stroke}" stroke-width="${round(sw, 2)}" stroke-linecap="round" stroke-linejoin="round" opacity="${round(o.alpha ?? 0.9)}"/>`,
  );
}

/** A label chip without text: a rounded pill with two bars and a status dot. */
export function tag(
  c: Ctx,
  x: number,
  y: number,
  w: number,
  o: { color?: string; alpha?: number; anchor?: { x: number; y: number } } = {},
): void {
  const { svg, u } = c;
  const hgt = w * 0.34;
  const color = o.color ?? c.pal.b;
  const alpha = o.alpha ?? 1;
  const r = hgt * 0.3;
  if (o.anchor) {
    svg.add(
      `<path d="M${n(x + w * 0.2)} ${n(y + hgt)}L${n(o.anchor.x)} ${n(o.anchor.y)}" stroke="${color}" stroke-width="${round(u, 2)}" opacity="${round(0.5 * alpha)}" stroke-dasharray="${n(3 * u)} ${n(3 * u)}"/>`,
    );
    svg.add(
      `<circle cx="${n(o.anchor.x)}" cy="${n(o.anchor.y)}" r="${n(2.5 * u)}" fill="${color}" opacity="${round(alpha)}"/>`,
    );
  }
  svg.glow(x + w / 2, y + hgt / 2, w * 0.8, hgt * 1.6, color, 0.12 * alpha);
  svg.add(
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(hgt)}" rx="${n(r)}" fill="#141b3f" fill-opacity="${round(0.82 * alpha)}" stroke="${color}" stroke-opacity="${round(0.75 * alpha)}" stroke-width="${round(1.2 * u, 2)}"/>`,
  );
  const bx = x + hgt * 0.75;
  svg.add(
    `<circle cx="${n(x + hgt * 0.42)}" cy="${n(y + hgt / 2)}" r="${n(hgt * 0.13)}" fill="${color}" opacity="${round(alpha)}"/>` +
      `<path d="M${n(bx)} ${n(y + hgt * 0.37)}H${n(x + w * 0.82)}M${n(bx)} ${n(y + hgt * 0.64)}H${n(x + w * 0.6)}" stroke="${INK}" stroke-width="${round(hgt * 0.1, 2)}" stroke-linecap="round" opacity="${round(0.55 * alpha)}"/>`,
  );
}

/** Helpers for 3D meshes drawn with a camera. */
export function ring3(center: V3, rx: number, rz: number, steps = 48, y = 0): V3[] {
  const out: V3[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = (i / steps) * TAU;
    out.push([center[0] + rx * Math.cos(a), center[1] + y, center[2] + rz * Math.sin(a)]);
  }
  return out;
}

/** Inside of a box-shaped room: grid on floor, walls and ceiling, frames every `cell`. */
export function room(
  c: Ctx,
  cam: Camera,
  o: {
    halfWidth: number;
    floor: number;
    ceiling: number;
    z0: number;
    z1: number;
    cell: number;
    scroll?: number;
    far: number;
    stroke?: string;
    width?: number;
    alpha?: number;
    backWall?: boolean;
    ceilingGrid?: boolean;
  },
): void {
  const lines = new Lines();
  const alpha = o.alpha ?? 0.6;
  const W = o.halfWidth;
  const longLine = (a: V3, b: V3, k = 1) => line3(lines, cam, segment3(a, b, 24), alpha * k, o.far);
  for (let x = -W; x <= W + 1e-6; x += o.cell) longLine([x, o.floor, o.z0], [x, o.floor, o.z1]);
  for (let y = o.floor + o.cell; y < o.ceiling - 1e-6; y += o.cell) {
    longLine([-W, y, o.z0], [-W, y, o.z1], 0.6);
    longLine([W, y, o.z0], [W, y, o.z1], 0.6);
  }
  if (o.ceilingGrid ?? true) {
    for (let x = -W; x <= W + 1e-6; x += o.cell * 2)
      longLine([x, o.ceiling, o.z0], [x, o.ceiling, o.z1], 0.45);
  }
  const scroll = o.scroll ?? 0;
  for (let k = 0; ; k++) {
    const z = o.z0 + (k + 1 - scroll) * o.cell;
    if (z > o.z1) break;
    const frame: V3[] = [
      [-W, o.ceiling, z],
      [-W, o.floor, z],
      [W, o.floor, z],
      [W, o.ceiling, z],
    ];
    const pts: V3[] = [];
    for (let i = 0; i < 3; i++) {
      const a = frame[i];
      const b = frame[i + 1];
      if (a && b) pts.push(...segment3(a, b, 6));
    }
    line3(lines, cam, pts, alpha * (k % 2 ? 0.55 : 0.9), o.far);
    if (o.ceilingGrid ?? true)
      line3(lines, cam, segment3([-W, o.ceiling, z], [W, o.ceiling, z], 6), alpha * 0.35, o.far);
  }
  if (o.backWall ?? true) {
    for (let x = -W; x <= W + 1e-6; x += o.cell)
      longLine([x, o.floor, o.z1], [x, o.ceiling, o.z1], 0.5);
    for (let y = o.floor; y <= o.ceiling + 1e-6; y += o.cell)
      longLine([-W, y, o.z1], [W, y, o.z1], 0.5);
  }
  lines.draw(c.svg, o.stroke ?? accent(c), (o.width ?? 1) * c.u, { halo: 4, haloOpacity: 0.08 });
}

/** Projects a flat 3D polygon into an SVG points string (null if any corner is behind the camera). */
export function poly3(cam: Camera, pts: readonly V3[]): string | null {
  const out: string[] = [];
  for (const p of pts) {
    const q = project(cam, p);
    if (!q) return null;
    out.push(`${n(q.x)},${n(q.y)}`);
  }
  return out.join(" ");
}

/** Draws a camera-space point as projected pixel coordinates (or null). */
export const at = (cam: Camera, p: V3) => project(cam, p);
