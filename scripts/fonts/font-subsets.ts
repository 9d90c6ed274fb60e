/**
 * What `npm run fonts` (scripts/subset-fonts.ts) keeps of the two self-hosted
 * variable fonts, shared with the test that checks the committed files.
 *
 * Each family is split in two files, both declared in app/app.css:
 * - the primary file (preloaded in app/root.tsx): Basic Latin, the Dutch
 *   accented letters and the typographic punctuation Dutch copy uses;
 * - the extra file (never preloaded): every other character of the fontsource
 *   "latin" subset (the rest of Latin-1: ø, å, ß, ñ, capitals, …). Its
 *   `unicode-range` lets the browser fetch it only for a page that shows one of
 *   those characters, e.g. a name typed into the contact form.
 */

export interface FontFamilySpec {
  /** The CSS font-family name used in app/app.css. */
  family: string;
  /** The fontsource package and the file in its files/ folder to subset. */
  sourcePackage: string;
  sourceFile: string;
  /** Output file names under public/fonts/. */
  primaryFile: string;
  extraFile: string;
  /** The `wght` range the site uses; the axis stays variable within it. */
  weight: { min: number; max: number };
}

export const FONT_FAMILIES = [
  {
    // Body text: font-normal (400), font-medium (500), font-semibold (600).
    family: "Inter Variable",
    sourcePackage: "@fontsource-variable/inter",
    sourceFile: "inter-latin-wght-normal.woff2",
    primaryFile: "inter-latin-wght.woff2",
    extraFile: "inter-latin-extra-wght.woff2",
    weight: { min: 400, max: 600 },
  },
  {
    // Headings (--font-display): 600 mostly, 500 for FAQ questions, the logo
    // row headings and testimonial quotes. Leaving out 400–500 halves the
    // variation data: the file is 3.5 KB smaller, which keeps it within
    // PRIMARY_FILE_BUDGET.
    family: "Outfit Variable",
    sourcePackage: "@fontsource-variable/outfit",
    sourceFile: "outfit-latin-wght-normal.woff2",
    primaryFile: "outfit-latin-wght.woff2",
    extraFile: "outfit-latin-extra-wght.woff2",
    weight: { min: 500, max: 600 },
  },
] as const satisfies readonly FontFamilySpec[];

/**
 * The layout features kept: those browsers apply by default (for Latin text),
 * except Inter's contextual alternates (`calt`: arrows drawn from "->", colons
 * raised between figures), which are a fifth of its file. Dropped too are the
 * opt-in ones the site never turns on (frac, numr, dnom, pnum, tnum); the test
 * fails if the app starts using them.
 */
export const KEPT_FEATURES = ["ccmp", "locl", "rvrn", "clig", "liga", "kern", "mark", "mkmk"];

function range(from: number, to: number): string {
  return String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));
}

/**
 * Characters of the preloaded primary files: what the site's copy uses. Add
 * here what new copy needs (a test names it), then run `npm run fonts`.
 * Left to the extra files are the ASCII symbols prose does not use ($ < > \ ^ ` { })
 * and the accented letters and typographic marks no copy uses yet (à á ê ó ö ü
 * ç É — ‘ ’): each costs the preloaded file bytes on every page, while the
 * extra file is fetched only by a page that shows one.
 */
export const PRIMARY_CHARACTERS = [
  range(0x20, 0x23), // space ! " #
  range(0x25, 0x3b), // % & ' ( ) * + , - . / 0-9 : ;
  "=?@",
  range(0x41, 0x5b), // A-Z [
  "]_",
  range(0x61, 0x7a), // a-z
  "|~",
  "\u00a0", // no-break space
  "©°",
  "éèëï", // Dutch spelling as the copy uses it (één, geïnteresseerd, ideeën, scène)
  "–“”…€",
].join("");

/**
 * Tables the subsetter would keep that no browser needs to draw the text:
 * STAT (style names for font menus) and HVAR (advance widths per weight, which
 * the glyph variations hold too).
 */
export const DROPPED_TABLES = ["STAT", "HVAR"];

/**
 * Largest size of a preloaded primary file, in bytes. With its response
 * headers (about 430 bytes) the answer stays within 9 TCP segments (13,140
 * bytes): in Lighthouse's model of a slow 4G connection, a font answer of one
 * more segment needs another round trip when the page's lazy images share the
 * connection's bandwidth (measured on /cases: LCP 1.21 s with the fonts at
 * 13.6 and 13.8 KB, 1.13 s with both at 13.1 KB).
 */
export const PRIMARY_FILE_BUDGET = 12_700;

/**
 * Letters that names in Dutch and other European languages need; the primary
 * and extra files must cover them together.
 */
export const REQUIRED_LETTERS = "àáâäèéêëìíîïòóôöùúûüçñ" + "ÀÁÂÄÈÉÊËÌÍÎÏÒÓÔÖÙÚÛÜÇÑ" + "ßæøåÆØÅ";

/**
 * Characters the site shows that neither font has: emoji (with their joiner and
 * variation selector) and ✓ come from system fonts; line breaks and tabs are not drawn.
 */
const LEFT_TO_SYSTEM_FONTS = new Set(["\t", "\n", "\r", "\u200d", "\ufe0f", "✓"]);

export function isLeftToSystemFonts(char: string): boolean {
  return LEFT_TO_SYSTEM_FONTS.has(char) || /^\p{Emoji_Presentation}$/u.test(char);
}

/** Controls, combining marks and invisible format characters: never worth a download. */
function isInvisible(codepoint: number): boolean {
  return (
    codepoint < 0x20 ||
    (codepoint >= 0x7f && codepoint <= 0x9f) ||
    (codepoint >= 0x300 && codepoint <= 0x36f) ||
    (codepoint >= 0x200b && codepoint <= 0x200f) ||
    (codepoint >= 0x2028 && codepoint <= 0x202e) ||
    (codepoint >= 0x2060 && codepoint <= 0x206f) ||
    codepoint === 0xfeff ||
    codepoint >= 0xfff0
  );
}

export function codepointsOf(text: string): number[] {
  return [...new Set([...text].map((char) => char.codePointAt(0) ?? 0))].sort((a, b) => a - b);
}

export function formatCodepoint(codepoint: number): string {
  return `U+${codepoint.toString(16).toUpperCase().padStart(4, "0")}`;
}

/** A CSS `unicode-range` value for the code points, consecutive ones merged. */
export function formatUnicodeRange(codepoints: Iterable<number>): string {
  const ranges: [number, number][] = [];
  for (const codepoint of [...new Set(codepoints)].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last[1] === codepoint - 1) last[1] = codepoint;
    else ranges.push([codepoint, codepoint]);
  }
  return ranges
    .map(([from, to]) =>
      from === to
        ? formatCodepoint(from)
        : `${formatCodepoint(from)}-${formatCodepoint(to).slice(2)}`,
    )
    .join(", ");
}

/** Parses a CSS `unicode-range` value (single code points and ranges, no wildcards). */
export function parseUnicodeRange(value: string): Set<number> {
  const codepoints = new Set<number>();
  for (const part of value.split(",").map((item) => item.trim())) {
    const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part);
    if (!match?.[1]) throw new Error(`Unsupported unicode-range part: "${part}"`);
    const from = parseInt(match[1], 16);
    const to = match[2] ? parseInt(match[2], 16) : from;
    for (let codepoint = from; codepoint <= to; codepoint++) codepoints.add(codepoint);
  }
  return codepoints;
}

export interface PlannedSubset {
  primary: number[];
  extra: number[];
  /** Primary characters the source font lacks (the generator refuses to run then). */
  missing: number[];
}

/**
 * Splits what the source offers within its fontsource subset range (`latin`)
 * into the primary and the extra file.
 */
export function planSubset(sourceCodepoints: Iterable<number>, sourceRange: string): PlannedSubset {
  const available = new Set(sourceCodepoints);
  const inRange = parseUnicodeRange(sourceRange);
  const wanted = codepointsOf(PRIMARY_CHARACTERS);
  const primary = wanted.filter((codepoint) => available.has(codepoint));
  const missing = wanted.filter((codepoint) => !available.has(codepoint));
  const primarySet = new Set(primary);
  const extra = [...available]
    .filter((cp) => inRange.has(cp) && !primarySet.has(cp) && !isInvisible(cp))
    .sort((a, b) => a - b);
  return { primary, extra, missing };
}
