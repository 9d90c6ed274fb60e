/**
 * prefers-reduced-motion: reduce: nothing moves on its own, nothing scrolls
 * smoothly, the skip link does not slide in, and reveal cards are simply
 * there. Without JavaScript no content is hidden either.
 */
import { expect, test, type Page } from "@playwright/test";
import { paths } from "../../app/content/paths";
import { waitForHydration } from "./support/a11y";
import { afterFrames } from "./support/page";
import { viewports } from "./support/routes";

test.use({ viewport: viewports.desktop });

/** Every reveal wrapper and its card must be fully opaque and in place. */
async function expectRevealCardsVisible(page: Page) {
  const hidden = await page.evaluate(() =>
    [...document.querySelectorAll("main li > div")]
      .filter((element) => {
        const style = getComputedStyle(element);
        return style.opacity !== "1" || (style.translate !== "none" && style.translate !== "0px");
      })
      .map((element) => element.textContent?.slice(0, 40)),
  );
  expect(hidden).toEqual([]);
}

test.describe("reduced motion", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  test("home: no video plays, the logo strip stands still, no smooth scrolling", async ({
    page,
  }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    // Without reduced motion the hero video is attached after load and plays
    // once its observer sees it, in the frames after that.
    await page.waitForLoadState("load");
    await afterFrames(page);

    const playing = await page.evaluate(
      () => [...document.querySelectorAll("video")].filter((video) => !video.paused).length,
    );
    expect(playing).toBe(0);
    await expect(page.getByRole("button", { name: /achtergrondvideo/ })).toHaveCount(0);

    const track = page.locator(".animate-marquee");
    await expect(track).toHaveCSS("animation-name", "none");
    // The duplicate set (only there for the loop) is gone; the six logos stand in a row.
    const clients = page.getByRole("region", {
      name: "Vertrouwd door toonaangevende organisaties",
    });
    await expect(clients.getByRole("img")).toHaveCount(6);
    await expect(page.getByRole("button", { name: /Logo's/ })).toBeHidden();

    await expect(page.locator("html")).toHaveCSS("scroll-behavior", "auto");
  });

  test("home at 375 px: the still logo strip shows all six logos in full", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto(paths.home);
    await waitForHydration(page);
    const clients = page.getByRole("region", {
      name: "Vertrouwd door toonaangevende organisaties",
    });
    await clients.scrollIntoViewIfNeeded();
    await expect(clients.getByRole("img")).toHaveCount(6);
    for (const logo of await clients.getByRole("img").all()) {
      await expect(logo).toBeInViewport({ ratio: 1 });
    }
  });

  test("home: reveal cards are visible at once, also far below the fold", async ({ page }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
    await expectRevealCardsVisible(page);
    // Jumping straight to the bottom shows the process cards without any fade.
    await page.keyboard.press("End");
    await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
    await expectRevealCardsVisible(page);
  });

  test("a case video does not start by itself", async ({ page }) => {
    await page.goto(`${paths.cases}/jeugdzorg-vr`);
    await waitForHydration(page);
    // Without reduced motion it would play once its observer sees it, in the frames after hydration.
    await page.waitForLoadState("load");
    await afterFrames(page);
    const videos = page.locator("main video");
    await expect(videos).toHaveCount(1);
    expect(await videos.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  });

  test("the skip link is in place at once when it takes focus", async ({ page }) => {
    await page.goto(paths.home);
    // Notes how many animations run on the link just after it takes focus.
    await page.evaluate(() =>
      document.addEventListener(
        "focusin",
        (event) => {
          const animations = (event.target as Element).getAnimations().length;
          document.documentElement.dataset.focusAnimations = String(animations);
        },
        { once: true },
      ),
    );
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Naar de inhoud" })).toBeFocused();
    await expect(page.locator("html")).toHaveAttribute("data-focus-animations", "0");
  });

  test("an anchor link jumps instead of scrolling smoothly", async ({ page }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Wat we doen" }).click();
    await page.getByRole("link", { name: "Ons Proces" }).click();
    // No smooth scroll: the heading is in place on the next frame.
    const top = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            resolve(document.getElementById("proces")?.getBoundingClientRect().top ?? -1),
          ),
        ),
    );
    expect(top).toBeGreaterThanOrEqual(80 - 1);
    expect(top).toBeLessThan(120);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of [paths.home, paths.vr, paths.cases]) {
    test(`${path}: every card is visible`, async ({ page }) => {
      await page.goto(path);
      await page.keyboard.press("End");
      await expectRevealCardsVisible(page);
    });
  }
});
