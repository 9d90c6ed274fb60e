/**
 * Marks the wrapper of a header menu: a `popovertarget` button and the native
 * popover it opens. The value "hover" also opens it when a mouse rests on it.
 */
export const NAV_POPOVER_ATTRIBUTE = "data-nav-popover";

/** On a browser without the Popover API: marks the open panel (app.css shows it). */
export const FALLBACK_OPEN_ATTRIBUTE = "data-popover-open";

/** Marks a closed panel that is laid out, unseen (app.css), for one frame: see `warmWhenIdle`. */
export const WARM_ATTRIBUTE = "data-popover-warm";

/** Grace period so the pointer can travel from the button to the panel. */
const HOVER_CLOSE_DELAY_MS = 150;

/**
 * The header's dropdown and mobile menu are native popovers: without script
 * they open and close by click, tap, Enter and Space, close on Escape and on
 * a click outside, and a tap made before any script ran has already opened
 * them. This adds what HTML cannot:
 *
 * - `aria-expanded` on the button, in step with the popover (set from the
 *   popover's state, so a menu opened before this ran reads as open);
 * - the dropdown opens while a mouse rests on it and closes shortly after it
 *   leaves; the click that follows the hover keeps it open;
 * - a chosen link closes the menu (a home anchor does not unload the page, and
 *   a page restored from the back-forward cache shows it closed);
 * - focus moving out closes it, so it never covers the focused element;
 * - Escape also returns focus to the button where the browser would not
 *   (Safari does not focus a clicked button);
 * - on a browser without the Popover API, the button toggles the panel;
 * - once the page has loaded and is idle, the closed panels are laid out
 *   unseen for one frame, so that the first open finds their text ready.
 */
export function enhanceNavPopovers(): void {
  const panels: HTMLElement[] = [];
  for (const root of document.querySelectorAll<HTMLElement>(`[${NAV_POPOVER_ATTRIBUTE}]`)) {
    const panel = enhance(root);
    if (panel) panels.push(panel);
  }
  warmWhenIdle(panels);
}

/**
 * The first time a panel is laid out, the browser sets up its text: the
 * fonts at the panel's sizes and weights and the shapes of its words, most
 * of the work of a first open on a slow phone. Laying the closed panels out
 * once, invisible (`WARM_ATTRIBUTE`), while the page is idle after loading
 * does that before the visitor's first tap instead of after it. A panel
 * whose wrapper is not displayed at this width costs nothing.
 */
function warmWhenIdle(panels: readonly HTMLElement[]): void {
  if (panels.length === 0) return;
  const warm = () => {
    for (const panel of panels) panel.setAttribute(WARM_ATTRIBUTE, "");
    // Removed in a task after the next frame, which lays them out.
    requestAnimationFrame(() =>
      setTimeout(() => {
        for (const panel of panels) panel.removeAttribute(WARM_ATTRIBUTE);
      }),
    );
  };
  const whenIdle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(warm);
    else setTimeout(warm);
  };
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}

/** Enhances one menu; its panel, if it has one. */
function enhance(root: HTMLElement): HTMLElement | undefined {
  const button = root.querySelector<HTMLButtonElement>("button[popovertarget]");
  const panel = document.getElementById(button?.getAttribute("popovertarget") ?? "");
  if (!button || !panel) return undefined;
  const native = typeof panel.togglePopover === "function";

  const isOpen = () =>
    native ? panel.matches(":popover-open") : panel.hasAttribute(FALLBACK_OPEN_ATTRIBUTE);
  const reflect = (open: boolean) => button.setAttribute("aria-expanded", String(open));
  // A native popover's `beforetoggle` updates the button; the fallback does so itself.
  const setOpen = (open: boolean) => {
    if (isOpen() === open) return;
    if (native) panel.togglePopover(open);
    else {
      panel.toggleAttribute(FALLBACK_OPEN_ATTRIBUTE, open);
      reflect(open);
    }
  };
  const show = () => setOpen(true);
  const hide = () => setOpen(false);

  // The click that follows a hover must not close what the hover opened.
  let openedByHover = false;
  let closeTimer: number | undefined;

  reflect(isOpen());
  panel.addEventListener("beforetoggle", (event) => {
    const open = event.newState === "open";
    if (!open) openedByHover = false;
    reflect(open);
  });

  button.addEventListener("click", (event) => {
    if (openedByHover && isOpen()) {
      openedByHover = false;
      event.preventDefault();
      return;
    }
    if (native) return;
    event.preventDefault();
    setOpen(!isOpen());
  });

  if (root.getAttribute(NAV_POPOVER_ATTRIBUTE) === "hover") {
    root.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "mouse") return;
      window.clearTimeout(closeTimer);
      if (isOpen()) return;
      show();
      openedByHover = true;
    });
    root.addEventListener("pointerleave", (event) => {
      if (event.pointerType !== "mouse") return;
      window.clearTimeout(closeTimer);
      closeTimer = window.setTimeout(hide, HOVER_CLOSE_DELAY_MS);
    });
  }

  panel.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) hide();
  });

  root.addEventListener("focusout", (event) => {
    // No related target: focus left the window, or a click landed on nothing
    // focusable (a click outside is the popover's own light dismiss).
    const next = event.relatedTarget;
    if (next instanceof Node && !root.contains(next)) hide();
  });

  root.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    event.preventDefault();
    hide();
    button.focus();
  });

  if (!native) {
    document.addEventListener("click", (event) => {
      if (event.target instanceof Node && !root.contains(event.target)) hide();
    });
  }
  return panel;
}
