/**
 * A tiny geometric stroke font (capitals only) for logo wordmarks: text becomes
 * plain path data, so the SVGs render the same everywhere without font files.
 * Glyphs are drawn on a 100-unit cap height, baseline at y = 100.
 */

const GLYPHS: Record<string, { w: number; d: string }> = {
  A: { w: 84, d: "M0 100L42 0L84 100M16 64H68" },
  B: { w: 66, d: "M0 100V0H36A23 23 0 0 1 36 46H0M36 46H39A27 27 0 0 1 39 100H0" },
  C: { w: 86, d: "M85.4 14.6A50 50 0 1 0 85.4 85.4" },
  D: { w: 86, d: "M0 0V100H36A50 50 0 0 0 36 0Z" },
  E: { w: 62, d: "M62 0H0V100H62M0 50H54" },
  G: { w: 100, d: "M85.4 14.6A50 50 0 1 0 100 50H58" },
  H: { w: 72, d: "M0 0V100M72 0V100M0 50H72" },
  I: { w: 0, d: "M0 0V100" },
  K: { w: 66, d: "M0 0V100M64 0L0 62M24 38.8L66 100" },
  L: { w: 58, d: "M0 0V100H58" },
  M: { w: 92, d: "M0 100V0L46 72L92 0V100" },
  N: { w: 76, d: "M0 100V0L76 100V0" },
  O: { w: 100, d: "M0 50A50 50 0 1 0 100 50A50 50 0 1 0 0 50" },
  P: { w: 64, d: "M0 100V0H36A27 27 0 0 1 36 54H0" },
  R: { w: 68, d: "M0 100V0H36A27 27 0 0 1 36 54H0M34 54L68 100" },
  S: { w: 50, d: "M46.7 12.5A25 25 0 1 0 25 50A25 25 0 1 1 3.3 87.5" },
  T: { w: 70, d: "M0 0H70M35 0V100" },
  U: { w: 72, d: "M0 0V64A36 36 0 0 0 72 64V0" },
  V: { w: 80, d: "M0 0L40 100L80 0" },
  W: { w: 112, d: "M0 0L26 100L56 20L86 100L112 0" },
  X: { w: 72, d: "M0 0L72 100M72 0L0 100" },
  Y: { w: 76, d: "M0 0L38 50L76 0M38 50V100" },
  Z: { w: 66, d: "M0 0H66L0 100H66" },
  " ": { w: 20, d: "" },
};

const fmt = (v: number) => String(Math.round(v * 100) / 100);

/** Scales and moves absolute path data (M, L, H, V, A, Z only). */
function transform(d: string, s: number, dx: number, dy: number): string {
  const tokens = d.match(/[MLHVAZ]|-?\d*\.?\d+/g) ?? [];
  let out = "";
  let i = 0;
  let cmd = "";
  const num = () => Number(tokens[i++]);
  while (i < tokens.length) {
    const tok = tokens[i] ?? "";
    if (/[MLHVAZ]/.test(tok)) {
      cmd = tok;
      i++;
      out += cmd;
      if (cmd === "Z") continue;
    }
    if (cmd === "M" || cmd === "L") out += `${fmt(num() * s + dx)} ${fmt(num() * s + dy)} `;
    else if (cmd === "H") out += `${fmt(num() * s + dx)} `;
    else if (cmd === "V") out += `${fmt(num() * s + dy)} `;
    else if (cmd === "A") {
      const rx = num() * s;
      const ry = num() * s;
      const rot = num();
      const large = num();
      const sweep = num();
      out += `${fmt(rx)} ${fmt(ry)} ${rot} ${large} ${sweep} ${fmt(num() * s + dx)} ${fmt(num() * s + dy)} `;
    }
  }
  return out.replace(/ (?=[MLHVAZ])/g, "").trim();
}

/**
 * Lays out `text` with its top-left at (x, y) and cap height `cap`; `tracking`
 * is the extra space between letters in glyph units. Returns path data (to be
 * stroked with round caps at about cap * 0.11) and the advance width in px.
 */
export function strokeText(
  text: string,
  x: number,
  y: number,
  cap: number,
  tracking = 34,
): { d: string; width: number } {
  const s = cap / 100;
  let pen = 0;
  const parts: string[] = [];
  const chars = [...text.toUpperCase()];
  chars.forEach((ch, i) => {
    const g = GLYPHS[ch];
    if (!g) throw new Error(`strokeText: no glyph for "${ch}"`);
    if (g.d) parts.push(transform(g.d, s, x + pen * s, y));
    pen += g.w + (i < chars.length - 1 ? tracking : 0);
  });
  return { d: parts.join(""), width: pen * s };
}

/** Advance width in glyph units (cap height 100). */
export const textUnits = (text: string, tracking = 34) =>
  strokeText(text, 0, 0, 100, tracking).width;
