import Quote from "~/components/ui/icons/quote";
import type { Testimonial } from "~/content/schema";
import { ResponsiveImage } from "./responsive-image";

/** One testimonial: the quote, its author and company. */
export function TestimonialQuote({ item }: { item: Testimonial }) {
  return (
    <figure className="mx-auto flex max-w-3xl flex-col items-center text-center">
      <Quote aria-hidden="true" className="size-10 text-primary-strong" />
      <blockquote className="mt-6 font-display text-xl leading-relaxed font-medium text-ink sm:text-2xl">
        <p>“{item.quote}”</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4 text-left">
        <div className="size-14 overflow-hidden rounded-full border border-line">
          <ResponsiveImage image={item.image} sizes="56px" className="size-14" />
        </div>
        <div>
          <div className="font-semibold">{item.author}</div>
          <div className="text-sm text-muted">{item.company}</div>
        </div>
      </figcaption>
    </figure>
  );
}
