import { homeAnchorOf, paths } from "../../content/paths";

/**
 * On the home page, a link to one of its anchors (`/#proces`, in the header's
 * dropdown) scrolls there smoothly (not under reduced motion) instead of
 * jumping. Elsewhere, and without script, the plain link loads the home page
 * or jumps to the anchor, and the browser lands on it. Like that jump, the
 * scroll is a step in the history: Back returns to where the visitor was.
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
    const url = `${paths.home}#${anchor}`;
    // A link to the anchor the page is at already adds no step, as a plain jump would not.
    if (window.location.hash === `#${anchor}`)
      window.history.replaceState(window.history.state, "", url);
    else window.history.pushState(null, "", url);
    // Lets app.css render the sections above it, so the scroll lands exactly.
    element.setAttribute("data-anchor-target", "");
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
  });
}
