/** Minimal 3D helpers: rotate points and project them with a pinhole camera. */

export type V3 = readonly [number, number, number];
export interface P2 {
  x: number;
  y: number;
  /** Depth: distance along the view axis (perspective) or -1..1 (orthographic). */
  z: number;
}

export const TAU = Math.PI * 2;
export const deg = (d: number) => (d * Math.PI) / 180;
export const clamp = (v: number, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, v));
export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
export const smooth = (t: number) => {
  const c = clamp(t);
  return c * c * (3 - 2 * c);
};

export function rotX([x, y, z]: V3, a: number): V3 {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [x, y * c - z * s, y * s + z * c];
}
export function rotY([x, y, z]: V3, a: number): V3 {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [x * c + z * s, y, -x * s + z * c];
}
export function rotZ([x, y, z]: V3, a: number): V3 {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [x * c - y * s, x * s + y * c, z];
}
export const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const scale = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k];

/** Camera at `pos`, looking along +z after yaw (around y) and pitch (around x; negative looks down). */
export interface Camera {
  pos: V3;
  yaw: number;
  pitch: number;
  /** Focal length in pixels. */
  f: number;
  cx: number;
  cy: number;
  near: number;
}

export function camera(
  w: number,
  h: number,
  opts: Partial<Camera> & { fov?: number } = {},
): Camera {
  const fov = opts.fov ?? 60;
  return {
    pos: opts.pos ?? [0, 0, 0],
    yaw: opts.yaw ?? 0,
    pitch: opts.pitch ?? 0,
    f: opts.f ?? h / (2 * Math.tan(deg(fov) / 2)),
    cx: opts.cx ?? w / 2,
    cy: opts.cy ?? h / 2,
    near: opts.near ?? 0.05,
  };
}

/** Perspective projection; `null` behind the near plane. y is up in world space. */
export function project(cam: Camera, p: V3): P2 | null {
  let q: V3 = [p[0] - cam.pos[0], p[1] - cam.pos[1], p[2] - cam.pos[2]];
  q = rotY(q, -cam.yaw);
  q = rotX(q, cam.pitch);
  if (q[2] <= cam.near) return null;
  return { x: cam.cx + (cam.f * q[0]) / q[2], y: cam.cy - (cam.f * q[1]) / q[2], z: q[2] };
}

/** Orthographic projection of a unit-scale object centred at (cx, cy) with radius r; z in -1..1 (front = +1). */
export function ortho(p: V3, cx: number, cy: number, r: number): P2 {
  return { x: cx + p[0] * r, y: cy - p[1] * r, z: -p[2] };
}
