/** Scroll offset past which the header turns translucent. */
const HEADER_SCROLL_THRESHOLD = 50;

/**
 * Keeps the header's `data-scrolled` ("true" past 50 px of scroll, else
 * "false") up to date; the header's styles follow it.
 */
export function trackHeaderScroll(): void {
  const header = document.querySelector<HTMLElement>("header[data-scrolled]");
  if (!header) return;
  const update = () => {
    header.dataset.scrolled = String(window.scrollY > HEADER_SCROLL_THRESHOLD);
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
}
