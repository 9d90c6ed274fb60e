/**
 * Marks the wrapper of a header menu: a `popovertarget` button and the native
 * popover it opens. The value "hover" also opens it when a mouse rests on it.
 */
export const NAV_POPOVER_ATTRIBUTE = "data-nav-popover";

/**
 * Set on a panel once script has taken it over, "open" or "closed": a closed
 * one stays laid out, invisible (app.css), and opening it only shows it.
 */
export const NAV_PANEL_ATTRIBUTE = "data-nav-panel";

/** Grace period so the pointer can travel from the button to the panel. */
const HOVER_CLOSE_DELAY_MS = 150;

/**
 * The header's dropdown and mobile menu are native popovers in the HTML:
 * without script they open and close by click, tap, Enter and Space, close on
 * Escape and on a click outside, and a tap made before this ran has already
 * opened them.
 *
 * This takes each over from the browser. A popover is taken out of the page's
 * rendering while closed and enters the top layer as it opens, so every open
 * builds its panel's styles and layout anew: on a slow phone that is most of
 * the time between the press and the open menu. A panel taken over stays
 * laid out, invisible (`NAV_PANEL_ATTRIBUTE`), and opening it changes one
 * inherited property. It then does what the popover did (the button toggles
 * it, Escape and a click outside close it, Escape returns focus to the button
 * when it was inside) and what HTML cannot:
 *
 * - `aria-expanded` on the button, in step with the panel;
 * - the dropdown opens while a mouse rests on it and closes shortly after it
 *   leaves; the click that follows the hover keeps it open;
 * - a chosen link closes the menu (a home anchor does not unload the page, and
 *   a page restored from the back-forward cache shows it closed);
 * - focus moving out closes it, so it never covers the focused element.
 *
 * A menu open when this runs stays open, with the focus where it was.
 */
export function enhanceNavPopovers(): void {
  for (const root of document.querySelectorAll<HTMLElement>(`[${NAV_POPOVER_ATTRIBUTE}]`)) {
    enhance(root);
  }
}

function enhance(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>("button[popovertarget]");
  const panel = document.getElementById(button?.getAttribute("popovertarget") ?? "");
  if (!button || !panel) return;

  const wasOpen = typeof panel.togglePopover === "function" && panel.matches(":popover-open");
  const focused = document.activeElement;
  button.removeAttribute("popovertarget");
  panel.removeAttribute("popover");

  const isOpen = () => panel.getAttribute(NAV_PANEL_ATTRIBUTE) === "open";
  const setOpen = (open: boolean) => {
    panel.setAttribute(NAV_PANEL_ATTRIBUTE, open ? "open" : "closed");
    button.setAttribute("aria-expanded", String(open));
  };
  // Closing an open popover may have moved the focus out of it.
  setOpen(wasOpen);
  if (focused instanceof HTMLElement && focused !== document.activeElement) focused.focus();

  // The click that follows a hover must not close what the hover opened.
  let openedByHover = false;
  let closeTimer: number | undefined;

  const hide = () => {
    openedByHover = false;
    if (isOpen()) setOpen(false);
  };

  button.addEventListener("click", () => {
    if (openedByHover && isOpen()) openedByHover = false;
    else if (isOpen()) hide();
    else setOpen(true);
  });

  if (root.getAttribute(NAV_POPOVER_ATTRIBUTE) === "hover") {
    root.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "mouse") return;
      window.clearTimeout(closeTimer);
      if (isOpen()) return;
      setOpen(true);
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
    // focusable (a click outside closes it below).
    const next = event.relatedTarget;
    if (next instanceof Node && !root.contains(next)) hide();
  });

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    event.preventDefault();
    const focusWasInside = root.contains(document.activeElement);
    hide();
    if (focusWasInside) button.focus();
  });

  document.addEventListener(
    "click",
    (event) => {
      if (isOpen() && event.target instanceof Node && !root.contains(event.target)) hide();
    },
    { capture: true },
  );
}
