/**
 * With JavaScript off every control still works (product decisions,
 * "Interaction": native HTML first): the mobile menu and the "Wat we doen"
 * dropdown open and close, the intro and example videos and a case's video
 * are the browser's own players, nothing moves without a pause control (the
 * logo strip stands still, a carousel of several testimonials is a plain
 * list), the header's backdrop follows the scroll, and End reaches the end
 * of the page. The contact form and
 * the search without JavaScript are tested in contact-form.spec.ts and
 * seo-search.spec.ts.
 */
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expandedState } from "./support/accessibility-tree";
import { carouselItems, carouselSite } from "./support/carousel";
import { expect, test } from "./support/fixtures";
import {
  pressEndOnFreshPage,
  renderedFrame,
  spaceBelowFooter,
  walkOpenMobileMenu,
} from "./support/page";
import { paths } from "./support/spec-pages";

test.use({ javaScriptEnabled: false });

/** The panel a menu button opens (`popovertarget`). */
async function panelOf(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute("popovertarget");
  expect(id, "the button names the panel it opens").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("a tap opens Diensten, Cases and Contact; a tap on the button or outside closes it", async ({
    page,
  }) => {
    await page.goto(paths.cases);
    const toggle = page.getByRole("banner").getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Mobiel menu" });
    await expect(menu).toBeHidden();
    expect(await expandedState(page, "[popovertarget=menu-mobiel]")).toBe(false);

    await toggle.tap();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText(["Diensten", "Cases", "Contact"]);
    await expect(menu.getByRole("link", { name: "Cases" })).toHaveAttribute("aria-current", "page");
    // A screen reader hears the state: the browser derives it from the popover.
    expect(await expandedState(page, "[popovertarget=menu-mobiel]")).toBe(true);
    // The menu sits right under the 80 px header, across the full width.
    const box = await menu.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 80, width: 375 });

    await toggle.tap();
    await expect(menu).toBeHidden();

    await toggle.tap();
    await expect(menu).toBeVisible();
    await page.getByRole("heading", { level: 1 }).tap({ position: { x: 5, y: 5 }, force: true });
    await expect(menu).toBeHidden();

    await toggle.tap();
    await menu.getByRole("link", { name: "Contact" }).tap();
    await expect(page).toHaveURL(paths.contact);
    await expect(page.getByRole("navigation", { name: "Mobiel menu" })).toBeHidden();
  });

  test("works by keyboard: Enter opens, Tab walks the links, Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto(paths.home);
    const toggle = page.getByRole("banner").getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Mobiel menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await walkOpenMobileMenu(page, toggle, menu);
  });
});

test.describe("'Wat we doen' at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a click opens both columns under the button; Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto(paths.vr);
    const button = page.getByRole("banner").getByRole("button", { name: "Wat we doen" });
    const panel = await panelOf(page, button);
    await expect(panel).toBeHidden();

    await button.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("list", { name: "Onze Diensten" }).getByRole("link")).toHaveText([
      "Virtual Reality",
      "Augmented Reality",
      "360° video",
    ]);
    await expect(panel.getByRole("list", { name: "Over Ons" }).getByRole("link")).toHaveText([
      "Ons Proces",
      "Testimonials",
      "Contact",
    ]);
    await expect(panel.getByRole("link", { name: "Virtual Reality" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(await expandedState(page, "[popovertarget=menu-wat-we-doen]")).toBe(true);

    // Two columns side by side, starting under the button, clear of the header.
    const buttonBox = await button.boundingBox();
    const columns = panel.getByRole("list");
    const [services, about] = [
      await columns.nth(0).boundingBox(),
      await columns.nth(1).boundingBox(),
    ];
    const panelBox = await panel.boundingBox();
    expect(panelBox && buttonBox && Math.abs(panelBox.x - buttonBox.x)).toBeLessThan(1);
    expect(panelBox && buttonBox && panelBox.y).toBeCloseTo(
      (buttonBox?.y ?? 0) + (buttonBox?.height ?? 0),
      0,
    );
    expect(services && about && about.x > services.x + services.width).toBe(true);
    expect(services && about && Math.abs(about.y - services.y)).toBeLessThan(1);

    await panel.getByRole("link", { name: "Augmented Reality" }).focus();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press("Space");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Virtual Reality" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(paths.vr);
  });
});

test("the header's backdrop appears as the page scrolls, so text never runs behind its links", async ({
  page,
}) => {
  await page.goto(paths.cases);
  // Where the page is and how the backdrop looks, read together: a failure shows both.
  const state = () =>
    page.getByRole("banner").evaluate((header) => ({
      scrollY: Math.round(window.scrollY),
      backdrop: getComputedStyle(header, "::before").opacity,
    }));
  // A scroll-driven animation takes the scroll position at the next frame.
  const scrollTo = async (top: number) => {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
    await renderedFrame(page);
  };
  await renderedFrame(page);
  expect(await state()).toEqual({ scrollY: 0, backdrop: "0" });
  await scrollTo(600);
  expect(await state()).toEqual({ scrollY: 600, backdrop: "1" });
  await scrollTo(0);
  expect(await state()).toEqual({ scrollY: 0, backdrop: "0" });
});

test.describe("intro and example videos", () => {
  for (const { path, name } of [
    { path: paths.services, name: "intro video" },
    { path: paths.vr, name: "example video" },
  ]) {
    test(`${path}: the ${name} is the browser's player, and it plays`, async ({ page }) => {
      const videoRequests: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "media") videoRequests.push(request.url());
      });
      await page.goto(path);
      const main = page.getByRole("main");
      // The play button needs script: it is not there to press.
      await expect(main.getByRole("button", { name: /afspelen/i })).toHaveCount(0);
      const video = main.locator("video");
      await expect(video).toHaveCount(1);
      await video.scrollIntoViewIfNeeded();
      await expect(video).toBeVisible();
      await expect(video).toHaveAttribute("controls", "");
      await expect(video).toHaveAttribute("preload", "none");
      // Its poster is the image behind it, showing through a transparent pixel.
      await expect(video).toHaveAttribute("poster", /^data:image\//);
      await expect(video.locator("xpath=ancestor::div[1]").locator("picture > img")).toBeVisible();
      await expect(video).toHaveAccessibleName(/.{10,}/);
      const sources = video.locator("source");
      await expect(sources).toHaveCount(2);
      await expect(sources.nth(0)).toHaveAttribute("type", "video/webm");
      await expect(sources.nth(1)).toHaveAttribute("type", "video/mp4");
      // It covers the poster image, so what the visitor sees and presses is the player.
      expect(
        await video.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          return (
            document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2) === element
          );
        }),
      ).toBe(true);

      // Nothing of the video is downloaded before the visitor asks for it.
      expect(videoRequests).toEqual([]);
      // The native controls play it (Space on the focused player).
      await video.focus();
      await page.keyboard.press("Space");
      await expect
        .poll(() =>
          video.evaluate((element: HTMLVideoElement) => ({
            playing: !element.paused,
            error: element.error?.code ?? null,
            source: element.currentSrc.split(".").at(-1),
          })),
        )
        .toEqual({ playing: true, error: null, source: expect.stringMatching(/^(webm|mp4)$/) });
      expect(videoRequests.length).toBeGreaterThan(0);
    });
  }
});

test("a case video is the browser's player, and it plays", async ({ page }) => {
  await page.goto(`${paths.cases}/jeugdzorg-vr`);
  const main = page.getByRole("main");
  // The site's pause and play button needs script: it is not there to press.
  await expect(main.getByRole("button", { name: /video/i })).toHaveCount(0);
  const video = main.locator("video");
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute("controls", "");
  await expect(video).toHaveAttribute("preload", "none");
  await expect(video.locator("source")).toHaveCount(2);
  // The banner shows through the player as its poster, not a dark box: the top half
  // (above the controls) is a picture, not one flat colour. A loaded image may be
  // painted a frame or two later, so this looks until it is there.
  const box = await video.boundingBox();
  if (!box) throw new Error("the video has no box");
  const topHalfContrast = async () => {
    const top = await page.screenshot({ clip: { ...box, height: box.height / 2 } });
    const { channels } = await sharp(top).stats();
    return Math.max(...channels.slice(0, 3).map((channel) => channel.stdev));
  };
  // A dark box measures about 6, the banner about 26.
  await expect
    .poll(topHalfContrast, { message: "the top half of the player's standard deviation" })
    .toBeGreaterThan(15);
  await video.focus();
  await page.keyboard.press("Space");
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
    .toBe(false);
});

test.describe("nothing moves without a pause control", () => {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1440, height: 900 },
  ]) {
    test(`the logo strip stands still, all six logos in full view (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(paths.home);
      const clients = page.getByRole("region", {
        name: "Vertrouwd door toonaangevende organisaties",
      });
      await clients.scrollIntoViewIfNeeded();
      await expect(clients.locator(".animate-marquee")).toHaveCSS("animation-name", "none");
      await expect(clients.getByRole("img")).toHaveCount(6);
      for (const logo of await clients.getByRole("img").all()) {
        await expect(logo).toBeInViewport({ ratio: 1 });
      }
      await expect(clients.getByRole("button")).toHaveCount(0);
    });
  }

  test.describe("a carousel of several testimonials", () => {
    test.use({ baseURL: carouselSite });

    test("a carousel of several testimonials is a list of all of them, without buttons", async ({
      page,
    }) => {
      await page.goto(paths.home);
      const section = page.getByRole("region", { name: "Wat onze klanten zeggen" });
      await section.scrollIntoViewIfNeeded();
      const quotes = section.getByRole("blockquote");
      await expect(quotes).toHaveCount(carouselItems.length);
      for (const [i, item] of carouselItems.entries()) {
        await expect(quotes.nth(i)).toBeVisible();
        await expect(quotes.nth(i)).toContainText(item.quote);
      }
      // One below the other.
      const tops = await quotes.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().top),
      );
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
      await expect(section.getByRole("button")).toHaveCount(0);
    });
  });
});

test.describe("a jump to the end at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("End reaches the footer's last line: every section is laid out from the start", async ({
    page,
  }) => {
    for (const path of [paths.home, paths.vr]) {
      await page.goto(path);
      await pressEndOnFreshPage(page, path);
      await expect.poll(() => spaceBelowFooter(page), { message: path }).toBeCloseTo(0, 0);
    }
  });
});
