import { Reveal } from "~/components/ui/reveal";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { SectionHeading } from "~/components/ui/section-heading";
import type { ProjectCard } from "~/content/schema";
import { Section } from "./section";

export function ProjectCardsSection({
  heading,
  lead,
  cards,
}: {
  heading: string;
  lead: string;
  cards: readonly ProjectCard[];
}) {
  return (
    <Section aria-labelledby="projecten-titel" tone="raised">
      <SectionHeading id="projecten-titel" title={heading} lead={lead} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {cards.map((card, index) => (
          <li key={card.title}>
            <Reveal index={index} className="h-full">
              <article className="h-full overflow-hidden rounded-2xl border border-line bg-canvas/60">
                <div className="aspect-[4/3] overflow-hidden">
                  <ResponsiveImage
                    image={card.image}
                    sizes="(min-width: 768px) 380px, 100vw"
                    fill
                  />
                </div>
                <div className="p-6">
                  <h3 className="text-xl font-semibold">{card.title}</h3>
                  <p className="mt-2 text-muted">{card.text}</p>
                </div>
              </article>
            </Reveal>
          </li>
        ))}
      </ul>
    </Section>
  );
}
