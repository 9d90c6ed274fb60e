/**
 * On every route at 375 px: no horizontal overflow, and no console error,
 * uncaught exception or failed request (the problem guard in
 * support/fixtures.ts) while the whole page is scrolled through, so the
 * small-screen image sizes load too. The same check at 1280 px runs in
 * routes.spec.ts. And at every phone width, no price breaks over two lines.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { scrollThrough } from "./support/page";
import { pages, paths } from "./support/site";

/** Elements that stick out to the right of the viewport, for a readable failure. */
const overflowingElements = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const overflowX = getComputedStyle(node).overflowX;
        if (overflowX !== "visible")
          return node !== document.body && node !== document.documentElement;
      }
      return false;
    };
    return [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && !clipped(element))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`);
  });

for (const { path, status } of pages) {
  test.describe(path, () => {
    test.describe("at 375 px", () => {
      // A plain 375 px window: with mobile emulation the layout viewport would
      // grow to fit the overflow and hide which element causes it.
      test.use({ viewport: { width: 375, height: 812 } });

      test("no horizontal overflow and no console errors", async ({ page, problems }) => {
        if (status !== 200) problems.allowHttpError(path, status);
        await page.goto(path);
        await scrollThrough(page);
        const size = await page.evaluate(() => ({
          viewport: document.documentElement.clientWidth,
          document: document.documentElement.scrollWidth,
          body: document.body.scrollWidth,
        }));
        expect(size.viewport).toBe(375);
        expect(
          size.document,
          `the page is wider than the screen: ${(await overflowingElements(page)).join(", ")}`,
        ).toBeLessThanOrEqual(size.viewport);
        expect(size.body).toBeLessThanOrEqual(size.viewport);
      });
    });
  });
}

/**
 * Every euro amount in the main content, with the FAQ answers open, and those
 * a line break splits (their text spans more than one line box).
 */
const amountsOnLines = (page: Page) =>
  page.evaluate(() => {
    for (const details of document.querySelectorAll("details")) details.open = true;
    const amounts: string[] = [];
    const broken: string[] = [];
    const main = document.querySelector("main") ?? document.body;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? "").matchAll(/€\s*\d[\d.]*\+?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lineTops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        amounts.push(match[0]);
        if (lineTops.size > 1) broken.push(match[0]);
      }
    }
    return { amounts, broken };
  });

test.describe("prices", () => {
  for (const path of [paths.vr, paths.ar, paths.video360]) {
    test(`${path}: no amount breaks over two lines at any phone width`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(path);
      for (let width = 320; width <= 430; width += 5) {
        await page.setViewportSize({ width, height: 800 });
        const { amounts, broken } = await amountsOnLines(page);
        expect(amounts.length, "the FAQ states prices").toBeGreaterThan(0);
        expect(broken, `split over two lines at ${width} px`).toEqual([]);
      }
    });
  }
});
