import ChevronLeft from "~/components/ui/icons/chevron-left";
import ChevronRight from "~/components/ui/icons/chevron-right";
import Pause from "~/components/ui/icons/pause";
import Play from "~/components/ui/icons/play";
import type { InterfaceText, Testimonial } from "~/content/schema";
import {
  CAROUSEL_ATTRIBUTE,
  CAROUSEL_DOT_ATTRIBUTE,
  CAROUSEL_PAUSE_ATTRIBUTE,
  CAROUSEL_STEP_ATTRIBUTE,
} from "./testimonial-carousel.enhancement";
import { fill } from "~/content/template";
import { TestimonialQuote } from "~/components/ui/testimonial-quote";

/**
 * Two or more testimonials (`Testimonials` shows a single one plainly): one
 * slide at a time, with previous, next, dots and a pause button; they rotate
 * every 5000 ms with wraparound. Plain HTML that a few lines of script move
 * (`features/testimonial-carousel/testimonial-carousel.enhancement.ts`): the buttons act from the
 * first byte, the rotation starts once the page has loaded, stops while the
 * pointer or focus is inside, and never runs under reduced motion. Without
 * JavaScript the buttons could do nothing: every testimonial is shown, one
 * below the other, and the buttons are left out. The slides share one grid
 * cell, the hidden ones invisible in it (app.css): turning the carousel moves
 * nothing below it.
 */
export function TestimonialCarousel({
  items,
  labels,
}: {
  items: readonly Testimonial[];
  labels: InterfaceText["carousel"];
}) {
  const count = items.length;
  const marker = { [CAROUSEL_ATTRIBUTE]: "" };
  const pause = { [CAROUSEL_PAUSE_ATTRIBUTE]: "" };
  return (
    <section {...marker} aria-roledescription="carousel" aria-label={labels.label}>
      <div aria-live="polite" className="grid noscript:block noscript:space-y-16">
        {items.map((item, i) => (
          <div
            key={item.id}
            role="group"
            aria-roledescription="slide"
            aria-label={fill(labels.slide, { number: i + 1, count })}
            hidden={i !== 0}
            className="self-center [grid-area:1/1]"
          >
            <TestimonialQuote item={item} />
          </div>
        ))}
      </div>
      <div className="mt-10 flex flex-wrap items-center justify-center gap-1 noscript:hidden">
        <button type="button" {...{ [CAROUSEL_STEP_ATTRIBUTE]: -1 }} className={controlClass}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">{labels.previous}</span>
        </button>
        <div className="flex items-center">
          {items.map((item, i) => (
            <button
              key={item.id}
              type="button"
              {...{ [CAROUSEL_DOT_ATTRIBUTE]: i }}
              aria-current={i === 0 ? "true" : undefined}
              className="group flex size-11 items-center justify-center"
            >
              <span className="block size-2.5 rounded-full bg-line transition-[background-color] group-hover:bg-muted group-aria-[current=true]:w-6 group-aria-[current=true]:bg-accent" />
              <span className="sr-only">{fill(labels.show, { number: i + 1 })}</span>
            </button>
          ))}
        </div>
        <button type="button" {...{ [CAROUSEL_STEP_ATTRIBUTE]: 1 }} className={controlClass}>
          <ChevronRight aria-hidden="true" className="size-5" />
          <span className="sr-only">{labels.next}</span>
        </button>
        <button type="button" {...pause} className={controlClass}>
          <span className="contents">
            <Pause aria-hidden="true" className="size-4" />
            <span className="sr-only">{labels.pause}</span>
          </span>
          <span hidden className="contents">
            <Play aria-hidden="true" className="size-4" />
            <span className="sr-only">{labels.play}</span>
          </span>
        </button>
      </div>
    </section>
  );
}

const controlClass =
  "flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-surface text-ink transition-[border-color] hover:border-primary";
