import { ISLAND_ATTRIBUTE, ISLAND_DONE_EVENT, ISLAND_STATE_ATTRIBUTE } from "./markers";

/**
 * The buttons whose presses are kept: an island's own buttons, not a submit
 * or popover button, whose browser behaviour already did what the visitor
 * meant.
 */
const KEPT_BUTTONS = "button[type=button]:not([popovertarget],[commandfor])";

/**
 * Keeps every click on an island's own button made before the island's
 * loader reached it, marks the button busy, calls `start` (the page's
 * scripts are wanted now: `start` does its work after the press's paint),
 * and replays each click exactly once when the
 * loader says the island has hydrated (`hydrate-islands.tsx`), each in a task
 * of its own, as the visitor made them: each sees what the one before did.
 * An island that React has started on sees its clicks itself.
 */
export function keepIslandPresses(start: () => void): void {
  const kept = new Map<EventTarget, HTMLButtonElement[]>();
  addEventListener(
    "click",
    (event) => {
      const button =
        event.target instanceof Element
          ? event.target.closest<HTMLButtonElement>(KEPT_BUTTONS)
          : null;
      const island = button?.closest(`[${ISLAND_ATTRIBUTE}]`);
      if (!button || !island || island.hasAttribute(ISLAND_STATE_ATTRIBUTE)) return;
      kept.set(island, [...(kept.get(island) ?? []), button]);
      button.setAttribute("aria-busy", "true");
      start();
    },
    true,
  );
  addEventListener(
    ISLAND_DONE_EVENT,
    (event) => {
      if (!(event instanceof CustomEvent) || !event.target) return;
      const buttons = kept.get(event.target) ?? [];
      kept.delete(event.target);
      const hydrated = event.detail === true;
      let replay = Promise.resolve();
      for (const button of buttons) {
        button.removeAttribute("aria-busy");
        if (!hydrated) continue;
        replay = replay.then(
          () =>
            new Promise((resolve) =>
              setTimeout(() => {
                if (button.isConnected) button.click();
                resolve();
              }),
            ),
        );
      }
    },
    true,
  );
}
