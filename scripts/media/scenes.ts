/**
 * The artwork: one scene per generated image. Videos reuse the scene of their
 * poster, so a video's first frame (t = 0) matches its poster.
 */
import { BRAND, CYAN, INK, mix, type Palette } from "./color";
import { TAU, camera, deg, project, type V3 } from "./geom";
import {
  accent,
  backdrop,
  brackets,
  floorGrid,
  line3,
  orbit,
  particles,
  poly3,
  ribbon,
  ring3,
  room,
  segment3,
  solid,
  tag,
  vignette,
  wireSphere,
  type Ctx,
} from "./motifs";
import {
  box3,
  breathingCircle,
  cylinder3,
  figure,
  gables,
  ghost,
  headset,
  person,
  phone,
} from "./props";
import { createRng } from "./rand";
import { Lines, Svg, n, round } from "./svg";

export interface Scene {
  pal: Palette;
  draw: (c: Ctx) => void;
}

/** Per-case identity: a colour pair each, and a motif of its own (see the scenes below). */
export const CASE_PALETTES: Record<string, Palette> = {
  "jeugdzorg-vr": { a: "#ff6f9f", b: "#ffb3a1" },
  "museum-ar": { a: "#ff9a52", b: "#ffd98a" },
  "privacy-lab": { a: "#3f8cff", b: "#3ff5c8" },
  "avatar-studio": { a: "#e36bff", b: "#3fd5f5" },
  "sollicitatie-vr": { a: "#2fb8ff", b: "#7cffb2" },
  "tu-delft": { a: "#5b6bff", b: "#b58bff" },
};

const sin = (k: number, t: number, phase = 0) => Math.sin(TAU * k * t + phase);

/* ---------- Brand scenes ---------- */

function hero(c: Ctx, sx = 0.7): void {
  const { w, h, t } = c;
  backdrop(c, [
    { x: 0.78, y: 0.32, r: 0.42, color: c.pal.a, o: 0.32 },
    { x: 0.98, y: 0.8, r: 0.3, color: c.pal.b, o: 0.16 },
    { x: 0.05, y: 0.0, r: 0.35, color: c.pal.a, o: 0.1 },
    { x: 0.55, y: 0.64, r: 0.55, color: c.pal.b, o: 0.08, sq: 0.25 },
  ]);
  const cam = camera(w, h, { pos: [0, 1.1, 0], cy: h * 0.62, fov: 58 });
  floorGrid(c, cam, { y: 0, cell: 1, halfWidth: 16, far: 26, scroll: t, alpha: 0.5, width: 0.9 });
  const cx = w * sx;
  const cy = h * 0.41;
  const r = h * 0.24;
  svg(c).glow(cx, h * 0.64, r * 1.6, r * 0.22, c.pal.b, 0.35);
  orbit(c, {
    cx,
    cy,
    r: r * 1.55,
    tilt: deg(16),
    roll: deg(-14),
    alpha: 0.55,
    comet: { at: TAU * t + 0.8, tail: 1.2 },
  });
  wireSphere(c, {
    cx,
    cy,
    r,
    lat: 12,
    lon: 24,
    spin: (TAU / 24) * t,
    tilt: deg(22),
    roll: deg(-12),
    alpha: 0.85,
  });
  orbit(c, {
    cx,
    cy,
    r: r * 1.28,
    tilt: deg(9),
    roll: deg(26),
    alpha: 0.45,
    comet: { at: -TAU * t + 3.4, tail: 0.9, color: mix(c.pal.a, INK, 0.4) },
  });
  ribbon(c, {
    y: 0.63,
    amp: 0.07,
    freq: 0.75,
    phase: TAU * t,
    slope: -0.1,
    spread: 0.05,
    twistPhase: TAU * t + 1,
  });
  ribbon(c, {
    y: 0.72,
    amp: 0.035,
    freq: 1.1,
    phase: -TAU * t + 2,
    slope: -0.05,
    spread: 0.03,
    strands: 16,
    alpha: 0.35,
    twistPhase: -TAU * t,
    colors: [c.pal.b, c.pal.a],
    pulses: 1,
    pulseOffset: 0.65,
  });
  particles(c, {
    count: 150,
    y1: 0.8,
    alpha: [0.1, 0.7],
    density: (x, y) => 0.25 + 0.75 * x * (1 - Math.abs(y - 0.45)),
  });
  vignette(c, 0.5);
}

/** Intro video: a 360° sphere wrapped in orbits, with AR markers floating around it. */
function serviceIntro(c: Ctx): void {
  const { w, h, t } = c;
  backdrop(c, [
    { x: 0.5, y: 0.5, r: 0.42, color: c.pal.a, o: 0.28 },
    { x: 0.85, y: 0.2, r: 0.3, color: c.pal.b, o: 0.14 },
    { x: 0.12, y: 0.85, r: 0.3, color: c.pal.b, o: 0.12 },
  ]);
  const cx = w * 0.5;
  const cy = h * 0.5;
  const r = h * 0.27;
  particles(c, { count: 180, alpha: [0.1, 0.6], drift: 14 });
  for (let i = 0; i < 3; i++) {
    orbit(c, {
      cx,
      cy,
      r: r * (1.35 + i * 0.25),
      tilt: deg(12 + i * 7),
      roll: deg(-30 + i * 28),
      alpha: 0.4 - i * 0.08,
      comet: {
        at: (i % 2 ? -1 : 1) * TAU * t + i * 2.1,
        tail: 1,
        color: i % 2 ? mix(c.pal.a, INK, 0.4) : undefined,
      },
    });
  }
  wireSphere(c, {
    cx,
    cy,
    r,
    lat: 14,
    lon: 28,
    spin: (TAU / 28) * t * 2,
    tilt: deg(18),
    alpha: 0.85,
  });
  solid(c, {
    kind: "octa",
    cx: w * 0.2,
    cy: h * 0.32 + 8 * c.u * sin(1, t),
    r: h * 0.07,
    rx: 0.5,
    ry: (TAU / 4) * t,
    alpha: 0.7,
  });
  solid(c, {
    kind: "cube",
    cx: w * 0.81,
    cy: h * 0.7 + 8 * c.u * sin(1, t, 2),
    r: h * 0.075,
    rx: 0.6,
    ry: -(TAU / 4) * t + 0.4,
    alpha: 0.7,
  });
  ribbon(c, {
    y: 0.52,
    amp: 0.1,
    freq: 0.6,
    phase: TAU * t,
    slope: 0.15,
    spread: 0.04,
    strands: 18,
    alpha: 0.35,
  });
  vignette(c, 0.6);
}

/** VR example: walking down a luminous training corridor. */
function vrExample(c: Ctx): void {
  const { w, h, t } = c;
  backdrop(c, [
    { x: 0.5, y: 0.45, r: 0.3, color: c.pal.b, o: 0.22 },
    { x: 0.5, y: 0.5, r: 0.6, color: c.pal.a, o: 0.18 },
  ]);
  const cam = camera(w, h, { pos: [0.15 * sin(1, t), 0, 0], yaw: 0.04 * sin(1, t), fov: 72 });
  const p = project(cam, [0, 0.1, 14]);
  if (p) {
    svg(c).glow(p.x, p.y, h * 0.35, h * 0.3, c.pal.b, 0.55);
    svg(c).glow(p.x, p.y, h * 0.09, h * 0.13, INK, 0.5);
  }
  room(c, cam, {
    halfWidth: 2.4,
    floor: -1.3,
    ceiling: 1.5,
    z0: 0,
    z1: 14,
    cell: 1,
    scroll: t * 2,
    far: 15,
    alpha: 0.7,
  });
  const door = poly3(cam, [
    [-0.55, -1.3, 14],
    [-0.55, 0.9, 14],
    [0.55, 0.9, 14],
    [0.55, -1.3, 14],
  ]);
  if (door)
    svg(c).add(`<polygon points="${door}" fill="${mix(c.pal.b, INK, 0.6)}" opacity="0.5"/>`);
  // Light strips where the floor meets the walls, and along the ceiling.
  const strips = new Lines();
  for (const [x, y] of [
    [-2.4, -1.3],
    [2.4, -1.3],
    [-1.2, 1.5],
    [1.2, 1.5],
  ] as const)
    line3(strips, cam, segment3([x, y, 0.2], [x, y, 14], 32), 1, 15);
  strips.draw(svg(c), mix(c.pal.b, INK, 0.35), 2 * c.u, { halo: 7, haloOpacity: 0.2 });
  // Holographic training panels along the walls, gently bobbing.
  const bob = 0.05 * sin(1, t);
  for (const [x0, x1, z0, z1, col] of [
    [-2.3, -2.3, 3.2, 4.6, c.pal.a],
    [2.3, 2.3, 5.6, 6.8, c.pal.b],
  ] as const) {
    const quad = poly3(cam, [
      [x0, -0.3 + bob, z0],
      [x0, 0.65 + bob, z0],
      [x1, 0.65 + bob, z1],
      [x1, -0.3 + bob, z1],
    ]);
    if (quad)
      svg(c).add(
        `<polygon points="${quad}" fill="${col}" fill-opacity="0.12" stroke="${mix(col, INK, 0.3)}" stroke-opacity="0.85" stroke-width="${round(1.5 * c.u, 2)}"/>`,
      );
    const bars = new Lines();
    for (let i = 0; i < 3; i++) {
      const y = 0.4 - i * 0.2 + bob;
      const zEnd = z0 + (z1 - z0) * (i === 2 ? 0.45 : 0.75);
      line3(bars, cam, segment3([x0, y, z0 + 0.15], [x0, y, zEnd], 6), 0.7, 15);
    }
    bars.draw(svg(c), INK, 2.2 * c.u);
  }
  particles(c, {
    count: 90,
    y0: 0.15,
    y1: 0.85,
    alpha: [0.1, 0.5],
    density: (x) => 1 - Math.abs(x - 0.5),
  });
  vignette(c, 0.6);
}

function serviceVr(c: Ctx): void {
  const { w, h, t } = c;
  backdrop(c, [
    { x: 0.5, y: 0.42, r: 0.42, color: c.pal.a, o: 0.3 },
    { x: 0.7, y: 0.6, r: 0.3, color: c.pal.b, o: 0.14 },
  ]);
  const cam = camera(w, h, { pos: [0, 1.3, 0], cy: h * 0.56, fov: 62 });
  floorGrid(c, cam, { y: 0, cell: 1, halfWidth: 14, far: 22, scroll: t, alpha: 0.45 });
  svg(c).glow(w * 0.5, h * 0.74, w * 0.3, h * 0.05, c.pal.b, 0.35);
  headset(c, { cx: w * 0.5, cy: h * 0.44, r: w * 0.24, yaw: deg(-24), pitch: deg(-12) });
  particles(c, { count: 110, y1: 0.75, alpha: [0.1, 0.6] });
  vignette(c, 0.55);
}

function serviceAr(c: Ctx): void {
  const { w, h, t } = c;
  backdrop(c, [
    { x: 0.4, y: 0.45, r: 0.4, color: c.pal.b, o: 0.2 },
    { x: 0.7, y: 0.4, r: 0.35, color: c.pal.a, o: 0.26 },
  ]);
  const cam = camera(w, h, { pos: [0, 1.5, 0], pitch: deg(-11), fov: 55 });
  // The "real" room: a dim floor and wall grid.
  room(c, cam, {
    halfWidth: 4,
    floor: 0,
    ceiling: 4,
    z0: 0,
    z1: 10,
    cell: 1,
    far: 13,
    alpha: 0.22,
    stroke: mix(c.pal.a, INK, 0.3),
    ceilingGrid: false,
  });
  // Digital objects anchored on the floor, each with anchor rings.
  const lines = new Lines();
  const rings = new Lines();
  const objects: Array<[number, number, number]> = [
    [-0.75, 5.4, 0.5],
    [0.55, 6.3, 0.32],
  ];
  for (const [x, z, s] of objects) {
    box3(lines, cam, [x - s, 0, z - s], [x + s, 2 * s, z + s], 0.95, 13);
    for (let i = 0; i < 3; i++) {
      const rr = s * (1.55 + i * 0.4);
      line3(rings, cam, ring3([x, 0.001, z], rr, rr, 64), 0.75 - i * 0.22, 13);
    }
  }
  const glowAt = project(cam, [-0.1, 0, 5.8]);
  if (glowAt) svg(c).glow(glowAt.x, glowAt.y, h * 0.45, h * 0.1, c.pal.b, 0.35);
  rings.draw(svg(c), c.pal.b, 1.2 * c.u, { halo: 5, haloOpacity: 0.12 });
  lines.draw(svg(c), accent(c), 1.7 * c.u, { halo: 6, haloOpacity: 0.18 });
  const sphere = project(cam, [1.25, 1.55, 5.6]);
  const sr = h * 0.09;
  if (sphere) {
    wireSphere(c, {
      cx: sphere.x,
      cy: sphere.y,
      r: sr,
      lat: 8,
      lon: 14,
      spin: (TAU / 14) * t,
      alpha: 0.95,
      fill: 0.8,
    });
    tag(c, sphere.x + sr * 1.1, sphere.y - sr * 1.7, h * 0.19, {
      anchor: { x: sphere.x + sr * 0.75, y: sphere.y - sr * 0.75 },
    });
  }
  const cube = project(cam, [-0.75, 1.25, 5.4]);
  if (cube)
    tag(c, cube.x - h * 0.3, cube.y - h * 0.1, h * 0.16, {
      color: c.pal.a,
      anchor: { x: cube.x - h * 0.06, y: cube.y },
    });
  // Viewfinder around the digital layer.
  brackets(c, w * 0.14, h * 0.12, w * 0.72, h * 0.76, { len: 0.1 });
  particles(c, { count: 80, alpha: [0.1, 0.5] });
  vignette(c, 0.55);
}

/** A viewer standing inside a 360° sphere, light lines circling around them. */
function service360(c: Ctx): void {
  const { w, h, t } = c;
  backdrop(c, [
    { x: 0.5, y: 0.45, r: 0.45, color: c.pal.a, o: 0.26 },
    { x: 0.5, y: 0.72, r: 0.3, color: c.pal.b, o: 0.14, sq: 0.4 },
  ]);
  const cx = w * 0.5;
  const cy = h * 0.46;
  const r = h * 0.4;
  wireSphere(c, {
    cx,
    cy,
    r,
    lat: 14,
    lon: 28,
    spin: (TAU / 28) * t,
    tilt: deg(12),
    alpha: 0.7,
    back: 0.28,
    fill: 0.35,
  });
  // The floor disc the viewer stands on (the sphere's equator plane, slightly lower).
  const fy = cy + r * 0.42;
  svg(c).glow(cx, fy, r * 0.8, r * 0.16, c.pal.b, 0.5);
  for (let i = 0; i < 3; i++) {
    svg(c).add(
      `<ellipse cx="${n(cx)}" cy="${n(fy)}" rx="${n(r * (0.22 + i * 0.16))}" ry="${n(r * (0.045 + i * 0.032))}" fill="none" stroke="${c.pal.b}" stroke-width="${round(1.2 * c.u, 2)}" opacity="${round(0.8 - i * 0.22)}"/>`,
    );
  }
  person(c, { x: cx, y: fy, s: r * 0.34 });
  // Light lines circling the viewer at head height.
  for (let i = 0; i < 3; i++) {
    orbit(c, {
      cx,
      cy: fy - r * (0.38 + i * 0.12),
      r: r * (0.36 + i * 0.1),
      tilt: deg(10 + i * 2),
      roll: deg(i === 1 ? 4 : -3),
      alpha: 0.6 - i * 0.12,
      comet: {
        at: (i % 2 ? -1 : 1) * TAU * t + i * 2.3,
        tail: 1.6,
        color: i === 1 ? mix(c.pal.a, INK, 0.4) : undefined,
      },
    });
  }
  particles(c, { count: 110, alpha: [0.1, 0.55] });
  vignette(c, 0.55);
}

function projectTraining(c: Ctx): void {
  const { w, h } = c;
  backdrop(c, [
    { x: 0.55, y: 0.45, r: 0.4, color: c.pal.a, o: 0.25 },
    { x: 0.3, y: 0.6, r: 0.3, color: c.pal.b, o: 0.12 },
  ]);
  const cam = camera(w, h, { pos: [0.6, 0.2, 0], yaw: deg(-8), fov: 70 });
  room(c, cam, {
    halfWidth: 3,
    floor: -1.4,
    ceiling: 1.8,
    z0: 0,
    z1: 9,
    cell: 1,
    far: 11,
    alpha: 0.5,
  });
  const lines = new Lines();
  box3(lines, cam, [-1.2, -1.4, 4.2], [1.2, -0.65, 5], 0.9, 11); // workbench
  box3(lines, cam, [-0.8, -0.65, 4.4], [-0.3, -0.25, 4.8], 0.8, 11);
  lines.draw(svg(c), accent(c), 1.3 * c.u, { halo: 5, haloOpacity: 0.12 });
  // A holographic instruction panel over the bench.
  const panel = poly3(cam, [
    [0.1, -0.2, 4.6],
    [0.1, 0.9, 4.7],
    [1.4, 0.9, 4.9],
    [1.4, -0.2, 4.8],
  ]);
  if (panel) {
    svg(c).add(
      `<polygon points="${panel}" fill="${c.pal.b}" fill-opacity="0.1" stroke="${c.pal.b}" stroke-opacity="0.8" stroke-width="${round(1.4 * c.u, 2)}"/>`,
    );
  }
  const pa = project(cam, [0.75, 0.35, 4.75]);
  if (pa) {
    svg(c).glow(pa.x, pa.y, h * 0.2, h * 0.16, c.pal.b, 0.3);
    tag(c, pa.x - h * 0.1, pa.y - h * 0.12, h * 0.2, { color: c.pal.b });
    tag(c, pa.x - h * 0.1, pa.y + h * 0.0, h * 0.15, { color: c.pal.a, alpha: 0.8 });
  }
  const sp = project(cam, [-0.55, -0.05, 4.6]);
  if (sp) solid(c, { kind: "ico", cx: sp.x, cy: sp.y, r: h * 0.055, rx: 0.4, ry: 0.3, alpha: 0.9 });
  particles(c, { count: 70, alpha: [0.1, 0.5] });
  vignette(c, 0.55);
}

function projectSimulation(c: Ctx): void {
  const { w, h } = c;
  backdrop(c, [
    { x: 0.55, y: 0.4, r: 0.45, color: c.pal.b, o: 0.2 },
    { x: 0.2, y: 0.7, r: 0.35, color: c.pal.a, o: 0.2 },
  ]);
  const cam = camera(w, h, { pos: [-3.2, 4.2, -2], yaw: deg(29), pitch: deg(-21), fov: 55 });
  floorGrid(c, cam, { y: 0, cell: 1, halfWidth: 12, far: 20, alpha: 0.4 });
  for (const p of [
    [0, 0, 5],
    [2.8, 0, 6.5],
    [-0.4, 0, 8.4],
  ] as const) {
    const q = project(cam, p);
    if (q) svg(c).glow(q.x, q.y, h * 0.22, h * 0.09, c.pal.b, 0.4);
  }
  const lines = new Lines();
  cylinder3(lines, cam, [0, 0, 5], 1.1, 2.6, 0.9, 16);
  cylinder3(lines, cam, [2.8, 0, 6.5], 0.8, 1.8, 0.9, 16);
  cylinder3(lines, cam, [-0.4, 0, 8.4], 0.7, 3.2, 0.8, 16, 6, 12);
  box3(lines, cam, [1.8, 0, 2.6], [3.4, 1.1, 3.6], 0.8, 16);
  const pipe = (pts: V3[]) => {
    for (let i = 1; i < pts.length; i++) {
      const a = pts[i - 1];
      const b = pts[i];
      if (a && b) line3(lines, cam, segment3(a, b, 10), 0.95, 16);
    }
  };
  pipe([
    [1.1, 2.0, 5],
    [2.2, 2.0, 5],
    [2.2, 2.0, 6.5],
    [2.8, 1.8, 6.5],
  ]);
  pipe([
    [1.1, 1.6, 5],
    [2, 1.6, 5],
    [2.6, 1.1, 3.6],
  ]);
  pipe([
    [0, 2.6, 5],
    [0, 3.0, 5],
    [-0.4, 3.0, 7.7],
  ]);
  lines.draw(svg(c), accent(c, 0.4), 1.5 * c.u, { halo: 6, haloOpacity: 0.18 });
  for (const p of [
    [2.2, 2.0, 5.8],
    [0, 3.0, 6.2],
    [1.6, 1.6, 5],
  ] as const) {
    const q = project(cam, p);
    if (q) {
      svg(c).glow(q.x, q.y, 20 * c.u, 20 * c.u, c.pal.b, 0.8);
      svg(c).add(`<circle cx="${n(q.x)}" cy="${n(q.y)}" r="${n(2.4 * c.u)}" fill="${INK}"/>`);
    }
  }
  particles(c, { count: 60, alpha: [0.1, 0.45] });
  vignette(c, 0.55);
}

function projectBrand(c: Ctx): void {
  const { w, h } = c;
  backdrop(c, [
    { x: 0.5, y: 0.35, r: 0.4, color: c.pal.a, o: 0.3 },
    { x: 0.5, y: 0.8, r: 0.4, color: c.pal.b, o: 0.1, sq: 0.3 },
  ]);
  const cam = camera(w, h, { pos: [0, 1.6, 0], pitch: deg(-9), fov: 55 });
  floorGrid(c, cam, { y: 0, cell: 0.8, halfWidth: 10, far: 16, alpha: 0.3 });
  // Light cone from above.
  const top = project(cam, [0, 4.2, 5]);
  const base = project(cam, [0, 0.9, 5]);
  if (top && base) {
    const cone = svg(c).linear(
      [
        [0, INK, 0.16],
        [1, c.pal.b, 0],
      ],
      0,
      top.y,
      0,
      base.y,
    );
    const spread = h * 0.2;
    svg(c).add(
      `<polygon points="${n(top.x - spread * 0.15)},${n(top.y - h)} ${n(top.x + spread * 0.15)},${n(top.y - h)} ${n(base.x + spread)},${n(base.y)} ${n(base.x - spread)},${n(base.y)}" fill="${cone}"/>`,
    );
  }
  const lines = new Lines();
  cylinder3(lines, cam, [0, 0, 5], 0.75, 0.9, 0.9, 16, 3, 24);
  lines.draw(svg(c), accent(c), 1.3 * c.u, { halo: 5, haloOpacity: 0.12 });
  const floorGlow = project(cam, [0, 0, 5]);
  if (floorGlow) svg(c).glow(floorGlow.x, floorGlow.y, h * 0.45, h * 0.08, c.pal.b, 0.4);
  const obj = project(cam, [0, 1.75, 5]);
  if (obj) {
    svg(c).glow(obj.x, obj.y, h * 0.3, h * 0.3, c.pal.a, 0.45);
    solid(c, { kind: "ico", cx: obj.x, cy: obj.y, r: h * 0.15, rx: 0.35, ry: 0.5, alpha: 1 });
    orbit(c, {
      cx: obj.x,
      cy: obj.y,
      r: h * 0.24,
      tilt: deg(12),
      roll: deg(-8),
      alpha: 0.5,
      comet: { at: 1.4, tail: 1.2 },
    });
  }
  particles(c, { count: 70, alpha: [0.1, 0.55], density: (x) => 1 - Math.abs(x - 0.5) * 1.4 });
  vignette(c, 0.55);
}

function testimonialPortrait(c: Ctx): void {
  const { w, h } = c;
  backdrop(c, [
    { x: 0.3, y: 0.2, r: 0.8, color: c.pal.a, o: 0.45 },
    { x: 0.9, y: 0.9, r: 0.7, color: c.pal.b, o: 0.3 },
  ]);
  figure(c, { x: w * 0.5, y: h * 1.04, s: h * 0.36, style: "solid", alpha: 0.9 });
  svg(c).add(
    `<circle cx="${n(w / 2)}" cy="${n(h / 2)}" r="${n(w * 0.47)}" fill="none" stroke="${accent(c, 0.5)}" stroke-width="${round(w * 0.012, 2)}" opacity="0.7"/>`,
  );
}

/* ---------- Case scenes ---------- */

/** Calm VR conversation room, a young person opposite, a breathing circle between. */
function jeugdzorg(c: Ctx, media = false): void {
  const { w, h, t } = c;
  backdrop(c, [
    { x: 0.62, y: 0.4, r: 0.45, color: c.pal.a, o: 0.3 },
    { x: 0.3, y: 0.65, r: 0.35, color: c.pal.b, o: 0.16 },
  ]);
  const cam = camera(w, h, { pos: [0, 0.2, 0], fov: 64, yaw: 0.02 * sin(1, t) });
  room(c, cam, {
    halfWidth: 3.4,
    floor: -1.5,
    ceiling: 2,
    z0: 0,
    z1: 10,
    cell: 1.2,
    far: 12,
    alpha: 0.35,
  });
  // The virtual young person: a hologram rising from a projection pad.
  const fx = media ? 0.75 : 1.05;
  const fz = media ? 3.4 : 4.0;
  const pad = new Lines();
  for (let i = 0; i < 3; i++)
    line3(pad, cam, ring3([fx, -1.5, fz], 0.7 + i * 0.18, 0.7 + i * 0.18, 64), 0.8 - i * 0.25, 12);
  const padAt = project(cam, [fx, -1.5, fz]);
  if (padAt) svg(c).glow(padAt.x, padAt.y, h * 0.25, h * 0.05, c.pal.b, 0.5);
  pad.draw(svg(c), c.pal.b, 1.3 * c.u, { halo: 5, haloOpacity: 0.14 });
  if (padAt) {
    const s = (cam.f / padAt.z) * 0.8;
    const beam = svg(c).linear(
      [
        [0, c.pal.b, 0],
        [1, c.pal.b, 0.16],
      ],
      0,
      padAt.y - 2.2 * s,
      0,
      padAt.y,
    );
    svg(c).add(
      `<polygon points="${n(padAt.x - 0.75 * s)},${n(padAt.y - 2.2 * s)} ${n(padAt.x + 0.75 * s)},${n(padAt.y - 2.2 * s)} ${n(padAt.x + 1.05 * s)},${n(padAt.y)} ${n(padAt.x - 1.05 * s)},${n(padAt.y)}" fill="${beam}"/>`,
    );
    figure(c, { x: padAt.x, y: padAt.y, s, style: "holo", yaw: -0.3, breathe: 0.012 * sin(1, t) });
  }
  const k = 0.5 + 0.5 * sin(1, t, 0.3);
  breathingCircle(c, {
    cx: w * (media ? 0.3 : 0.28),
    cy: h * 0.45,
    r: h * (media ? 0.17 : 0.16),
    k,
  });
  particles(c, { count: 110, alpha: [0.1, 0.55], drift: 16 });
  vignette(c, 0.55);
}

/** A living room wall with a framed artwork placed in AR. */
function museum(c: Ctx, media = false): void {
  const { w, h } = c;
  backdrop(c, [
    { x: 0.55, y: 0.4, r: 0.45, color: c.pal.a, o: 0.22 },
    { x: 0.5, y: 0.3, r: 0.25, color: c.pal.b, o: 0.14 },
  ]);
  const cam = camera(w, h, {
    pos: [media ? -0.4 : 0.3, 0.1, 0],
    yaw: media ? deg(8) : deg(-6),
    fov: 64,
  });
  room(c, cam, {
    halfWidth: 4.2,
    floor: -1.4,
    ceiling: 2.2,
    z0: 0,
    z1: 5.4,
    cell: 1.4,
    far: 10,
    alpha: 0.28,
    stroke: mix(c.pal.a, INK, 0.25),
    ceilingGrid: false,
  });
  const lines = new Lines();
  // Sofa and a floor lamp, in faint line work.
  box3(lines, cam, [-2.9, -1.4, 4.2], [-0.7, -0.95, 5.1], 0.7, 10);
  box3(lines, cam, [-2.9, -0.95, 4.8], [-0.7, -0.3, 5.1], 0.7, 10);
  box3(lines, cam, [-3.2, -1.4, 4.2], [-2.9, -0.7, 5.1], 0.7, 10);
  box3(lines, cam, [-0.7, -1.4, 4.2], [-0.4, -0.7, 5.1], 0.7, 10);
  line3(lines, cam, segment3([2.9, -1.4, 5.0], [2.9, 0.9, 5.0]), 0.7, 10);
  line3(lines, cam, segment3([2.9, 0.9, 5.0], [2.5, 1.1, 5.0]), 0.7, 10);
  lines.draw(svg(c), mix(c.pal.a, INK, 0.3), 1.1 * c.u, { halo: 4, haloOpacity: 0.1 });
  const lamp = project(cam, [2.5, 1.05, 5.0]);
  if (lamp) svg(c).glow(lamp.x, lamp.y + h * 0.04, h * 0.18, h * 0.2, c.pal.b, 0.45);
  // The artwork on the back wall (the wall faces the camera, so it is a rectangle).
  const tl = project(cam, [-1.5, 1.45, 5.4]);
  const br = project(cam, [1.0, -0.15, 5.4]);
  if (!tl || !br) return;
  const fx = tl.x;
  const fy = tl.y;
  const fw = br.x - tl.x;
  const fh = br.y - tl.y;
  svg(c).glow(fx + fw / 2, fy + fh / 2, fw * 0.9, fh * 0.9, c.pal.b, 0.35);
  const art = svg(c).id("a");
  svg(c).def(
    `<clipPath id="${art}"><rect x="${n(fx)}" y="${n(fy)}" width="${n(fw)}" height="${n(fh)}"/></clipPath>`,
  );
  svg(c).add(
    `<g clip-path="url(#${art})"><rect x="${n(fx)}" y="${n(fy)}" width="${n(fw)}" height="${n(fh)}" fill="#1a1436"/>`,
  );
  svg(c).glow(fx + fw * 0.3, fy + fh * 0.7, fw * 0.55, fw * 0.55, c.pal.a, 0.9);
  svg(c).glow(fx + fw * 0.72, fy + fh * 0.3, fw * 0.35, fw * 0.35, c.pal.b, 0.95);
  svg(c).add(
    `<circle cx="${n(fx + fw * 0.62)}" cy="${n(fy + fh * 0.42)}" r="${n(fh * 0.22)}" fill="none" stroke="${INK}" stroke-opacity="0.55" stroke-width="${round(1.5 * c.u, 2)}"/>` +
      `<path d="M${n(fx)} ${n(fy + fh * 0.78)}Q${n(fx + fw * 0.4)} ${n(fy + fh * 0.5)} ${n(fx + fw)} ${n(fy + fh * 0.7)}" fill="none" stroke="${INK}" stroke-opacity="0.35" stroke-width="${round(1.2 * c.u, 2)}"/></g>`,
  );
  svg(c).add(
    `<rect x="${n(fx)}" y="${n(fy)}" width="${n(fw)}" height="${n(fh)}" fill="none" stroke="${mix(c.pal.b, INK, 0.5)}" stroke-width="${round(3 * c.u, 2)}"/>`,
  );
  const pad = fw * 0.06;
  brackets(c, fx - pad, fy - pad, fw + 2 * pad, fh + 2 * pad, { len: 0.16 });
  if (media) {
    // The phone that places the artwork, with projection lines to the frame.
    const pcx = w * 0.72;
    const pcy = h * 0.6;
    const ph = h * 0.72;
    const corners = [
      [fx, fy],
      [fx + fw, fy],
      [fx + fw, fy + fh],
      [fx, fy + fh],
    ] as const;
    const scr = { x: pcx - ph * 0.2, y: pcy - ph * 0.2, w: ph * 0.4, h: ph * 0.3 };
    const sc = [
      [scr.x, scr.y],
      [scr.x + scr.w, scr.y],
      [scr.x + scr.w, scr.y + scr.h],
      [scr.x, scr.y + scr.h],
    ] as const;
    const d = corners
      .map(([x, y], i) => `M${n(x)} ${n(y)}L${n(sc[i]?.[0] ?? 0)} ${n(sc[i]?.[1] ?? 0)}`)
      .join("");
    svg(c).add(
      `<path d="${d}" stroke="${c.pal.b}" stroke-width="${round(c.u, 2)}" stroke-dasharray="${n(4 * c.u)} ${n(5 * c.u)}" opacity="0.5"/>`,
    );
    phone(c, { cx: pcx, cy: pcy, h: ph, rot: -6 }, (box) => {
      svg(c).glow(box.x + box.w / 2, box.y + box.h * 0.4, box.w, box.h * 0.5, c.pal.a, 0.35);
      const iw = box.w * 0.7;
      const ih = iw * (fh / fw);
      const ix = box.x + (box.w - iw) / 2;
      const iy = box.y + box.h * 0.3;
      svg(c).add(
        `<rect x="${n(ix)}" y="${n(iy)}" width="${n(iw)}" height="${n(ih)}" fill="#1a1436" stroke="${mix(c.pal.b, INK, 0.5)}" stroke-width="${round(2 * c.u, 2)}"/>`,
      );
      svg(c).glow(ix + iw * 0.3, iy + ih * 0.7, iw * 0.5, iw * 0.5, c.pal.a, 0.8);
      svg(c).glow(ix + iw * 0.72, iy + ih * 0.3, iw * 0.3, iw * 0.3, c.pal.b, 0.9);
      brackets(c, ix - 8 * c.u, iy - 8 * c.u, iw + 16 * c.u, ih + 16 * c.u, {
        len: 0.2,
        width: 1.5,
      });
      svg(c).add(
        `<circle cx="${n(box.x + box.w / 2)}" cy="${n(box.y + box.h * 0.86)}" r="${n(box.w * 0.1)}" fill="none" stroke="${INK}" stroke-opacity="0.7" stroke-width="${round(2 * c.u, 2)}"/>`,
      );
    });
  }
  particles(c, { count: 70, alpha: [0.1, 0.45] });
  vignette(c, 0.55);
}

/** A station square seen by cameras: passers-by with detection frames and labels. */
function privacy(c: Ctx, media = false): void {
  const { w, h } = c;
  backdrop(c, [
    { x: 0.5, y: 0.3, r: 0.5, color: c.pal.a, o: 0.24 },
    { x: 0.8, y: 0.7, r: 0.35, color: c.pal.b, o: 0.12 },
  ]);
  const cam = camera(w, h, { pos: [0, 1.9, 0], pitch: deg(-7), fov: 58 });
  floorGrid(c, cam, { y: 0, cell: 1.2, halfWidth: 16, far: 24, alpha: 0.4 });
  // Station canopy: a row of slender columns and a roof line.
  const lines = new Lines();
  for (let x = -9; x <= 9; x += 3) line3(lines, cam, segment3([x, 0, 16], [x, 5, 16], 12), 0.4, 24);
  line3(lines, cam, segment3([-10, 5, 16], [10, 5, 16], 16), 0.4, 24);
  // Surveillance cameras on poles, each with a viewing cone.
  const camsAt: V3[] = media
    ? [[-4.6, 4.2, 9]]
    : [
        [-4.5, 4.2, 9],
        [4.8, 4.2, 10],
      ];
  const cone = new Lines();
  for (const p of camsAt) {
    line3(lines, cam, segment3([p[0], 0, p[2]], [p[0], p[1], p[2]], 10), 0.6, 24);
    box3(
      lines,
      cam,
      [p[0] - 0.25, p[1] - 0.12, p[2] - 0.3],
      [p[0] + 0.25, p[1] + 0.12, p[2] + 0.3],
      0.9,
      24,
    );
    const dir = p[0] < 0 ? 1 : -1;
    const targets: V3[] = [
      [p[0] + dir * 1, 0, p[2] - 4.5],
      [p[0] + dir * 6, 0, p[2] - 4.5],
      [p[0] + dir * 6, 0, p[2] - 1],
      [p[0] + dir * 1, 0, p[2] - 1],
    ];
    for (const q of targets) line3(cone, cam, segment3(p, q, 10), 0.35, 24);
    const floor = poly3(cam, targets);
    if (floor) svg(c).add(`<polygon points="${floor}" fill="${c.pal.b}" opacity="0.035"/>`);
  }
  lines.draw(svg(c), mix(c.pal.a, INK, 0.3), 1.1 * c.u, { halo: 4, haloOpacity: 0.1 });
  cone.draw(svg(c), c.pal.b, 1 * c.u, { halo: 4, haloOpacity: 0.1 });
  // Passers-by (far first), some detected.
  const people: Array<[number, number, boolean]> = media
    ? [
        [-3.4, 10, true],
        [3.6, 9, false],
        [-1.6, 13, false],
      ]
    : [
        [-3.4, 11, false],
        [3.3, 9.5, true],
        [-0.7, 8.5, true],
        [1.5, 6.2, false],
        [-2.4, 5.6, true],
        [3.1, 4.8, false],
        [0.9, 12, false],
        [-5, 8, false],
      ];
  people.sort((p, q) => q[1] - p[1]);
  people.forEach(([x, z, detected], i) => {
    const base = project(cam, [x, 0, z]);
    if (!base) return;
    const s = cam.f / base.z;
    person(c, {
      x: base.x,
      y: base.y,
      s,
      stride: i % 2 ? 0.05 : 0,
      alpha: detected ? 1 : 0.5,
      colors: detected ? undefined : [mix(c.pal.a, INK, 0.15), c.pal.a],
    });
    if (!detected) return;
    const hx = base.x;
    const hy = base.y - 1.64 * s;
    brackets(c, hx - 0.19 * s, hy - 0.19 * s, 0.38 * s, 0.38 * s, { len: 0.3, width: 1.3 });
    tag(c, hx + 0.1 * s, hy - 0.75 * s, 0.9 * s, {
      anchor: { x: hx + 0.19 * s, y: hy - 0.19 * s },
    });
  });
  if (media) {
    // The avatar in front, surrounded by the labels the system attaches to it.
    const s = h * 0.3;
    const x = w * 0.55;
    const y = h * 1.06;
    figure(c, { x, y, s, style: "holo", yaw: -0.25 });
    const hx = x;
    const hy = y - 1.5 * s;
    brackets(c, hx - 0.42 * s, hy - 0.52 * s, 0.84 * s, 1.04 * s, { len: 0.25, width: 1.6 });
    const chips: Array<[number, number, number, boolean]> = [
      [0.62, -0.85, 0.8, true],
      [-1.45, -0.45, 0.78, false],
      [0.75, 0.1, 0.7, true],
      [-1.35, 0.4, 0.66, false],
    ];
    for (const [dx, dy, cw, right] of chips) {
      tag(c, hx + dx * s, hy + dy * s, cw * s, {
        color: right ? c.pal.b : c.pal.a,
        anchor: { x: hx + (right ? 0.42 : -0.42) * s, y: hy + (dy + 0.25) * s },
      });
    }
  }
  particles(c, { count: 60, y1: 0.6, alpha: [0.1, 0.4] });
  vignette(c, 0.55);
}

/** A portrait turning into a wireframe head; the media image shows three variants. */
function avatar(c: Ctx, media = false): void {
  const { w, h } = c;
  backdrop(c, [
    { x: 0.5, y: 0.45, r: 0.45, color: c.pal.a, o: 0.26 },
    { x: 0.75, y: 0.3, r: 0.3, color: c.pal.b, o: 0.16 },
  ]);
  const cam = camera(w, h, { pos: [0, 1.6, 0], pitch: deg(-8), cy: h * 0.45 });
  floorGrid(c, cam, { y: 0, cell: 0.8, halfWidth: 10, far: 14, alpha: 0.25 });
  if (media) {
    const s = h * 0.27;
    const styles = ["solid", "wire", "points"] as const;
    styles.forEach((style, i) => {
      const x = w * (0.2 + i * 0.3);
      figure(c, {
        x,
        y: h * 1.02,
        s,
        style,
        yaw: 0.5 - i * 0.35,
        colors: i === 1 ? [c.pal.b, c.pal.a] : undefined,
      });
    });
  } else {
    const s = h * 0.4;
    const x = w * 0.5;
    const split = x + s * 0.05;
    svg(c).glow(x, h * 0.2, s * 0.9, s * 0.9, c.pal.a, 0.3);
    figure(c, { x, y: h * 1.02, s, style: "solid", yaw: 0.3, clip: { x1: split } });
    figure(c, {
      x,
      y: h * 1.02,
      s,
      style: "wire",
      yaw: 0.3,
      clip: { x0: split },
      colors: [c.pal.b, c.pal.a],
    });
    // The scan line where the portrait becomes a model.
    const scan = svg(c).linear(
      [
        [0, INK, 0],
        [0.5, INK, 0.9],
        [1, INK, 0],
      ],
      0,
      h * 0.05,
      0,
      h,
    );
    svg(c).add(
      `<path d="M${n(split)} ${n(h * 0.05)}V${n(h)}" stroke="${scan}" stroke-width="${round(1.5 * c.u, 2)}"/>`,
    );
    svg(c).glow(split, h * 0.45, 22 * c.u, h * 0.4, c.pal.b, 0.4);
    for (let i = 0; i < 5; i++) {
      const y = h * (0.2 + i * 0.12);
      svg(c).add(`<circle cx="${n(split)}" cy="${n(y)}" r="${n(2.2 * c.u)}" fill="${INK}"/>`);
    }
    particles(c, { count: 80, x0: 0.5, alpha: [0.1, 0.6], colors: [c.pal.b, INK] });
  }
  vignette(c, 0.5);
}

/** A virtual interview room: a table, the interviewer opposite. */
function sollicitatie(c: Ctx): void {
  const { w, h, t } = c;
  backdrop(c, [
    { x: 0.55, y: 0.38, r: 0.45, color: c.pal.a, o: 0.26 },
    { x: 0.35, y: 0.7, r: 0.3, color: c.pal.b, o: 0.12 },
  ]);
  const cam = camera(w, h, {
    pos: [0.25 * sin(1, t), 0.35, 0],
    yaw: 0.03 * sin(1, t, 1),
    pitch: deg(-6),
    fov: 62,
  });
  room(c, cam, {
    halfWidth: 3.6,
    floor: -1.4,
    ceiling: 2.2,
    z0: 0,
    z1: 9,
    cell: 1.2,
    far: 11,
    alpha: 0.35,
  });
  // Window light on the back wall.
  const win = poly3(cam, [
    [1.0, -0.2, 9],
    [1.0, 1.7, 9],
    [3.0, 1.7, 9],
    [3.0, -0.2, 9],
  ]);
  if (win) {
    svg(c).add(`<polygon points="${win}" fill="${c.pal.b}" opacity="0.07"/>`);
    const frame = new Lines();
    for (const pts of [
      [
        [1.0, -0.2, 9],
        [1.0, 1.7, 9],
        [3.0, 1.7, 9],
        [3.0, -0.2, 9],
        [1.0, -0.2, 9],
      ],
      [
        [2.0, -0.2, 9],
        [2.0, 1.7, 9],
      ],
      [
        [1.0, 0.75, 9],
        [3.0, 0.75, 9],
      ],
    ] as V3[][])
      line3(frame, cam, pts, 0.8, 11);
    frame.draw(svg(c), c.pal.b, 1.2 * c.u, { halo: 6, haloOpacity: 0.12 });
  }
  const interviewer = project(cam, [0.2, -1.4, 5.4]);
  const tableEdge = project(cam, [0.2, -0.45, 4.8]);
  if (interviewer) {
    const s = (cam.f / interviewer.z) * 1.05;
    figure(c, {
      x: interviewer.x,
      y: interviewer.y,
      s,
      style: "holo",
      yaw: -0.2,
      breathe: 0.01 * sin(1, t),
      clip: { y1: tableEdge?.y },
    });
  }
  const lines = new Lines();
  box3(lines, cam, [-1.5, -0.55, 3.6], [1.8, -0.45, 4.8], 1, 11);
  for (const [x, z] of [
    [-1.35, 3.75],
    [1.65, 3.75],
    [-1.35, 4.65],
    [1.65, 4.65],
  ] as const)
    line3(lines, cam, segment3([x, -1.4, z], [x, -0.55, z], 8), 0.7, 11);
  const top = poly3(cam, [
    [-1.5, -0.45, 3.6],
    [-1.5, -0.45, 4.8],
    [1.8, -0.45, 4.8],
    [1.8, -0.45, 3.6],
  ]);
  if (top) svg(c).add(`<polygon points="${top}" fill="#10183e" opacity="0.92"/>`);
  lines.draw(svg(c), accent(c), 1.5 * c.u, { halo: 5, haloOpacity: 0.14 });
  // Feedback chips floating above the table.
  const fb = project(cam, [-1.2, 0.6, 4.2]);
  if (fb) {
    const k = 0.5 + 0.5 * sin(1, t);
    tag(c, fb.x - h * 0.05, fb.y - h * 0.02 - 6 * c.u * k, h * 0.2, { color: c.pal.b });
    tag(c, fb.x - h * 0.05, fb.y + h * 0.07 - 6 * c.u * (1 - k), h * 0.15, {
      color: c.pal.a,
      alpha: 0.8,
    });
  }
  particles(c, { count: 80, alpha: [0.1, 0.45] });
  vignette(c, 0.55);
}

/** A historic city centre at dusk with translucent ghosts; the media image is the game on a phone. */
function ghosts(c: Ctx, media = false): void {
  const { w, h } = c;
  backdrop(
    c,
    [
      { x: 0.5, y: 0.72, r: 0.5, color: c.pal.b, o: 0.3, sq: 0.5 },
      { x: 0.2, y: 0.3, r: 0.35, color: c.pal.a, o: 0.22 },
      { x: 0.85, y: 0.35, r: 0.3, color: c.pal.a, o: 0.18 },
    ],
    "#0b0f2e",
  );
  particles(c, {
    count: 90,
    y1: 0.45,
    r: [0.4, 1.4],
    alpha: [0.1, 0.6],
    colors: [INK],
    glow: 0.02,
  });
  const cam = camera(w, h, { pos: [0, 0.6, 0], cy: h * 0.82 });
  floorGrid(c, cam, { y: 0, cell: 1, halfWidth: 14, far: 14, alpha: 0.3 });
  if (!media) {
    gables(c, { x0: -w * 0.02, x1: w * 1.02, base: h * 0.82, height: h * 0.5 });
    ghost(c, { x: w * 0.22, y: h * 0.42, r: h * 0.06, alpha: 0.7, tilt: -8 });
    ghost(c, { x: w * 0.6, y: h * 0.3, r: h * 0.08, alpha: 0.85, tilt: 6 });
    ghost(c, { x: w * 0.84, y: h * 0.5, r: h * 0.045, alpha: 0.55, tilt: -4 });
    const trail = `M${n(w * 0.05)} ${n(h * 0.62)}C${n(w * 0.3)} ${n(h * 0.3)} ${n(w * 0.5)} ${n(h * 0.65)} ${n(w * 0.95)} ${n(h * 0.2)}`;
    svg(c).add(
      `<path d="${trail}" fill="none" stroke="${accent(c)}" stroke-width="${round(1.2 * c.u, 2)}" stroke-dasharray="${n(2 * c.u)} ${n(9 * c.u)}" stroke-linecap="round" opacity="0.7"/>`,
    );
  } else {
    gables(c, { x0: -w * 0.02, x1: w * 1.02, base: h * 0.82, height: h * 0.42, alpha: 0.6 });
    phone(c, { cx: w * 0.5, cy: h * 0.52, h: h * 0.9, rot: 4 }, (box) => {
      svg(c).glow(box.x + box.w / 2, box.y + box.h * 0.7, box.w, box.h * 0.4, c.pal.b, 0.35);
      gables(c, {
        x0: box.x - box.w * 0.1,
        x1: box.x + box.w * 1.1,
        base: box.y + box.h * 0.86,
        height: box.h * 0.55,
      });
      ghost(c, {
        x: box.x + box.w * 0.52,
        y: box.y + box.h * 0.4,
        r: box.w * 0.17,
        alpha: 0.95,
        tilt: -6,
      });
      brackets(c, box.x + box.w * 0.25, box.y + box.h * 0.27, box.w * 0.54, box.h * 0.3, {
        len: 0.2,
        width: 1.5,
      });
      // Team score: a pill with progress dots, no text.
      const px = box.x + box.w * 0.12;
      const py = box.y + box.h * 0.07;
      svg(c).add(
        `<rect x="${n(px)}" y="${n(py)}" width="${n(box.w * 0.76)}" height="${n(box.w * 0.16)}" rx="${n(box.w * 0.08)}" fill="#141b3f" fill-opacity="0.9" stroke="${c.pal.b}" stroke-opacity="0.6"/>`,
      );
      for (let i = 0; i < 5; i++) {
        svg(c).add(
          `<circle cx="${n(px + box.w * (0.12 + i * 0.13))}" cy="${n(py + box.w * 0.08)}" r="${n(box.w * 0.035)}" fill="${i < 3 ? c.pal.b : INK}" opacity="${i < 3 ? 1 : 0.25}"/>`,
        );
      }
    });
  }
  vignette(c, 0.5);
}

/** Convenience: the Svg of a context. */
const svg = (c: Ctx) => c.svg;

const caseScene = (id: string, draw: (c: Ctx) => void): Scene => ({
  pal: CASE_PALETTES[id] ?? BRAND,
  draw,
});

export const SCENES: Record<string, Scene> = {
  "hero-poster": { pal: BRAND, draw: (c) => hero(c) },
  /** Backdrop of the Open Graph image: the hero with room for the title on the left. */
  "og-default": { pal: BRAND, draw: (c) => hero(c, 0.8) },
  "service-vr": { pal: BRAND, draw: serviceVr },
  "service-ar": { pal: { a: "#6f7bff", b: CYAN }, draw: serviceAr },
  "service-360": { pal: BRAND, draw: service360 },
  "service-intro-poster": { pal: BRAND, draw: serviceIntro },
  "vr-example-poster": { pal: BRAND, draw: vrExample },
  "project-training": { pal: BRAND, draw: projectTraining },
  "project-simulation": { pal: { a: "#6f7bff", b: CYAN }, draw: projectSimulation },
  "project-brand": { pal: { a: "#a77bff", b: "#3fd5f5" }, draw: projectBrand },
  "testimonial-portrait": { pal: BRAND, draw: testimonialPortrait },
  "case-jeugdzorg-vr-banner": caseScene("jeugdzorg-vr", (c) => jeugdzorg(c)),
  "case-jeugdzorg-vr-media": caseScene("jeugdzorg-vr", (c) => jeugdzorg(c, true)),
  "case-museum-ar-banner": caseScene("museum-ar", (c) => museum(c)),
  "case-museum-ar-media": caseScene("museum-ar", (c) => museum(c, true)),
  "case-privacy-lab-banner": caseScene("privacy-lab", (c) => privacy(c)),
  "case-privacy-lab-media": caseScene("privacy-lab", (c) => privacy(c, true)),
  "case-avatar-studio-banner": caseScene("avatar-studio", (c) => avatar(c)),
  "case-avatar-studio-media": caseScene("avatar-studio", (c) => avatar(c, true)),
  "case-sollicitatie-vr-banner": caseScene("sollicitatie-vr", sollicitatie),
  "case-sollicitatie-vr-media": caseScene("sollicitatie-vr", (c) => sollicitatie({ ...c, t: 0.3 })),
  "case-tu-delft-banner": caseScene("tu-delft", (c) => ghosts(c)),
  "case-tu-delft-media": caseScene("tu-delft", (c) => ghosts(c, true)),
};

/** Renders scene `name` at w x h and animation phase t into an SVG string. */
export function renderScene(name: string, w: number, h: number, t = 0): string {
  const scene = SCENES[name];
  if (!scene) throw new Error(`No scene for "${name}"`);
  const svgDoc = new Svg(w, h);
  scene.draw({ svg: svgDoc, w, h, t, rng: createRng(name), pal: scene.pal, u: h / 800 });
  return svgDoc.toString();
}
