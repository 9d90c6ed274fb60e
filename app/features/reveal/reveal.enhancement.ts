/** Marks an element that fades and lifts in as it scrolls into view (`Reveal`). */
export const REVEAL_ITEM_ATTRIBUTE = "data-reveal-item";

/** How far above the viewport the zone where cards show reaches: any page's length. */
const ABOVE_THE_VIEWPORT_PX = 1_000_000;

/**
 * Fades and lifts every `Reveal` element in as it scrolls into view. Content
 * is visible in the HTML; only elements still below the fold when this runs
 * are hidden (`data-reveal="hidden"`) until they appear (`"shown"`), and
 * never under reduced motion. Where an element is comes from the observer's
 * first report, so starting on a page with many cards forces no layout. A
 * card in a section the browser has not rendered yet (content-visibility,
 * app.css) is far off screen: its report has an empty box, so it is hidden
 * too.
 *
 * A card counts as in view from the moment its top passes the lower tenth of
 * the viewport, and stays so however far above the viewport it goes: the
 * observer reports only what it sees at a frame, and a card that a quick
 * scroll carries from below the viewport to above it between two frames must
 * still be shown. Such a card is shown without its transition.
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
        // Carried past the viewport by a jump or a quick scroll: nobody would see it
        // fade in, and its transition would take frames from whatever the visitor
        // does next, so it is simply shown.
        if (boundingClientRect.bottom <= 0) delete target.dataset.reveal;
        else target.dataset.reveal = "shown";
        observer.unobserve(target);
      }
    },
    { rootMargin: `${ABOVE_THE_VIEWPORT_PX}px 0px -10% 0px` },
  );
  for (const element of document.querySelectorAll(`[${REVEAL_ITEM_ATTRIBUTE}]`)) {
    observer.observe(element);
  }
}
