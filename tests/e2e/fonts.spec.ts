/**
 * The self-hosted fonts as the browser uses them: each page fetches
 * the two preloaded files and nothing else, and every text asks for a weight
 * its own font file has. The subsets keep only the weights the site uses
 * (scripts/fonts/font-subsets.ts); a heavier or lighter text would be drawn
 * at the nearest kept weight instead of the one the design asks for. Every
 * text names its web font, that font's size-matched fallback and sans-serif,
 * nothing more: each further family is one more font lookup in the first
 * layout, a round trip to the browser process on Linux.
 */
import { FONT_FAMILIES } from "../../scripts/fonts/font-subsets";
import { expect, test } from "./support/fixtures";
import { pages } from "./support/site";

const preloadedFiles = FONT_FAMILIES.map((spec) => `/fonts/${spec.primaryFile}`).sort();
const weightRanges = FONT_FAMILIES.map(({ family, weight }) => ({ family, ...weight }));
const fontStacks = FONT_FAMILIES.map(({ family }) =>
  [`"${family}"`, `"${family.replace(/ Variable$/, "")} Fallback"`, "sans-serif"].join(", "),
);

for (const { path, status } of pages) {
  test(`${path} uses its fonts' kept weights and loads only the preloaded files`, async ({
    page,
    problems,
  }) => {
    if (status !== 200) problems.allowHttpError(path, status);
    await page.goto(path, { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);

    const { outOfRange, stacks } = await page.evaluate((ranges) => {
      const found: string[] = [];
      const stacksUsed = new Set<string>();
      for (const element of document.body.querySelectorAll("*")) {
        const text = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? "")
          .join("")
          .trim();
        if (!text) continue;
        const style = getComputedStyle(element);
        stacksUsed.add(style.fontFamily);
        const family = style.fontFamily.split(",")[0]?.trim().replace(/^"|"$/g, "");
        const range = ranges.find((candidate) => candidate.family === family);
        const weight = Number(style.fontWeight);
        if (range && (weight < range.min || weight > range.max))
          found.push(`${family} ${weight}: <${element.localName}> "${text.slice(0, 40)}"`);
      }
      return { outOfRange: found, stacks: [...stacksUsed] };
    }, weightRanges);
    expect(outOfRange).toEqual([]);
    for (const stack of stacks) expect(fontStacks).toContain(stack);

    const fontFiles = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.startsWith("/fonts/")),
    );
    expect([...new Set(fontFiles)].sort()).toEqual(preloadedFiles);
  });
}
