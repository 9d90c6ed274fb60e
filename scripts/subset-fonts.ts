/**
 * Makes the self-hosted web fonts in public/fonts/ from the fontsource packages
 * (devDependencies): for Inter and Outfit, the wght-only "latin" file is cut to
 * the characters, weight range and layout features the site uses, and split in
 * a preloaded primary file and an extra file for rare characters (see
 * scripts/fonts/font-subsets.ts). Also sets `font-weight` and `unicode-range` of
 * their @font-face rules in app/app.css. Deterministic; the outputs are
 * committed, and the build does not run this.
 *
 *   npm run fonts
 *
 * Refuses to write anything when the site's text uses a character that the
 * primary files would lack (add it to PRIMARY_CHARACTERS), and stops when a
 * primary file would outgrow PRIMARY_FILE_BUDGET.
 */
import { readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import prettier from "prettier";
import subsetFont from "subset-font";
import { compress, decompress } from "wawoff2";
import { updateFontFace } from "./fonts/font-face-css";
import { mappedCodepoints, openFont, sourcePath, sourceUnicodeRange } from "./fonts/font-files";
import {
  codepointsOf,
  DROPPED_TABLES,
  FONT_FAMILIES,
  formatCodepoint,
  formatUnicodeRange,
  isLeftToSystemFonts,
  KEPT_FEATURES,
  planSubset,
  PRIMARY_FILE_BUDGET,
} from "./fonts/font-subsets";
import { restoreSourceMetrics } from "./fonts/sfnt";
import { siteStrings } from "./fonts/site-text";

const root = fileURLToPath(new URL("..", import.meta.url));
const fontsDir = path.join(root, "public/fonts");
const cssPath = path.join(root, "app/app.css");

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const sizeOf = (file: string) => statSync(file, { throwIfNoEntry: false })?.size ?? 0;

async function main() {
  const siteCodepoints = codepointsOf(
    (await siteStrings())
      .join("")
      .replace(/./gsu, (char) => (isLeftToSystemFonts(char) ? "" : char)),
  );
  let css = readFileSync(cssPath, "utf8");
  const rows: string[] = [];
  let before = 0;
  let after = 0;

  for (const spec of FONT_FAMILIES) {
    const source = readFileSync(sourcePath(spec));
    const sourceSfnt = Buffer.from(await decompress(source));
    const plan = planSubset(mappedCodepoints(openFont(source)), sourceUnicodeRange(spec));
    if (plan.missing.length > 0)
      throw new Error(`${spec.sourceFile} lacks ${plan.missing.map(formatCodepoint).join(", ")}`);
    const primarySet = new Set(plan.primary);
    const uncovered = siteCodepoints.filter((codepoint) => !primarySet.has(codepoint));
    if (uncovered.length > 0) {
      const list = uncovered.map((cp) => `${formatCodepoint(cp)} "${String.fromCodePoint(cp)}"`);
      throw new Error(
        `The site uses ${list.join(", ")}, which ${spec.primaryFile} would not have. ` +
          `Add them to PRIMARY_CHARACTERS in scripts/fonts/font-subsets.ts.`,
      );
    }

    for (const [file, codepoints] of [
      [spec.primaryFile, plan.primary],
      [spec.extraFile, plan.extra],
    ] satisfies [string, number[]][]) {
      const output = path.join(fontsDir, file);
      const previous = sizeOf(output);
      const sfnt = await subsetFont(sourceSfnt, String.fromCodePoint(...codepoints), {
        targetFormat: "sfnt",
        keepFeatures: KEPT_FEATURES,
        variationAxes: { wght: spec.weight },
        noHinting: true,
        dropTables: DROPPED_TABLES,
      });
      // Chromium sizes form fields by the average width and bounding box: keep the source's.
      const subset = Buffer.from(await compress(restoreSourceMetrics(sfnt, sourceSfnt)));
      if (file === spec.primaryFile && subset.length > PRIMARY_FILE_BUDGET)
        throw new Error(
          `${file} would be ${subset.length} bytes, over PRIMARY_FILE_BUDGET (${PRIMARY_FILE_BUDGET}): ` +
            `move characters to the extra file or drop a layout feature.`,
        );
      writeFileSync(output, subset);
      css = updateFontFace(css, file, {
        fontWeight: `${spec.weight.min} ${spec.weight.max}`,
        unicodeRange: formatUnicodeRange(codepoints),
      });
      before += previous;
      after += subset.length;
      rows.push(
        `${file.padEnd(32)} ${kilobytes(previous).padStart(9)} -> ${kilobytes(subset.length).padStart(8)}  ` +
          `(${codepoints.length} characters)`,
      );
    }
    rows.push(`  source ${spec.sourceFile}: ${kilobytes(source.length)}`);
  }

  const options = await prettier.resolveConfig(cssPath);
  writeFileSync(cssPath, await prettier.format(css, { ...options, filepath: cssPath }));
  console.log(rows.join("\n"));
  console.log(
    `${"total".padEnd(32)} ${kilobytes(before).padStart(9)} -> ${kilobytes(after).padStart(8)}`,
  );
  const preloaded = FONT_FAMILIES.reduce(
    (sum, spec) => sum + sizeOf(path.join(fontsDir, spec.primaryFile)),
    0,
  );
  console.log(`preloaded (primary files): ${kilobytes(preloaded)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
