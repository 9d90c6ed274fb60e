/**
 * Shared by the route audit and the accessibility specs (a11y-*.spec.ts,
 * keyboard-*.spec.ts): the axe scan, revealing every card, and the keyboard
 * helpers (a Tab walk, what the focus looks like).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { scrollToBottom } from "./page";

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export const HEADER_HEIGHT = 80;

/**
 * Scrolls through the whole page so every reveal card has faded in, then
 * waits until no finite animation or transition is still running (the logo
 * strip's endless loop is ignored).
 */
export async function revealEverything(page: Page) {
  await scrollToBottom(page);
  await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { polling: 100 },
  );
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

/** Runs axe with the WCAG A/AA tags; one readable line per violating element. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${node.target.join(" ")}: ${node.failureSummary ?? ""}`,
    ),
  );
}

/** Fails with every WCAG A/AA violation axe finds on the page as it is now. */
export async function expectNoAxeViolations(page: Page, label: string) {
  expect(await axeViolations(page), `axe violations on ${label}`).toEqual([]);
}

/**
 * Intercepts the contact form's POST / (the page itself is left alone) and
 * answers it with `status` and a JSON `body`.
 */
export async function answerContactPost(page: Page, status: number, body: unknown) {
  const posts: string[] = [];
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      posts.push(route.request().postData() ?? "");
      return route.fulfill({
        status,
        contentType: "application/json",
        body: JSON.stringify(body),
      });
    },
  );
  return posts;
}

export { waitForHydration } from "./page";

/** Presses Tab until `target` has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

export interface FocusStop {
  description: string;
  focusVisible: boolean;
  indicator: string;
  top: number;
  bottom: number;
  inHeader: boolean;
  /** Wholly above or below the window: the browser did not bring it into view. */
  outOfView: boolean;
  /**
   * Its focus outline reaches past the window's bottom edge, though it would
   * fit in the window. Not asked of a text area: for one the browser brings
   * the caret into view, not the whole box.
   */
  cutAtBottom: boolean;
  fixed: boolean;
  /** The ancestor that cuts off part of the focus outline, if any. */
  clippedBy: string;
  /** Focus is on a button of a video's native controls, which the browser draws. */
  inNativeControls: boolean;
}

/**
 * What the focused element looks like: its focus indicator and where it
 * sits, once what its focus set moving (the skip link sliding in) has ended,
 * and after `frames` more frames (in which deferred sections the scroll
 * brought near are laid out).
 */
export function describeFocus(page: Page, frames = 0): Promise<FocusStop | null> {
  return page.evaluate(async (frames) => {
    const element = document.activeElement;
    if (!element || element === document.body || !(element instanceof HTMLElement)) return null;
    const ending = element
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    for (let frame = 0; frame < frames; frame++)
      await new Promise((painted) => requestAnimationFrame(painted));
    const style = getComputedStyle(element);
    const outline =
      style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0
        ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
        : "";
    const shadow = style.boxShadow !== "none" ? `box-shadow ${style.boxShadow}` : "";
    const rect = element.getBoundingClientRect();
    let fixed = false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).position === "fixed" && node.tagName !== "HEADER") fixed = true;
    }
    // The outline's outer edge (a negative offset draws it inside the element)
    // must lie within every ancestor that clips what overflows it.
    const reach = outline ? parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) : 0;
    let clippedBy = "";
    for (
      let node = element.parentElement;
      node && node !== document.body;
      node = node.parentElement
    ) {
      const box = getComputedStyle(node);
      if (box.overflowX === "visible" && box.overflowY === "visible") continue;
      const clip = node.getBoundingClientRect();
      const inside =
        rect.left - reach >= clip.left + parseFloat(box.borderLeftWidth) - 0.5 &&
        rect.right + reach <= clip.right - parseFloat(box.borderRightWidth) + 0.5 &&
        rect.top - reach >= clip.top + parseFloat(box.borderTopWidth) - 0.5 &&
        rect.bottom + reach <= clip.bottom - parseFloat(box.borderBottomWidth) + 0.5;
      if (!inside) {
        clippedBy = `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 3).join(".")}`;
        break;
      }
    }
    const name =
      element.getAttribute("aria-label") ??
      element.textContent?.trim().replace(/\s+/g, " ").slice(0, 50) ??
      "";
    return {
      description: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${name}"`,
      focusVisible: element.matches(":focus-visible"),
      indicator: outline || shadow,
      top: rect.top,
      bottom: rect.bottom,
      inHeader: Boolean(element.closest("header")),
      outOfView: rect.bottom <= 0 || rect.top >= window.innerHeight,
      cutAtBottom:
        !(element instanceof HTMLTextAreaElement) &&
        rect.bottom + reach > window.innerHeight + 0.5 &&
        rect.height + 2 * reach <= window.innerHeight / 2,
      fixed,
      clippedBy,
      inNativeControls:
        element instanceof HTMLMediaElement &&
        element.controls &&
        !element.matches(":focus-visible"),
    };
  }, frames);
}

/** Tabs through the whole page and records every stop, each after `frames` frames. */
export async function walkTabStops(page: Page, frames = 0, max = 150): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  let first: string | undefined;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const stop = await describeFocus(page, frames);
    if (!stop) break; // focus left the document: the end of the page
    const key = `${stop.description}@${stop.top}`;
    if (i > 0 && key === first) break;
    first ??= key;
    stops.push(stop);
  }
  return stops;
}
