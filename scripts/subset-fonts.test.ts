/**
 * Checks the committed fonts in public/fonts/ against the site: every character
 * the site shows is in the preloaded files, the @font-face rules in app/app.css
 * describe the files exactly, and the app asks for no weight or feature the
 * subsets dropped. When a test here fails after a content change, extend
 * PRIMARY_CHARACTERS (scripts/fonts/font-subsets.ts) and run `npm run fonts`.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { selfHostedFontFaces } from "./fonts/font-face-css";
import { mappedCodepoints, openFont, sourcePath, sourceUnicodeRange } from "./fonts/font-files";
import {
  FONT_FAMILIES,
  formatCodepoint,
  isLeftToSystemFonts,
  parseUnicodeRange,
  planSubset,
  PRIMARY_FILE_BUDGET,
  REQUIRED_LETTERS,
} from "./fonts/font-subsets";
import { siteStrings } from "./fonts/site-text";

const root = fileURLToPath(new URL("..", import.meta.url));
const css = readFileSync(path.join(root, "app/app.css"), "utf8");
const rootModule = readFileSync(path.join(root, "app/root.tsx"), "utf8");
const fontFaces = selfHostedFontFaces(css);

function committedFont(file: string) {
  return openFont(readFileSync(path.join(root, "public/fonts", file)));
}

function sorted(codepoints: Iterable<number>): number[] {
  return [...codepoints].sort((a, b) => a - b);
}

/** Characters of `strings` missing from `codepoints`, each with one text that uses it. */
function uncovered(strings: readonly string[], codepoints: Iterable<number>): string[] {
  const covered = new Set(codepoints);
  const missing = new Map<number, string>();
  for (const text of strings) {
    const chars = [...text];
    chars.forEach((char, index) => {
      const codepoint = char.codePointAt(0) ?? 0;
      if (covered.has(codepoint) || isLeftToSystemFonts(char) || missing.has(codepoint)) return;
      const context = chars.slice(Math.max(0, index - 30), index + 30).join("");
      missing.set(codepoint, `${formatCodepoint(codepoint)} "${char}" in "${context}"`);
    });
  }
  return [...missing.values()];
}

let siteText: string[] = [];
beforeAll(async () => {
  siteText = await siteStrings();
});

describe("site text", () => {
  it("is collected from content modules and components", () => {
    expect(siteText.length).toBeGreaterThan(500);
    // A content value (site.ts) and a component's JSX text (status mark in a route).
    expect(siteText.some((text) => text.includes("Immersa XR"))).toBe(true);
    expect(siteText).toContain("✓");
  });

  it("would be caught when a character is missing", () => {
    expect(uncovered(["één café", "🥽 ✓"], [0x20, 0x63, 0x61, 0x66, 0x6e])).toEqual([
      'U+00E9 "é" in "één café"',
    ]);
  });
});

describe.each(FONT_FAMILIES)("$family", (spec) => {
  const primary = committedFont(spec.primaryFile);
  const extra = committedFont(spec.extraFile);

  it("has every character the site shows in its preloaded file", () => {
    expect(uncovered(siteText, mappedCodepoints(primary))).toEqual([]);
  });

  it("keeps the letters of Dutch and other European names", () => {
    const kept = [...mappedCodepoints(primary), ...mappedCodepoints(extra)];
    expect(uncovered([REQUIRED_LETTERS], kept)).toEqual([]);
  });

  it("holds exactly the planned characters (else run `npm run fonts`)", () => {
    const source = openFont(readFileSync(sourcePath(spec)));
    const plan = planSubset(mappedCodepoints(source), sourceUnicodeRange(spec));
    expect(mappedCodepoints(primary)).toEqual(plan.primary);
    expect(mappedCodepoints(extra)).toEqual(plan.extra);
  });

  it("is declared in app.css with each file's exact unicode-range and weight range", () => {
    const files = [
      { file: spec.primaryFile, font: primary },
      { file: spec.extraFile, font: extra },
    ];
    for (const { file, font } of files) {
      const face = fontFaces.find((rule) => rule.file === file);
      expect(face, `@font-face for /fonts/${file}`).toBeDefined();
      expect(face?.family).toBe(spec.family);
      expect(face?.fontWeight).toBe(`${spec.weight.min} ${spec.weight.max}`);
      expect(sorted(parseUnicodeRange(face?.unicodeRange ?? ""))).toEqual(mappedCodepoints(font));
      expect(font.variationAxes.wght).toMatchObject({ min: spec.weight.min, max: spec.weight.max });
    }
  });

  it("keeps the source's font-wide metrics, which layout depends on", () => {
    const source = openFont(readFileSync(sourcePath(spec)));
    const metrics = (font: typeof source) => ({
      unitsPerEm: font.unitsPerEm,
      ascent: font.ascent,
      descent: font.descent,
      lineGap: font.lineGap,
      // Chromium sizes <input> and <textarea> by these two (see scripts/fonts/sfnt.ts).
      xAvgCharWidth: font["OS/2"].xAvgCharWidth,
      bbox: [font.bbox.minX, font.bbox.minY, font.bbox.maxX, font.bbox.maxY],
    });
    expect(metrics(primary)).toEqual(metrics(source));
    expect(metrics(extra)).toEqual(metrics(source));
  });

  it("keeps its preloaded file within its budget (9 TCP segments with its headers)", () => {
    const bytes = readFileSync(path.join(root, "public/fonts", spec.primaryFile)).length;
    expect(bytes).toBeLessThanOrEqual(PRIMARY_FILE_BUDGET);
  });

  it("preloads the primary file only", () => {
    expect(rootModule).toContain(`"/fonts/${spec.primaryFile}"`);
    expect(rootModule).not.toContain(spec.extraFile);
  });
});

it("app.css loads only the generated font files", () => {
  const generated = FONT_FAMILIES.flatMap((spec) => [spec.primaryFile, spec.extraFile]);
  expect(fontFaces.map((rule) => rule.file).sort()).toEqual(generated.sort());
});

describe("the app's typography", () => {
  const appDir = path.join(root, "app");
  const sources = readdirSync(appDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|css)$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      // The @font-face descriptors are checked above; look at the style rules only.
      return { file, code: readFileSync(file, "utf8").replace(/@font-face\s*\{[^}]*\}/g, "") };
    });

  const WEIGHT_UTILITIES: Record<string, number> = {
    thin: 100,
    extralight: 200,
    light: 300,
    normal: 400,
    medium: 500,
    semibold: 600,
    bold: 700,
    extrabold: 800,
    black: 900,
  };

  // Which family a weight applies to depends on the element: the browser test
  // (the route audit, tests/e2e/support/page-audit.ts) checks every text against its own family's range.
  it("uses only weights within the kept wght ranges", () => {
    const used = new Set<string>();
    for (const { code } of sources) {
      for (const [, name = ""] of code.matchAll(
        /\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g,
      ))
        used.add(`font-${name} (${WEIGHT_UTILITIES[name]})`);
      for (const [, value = ""] of code.matchAll(/font-weight\s*:\s*([^;]+)/g))
        used.add(
          /^\d+$/.test(value.trim()) ? `font-weight: ${value} (${value})` : `font-weight: ${value}`,
        );
      // Bold elements and arbitrary weights ask for weights this test cannot tell: list them.
      for (const [match] of code.matchAll(/\bfont-\[[^\]]+\]|<(?:strong|b|th)[\s>]/g))
        used.add(match);
    }
    const outside = [...used].filter((usage) => {
      const weight = Number(/\((\d+)\)$/.exec(usage)?.[1]);
      return !FONT_FAMILIES.some(({ weight: range }) => weight >= range.min && weight <= range.max);
    });
    expect(outside).toEqual([]);
  });

  it("turns on no layout feature the subsets dropped (fractions, tabular figures, …)", () => {
    const pattern =
      /\b(?:tabular-nums|proportional-nums|lining-nums|oldstyle-nums|diagonal-fractions|stacked-fractions|ordinal|slashed-zero|font-feature-settings|font-variant-numeric)\b/g;
    const found = sources.flatMap(({ file, code }) =>
      [...code.matchAll(pattern)].map(([match]) => `${path.relative(root, file)}: ${match}`),
    );
    expect(found).toEqual([]);
  });
});
