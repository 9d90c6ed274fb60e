/**
 * Page behaviour: FAQ accordions, the testimonial carousel
 * with its single item, the play buttons of the intro and example videos, and
 * the card reveal (visible without JavaScript and under reduced motion).
 * The carousel's rotation rules are unit-tested with three items in
 * app/features/testimonial-carousel/testimonial-carousel.test.tsx.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { afterFrames, openHydrated, waitForHydration } from "./support/page";
import { paths } from "./support/spec-pages";

/** The FAQ items of a page: native <details> (role group) with the question as heading. */
function faqItems(page: Page): Locator {
  return page
    .getByRole("region", { name: /^Veelgestelde vragen/ })
    .getByRole("group")
    .filter({ has: page.getByRole("heading", { level: 3 }) });
}

const openStates = (items: Locator) =>
  items.evaluateAll((elements) => elements.map((element) => (element as HTMLDetailsElement).open));

/** Opacity of an element times that of all its ancestors: what the visitor actually sees. */
const effectiveOpacity = (locator: Locator) =>
  locator.evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
  });

test.describe("FAQ accordions", () => {
  for (const path of [paths.vr, paths.ar]) {
    test(`${path}: none open, one at a time, clicking the open one closes it`, async ({ page }) => {
      await openHydrated(page, path);
      const items = faqItems(page);
      const count = await items.count();
      expect(count).toBeGreaterThanOrEqual(3);
      await expect.poll(() => openStates(items)).toEqual(Array(count).fill(false));

      // Answers are in the HTML while closed (for search engines and find-in-page).
      for (let i = 0; i < count; i += 1) {
        await expect(items.nth(i).locator("p")).toHaveText(/.{20,}/);
        await expect(items.nth(i).locator("p")).toBeHidden();
      }

      const question = (i: number) => items.nth(i).getByRole("heading", { level: 3 });
      await question(0).click();
      await expect.poll(() => openStates(items)).toEqual([true, ...Array(count - 1).fill(false)]);
      await expect(items.nth(0).locator("p")).toBeVisible();

      await question(1).click();
      await expect
        .poll(() => openStates(items))
        .toEqual([false, true, ...Array(count - 2).fill(false)]);
      await expect(items.nth(0).locator("p")).toBeHidden();
      await expect(items.nth(1).locator("p")).toBeVisible();

      await question(1).click();
      await expect.poll(() => openStates(items)).toEqual(Array(count).fill(false));

      // By keyboard too: the summary is focusable and toggles with Enter.
      await items.nth(2).locator("summary").focus();
      await page.keyboard.press("Enter");
      await expect
        .poll(() => openStates(items))
        .toEqual([false, false, true, ...Array(count - 3).fill(false)]);
    });
  }

  test("360° video page: every answer is open", async ({ page }) => {
    await openHydrated(page, paths.video360);
    const items = faqItems(page);
    const count = await items.count();
    expect(count).toBeGreaterThanOrEqual(3);
    await expect.poll(() => openStates(items)).toEqual(Array(count).fill(true));
    for (let i = 0; i < count; i += 1) await expect(items.nth(i).locator("p")).toBeVisible();
  });
});

test("testimonials: the single testimonial is shown plainly, without carousel controls", async ({
  page,
}) => {
  await openHydrated(page, paths.home);
  const section = page.getByRole("region", { name: "Wat onze klanten zeggen" });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole("figure")).toHaveCount(1);
  await expect(section.getByRole("blockquote")).toBeVisible();
  await expect(section.getByRole("button")).toHaveCount(0);
  await expect(section.locator('[aria-roledescription="carousel"]')).toHaveCount(0);
});

test.describe("video play buttons", () => {
  const players = [
    { path: paths.services, button: "Introductievideo afspelen" },
    { path: paths.vr, button: /^Video afspelen/ },
  ];

  for (const { path, button } of players) {
    test(`${path}: the play button loads the video and shows its controls`, async ({ page }) => {
      const videoRequests: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "media") videoRequests.push(request.url());
      });
      await openHydrated(page, path);
      const main = page.getByRole("main");
      // The player is in the page, hidden under the poster, and has loaded nothing.
      await expect(main.locator("video")).toHaveCount(1);
      await expect(
        main.locator("video"),
        "not displayed: a displayed player's controls, even invisible, are laid out before the first paint",
      ).toHaveCSS("display", "none");
      await expect(main.locator("video")).toHaveAttribute("poster", /^data:image\//);
      expect(videoRequests).toEqual([]);
      const play = main.getByRole("button", { name: button });
      await play.scrollIntoViewIfNeeded();
      await play.click();

      const video = main.locator("video");
      await expect(video).toHaveCount(1);
      await expect(video).toBeVisible();
      await expect(video).toHaveAttribute("controls", "");
      await expect(video, "the controls take the focus the button had").toBeFocused();
      await expect(play).toHaveCount(0);
      // The file exists and decodes: metadata loads without a media error.
      await expect
        .poll(() =>
          video.evaluate((element: HTMLVideoElement) => ({
            error: element.error?.code ?? null,
            ready: element.readyState >= HTMLMediaElement.HAVE_METADATA,
          })),
        )
        .toEqual({ error: null, ready: true });
    });

    test(`${path}: a refused play() is ignored silently`, async ({ page }) => {
      await page.addInitScript(() => {
        HTMLMediaElement.prototype.play = () =>
          Promise.reject(new DOMException("play() refused by the test", "NotAllowedError"));
      });
      await openHydrated(page, path);
      const main = page.getByRole("main");
      const play = main.getByRole("button", { name: button });
      await play.scrollIntoViewIfNeeded();
      await play.click();
      const video = main.locator("video");
      await expect(video).toBeVisible();
      await expect(video).toHaveAttribute("controls", "");
      // The problem guard fails this test on any console error or unhandled rejection.
    });
  }
});

test.describe("card reveal", () => {
  const cardsOf = (page: Page) =>
    page
      .getByRole("region", { name: /^(Onze Diensten|Geselecteerde Cases|Ons Proces)$/ })
      .getByRole("listitem");
  // The process section is not rendered until it nears the viewport (content-visibility),
  // which Playwright counts as hidden: include hidden elements.
  const processSteps = (page: Page) =>
    page.getByRole("region", { name: "Ons Proces" }).getByRole("listitem", { includeHidden: true });

  test("animates cards in with a 0.1 s stagger and ends fully visible", async ({ page }) => {
    await openHydrated(page, paths.home);
    const cards = page.getByRole("region", { name: "Ons Proces" }).getByRole("listitem");
    await expect(cards).toHaveCount(6);
    const delays = () =>
      cards.evaluateAll((items) =>
        items.map((item) => getComputedStyle(item.firstElementChild as Element).transitionDelay),
      );
    // A card waiting to appear has no delay of its own (see reveal.tsx).
    expect(await delays()).toEqual(["0s", "0s", "0s", "0s", "0s", "0s"]);

    // Scroll every card into view; each ends fully opaque.
    const all = cardsOf(page);
    for (let i = 0; i < (await all.count()); i += 1) {
      await all.nth(i).scrollIntoViewIfNeeded();
    }
    expect(await delays()).toEqual(["0s", "0.1s", "0.2s", "0.3s", "0.4s", "0.5s"]);
    for (let i = 0; i < (await all.count()); i += 1) {
      await expect.poll(() => effectiveOpacity(all.nth(i))).toBe(1);
    }
  });

  test("hides only the cards below the fold, and shows them when they scroll in", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openHydrated(page, paths.home);
    const steps = processSteps(page);
    const reveal = steps.first().locator("[data-reveal]");
    await expect(reveal).toHaveAttribute("data-reveal", "hidden");
    await steps.first().scrollIntoViewIfNeeded();
    await expect(reveal).toHaveAttribute("data-reveal", "shown");

    // A page opened further down keeps what is already on screen as it is.
    await page.goto(`${paths.home}#proces`);
    await waitForHydration(page);
    // The reveal's observer reports what is on screen in the frames after hydration.
    await afterFrames(page);
    await expect(steps.first().locator("[data-reveal=hidden]")).toHaveCount(0);
  });

  test("a card that one quick scroll carries past the viewport is shown", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openHydrated(page, paths.home);
    const hidden = page.locator('[data-reveal="hidden"]');
    expect(await hidden.count()).toBeGreaterThan(3);
    // Every step within one frame: the observer never sees a card inside the viewport.
    await page.evaluate(() => {
      const { scrollHeight } = document.documentElement;
      for (let top = 0; top < scrollHeight; top += window.innerHeight / 2) {
        window.scrollTo({ top, behavior: "instant" });
      }
      window.scrollTo({ top: scrollHeight, behavior: "instant" });
    });
    await expect(hidden).toHaveCount(0);
  });

  test("a card that a jump carries past the viewport is shown without fading in", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openHydrated(page, paths.home);
    const step = processSteps(page).last().locator("[data-reveal]");
    await expect(step).toHaveAttribute("data-reveal", "hidden");
    // Just inside the viewport's bottom edge, short of where a card counts as in view. The
    // sections on the way are laid out as they near the viewport (content-visibility) and
    // take their own height then, so the card is first brought to 400 px below the window
    // until the page stops moving...
    await step.evaluate(async (card) => {
      const settle = async (below: number) => {
        for (let tries = 0; tries < 5; tries += 1) {
          const off = card.getBoundingClientRect().top - (innerHeight + below);
          if (Math.abs(off) < 1) return;
          window.scrollBy({ top: off, behavior: "instant" });
          for (let frame = 0; frame < 3; frame += 1) await new Promise(requestAnimationFrame);
        }
      };
      await settle(400);
      await settle(-20);
    });
    await expect(step).toHaveAttribute("data-reveal", "hidden");
    // ...then one jump to just below it and, on the frame it is no longer hidden,
    // whether it fades in.
    const shown = await step.evaluate(async (card) => {
      window.scrollBy({ top: card.getBoundingClientRect().bottom + 100, behavior: "instant" });
      while (card.getAttribute("data-reveal") === "hidden") {
        await new Promise(requestAnimationFrame);
      }
      return { transitions: card.getAnimations().length, opacity: getComputedStyle(card).opacity };
    });
    expect(shown).toEqual({ transitions: 0, opacity: "1" });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("every card is visible", async ({ page }) => {
      for (const path of [paths.home, paths.cases, paths.vr]) {
        await page.goto(path);
        // Service, case and project cards, and the process steps on the home page.
        const cards = page
          .getByRole("main")
          .getByRole("article")
          .or(page.getByRole("region", { name: "Ons Proces" }).getByRole("listitem"));
        expect(await cards.count()).toBeGreaterThanOrEqual(3);
        for (const card of await cards.all()) {
          await expect(card).toBeVisible();
          expect(await effectiveOpacity(card), `${path}: a card is transparent`).toBe(1);
        }
      }
    });
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("cards below the fold are visible without animating", async ({ page }) => {
      await openHydrated(page, paths.home);
      await expect(page.locator("[data-reveal]")).toHaveCount(0);
      const cards = cardsOf(page);
      for (const card of await cards.all()) {
        expect(await effectiveOpacity(card)).toBe(1);
      }
      // And still after scrolling them into view.
      await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
      for (const card of await cards.all()) {
        expect(await effectiveOpacity(card)).toBe(1);
      }
    });
  });
});
