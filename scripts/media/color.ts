/** Brand colours and per-asset palettes. */

export const BASE = "#070b1a";
export const SURFACE = "#0d1330";
export const SURFACE_2 = "#141b3f";
export const VIOLET = "#8b7bff";
export const CYAN = "#3fd5f5";
export const INK = "#e8ecff";

/** A colour pair: every scene is drawn in one pair on the navy base. */
export interface Palette {
  a: string;
  b: string;
}

export const BRAND: Palette = { a: VIOLET, b: CYAN };

const parse = (hex: string): [number, number, number] => {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
};

/** Linear mix of two hex colours. */
export function mix(x: string, y: string, t: number): string {
  const p = parse(x);
  const q = parse(y);
  return `#${p
    .map((c, i) => Math.round(c + ((q[i] ?? 0) - c) * t))
    .map((c) => c.toString(16).padStart(2, "0"))
    .join("")}`;
}
