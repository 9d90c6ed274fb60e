/** Marks an element that fades and lifts in as it scrolls into view (`Reveal`). */
export const REVEAL_ITEM_ATTRIBUTE = "data-reveal-item";

/**
 * Fades and lifts every `Reveal` element in as it scrolls into view. Content
 * is visible in the HTML; only elements still below the fold when this runs
 * are hidden (`data-reveal="hidden"`) until they appear (`"shown"`), and
 * never under reduced motion. Where an element is comes from the observer's
 * first report, so starting on a page with many cards forces no layout. A
 * card in a section the browser has not rendered yet (content-visibility,
 * app.css) is far off screen: its report has an empty box, so it is hidden
 * too.
 */
export function revealCardsOnScroll(): void {
  if (!("IntersectionObserver" in window)) return;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

  const reported = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, boundingClientRect } of entries) {
        if (!(target instanceof HTMLElement)) continue;
        if (!reported.has(target)) {
          reported.add(target);
          const rendered = target.checkVisibility?.({ contentVisibilityAuto: true }) ?? true;
          // Already on screen (or above it): leave it as it is.
          if (rendered && boundingClientRect.top < window.innerHeight) {
            observer.unobserve(target);
            continue;
          }
          target.dataset.reveal = "hidden";
        }
        if (!isIntersecting) continue;
        target.dataset.reveal = "shown";
        observer.unobserve(target);
      }
    },
    { rootMargin: "0px 0px -10% 0px" },
  );
  for (const element of document.querySelectorAll(`[${REVEAL_ITEM_ATTRIBUTE}]`)) {
    observer.observe(element);
  }
}
