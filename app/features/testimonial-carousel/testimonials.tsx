import { ui } from "~/content";
import type { Testimonial } from "~/content/schema";
import { TestimonialCarousel } from "./testimonial-carousel";
import { TestimonialQuote } from "~/components/ui/testimonial-quote";

/**
 * The testimonials: a single one is shown plainly, with no controls and no
 * rotation; two or more become the carousel.
 */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  const [first] = items;
  if (!first) return null;
  if (items.length === 1) return <TestimonialQuote item={first} />;
  return <TestimonialCarousel items={items} labels={ui.carousel} />;
}
