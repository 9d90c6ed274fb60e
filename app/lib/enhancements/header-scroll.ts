/** Scroll offset past which the header turns translucent. */
const HEADER_SCROLL_THRESHOLD = 50;

/**
 * Sets the site header's `data-scrolled` ("true" past 50 px of scroll, else
 * "false") and keeps it up to date; the header's styles follow it. The HTML
 * has none: until the script runs, the backdrop follows the scroll by itself.
 */
export function trackHeaderScroll(): void {
  const header = document.querySelector<HTMLElement>("header");
  if (!header) return;
  const update = () => {
    header.dataset.scrolled = String(window.scrollY > HEADER_SCROLL_THRESHOLD);
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
}
