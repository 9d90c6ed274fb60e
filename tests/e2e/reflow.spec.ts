/**
 * Reflow (WCAG 1.4.10): 320 px wide, as a 1280 px window zoomed to 400 %,
 * one page of every template fits the window, nothing reaching past its
 * right edge (a long Dutch compound in a heading, the footer's search field),
 * and on a first visit every Tab stop of the home page comes into view,
 * although the sections above it were never laid out. On a screen that short
 * the header scrolls away with the page rather than cover two fifths of it.
 * The route audit checks every route the same way at 375 and 1440 px.
 */
import { expect, test } from "./support/fixtures";
import { revealEverything, walkTabStops } from "./support/a11y";
import { overflowProblems } from "./support/page-audit";
import { waitForHydration, walkOpenMobileMenu } from "./support/page";
import { mainRoutes } from "./support/routes";
import { paths } from "./support/spec-pages";

test.describe("320 px wide", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const route of mainRoutes.filter((candidate) => candidate.firstOfTemplate)) {
    test(`${route.path} fits`, async ({ page, problems }) => {
      if (route.status !== 200) problems.allowHttpError(route.path, route.status);
      await page.goto(route.path);
      await waitForHydration(page);
      await revealEverything(page);
      expect(await overflowProblems(page)).toEqual([]);
      // Where the browser knows Dutch, a compound too long for the line is hyphenated.
      await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("hyphens", "auto");
    });
  }
});

test.describe("a 1280 × 800 window at 400 %", () => {
  test.use({ viewport: { width: 320, height: 200 } });

  test("every Tab stop of the home page comes into view on a first visit", async ({ page }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    // Three frames: the scroll to the focus, the sections it brought near laid out, and one more.
    const stops = await walkTabStops(page, 3);
    expect(stops.length).toBeGreaterThan(20);
    expect(stops.filter((stop) => stop.outOfView).map((stop) => stop.description)).toEqual([]);
  });

  test("the header scrolls away with the page, and its menu opens under it", async ({ page }) => {
    await page.goto(`${paths.home}#proces`);
    await waitForHydration(page);
    // A section lands 1 rem from the top, where no header covers it.
    const landed = await page.getByRole("region", { name: "Ons Proces" }).boundingBox();
    expect(landed?.y).toBeCloseTo(16, 0);
    const header = page.getByRole("banner");
    await expect(header).not.toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toBeInViewport();
    const toggle = header.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Mobiel menu" });
    await toggle.click();
    expect((await menu.boundingBox())?.y).toBe((await header.boundingBox())?.height);
    await walkOpenMobileMenu(page, toggle, menu);
  });
});
