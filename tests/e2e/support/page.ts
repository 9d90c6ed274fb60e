import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Waits until the page has rendered `count` more frames and then run a task:
 * what a scroll, a hydration or a new observer hands to the next frame has
 * happened by then (animation-frame callbacks, IntersectionObserver and
 * ResizeObserver notifications, scroll-driven animations, a task queued from
 * a frame). A check that something does not happen looks after this, not
 * after a chosen time, which a loaded machine may exceed. Needs the page's
 * JavaScript; without it, see `renderedFrame`.
 */
export async function afterFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        let left = frames;
        const next = () => {
          left -= 1;
          if (left > 0) requestAnimationFrame(next);
          else setTimeout(resolve);
        };
        requestAnimationFrame(next);
      }),
    count,
  );
}

/**
 * Waits until the page has rendered a new frame, also in a page without
 * JavaScript (which runs no animation-frame callback, nor any timer, for the
 * test either): a screenshot waits for one. Style, layout and scroll-driven
 * animations are then up to date with what came before the call.
 */
export async function renderedFrame(page: Page): Promise<void> {
  await page.screenshot({ clip: { x: 0, y: 0, width: 1, height: 1 }, caret: "initial" });
}

/**
 * Presses End on a page just loaded, as a visitor does once it shows: on a busy
 * machine "load" can come before the first frame, and Chromium ignores a key
 * pressed before it. Now and then (about once in 40 loads here) it also takes
 * no action on the first End after that frame: the page stays at the top. So
 * End is pressed until the page has moved at all; where it lands is for the
 * caller to check.
 */
export async function pressEndOnFreshPage(page: Page, message: string): Promise<void> {
  await renderedFrame(page);
  await expect
    .poll(
      async () => {
        await page.keyboard.press("End");
        return page.evaluate(() => window.scrollY);
      },
      { message: `${message}: the page scrolls at all on End` },
    )
    .toBeGreaterThan(0);
}

/**
 * Scrolls to the bottom in steps of most of a screen, and after each lets
 * the page render (`afterFrames`), so every observer on the way (lazy media,
 * card reveals, deferred sections) gets its turn.
 */
export async function scrollToBottom(page: Page): Promise<void> {
  for (let step = 0; step < 40; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy({ top: window.innerHeight * 0.8, behavior: "instant" });
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await afterFrames(page);
    if (atBottom) return;
  }
  throw new Error(`${page.url()} did not reach its bottom in 40 screens`);
}

/**
 * In the page: whether every island has hydrated (`app/lib/islands/hydrate-islands.tsx`
 * marks `<html>` once all have, and have run their effects).
 */
const hydrated = () => document.documentElement.hasAttribute("data-hydrated");

/** Whether React has hydrated the page's islands yet. */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(hydrated);
}

/**
 * Waits until React has hydrated the page's islands. The pre-rendered HTML
 * shows buttons before their handlers exist; a click in that window is lost.
 */
export async function waitForHydration(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(hydrated, undefined, { timeout });
}

/** Opens a page and waits until React has hydrated it. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Holds back every request to `url` until the returned function is called,
 * then lets them through: for what a page does while something is still on
 * its way.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * With the mobile menu open and its button focused: Tab walks Diensten, Cases
 * and Contact in order, and Escape closes the menu with focus back on the button.
 */
export async function walkOpenMobileMenu(page: Page, button: Locator, menu: Locator) {
  for (const name of ["Diensten", "Cases", "Contact"]) {
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name })).toBeFocused();
  }
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
}

/**
 * How far the footer's bottom lies below the viewport once the page holds
 * still: 0 when the page is scrolled to its end. The blocks a jump brings near
 * the viewport are laid out in the frames after it, so a figure counts once a
 * rendered frame leaves it as it was (`renderedFrame`, which works without
 * JavaScript too).
 */
export async function spaceBelowFooter(page: Page): Promise<number> {
  const footer = page.getByRole("contentinfo");
  const read = () =>
    footer.evaluate((element) => element.getBoundingClientRect().bottom - window.innerHeight);
  let figure = await read();
  for (let check = 0; check < 8; check++) {
    await renderedFrame(page);
    const next = await read();
    if (Math.abs(next - figure) < 0.5) return next;
    figure = next;
  }
  return figure;
}
