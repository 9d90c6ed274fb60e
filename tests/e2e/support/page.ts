import type { Page } from "@playwright/test";

/**
 * Scrolls to the bottom in steps of most of a screen, so lazy images, videos
 * and card reveals all get their turn, then waits until the network is quiet.
 */
export async function scrollThrough(page: Page): Promise<void> {
  for (let step = 0; step < 40; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy({ top: window.innerHeight * 0.8, behavior: "instant" });
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(50);
    if (atBottom) break;
  }
  await page.waitForLoadState("networkidle");
}

/**
 * Opens a page and waits until React has hydrated it. The pre-rendered HTML
 * shows buttons before their handlers exist; a click in that window is lost.
 * React marks every hydrated element with a `__reactFiber$…` property.
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() =>
    Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")),
  );
}
