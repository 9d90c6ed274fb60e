/** Reading the fontsource sources and the generated font files. */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create, type Font } from "fontkit";
import type { FontFamilySpec } from "./font-subsets";

const require = createRequire(import.meta.url);

/** A file of the family's fontsource package; by default the font to subset. */
export function sourcePath(spec: FontFamilySpec, file = `files/${spec.sourceFile}`): string {
  return require.resolve(`${spec.sourcePackage}/${file}`);
}

/** The `unicode-range` of fontsource's "latin" subset, from the package's unicode.json. */
export function sourceUnicodeRange(spec: FontFamilySpec): string {
  const ranges: Record<string, string> = JSON.parse(
    readFileSync(sourcePath(spec, "unicode.json"), "utf8"),
  );
  const latin = ranges.latin;
  if (!latin) throw new Error(`${spec.sourcePackage}/unicode.json has no "latin" subset`);
  return latin;
}

/** Parses a TTF/WOFF/WOFF2 file (fontkit decompresses WOFF2 itself). */
export function openFont(buffer: Buffer): Font {
  const font = create(buffer);
  if (!("characterSet" in font)) throw new Error("Expected a single font, not a collection");
  return font;
}

/** The code points the font maps, without U+FFFF (the end marker of a format 4 cmap, not a character). */
export function mappedCodepoints(font: Font): number[] {
  return font.characterSet.filter((codepoint) => codepoint !== 0xffff).sort((a, b) => a - b);
}
