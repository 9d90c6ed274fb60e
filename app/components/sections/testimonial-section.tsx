import { SectionHeading } from "~/components/ui/section-heading";
import { Testimonials } from "~/features/testimonial-carousel/testimonials";
import type { Testimonial } from "~/content/schema";
import { homeAnchors } from "~/content/paths";
import { Section } from "./section";

export function TestimonialSection({
  heading,
  items,
}: {
  heading: string;
  items: readonly Testimonial[];
}) {
  return (
    <Section id={homeAnchors.testimonials} aria-labelledby="testimonials-titel">
      <SectionHeading id="testimonials-titel" title={heading} align="center" />
      <div className="glow-card mt-12 rounded-3xl border border-line bg-surface/60 px-6 py-12 sm:px-12">
        <Testimonials items={items} />
      </div>
    </Section>
  );
}
