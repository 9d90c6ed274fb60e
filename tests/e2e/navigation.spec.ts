/**
 * The shared header and navigation: scroll state, the "Wat we doen" dropdown by hover and by
 * keyboard, home anchors from another page, the active link, the mobile menu,
 * the skip link, prefetching a linked page, scrolling to the top on
 * navigation without a hash, and jumps to the end of a page.
 */
import type { Locator, Page } from "@playwright/test";
import { WHOLE_PAGE_ATTRIBUTE } from "../../app/lib/enhancements/whole-page-jumps";
import { findChromium, HEADLESS_CHROMIUM_FLAGS, NO_GPU_FLAGS } from "../../scripts/chromium-path";
import { expect, test } from "./support/fixtures";
import {
  afterFrames,
  holdRequests,
  openHydrated,
  pressEndOnFreshPage,
  renderedFrame,
  spaceBelowFooter,
  waitForHydration,
} from "./support/page";
import { paths } from "./support/spec-pages";

const HEADER_HEIGHT = 80;

/** Alpha channel of a computed CSS colour: "rgba(…, a)", "oklab(… / a)", "transparent"; else 1. */
function alphaOf(color: string): number {
  if (color === "transparent") return 0;
  const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color);
  if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
  const rgba = /^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/.exec(color);
  return rgba ? Number(rgba[1]) : 1;
}

/** The header's own box, and its backdrop layer (`::before`), which fades in by opacity. */
const headerStyle = (header: Locator) =>
  header.evaluate((element) => {
    const style = getComputedStyle(element);
    const backdrop = getComputedStyle(element, "::before");
    return {
      background: style.backgroundColor,
      backdropOpacity: Number(backdrop.opacity),
      backdropBackground: backdrop.backgroundColor,
      backdropFilter: backdrop.backdropFilter,
      boxShadow: backdrop.boxShadow,
      height: element.getBoundingClientRect().height,
      position: style.position,
    };
  });

async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

const dropdownButton = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: "Wat we doen" });

/** The panel the disclosure button controls. */
async function dropdownPanel(page: Page): Promise<Locator> {
  const id = await dropdownButton(page).getAttribute("aria-controls");
  expect(id, "the dropdown button names the panel it controls").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

async function expectDropdownOpen(page: Page) {
  await expect(dropdownButton(page)).toHaveAttribute("aria-expanded", "true");
  const panel = await dropdownPanel(page);
  await expect(panel).toBeVisible();
  const services = panel.getByRole("list", { name: "Onze Diensten" });
  await expect(services.getByRole("link")).toHaveText([
    "Virtual Reality",
    "Augmented Reality",
    "360° video",
  ]);
  const about = panel.getByRole("list", { name: "Over Ons" });
  await expect(about.getByRole("link")).toHaveText(["Ons Proces", "Testimonials", "Contact"]);
}

async function expectDropdownClosed(page: Page) {
  await expect(dropdownButton(page)).toHaveAttribute("aria-expanded", "false");
  await expect(await dropdownPanel(page)).toBeHidden();
}

test.describe("header", () => {
  test("is fixed, 80 px high, transparent at the top and translucent past 50 px", async ({
    page,
  }) => {
    await openHydrated(page, paths.home);
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    const top = await headerStyle(header);
    expect(top.position).toBe("fixed");
    expect(top.height).toBe(HEADER_HEIGHT);
    expect(alphaOf(top.background)).toBe(0);
    expect(top.backdropOpacity, "no backdrop at the top").toBe(0);

    await scrollToY(page, 50);
    await expect(header, "exactly 50 px is not past the threshold").toHaveAttribute(
      "data-scrolled",
      "false",
    );

    await scrollToY(page, 120);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    // The backdrop fades in over 300 ms; wait until it settles.
    await expect.poll(async () => (await headerStyle(header)).backdropOpacity).toBe(1);
    const scrolled = await headerStyle(header);
    expect(alphaOf(scrolled.backdropBackground)).toBeGreaterThan(0.3);
    expect(alphaOf(scrolled.backdropBackground), "translucent, not opaque").toBeLessThan(1);
    expect(scrolled.backdropFilter).toContain("blur");
    expect(scrolled.boxShadow).not.toBe("none");

    await scrollToY(page, 0);
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("'Wat we doen' opens on hover and closes when the pointer leaves", async ({ page }) => {
    await openHydrated(page, paths.cases);
    await expectDropdownClosed(page);
    await dropdownButton(page).hover();
    await expectDropdownOpen(page);

    // The pointer can travel into the panel without it closing.
    const panel = await dropdownPanel(page);
    await panel.getByRole("link", { name: "Augmented Reality" }).hover();
    await expectDropdownOpen(page);

    await page.mouse.move(640, 600);
    await expectDropdownClosed(page);
  });

  test("'Wat we doen' works by keyboard: Enter and Space open, Escape closes and returns focus, Tab out closes", async ({
    page,
  }) => {
    await openHydrated(page, paths.cases);
    const button = dropdownButton(page);
    await button.focus();

    await page.keyboard.press("Enter");
    await expectDropdownOpen(page);
    await page.keyboard.press("Escape");
    await expectDropdownClosed(page);
    await expect(button).toBeFocused();

    await page.keyboard.press("Space");
    await expectDropdownOpen(page);

    // Tab through the six links of the panel, then out of it.
    const panel = await dropdownPanel(page);
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Virtual Reality" })).toBeFocused();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Contact" })).toBeFocused();
    await expectDropdownOpen(page);
    await page.keyboard.press("Tab");
    await expectDropdownClosed(page);
    await expect(
      page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Diensten" }),
    ).toBeFocused();

    // Shift+Tab back out of the button closes it too.
    await button.focus();
    await page.keyboard.press("Enter");
    await expectDropdownOpen(page);
    await page.keyboard.press("Shift+Tab");
    await expectDropdownClosed(page);
  });

  test("a click outside closes 'Wat we doen', and Escape closes it wherever the focus is", async ({
    page,
  }) => {
    await openHydrated(page, paths.cases);
    await dropdownButton(page).click();
    await expectDropdownOpen(page);
    await page.getByRole("heading", { level: 1 }).click();
    await expectDropdownClosed(page);

    // Opened by a resting mouse, the focus stays where it was: Escape closes it and leaves the focus.
    await dropdownButton(page).hover();
    await expectDropdownOpen(page);
    await page.keyboard.press("Escape");
    await expectDropdownClosed(page);
    await expect(dropdownButton(page)).not.toBeFocused();
  });

  test("the closed dropdown stays laid out, unseen, so that opening it builds nothing", async ({
    page,
  }) => {
    await openHydrated(page, paths.cases);
    const panel = await dropdownPanel(page);
    const box = await panel.boundingBox();
    expect(box?.width, "laid out while closed").toBeGreaterThan(0);
    await expect(panel).toBeHidden();
    // Every size the panel takes from here on: opening it must not lay it out anew.
    await panel.evaluate((element) => {
      const sizes: number[] = [];
      Object.assign(window, { dropdownSizes: sizes });
      new ResizeObserver(([entry]) => sizes.push(entry?.contentRect.width ?? 0)).observe(element);
    });
    await dropdownButton(page).click();
    await expectDropdownOpen(page);
    expect(await panel.boundingBox()).toEqual(box);
    const sizes = await page.evaluate(
      () => (window as unknown as { dropdownSizes: number[] }).dropdownSizes,
    );
    // A ResizeObserver reports the size it finds at first; a panel built anew would add a report.
    expect(sizes).toHaveLength(1);
  });

  test("a dropdown service link navigates and closes the panel", async ({ page }) => {
    await openHydrated(page, paths.cases);
    await dropdownButton(page).click();
    await (await dropdownPanel(page)).getByRole("link", { name: "360° video" }).click();
    await expect(page).toHaveURL(paths.video360);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("360°-video laten maken");
    await expectDropdownClosed(page);
  });

  test("home anchors from another page: 'Ons Proces' lands on /#proces below the header", async ({
    page,
  }) => {
    await openHydrated(page, paths.cases);
    await dropdownButton(page).hover();
    await (await dropdownPanel(page)).getByRole("link", { name: "Ons Proces" }).click();

    await expect(page).toHaveURL(/\/#proces$/);
    const section = page.getByRole("region", { name: "Ons Proces" });
    await expect(section.getByRole("heading", { name: "Ons Proces" })).toBeInViewport();
    // Wait for the (smooth) scroll to settle: it moves the section every frame until
    // it lands. Then check the landing position.
    await expect
      .poll(async () => {
        const before = await section.evaluate((element) => element.getBoundingClientRect().top);
        await afterFrames(page);
        const after = await section.evaluate((element) => element.getBoundingClientRect().top);
        return Math.abs(after - before) < 1 ? Math.round(after) : Number.NaN;
      })
      .toBeGreaterThanOrEqual(HEADER_HEIGHT);
    const top = await section.evaluate((element) => element.getBoundingClientRect().top);
    expect(top, "the section starts just below the fixed header").toBeLessThan(HEADER_HEIGHT + 60);
    await expectDropdownClosed(page);
  });

  test("home anchors on the home page scroll to the section, one step back in the history", async ({
    page,
  }) => {
    await openHydrated(page, paths.home);
    await dropdownButton(page).click();
    const scrolled = page.evaluate(
      () => new Promise((ended) => window.addEventListener("scrollend", ended, { once: true })),
    );
    await (await dropdownPanel(page)).getByRole("link", { name: "Testimonials" }).click();
    await expect(page).toHaveURL(/\/#testimonials$/);
    await scrolled;
    await expect(
      page.getByRole("heading", { name: "Wat onze klanten zeggen", level: 2 }),
    ).toBeInViewport();
    // Like a plain jump, the scroll is a step in the history: Back returns to the top.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).hash).toBe("");
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  });

  test("the link of the current page has aria-current=page", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
    const links = ["Diensten", "Cases", "Contact"] as const;
    const targets = { Diensten: paths.services, Cases: paths.cases, Contact: paths.contact };

    await openHydrated(page, paths.home);
    for (const name of links) {
      await expect(nav.getByRole("link", { name, exact: true })).not.toHaveAttribute(
        "aria-current",
        /.*/,
      );
    }

    for (const current of links) {
      await nav.getByRole("link", { name: current, exact: true }).click();
      await expect(page).toHaveURL(targets[current]);
      for (const name of links) {
        const link = nav.getByRole("link", { name, exact: true });
        if (name === current) await expect(link).toHaveAttribute("aria-current", "page");
        else await expect(link).not.toHaveAttribute("aria-current", /.*/);
      }
    }

    // On a service page its dropdown link is the current one.
    await openHydrated(page, paths.vr);
    await dropdownButton(page).click();
    await expect(
      (await dropdownPanel(page)).getByRole("link", { name: "Virtual Reality" }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await openHydrated(page, paths.services);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Naar de inhoud" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("a visitor who scrolls before the scripts start stays where they are", async ({ page }) => {
    // Hold the scripts until the visitor has scrolled to the footer.
    const releaseScripts = await holdRequests(page, "**/assets/*.js");
    await page.goto(paths.home, { waitUntil: "load" });
    const footer = page.getByRole("contentinfo");
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
    );
    await expect(footer).toBeInViewport();
    releaseScripts();
    await waitForHydration(page);
    // Whatever the islands' effects hand to the next frames has run by then.
    await afterFrames(page);
    await expect(footer).toBeInViewport();
  });

  test("resting the pointer on a link prefetches its page, and the click uses it", async ({
    page,
  }) => {
    await openHydrated(page, paths.home);
    const prefetched = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === paths.cases &&
        request.headers()["sec-purpose"] === "prefetch",
    );
    const cases = page
      .getByRole("navigation", { name: "Hoofdmenu" })
      .getByRole("link", { name: "Cases", exact: true });
    await cases.hover();
    await prefetched;
    await cases.click();
    await expect(page).toHaveURL(paths.cases);
    const deliveryType = await page.evaluate(
      () => performance.getEntriesByType("navigation")[0]?.toJSON().deliveryType,
    );
    expect(deliveryType).toBe("navigational-prefetch");
  });

  test("navigating without a hash scrolls to the top", async ({ page }) => {
    await openHydrated(page, paths.home);
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: "Snel naar" })
      .getByRole("link", { name: "Cases" })
      .click();
    await expect(page).toHaveURL(paths.cases);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Onze Cases");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Also from a link in the page body.
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await page.getByRole("link", { name: /^Bekijk case\W+Spokenjacht/ }).click();
    await expect(page).toHaveURL("/cases/tu-delft");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("the toggle shows Diensten, Cases and Contact only and closes on selection", async ({
    page,
  }) => {
    await openHydrated(page, paths.home);
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Wat we doen" })).toBeHidden();
    await expect(header.getByRole("navigation", { name: "Hoofdmenu" })).toBeHidden();

    const toggle = header.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Mobiel menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText(["Diensten", "Cases", "Contact"]);

    // The toggle closes it again.
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole("link", { name: "Cases" }).click();
    await expect(page).toHaveURL(paths.cases);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Onze Cases");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    // Escape closes it and returns focus to the toggle.
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe("a jump to the end of a freshly loaded page", () => {
  // Sections far down are laid out only as they near the viewport (app.css), at an
  // estimated height, which on a narrow screen most exceed: a jump to the end must
  // still reach it (whole-page-jumps.ts; without JavaScript: no-script.spec.ts).

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1440, height: 900 },
  ]) {
    test(`End reaches the footer's last line, before the page's scripts start (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // The page's bootstrap answers it from the first byte.
      const releaseScripts = await holdRequests(page, "**/assets/*.js");
      for (const path of [paths.home, paths.vr]) {
        await page.goto(path, { waitUntil: "load" });
        await pressEndOnFreshPage(page, path);
        await expect.poll(() => spaceBelowFooter(page), { message: path }).toBeCloseTo(0, 0);
        await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
      }
      releaseScripts();
    });
  }

  test("the page's scrollbar, dragged to the bottom, reaches the footer's last line (375 px)", async ({
    playwright,
    baseURL,
  }) => {
    // Playwright hides the scrollbars of headless Chromium unless told not to.
    const chromium = findChromium();
    if (!chromium.found) throw new Error(chromium.reason);
    const browser = await playwright.chromium.launch({
      executablePath: chromium.path,
      args: [...HEADLESS_CHROMIUM_FLAGS, ...NO_GPU_FLAGS],
      ignoreDefaultArgs: ["--hide-scrollbars"],
    });
    try {
      const page = await browser.newPage({ baseURL, viewport: { width: 375, height: 740 } });
      await openHydrated(page, paths.home);
      const { clientWidth, innerHeight } = await page.evaluate(() => ({
        clientWidth: document.documentElement.clientWidth,
        innerHeight: window.innerHeight,
      }));
      expect(clientWidth, "a scrollbar beside the page").toBeLessThan(375);
      // The thumb sits at the top of the track: take it and drag it down the whole track.
      await page.mouse.move(clientWidth + 7, 30);
      await page.mouse.down();
      // A hand moves a moment after it takes hold: by then the press has laid the
      // whole page out, and the thumb measures the page's real length. On a busy
      // machine the drag would otherwise run on the track of the estimated page.
      await expect(page.locator("html")).toHaveAttribute(WHOLE_PAGE_ATTRIBUTE, "");
      await renderedFrame(page);
      await page.mouse.move(clientWidth + 7, innerHeight - 1, { steps: 20 });
      await page.mouse.up();
      // The whole reading is printed on failure: how far the page scrolled, and how far it could.
      const reading = async () => {
        const space = await spaceBelowFooter(page);
        const { scrollY, maxScrollY } = await page.evaluate(() => ({
          scrollY: window.scrollY,
          maxScrollY: document.documentElement.scrollHeight - window.innerHeight,
        }));
        return { spaceBelowFooter: Math.round(space) || 0, space, scrollY, maxScrollY };
      };
      await expect.poll(reading).toMatchObject({ spaceBelowFooter: 0 });
    } finally {
      await browser.close();
    }
  });
});
