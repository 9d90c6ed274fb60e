/**
 * A tap, click or key press made before the page's scripts have run does
 * what the visitor meant, exactly once (product decisions, "Interaction"):
 * the scripts are held back until the press is made, as on a slow phone where
 * they are still on their way. Native controls (the header's menus, the FAQ,
 * the form) act at once, and so do the carousel and the videos' play button,
 * which the page bootstrap answers (`app/features/early-presses.ts`);
 * a press on an island's button is kept and replayed once the island has
 * hydrated (`app/lib/islands/keep-presses.ts`). A menu opened before even the
 * bootstrap has run, the end of the HTML still on its way, is taken over open
 * (`app/features/nav-popovers/nav-popovers.enhancement.ts`).
 */
import type { Page } from "@playwright/test";
import { carouselItems, carouselSite } from "./support/carousel";
import { expect, test } from "./support/fixtures";
import { type HeldDocument, holdBootstrap } from "./support/held-document";
import { afterFrames, holdRequests, isHydrated, waitForHydration } from "./support/page";
import { paths } from "./support/spec-pages";

/** Opens `path` with the page's script files held back; returns what lets them through. */
async function openWithoutScripts(page: Page, path: string): Promise<() => void> {
  const release = await holdRequests(page, "**/assets/*.js");
  await page.goto(path);
  return release;
}

/**
 * Lets the scripts through, waits for hydration, and for the frames after it,
 * in which anything the islands' effects started would have happened.
 */
async function hydrate(page: Page, release: () => void): Promise<void> {
  expect(await isHydrated(page), "the press came before the scripts ran").toBe(false);
  release();
  await waitForHydration(page);
  await afterFrames(page);
}

test.describe("the mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("a tap opens it at once, and it is still open after hydration", async ({ page }) => {
    const release = await openWithoutScripts(page, paths.home);
    const toggle = page.getByRole("banner").getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Mobiel menu" });

    await toggle.tap();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText(["Diensten", "Cases", "Contact"]);

    await hydrate(page, release);
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toBeFocused();

    // One more tap closes it: the first one was not counted twice.
    await toggle.tap();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("'Wat we doen' at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  const button = (page: Page) =>
    page.getByRole("banner").getByRole("button", { name: "Wat we doen" });
  const panel = (page: Page) => page.locator("#menu-wat-we-doen");

  test("a click opens it at once, and it is still open after hydration", async ({ page }) => {
    const release = await openWithoutScripts(page, paths.cases);
    await button(page).click();
    await expect(panel(page).getByRole("link", { name: "Virtual Reality" })).toBeVisible();

    await hydrate(page, release);
    await expect(panel(page)).toBeVisible();
    await expect(button(page)).toHaveAttribute("aria-expanded", "true");
    await expect(button(page)).toBeFocused();

    // Escape closes it and leaves focus on the button.
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(button(page)).toHaveAttribute("aria-expanded", "false");
    await expect(button(page)).toBeFocused();
  });

  test("a resting mouse opens it at once, and the button says so", async ({ page }) => {
    const release = await openWithoutScripts(page, paths.cases);
    await button(page).hover();
    await expect(panel(page).getByRole("link", { name: "Virtual Reality" })).toBeVisible();
    await expect(button(page)).toHaveAttribute("aria-expanded", "true");

    // The click that follows the hover keeps it open.
    await button(page).click();
    await expect(panel(page)).toBeVisible();

    await hydrate(page, release);
    await expect(panel(page)).toBeVisible();
  });

  test("Enter opens it at once; after hydration focus moves on into the open panel", async ({
    page,
  }) => {
    const release = await openWithoutScripts(page, paths.cases);
    await button(page).focus();
    await page.keyboard.press("Enter");
    await expect(panel(page)).toBeVisible();

    await hydrate(page, release);
    await expect(button(page)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(panel(page).getByRole("link", { name: "Virtual Reality" })).toBeFocused();
  });
});

test.describe("a menu opened before the page bootstrap ran", () => {
  let held: HeldDocument | undefined;

  /** Opens `path` with the end of its HTML, the bootstrap with it, still on its way. */
  async function openBeforeBootstrap(page: Page, baseURL: string | undefined, path: string) {
    held = await holdBootstrap(baseURL ?? "", path);
    await page.goto(held.url, { waitUntil: "commit" });
    return held;
  }

  test.afterEach(async ({ page }) => {
    // Leave first, so that nothing the page still loads fails as the proxy closes.
    await page.goto("about:blank");
    await held?.close();
    held = undefined;
  });

  test.describe("at 375 px", () => {
    test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

    test("the mobile menu stays open as the bootstrap takes it over, and one tap closes it", async ({
      page,
      baseURL,
    }) => {
      const { release } = await openBeforeBootstrap(page, baseURL, paths.home);
      const toggle = page.getByRole("banner").getByRole("button", { name: "Menu" });
      const menu = page.getByRole("navigation", { name: "Mobiel menu" });

      await toggle.tap();
      await expect(menu).toBeVisible();
      // The native popover opened it: nothing has run yet that would set the attribute.
      await expect(toggle).not.toHaveAttribute("aria-expanded");

      release();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(menu).toBeVisible();
      await expect(toggle).toBeFocused();

      await toggle.tap();
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    });
  });

  test.describe("at 1440 px", () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test("the dropdown stays open with the focus on its link, and Escape still closes it", async ({
      page,
      baseURL,
    }) => {
      const { release } = await openBeforeBootstrap(page, baseURL, paths.cases);
      const button = page.getByRole("banner").getByRole("button", { name: "Wat we doen" });
      const link = page.locator("#menu-wat-we-doen").getByRole("link", { name: "Virtual Reality" });

      await button.focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await expect(link).toBeFocused();
      await expect(button).not.toHaveAttribute("aria-expanded");

      release();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(link).toBeVisible();
      await expect(link).toBeFocused();

      await page.keyboard.press("Escape");
      await expect(link).toBeHidden();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toBeFocused();
    });
  });
});

test("scrolled before the scripts ran, the header's backdrop is there, and stays", async ({
  page,
}) => {
  const release = await openWithoutScripts(page, paths.cases);
  const header = page.getByRole("banner");
  // Where the page is and how the backdrop looks, read together: a failure shows both.
  const state = () =>
    header.evaluate((element) => ({
      scrollY: Math.round(window.scrollY),
      backdrop: getComputedStyle(element, "::before").opacity,
    }));
  await expect.poll(state).toEqual({ scrollY: 0, backdrop: "0" });
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
  // A scroll-driven animation takes the scroll position at a later frame: on a busy machine
  // more than one, so the state is read until it holds (the scripts are still held back).
  await expect.poll(state).toEqual({ scrollY: 600, backdrop: "1" });
  await hydrate(page, release);
  await expect(header).toHaveAttribute("data-scrolled", "true");
  expect(await state()).toEqual({ scrollY: 600, backdrop: "1" });
});

test("an FAQ question opens at once and stays open", async ({ page }) => {
  const release = await openWithoutScripts(page, paths.vr);
  const item = page.locator("details").first();
  await item.locator("summary").click();
  await expect(item).toHaveAttribute("open", "");
  await hydrate(page, release);
  await expect(item).toHaveAttribute("open", "");
  await expect(item.locator("p")).toBeVisible();
});

test("what is typed into the contact form before hydration stays", async ({ page }) => {
  const release = await openWithoutScripts(page, paths.contact);
  const name = page.getByRole("textbox", { name: "Naam" });
  await name.fill("Sanne de Vries");
  await hydrate(page, release);
  await expect(name).toHaveValue("Sanne de Vries");
});

test("the intro video's play button, pressed before the scripts ran, starts the video at once", async ({
  page,
}) => {
  const release = await openWithoutScripts(page, paths.services);
  const main = page.getByRole("main");
  const play = main.getByRole("button", { name: "Introductievideo afspelen" });
  const video = main.locator("video");
  await play.click();
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute("controls", "");
  await expect(video).toBeFocused();
  await expect(play).toHaveCount(0);
  const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
  await expect.poll(paused).toBe(false);

  await hydrate(page, release);
  await expect(video).toBeFocused();
  expect(await paused()).toBe(false);
});

test.describe("a case video", () => {
  /**
   * Opens the case page with its scripts held back, starts the video with its
   * own controls and waits until it has played a moment, as a visitor watches
   * it before pausing.
   */
  async function playNatively(page: Page) {
    const release = await openWithoutScripts(page, `${paths.cases}/jeugdzorg-vr`);
    const video = page.getByRole("main").locator("video");
    await video.scrollIntoViewIfNeeded();
    await expect(video).toHaveAttribute("controls", "");
    await video.focus();
    await page.keyboard.press("Space");
    const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime > 0))
      .toBe(true);
    expect(await paused()).toBe(false);
    return { release, video, paused };
  }

  test("started with the browser's controls, it plays on and the site's button offers pause", async ({
    page,
  }) => {
    const { release, video, paused } = await playNatively(page);
    await hydrate(page, release);
    await expect(video).not.toHaveAttribute("controls");
    await expect(page.getByRole("button", { name: "Pauzeer de video" })).toBeVisible();
    expect(await paused()).toBe(false);
  });

  test("paused with the browser's controls, it stays paused after hydration", async ({ page }) => {
    const { release, video, paused } = await playNatively(page);
    await page.keyboard.press("Space");
    await expect.poll(paused).toBe(true);
    await hydrate(page, release);
    await expect(video).not.toHaveAttribute("controls");
    await expect(page.getByRole("button", { name: "Speel de video af" })).toBeVisible();
    expect(await paused()).toBe(true);
  });
});

test("the logo strip stands still until its pause button works; a press before pauses it once", async ({
  page,
}) => {
  const release = await openWithoutScripts(page, paths.home);
  const clients = page.getByRole("region", { name: "Vertrouwd door toonaangevende organisaties" });
  const track = clients.locator(".animate-marquee");
  const playState = () => track.evaluate((element) => getComputedStyle(element).animationPlayState);
  await clients.scrollIntoViewIfNeeded();
  expect(await playState()).toBe("paused");

  const pause = clients.getByRole("button", { name: "Logo's pauzeren" });
  await pause.click();
  await expect(pause).toHaveAttribute("aria-busy", "true");

  await hydrate(page, release);
  await expect(clients.getByRole("button", { name: "Logo's laten bewegen" })).toBeVisible();
  expect(await playState()).toBe("paused");
  // Moving the pointer away keeps it paused: the button holds it, once.
  await page.mouse.move(5, 5);
  expect(await playState()).toBe("paused");
});

test("the logo strip starts moving once hydrated", async ({ page }) => {
  const release = await openWithoutScripts(page, paths.home);
  const track = page.locator(".animate-marquee");
  expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe(
    "paused",
  );
  await hydrate(page, release);
  await expect
    .poll(() => track.evaluate((element) => getComputedStyle(element).animationPlayState))
    .toBe("running");
});

test.describe("a carousel of three testimonials", () => {
  test.use({ baseURL: carouselSite });

  test("'next' pressed before the scripts ran shows the second testimonial at once, and once", async ({
    page,
  }) => {
    const release = await openWithoutScripts(page, paths.home);
    const carousel = page.getByRole("region", { name: "Ervaringen van klanten" });
    const next = carousel.getByRole("button", { name: "Volgende ervaring" });
    await next.click();
    await expect(carousel.getByRole("group", { name: "2 van 3" })).toBeVisible();
    await expect(carousel.getByRole("group", { name: "2 van 3" })).toContainText(
      carouselItems[1]?.quote ?? "",
    );
    await expect(carousel.getByRole("group")).toHaveCount(1);
    await expect(carousel.getByRole("button", { name: "Toon ervaring 2" })).toHaveAttribute(
      "aria-current",
      "true",
    );

    await hydrate(page, release);
    await expect(carousel.getByRole("group", { name: "2 van 3" })).toBeVisible();
    await expect(carousel.getByRole("group")).toHaveCount(1);
    await expect(next).not.toHaveAttribute("aria-busy");
  });
});
