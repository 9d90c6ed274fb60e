import { homeAnchorOf, paths } from "../paths";

/**
 * On the home page, a link to one of its anchors (`/#proces`, in the header's
 * dropdown) scrolls there smoothly (not under reduced motion) instead of
 * jumping. Elsewhere, and without script, the plain link loads the home page
 * or jumps to the anchor, and the browser lands on it.
 */
export function scrollToHomeAnchors(): void {
  if (window.location.pathname !== paths.home) return;
  document.addEventListener("click", (event) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified) return;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const anchor = homeAnchorOf(link?.getAttribute("href") ?? "");
    const element = anchor === undefined ? null : document.getElementById(anchor);
    if (!element) return;
    event.preventDefault();
    window.history.replaceState(window.history.state, "", `${paths.home}#${anchor}`);
    // Lets app.css render the sections above it, so the scroll lands exactly.
    element.setAttribute("data-anchor-target", "");
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
  });
}
