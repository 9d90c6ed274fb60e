/**
 * Scene props in the same line-light style as the motifs: an abstract bust,
 * a VR headset, a phone, canal-house gables, ghosts, simple furniture.
 */
import { BASE, INK, SURFACE, mix } from "./color";
import { TAU, lerp, ortho, rotX, rotY, smooth, type Camera, type P2, type V3 } from "./geom";
import { accent, line3, ring3, segment3, type Ctx } from "./motifs";
import { Lines, n, round } from "./svg";

/** Bust model (unit height ~2, y up): torso half-width and half-depth at height y (0..1.25, up to the neck). */
function torso(y: number): [number, number] {
  let w: number;
  if (y <= 0.72) w = 0.8 + (0.08 * y) / 0.72;
  else if (y <= 0.97) w = 0.22 + 0.66 * Math.sqrt(1 - ((y - 0.72) / 0.25) ** 2);
  else w = 0.13 + 0.09 * (1 - smooth((y - 0.97) / 0.12));
  return [w, Math.max(0.12, (0.42 * w) / 0.88)];
}
const NECK_TOP = 1.2;
const HEAD = { y: 1.5, rx: 0.31, ry: 0.41, rz: 0.35 };

export type FigureStyle = "solid" | "wire" | "points" | "holo";

/**
 * An abstract, faceless bust: `solid` (soft gradient silhouette), `wire`
 * (a 3D mesh), `points` (a scanned point cloud) or `holo` (solid + mesh).
 * (x, y) is the base centre; `s` pixels per unit.
 */
export function figure(
  c: Ctx,
  o: {
    x: number;
    y: number;
    s: number;
    style: FigureStyle;
    yaw?: number;
    colors?: readonly [string, string];
    alpha?: number;
    /** Draw only the part of the figure inside this pixel range. */
    clip?: { x0?: number; x1?: number; y1?: number };
    breathe?: number;
  },
): void {
  const { svg, u } = c;
  const [ca, cb] = o.colors ?? [c.pal.a, c.pal.b];
  const alpha = o.alpha ?? 1;
  const yaw = o.yaw ?? 0.35;
  const s = o.s;
  const sy = s * (1 + (o.breathe ?? 0));
  if (o.style === "holo") {
    figure(c, { ...o, style: "solid", alpha: alpha * 0.7 });
    figure(c, { ...o, style: "wire", alpha: alpha * 0.6 });
    return;
  }
  let clipAttr = "";
  if (o.clip) {
    const id = svg.id("c");
    const x0 = o.clip.x0 ?? 0;
    svg.def(
      `<clipPath id="${id}"><rect x="${n(x0)}" y="0" width="${n((o.clip.x1 ?? svg.w) - x0)}" height="${n(o.clip.y1 ?? svg.h)}"/></clipPath>`,
    );
    clipAttr = ` clip-path="url(#${id})"`;
  }
  svg.add(`<g${clipAttr}>`);
  const proj = (p: V3): P2 => {
    const q = ortho(rotX(rotY(p, yaw), -0.08), 0, 0, 1);
    return { x: o.x + q.x * s, y: o.y + q.y * sy, z: q.z };
  };
  if (o.style === "solid") {
    // Silhouette of the same model: projected half-widths of the cross-sections.
    const half = (rx: number, rz: number) => Math.hypot(rx * Math.cos(yaw), rz * Math.sin(yaw));
    const side: string[] = [];
    const other: string[] = [];
    const top = 1.13; // where the neck meets the head outline
    for (let i = 0; i <= 48; i++) {
      const y = (i / 48) * top;
      const hw = half(...torso(y));
      side.push(`${n(o.x - hw * s)} ${n(o.y - y * sy)}`);
      other.unshift(`${n(o.x + hw * s)} ${n(o.y - y * sy)}`);
    }
    const x0 = n(o.x - half(...torso(0)) * s);
    const x1 = n(o.x + half(...torso(0)) * s);
    const yb = n(o.y + 0.05 * sy);
    const hx = half(HEAD.rx, HEAD.rz) * s;
    const hy = o.y - HEAD.y * sy;
    const hr = `${n(hx)} ${n(HEAD.ry * sy)} 0 1 1`;
    const headPath = `M${n(o.x - hx)} ${n(hy)}A${hr} ${n(o.x + hx)} ${n(hy)}A${hr} ${n(o.x - hx)} ${n(hy)}Z`;
    // One path for the fill (a union: both parts wind clockwise), open outlines for the rim.
    const shape = `M${x0} ${yb}L${side.join(" ")} ${other.join(" ")}L${x1} ${yb}Z${headPath}`;
    const outline = `M${x0} ${yb}L${side.join(" ")}M${other.join(" ")}L${x1} ${yb}${headPath}`;
    const fill = svg.linear(
      [
        [0, mix(ca, INK, 0.15), 0.8],
        [0.5, ca, 0.5],
        [1, cb, 0],
      ],
      0,
      o.y - 2 * sy,
      0,
      o.y,
    );
    const rim = svg.linear(
      [
        [0, INK, 0.9],
        [0.55, cb, 0.6],
        [1, cb, 0],
      ],
      0,
      o.y - 2 * sy,
      0,
      o.y,
    );
    // Soft light from the upper left gives the flat shape some volume.
    const light = svg.radialBox([
      [0, INK, 0.35],
      [1, INK, 0],
    ]);
    svg.glow(o.x, o.y - 1.1 * sy, 1.5 * s, 1.4 * sy, ca, 0.22 * alpha);
    svg.add(
      `<g opacity="${round(alpha)}"><path d="${shape}" fill="${fill}"/>` +
        `<ellipse cx="${n(o.x - 0.1 * s)}" cy="${n(o.y - 1.62 * sy)}" rx="${n(0.22 * s)}" ry="${n(0.26 * sy)}" fill="${light}"/>` +
        `<path d="${outline}" fill="none" stroke="${rim}" stroke-width="${round(1.4 * u, 2)}"/></g>`,
    );
    svg.add("</g>");
    return;
  }
  const shade = (p: P2, y = 1) => alpha * smooth(y / 0.4) * (p.z >= 0 ? lerp(0.4, 1, p.z) : 0.12);
  const headPt = (th: number, ph: number): V3 => [
    HEAD.rx * Math.cos(ph) * Math.cos(th),
    HEAD.y + HEAD.ry * Math.sin(ph),
    HEAD.rz * Math.cos(ph) * Math.sin(th),
  ];
  const torsoPt = (th: number, y: number): V3 => {
    const [rx, rz] = torso(y);
    return [rx * Math.cos(th), y, rz * Math.sin(th)];
  };
  if (o.style === "wire") {
    const lines = new Lines();
    const poly = (f: (k: number) => V3, steps: number) => {
      const pts = [];
      for (let i = 0; i <= steps; i++) {
        const v = f(i / steps);
        const p = proj(v);
        pts.push({ x: p.x, y: p.y, a: shade(p, v[1]) });
      }
      lines.poly(pts);
    };
    for (let i = 1; i < 12; i++) {
      const ph = -Math.PI / 2 + (i * Math.PI) / 12;
      poly((k) => headPt(k * TAU, ph), 64);
    }
    for (let j = 0; j < 16; j++) {
      const th = (j * TAU) / 16;
      poly((k) => headPt(th, -Math.PI / 2 + k * Math.PI), 40);
    }
    for (let i = 0; i <= 12; i++) {
      const y = lerp(0, 1.1, i / 12);
      poly((k) => torsoPt(k * TAU, y), 72);
    }
    for (let j = 0; j < 20; j++) {
      const th = (j * TAU) / 20;
      poly((k) => torsoPt(th, lerp(0, NECK_TOP, k)), 40);
    }
    const stroke = svg.linear(
      [
        [0, mix(ca, INK, 0.2)],
        [1, cb],
      ],
      0,
      o.y - 2 * sy,
      0,
      o.y,
    );
    lines.draw(svg, stroke, 0.9 * u, { halo: 5, haloOpacity: 0.1 });
  } else {
    const groups: [string, string[]][] = [
      [ca, []],
      [cb, []],
      [INK, []],
    ];
    const dot = (p: V3, i: number) => {
      const q = proj(p);
      const a = shade(q, p[1]);
      if (a < 0.05) return;
      groups[i % 3]?.[1].push(
        `<circle cx="${n(q.x)}" cy="${n(q.y)}" r="${round(1.3 * u, 2)}" opacity="${round(a, 2)}"/>`,
      );
    };
    // Uniform random samples on the surfaces: reads as a scan, without moire.
    const { rng } = c;
    for (let i = 0; i < 1000; i++) dot(headPt(rng.range(0, TAU), Math.asin(rng.range(-1, 1))), i);
    for (let i = 0; i < 2000; i++) {
      const y = Math.sqrt(rng.next()) * NECK_TOP;
      dot(torsoPt(rng.range(0, TAU), NECK_TOP - y), i);
    }
    for (const [color, list] of groups) svg.add(`<g fill="${color}">${list.join("")}</g>`);
  }
  svg.add("</g>");
}

/** An abstract VR headset in line light, orthographic, centred at (cx, cy) with half width r. */
export function headset(
  c: Ctx,
  o: { cx: number; cy: number; r: number; yaw: number; pitch: number },
): void {
  const { svg, u } = c;
  const tf = (p: V3) => ortho(rotX(rotY(p, o.yaw), o.pitch), o.cx, o.cy, o.r);
  const rounded = (hw: number, hh: number, rad: number, z: (x: number) => number): V3[] => {
    const pts: V3[] = [];
    const corners: Array<[number, number, number]> = [
      [hw - rad, hh - rad, 0],
      [-(hw - rad), hh - rad, 0.25],
      [-(hw - rad), -(hh - rad), 0.5],
      [hw - rad, -(hh - rad), 0.75],
    ];
    for (const [x0, y0, start] of corners) {
      for (let i = 0; i <= 10; i++) {
        const a = (start + i / 40) * TAU;
        const x = x0 + rad * Math.cos(a);
        pts.push([x, y0 + rad * Math.sin(a), z(x)]);
      }
    }
    pts.push(pts[0] ?? [0, 0, 0]);
    return pts;
  };
  const shade = (p: P2) => (p.z >= 0 ? lerp(0.45, 1, p.z) : 0.25 + 0.2 * (1 + p.z));
  const draw = (lines: Lines, pts: V3[], k = 1) =>
    lines.poly(
      pts.map((p) => {
        const q = tf(p);
        return { x: q.x, y: q.y, a: k * shade(q) };
      }),
    );
  const bulge = (depth: number, amt: number) => (x: number) => depth - amt * (1 - x * x);
  const front = rounded(1, 0.52, 0.3, bulge(-0.05, 0.16));
  const back = rounded(0.97, 0.5, 0.3, () => 0.5);
  const rear = new Lines();
  draw(rear, back, 0.8);
  draw(
    rear,
    rounded(0.86, 0.4, 0.22, () => 0.72),
    0.5,
  );
  for (let i = 0; i < front.length - 1; i += 5) {
    const a = front[i];
    const b = back[i];
    if (a && b) draw(rear, segment3(a, b, 4), 0.55);
  }
  // Head strap around the back.
  const strap: V3[] = [];
  for (let i = 0; i <= 48; i++) {
    const a = Math.PI * (i / 48);
    strap.push([0.95 * Math.cos(a), 0.05 * Math.sin(a), 0.6 + 1.5 * Math.sin(a)]);
  }
  draw(rear, strap, 0.6);
  rear.draw(svg, accent(c), 1.3 * u, { halo: 5, haloOpacity: 0.1 });
  // The visor: a dark glassy face that hides what is behind it.
  const face = front
    .map((p) => tf(p))
    .map((q, i) => `${i ? "L" : "M"}${n(q.x)} ${n(q.y)}`)
    .join("");
  const glass = svg.linear(
    [
      [0, "#1a1f4d"],
      [1, BASE],
    ],
    0,
    o.cy - o.r * 0.5,
    0,
    o.cy + o.r * 0.5,
  );
  svg.add(`<path d="${face}Z" fill="${glass}" opacity="0.92"/>`);
  for (const [x, col] of [
    [-0.42, c.pal.a],
    [0.42, c.pal.b],
  ] as const) {
    const p = tf([x, 0, -0.15]);
    svg.glow(p.x, p.y, 0.5 * o.r, 0.34 * o.r, col, 0.5);
    svg.glow(p.x, p.y, 0.14 * o.r, 0.1 * o.r, INK, 0.3);
  }
  const fl = new Lines();
  draw(fl, front);
  draw(fl, rounded(0.9, 0.43, 0.24, bulge(-0.05, 0.14)), 0.45);
  fl.draw(svg, accent(c), 1.6 * u, { halo: 6, haloOpacity: 0.16 });
}

/** A phone outline (optionally rotated); `screen` draws the content, clipped to the display. */
export function phone(
  c: Ctx,
  o: { cx: number; cy: number; h: number; rot?: number; alpha?: number },
  screen: (box: { x: number; y: number; w: number; h: number }) => void,
): void {
  const { svg, u } = c;
  const h = o.h;
  const w = h * 0.49;
  const x = o.cx - w / 2;
  const y = o.cy - h / 2;
  const r = w * 0.16;
  const inset = w * 0.045;
  const id = svg.id("p");
  svg.def(
    `<clipPath id="${id}"><rect x="${n(x + inset)}" y="${n(y + inset)}" width="${n(w - 2 * inset)}" height="${n(h - 2 * inset)}" rx="${n(r - inset)}"/></clipPath>`,
  );
  svg.glow(o.cx, o.cy, w * 1.1, h * 0.7, c.pal.a, 0.22);
  svg.add(
    `<g transform="rotate(${n(o.rot ?? 0)} ${n(o.cx)} ${n(o.cy)})" opacity="${round(o.alpha ?? 1)}">`,
  );
  svg.add(
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${SURFACE}" stroke="${mix(c.pal.b, INK, 0.4)}" stroke-opacity="0.8" stroke-width="${round(2 * u, 2)}"/>`,
  );
  svg.add(
    `<g clip-path="url(#${id})"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${BASE}"/>`,
  );
  screen({ x: x + inset, y: y + inset, w: w - 2 * inset, h: h - 2 * inset });
  const glass = svg.linear(
    [
      [0, INK, 0.1],
      [0.45, INK, 0],
    ],
    x,
    y,
    x + w,
    y + h * 0.6,
  );
  svg.add(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${glass}"/></g>`);
  svg.add(
    `<rect x="${n(o.cx - w * 0.14)}" y="${n(y + inset * 1.6)}" width="${n(w * 0.28)}" height="${n(w * 0.07)}" rx="${n(w * 0.035)}" fill="${BASE}" stroke="${INK}" stroke-opacity="0.15"/>`,
  );
  svg.add("</g>");
}

type Gable = "step" | "neck" | "bell" | "spout";

/**
 * A row of Dutch canal-house facades at dusk (silhouettes with a lit rim and a
 * few lit windows). `base` is the street line in px; heights in px.
 */
export function gables(
  c: Ctx,
  o: { x0: number; x1: number; base: number; height: number; alpha?: number; seed?: number },
): void {
  const { svg, rng, u } = c;
  const alpha = o.alpha ?? 1;
  let x = o.x0;
  const body: string[] = [];
  const windows: string[] = [];
  const lit: string[] = [];
  while (x < o.x1) {
    const w = o.height * rng.range(0.36, 0.5);
    const hh = o.height * rng.range(0.62, 0.9);
    const gh = w * rng.range(0.45, 0.7);
    const kind = rng.pick<Gable>(["step", "neck", "bell", "spout"]);
    const top = o.base - hh;
    const X = (f: number) => n(x + f * w);
    const Y = (v: number) => n(v);
    let d = `M${X(0)} ${Y(o.base)}V${Y(top)}`;
    if (kind === "step") {
      const steps = 3;
      for (let i = 0; i < steps; i++)
        d += `H${X(0.08 + i * 0.12)}V${Y(top - ((i + 1) * gh) / (steps + 0.5))}`;
      d += `H${X(0.92 - (steps - 1) * 0.12)}`;
      for (let i = steps - 1; i >= 0; i--)
        d += `V${Y(top - (i * gh) / (steps + 0.5))}H${X(0.92 - i * 0.12)}`;
      d += `V${Y(top)}H${X(1)}`;
    } else if (kind === "neck") {
      d += `H${X(0.12)}Q${X(0.28)} ${Y(top)} ${X(0.3)} ${Y(top - gh * 0.5)}V${Y(top - gh)}H${X(0.7)}V${Y(top - gh * 0.5)}Q${X(0.72)} ${Y(top)} ${X(0.88)} ${Y(top)}H${X(1)}`;
    } else if (kind === "bell") {
      d += `C${X(0.1)} ${Y(top - gh * 0.1)} ${X(0.3)} ${Y(top - gh * 0.3)} ${X(0.3)} ${Y(top - gh * 0.75)}Q${X(0.5)} ${Y(top - gh * 1.15)} ${X(0.7)} ${Y(top - gh * 0.75)}C${X(0.7)} ${Y(top - gh * 0.3)} ${X(0.9)} ${Y(top - gh * 0.1)} ${X(1)} ${Y(top)}`;
    } else {
      d += `L${X(0.5)} ${Y(top - gh)}L${X(1)} ${Y(top)}`;
    }
    d += `V${Y(o.base)}Z`;
    body.push(d);
    const cols = 3;
    const rows = Math.max(2, Math.floor(hh / (w * 0.42)));
    for (let r = 0; r < rows; r++) {
      for (let k = 0; k < cols; k++) {
        const wx = x + w * (0.16 + k * 0.26);
        const wy = top + w * 0.22 + r * ((hh - w * 0.4) / rows);
        const rect = `<rect x="${n(wx)}" y="${n(wy)}" width="${n(w * 0.16)}" height="${n(w * 0.24)}" rx="${n(w * 0.02)}"/>`;
        (rng.next() < 0.22 ? lit : windows).push(rect);
      }
    }
    x += w + o.height * 0.01;
  }
  const rim = svg.linear(
    [
      [0, c.pal.b, 0.9],
      [0.5, c.pal.a, 0.7],
      [1, c.pal.b, 0.9],
    ],
    o.x0,
    0,
    o.x1,
    0,
  );
  const bodyFill = svg.linear(
    [
      [0, "#10173a"],
      [1, BASE],
    ],
    0,
    o.base - o.height * 1.3,
    0,
    o.base,
  );
  svg.add(
    `<g opacity="${round(alpha)}"><path d="${body.join("")}" fill="${bodyFill}" stroke="${rim}" stroke-width="${round(1.3 * u, 2)}" stroke-linejoin="round"/>` +
      `<g fill="${mix(c.pal.a, INK, 0.2)}" opacity="0.09">${windows.join("")}</g>` +
      `<g fill="${mix(c.pal.b, INK, 0.5)}" opacity="0.55">${lit.join("")}</g></g>`,
  );
}

/** A translucent ghost, (x, y) is its head centre, `r` its half width. */
export function ghost(
  c: Ctx,
  o: { x: number; y: number; r: number; alpha?: number; tilt?: number },
): void {
  const { svg } = c;
  const r = o.r;
  const X = (v: number) => n(o.x + v * r);
  const Y = (v: number) => n(o.y + v * r);
  let d = `M${X(-1)} ${Y(0)}A${n(r)} ${n(r)} 0 0 1 ${X(1)} ${Y(0)}V${Y(1.6)}`;
  const waves = 4;
  for (let i = 0; i < waves; i++) {
    const xa = 1 - (2 * (i + 0.5)) / waves;
    const xb = 1 - (2 * (i + 1)) / waves;
    d += `Q${X(xa)} ${Y(i % 2 ? 2.15 : 1.3)} ${X(xb)} ${Y(1.6 + (i % 2 ? 0 : 0.25))}`;
  }
  d += "Z";
  const fill = svg.linear(
    [
      [0, INK, 0.75],
      [0.5, c.pal.b, 0.4],
      [1, c.pal.a, 0],
    ],
    0,
    o.y - r,
    0,
    o.y + 2 * r,
  );
  const alpha = o.alpha ?? 0.8;
  svg.glow(o.x, o.y + 0.5 * r, 2.4 * r, 2.6 * r, c.pal.b, 0.3 * alpha);
  svg.add(
    `<g opacity="${round(alpha)}" transform="rotate(${n(o.tilt ?? 0)} ${n(o.x)} ${n(o.y)})"><path d="${d}" fill="${fill}"/>` +
      `<ellipse cx="${X(-0.35)}" cy="${Y(0.1)}" rx="${n(r * 0.13)}" ry="${n(r * 0.2)}" fill="${BASE}" opacity="0.55"/>` +
      `<ellipse cx="${X(0.35)}" cy="${Y(0.1)}" rx="${n(r * 0.13)}" ry="${n(r * 0.2)}" fill="${BASE}" opacity="0.55"/></g>`,
  );
}

/** A wireframe box (e.g. a table top or a crate) through a camera. */
export function box3(
  lines: Lines,
  cam: Camera,
  min: V3,
  max: V3,
  alpha: number,
  far: number,
): void {
  const [x0, y0, z0] = min;
  const [x1, y1, z1] = max;
  const v: V3[] = [
    [x0, y0, z0],
    [x1, y0, z0],
    [x1, y0, z1],
    [x0, y0, z1],
    [x0, y1, z0],
    [x1, y1, z0],
    [x1, y1, z1],
    [x0, y1, z1],
  ];
  const edges = [
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 0],
    [4, 5],
    [5, 6],
    [6, 7],
    [7, 4],
    [0, 4],
    [1, 5],
    [2, 6],
    [3, 7],
  ] as const;
  for (const [a, b] of edges) {
    const p = v[a];
    const q = v[b];
    if (p && q) line3(lines, cam, segment3(p, q, 8), alpha, far);
  }
}

/** A vertical wireframe cylinder (tank, pedestal) through a camera. */
export function cylinder3(
  lines: Lines,
  cam: Camera,
  base: V3,
  r: number,
  h: number,
  alpha: number,
  far: number,
  rings = 5,
  ribs = 16,
): void {
  for (let i = 0; i <= rings; i++)
    line3(
      lines,
      cam,
      ring3(base, r, r, 64, (h * i) / rings),
      alpha * (i === 0 || i === rings ? 1 : 0.6),
      far,
    );
  for (let j = 0; j < ribs; j++) {
    const a = (j / ribs) * TAU;
    const x = base[0] + r * Math.cos(a);
    const z = base[2] + r * Math.sin(a);
    line3(lines, cam, segment3([x, base[1], z], [x, base[1] + h, z], 6), alpha * 0.6, far);
  }
}

/** Concentric "breathing" circles (a calm HUD element). `k` in 0..1 is the breath. */
export function breathingCircle(c: Ctx, o: { cx: number; cy: number; r: number; k: number }): void {
  const { svg, u } = c;
  const rr = o.r * (0.82 + 0.18 * o.k);
  svg.glow(o.cx, o.cy, rr * 1.5, rr * 1.5, c.pal.a, 0.28 + 0.12 * o.k);
  const fill = svg.radialBox([
    [0, c.pal.b, 0.05],
    [0.8, c.pal.a, 0.12],
    [1, c.pal.a, 0.3],
  ]);
  svg.add(`<circle cx="${n(o.cx)}" cy="${n(o.cy)}" r="${n(rr)}" fill="${fill}"/>`);
  const stroke = accent(c);
  for (let i = 0; i < 4; i++) {
    const r = rr * (1 + i * 0.16 * (0.6 + 0.4 * o.k));
    svg.add(
      `<circle cx="${n(o.cx)}" cy="${n(o.cy)}" r="${n(r)}" fill="none" stroke="${stroke}" stroke-width="${round((i ? 1 : 2) * u, 2)}" opacity="${round(0.85 - i * 0.2)}"/>`,
    );
  }
  // Progress arc.
  const a = -Math.PI / 2 + o.k * TAU * 0.999;
  const r = rr * 1.08;
  const large = o.k > 0.5 ? 1 : 0;
  svg.add(
    `<path d="M${n(o.cx)} ${n(o.cy - r)}A${n(r)} ${n(r)} 0 ${large} 1 ${n(o.cx + r * Math.cos(a))} ${n(o.cy + r * Math.sin(a))}" fill="none" stroke="${mix(c.pal.b, INK, 0.5)}" stroke-width="${round(3 * u, 2)}" stroke-linecap="round" opacity="0.9"/>`,
  );
}

/** A standing person as a soft pictogram silhouette; (x, y) are the feet, `s` pixels per metre. */
export function person(
  c: Ctx,
  o: {
    x: number;
    y: number;
    s: number;
    alpha?: number;
    colors?: readonly [string, string];
    stride?: number;
  },
): void {
  const { svg, u } = c;
  const [ca, cb] = o.colors ?? [c.pal.a, c.pal.b];
  const X = (v: number) => n(o.x + v * o.s);
  const Y = (v: number) => n(o.y - v * o.s);
  const st = o.stride ?? 0;
  const d =
    `M${X(-0.24)} ${Y(1.38)}Q${X(-0.24)} ${Y(1.49)} ${X(-0.12)} ${Y(1.5)}H${X(0.12)}Q${X(0.24)} ${Y(1.49)} ${X(0.24)} ${Y(1.38)}` +
    `L${X(0.2)} ${Y(0.9)}L${X(0.15 + st)} ${Y(0.05)}Q${X(0.145 + st)} ${Y(0)} ${X(0.1 + st)} ${Y(0)}L${X(0.05 + st)} ${Y(0)}` +
    `L${X(0.015)} ${Y(0.76)}L${X(-0.015)} ${Y(0.76)}L${X(-0.05 - st)} ${Y(0)}L${X(-0.1 - st)} ${Y(0)}` +
    `Q${X(-0.145 - st)} ${Y(0)} ${X(-0.15 - st)} ${Y(0.05)}L${X(-0.2)} ${Y(0.9)}Z`;
  const fill = svg.linear(
    [
      [0, mix(ca, INK, 0.2), 0.9],
      [0.45, ca, 0.55],
      [1, cb, 0.05],
    ],
    0,
    o.y - 1.75 * o.s,
    0,
    o.y,
  );
  const alpha = o.alpha ?? 1;
  svg.add(
    `<g opacity="${round(alpha)}" stroke="${mix(cb, INK, 0.3)}" stroke-opacity="0.5" stroke-width="${round(u, 2)}"><path d="${d}" fill="${fill}"/>` +
      `<circle cx="${X(0)}" cy="${Y(1.65)}" r="${n(0.125 * o.s)}" fill="${fill}"/></g>`,
  );
}
