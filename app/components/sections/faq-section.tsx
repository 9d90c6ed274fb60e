import { ButtonLink } from "~/components/ui/button";
import { FaqAccordion } from "~/components/ui/faq-accordion";
import { SectionHeading } from "~/components/ui/section-heading";
import type { FaqItem } from "~/content/schema";
import { paths } from "~/content/paths";
import { Section } from "./section";

interface Props {
  heading: string;
  items: readonly FaqItem[];
  mode: "single" | "all";
  /** A box beside the questions that leads to the contact page. */
  sideBox?: { heading: string; text: string; label: string };
}

export function FaqSection({ heading, items, mode, sideBox }: Props) {
  return (
    <Section aria-labelledby="faq-titel">
      <div className={sideBox ? "grid gap-10 lg:grid-cols-[2fr_1fr]" : "mx-auto max-w-3xl"}>
        <div>
          <SectionHeading id="faq-titel" title={heading} />
          <div className="mt-10">
            <FaqAccordion items={items} mode={mode} name="faq" />
          </div>
        </div>
        {sideBox && (
          <aside
            aria-labelledby="faq-hulp-titel"
            className="self-start rounded-2xl border border-primary/40 bg-surface p-8 lg:sticky lg:top-28"
          >
            <h2 id="faq-hulp-titel" className="text-2xl font-semibold">
              {sideBox.heading}
            </h2>
            <p className="mt-3 max-w-measure text-muted">{sideBox.text}</p>
            <ButtonLink href={paths.contact} className="mt-6 w-full">
              {sideBox.label}
            </ButtonLink>
          </aside>
        )}
      </div>
    </Section>
  );
}
