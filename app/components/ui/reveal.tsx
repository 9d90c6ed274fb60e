import { type ComponentProps, useEffect, useRef } from "react";
import { cx } from "~/lib/cx";

/** Seconds of delay per card index (spec: 0.1 s stagger). */
const REVEAL_STAGGER_S = 0.1;

/**
 * Fades and lifts its content in when it scrolls into view, staggered by `index`.
 * Content is visible in the HTML; only elements still below the fold when the
 * script runs are hidden until they appear, and never under reduced motion.
 * Where an element is comes from the observer's first report, so hydrating a
 * page with many cards forces no layout. A card in a section the browser has
 * not rendered yet (content-visibility, app.css) is far off screen: its report
 * has an empty box, so it is hidden too. The stagger delay applies only once a
 * card is shown: see the note on transitions in app.css.
 */
export function Reveal({
  index = 0,
  className,
  style,
  ...props
}: ComponentProps<"div"> & { index?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  // Read by the shown state's `delay-(--reveal-delay)` only.
  const delay: Record<`--${string}`, string> = { "--reveal-delay": `${index * REVEAL_STAGGER_S}s` };

  useEffect(() => {
    const element = ref.current;
    if (!element || !("IntersectionObserver" in window)) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

    let firstReport = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (firstReport) {
          firstReport = false;
          const rendered = element.checkVisibility?.({ contentVisibilityAuto: true }) ?? true;
          // Already on screen (or above it): leave it as it is.
          if (rendered && entry.boundingClientRect.top < window.innerHeight) {
            observer.disconnect();
            return;
          }
          element.dataset.reveal = "hidden";
        }
        if (!entry.isIntersecting) return;
        element.dataset.reveal = "shown";
        observer.disconnect();
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      className={cx(
        "data-[reveal=hidden]:translate-y-5 data-[reveal=hidden]:opacity-0 data-[reveal=shown]:transition-[opacity,translate] data-[reveal=shown]:delay-(--reveal-delay) data-[reveal=shown]:duration-700 data-[reveal=shown]:ease-out",
        className,
      )}
      style={{ ...delay, ...style }}
      {...props}
    />
  );
}
