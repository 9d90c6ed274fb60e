/**
 * What a buyer sees before reading a word: no emoji drawn as text (without a
 * colour-emoji font they are empty boxes), no short heading word broken over
 * two lines at tablet or desktop width, a next step at the end of the pages
 * that would otherwise stop at the footer, and titles and descriptions that
 * fit a search result.
 */
import { expect, test } from "./support/fixtures";
import { paths } from "./support/site";
import { routes } from "./support/seo-site";

const widths = [768, 1440] as const;

test.describe("no emoji as text", () => {
  for (const route of routes) {
    test(`${route.path} shows no pictographic character`, async ({ page, problems }) => {
      if (route.status === 404) problems.allowHttpError(route.path, 404);
      await page.goto(route.path);
      const found = await page.evaluate(() => {
        const text = document.body.innerText;
        return [...text.matchAll(/\p{Extended_Pictographic}/gu)].map((match) => match[0]);
      });
      expect(found).toEqual([]);
    });
  }
});

test.describe("headings keep short words whole", () => {
  for (const width of widths) {
    test(`at ${width} px no heading in main breaks a word of 16 characters or fewer`, async ({
      page,
      problems,
    }) => {
      // Every route in one test: allow for a slow machine.
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      const broken: string[] = [];
      for (const route of routes) {
        if (route.status === 404) problems.allowHttpError(route.path, 404);
        await page.goto(route.path);
        const words = await page.evaluate(() => {
          // Sections far down skip layout until scrolled to (content-visibility: auto): lay them out.
          for (const element of document.querySelectorAll<HTMLElement>("main *")) {
            if (getComputedStyle(element).contentVisibility === "auto") {
              element.style.contentVisibility = "visible";
            }
          }
          const result: string[] = [];
          for (const heading of document.querySelectorAll("main :is(h1, h2, h3, h4)")) {
            const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent ?? "";
              for (const match of text.matchAll(/\S+/g)) {
                if (match[0].length > 16) continue;
                const range = document.createRange();
                range.setStart(node, match.index);
                range.setEnd(node, match.index + match[0].length);
                const tops = new Set(
                  [...range.getClientRects()]
                    .filter((rect) => rect.width > 0)
                    .map((rect) => Math.round(rect.top)),
                );
                if (tops.size > 1) result.push(match[0]);
              }
            }
          }
          return result;
        });
        broken.push(...words.map((word) => `${route.path}: "${word}"`));
      }
      expect(broken).toEqual([]);
    });
  }
});

test.describe("a next step at the end of the page", () => {
  for (const path of [paths.home, paths.services, paths.cases]) {
    test(`${path} ends with a link to the contact page`, async ({ page }) => {
      await page.goto(path);
      const last = page.locator("main > section").last();
      await expect(last.locator(`a[href="${paths.contact}"]`).first()).toBeVisible();
    });
  }
});

test.describe("titles and descriptions fit a search result", () => {
  for (const route of routes) {
    test(`${route.path}: title at most 60, description 120–160 characters`, async ({
      page,
      problems,
    }) => {
      if (route.status === 404) problems.allowHttpError(route.path, 404);
      await page.goto(route.path);
      const title = await page.title();
      const description =
        (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
      expect(title.length, title).toBeLessThanOrEqual(60);
      expect(description.length, description).toBeGreaterThanOrEqual(120);
      expect(description.length, description).toBeLessThanOrEqual(160);
    });
  }
});
