import { ui } from "~/content";
import type { Testimonial } from "~/content/schema";
import { TestimonialCarouselIsland } from "./testimonial-carousel.island";
import { TestimonialQuote } from "./testimonial-quote";

/**
 * The testimonials: a single one is shown plainly, with no controls, no
 * rotation and no script; two or more become the carousel.
 */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  const [first] = items;
  if (!first) return null;
  if (items.length === 1) return <TestimonialQuote item={first} />;
  return <TestimonialCarouselIsland items={items} labels={ui.carousel} />;
}
