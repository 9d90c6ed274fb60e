import ChevronLeft from "~/components/ui/icons/chevron-left";
import ChevronRight from "~/components/ui/icons/chevron-right";
import { useEffect, useState, useSyncExternalStore } from "react";
import type { InterfaceText, Testimonial } from "~/content/schema";
import { cx } from "~/lib/cx";
import { island } from "~/lib/islands/island";
import { fill } from "~/lib/template";
import { TestimonialQuote } from "./testimonial-quote";
import { PlayPauseLabel } from "./play-pause-label";

/** Auto-advance interval of the carousel. */
export const CAROUSEL_INTERVAL_MS = 5000;

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the visitor asked for reduced motion; `true` on the server, so nothing moves before hydration. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  );
}

/**
 * Two or more testimonials (`Testimonials` shows a single one plainly): they
 * rotate every 5000 ms with wraparound, dots, previous/next and a pause
 * button. Rotation stops while the pointer or focus is inside, never runs
 * under reduced motion, and starts only once the island has hydrated (its
 * buttons work then; a press before is replayed). Without JavaScript the
 * buttons could do nothing: every testimonial is shown, one below the other,
 * and the buttons are left out.
 */
export default function TestimonialCarousel({
  items,
  labels,
}: {
  items: readonly Testimonial[];
  labels: InterfaceText["carousel"];
}) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = items.length;
  const rotating = count > 1 && !paused && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  const go = (next: number) => setIndex((next + count) % count);
  // From the latest index, so two presses in one frame make two steps.
  const step = (by: number) => setIndex((current) => (current + by + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div aria-live={rotating ? "off" : "polite"} className="noscript:space-y-16">
        {items.map((item, i) => (
          <div
            key={item.id}
            role="group"
            aria-roledescription="slide"
            aria-label={fill(labels.slide, { number: i + 1, count })}
            hidden={i !== index}
          >
            <TestimonialQuote item={item} />
          </div>
        ))}
      </div>
      <div className="mt-10 flex items-center justify-center gap-3 noscript:hidden">
        <button type="button" onClick={() => step(-1)} className={controlClass}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">{labels.previous}</span>
        </button>
        <div className="flex items-center">
          {items.map((item, i) => (
            <button
              key={item.id}
              type="button"
              onClick={() => go(i)}
              aria-current={i === index ? "true" : undefined}
              className="group flex size-11 items-center justify-center"
            >
              <span
                className={cx(
                  "block size-2.5 rounded-full transition-[background-color]",
                  i === index ? "w-6 bg-accent" : "bg-line group-hover:bg-muted",
                )}
              />
              <span className="sr-only">{fill(labels.show, { number: i + 1 })}</span>
            </button>
          ))}
        </div>
        <button type="button" onClick={() => step(1)} className={controlClass}>
          <ChevronRight aria-hidden="true" className="size-5" />
          <span className="sr-only">{labels.next}</span>
        </button>
        <button type="button" onClick={() => setPaused((p) => !p)} className={controlClass}>
          <PlayPauseLabel playing={!paused} labels={labels} textHidden />
        </button>
      </div>
    </section>
  );
}

const controlClass =
  "flex size-11 items-center justify-center rounded-full border border-line bg-surface text-ink transition-[border-color] hover:border-primary";

export const TestimonialCarouselIsland = island("testimonial-carousel", TestimonialCarousel);
