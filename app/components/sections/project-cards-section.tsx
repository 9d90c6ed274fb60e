import { Reveal } from "~/features/reveal/reveal";
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
      <ul className="grid-cards mt-12">
        {cards.map((card, index) => (
          <li key={card.title} className="@container">
            <Reveal index={index} className="h-full">
              <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-canvas/60 @2xl:flex-row">
                <div className="aspect-[4/3] overflow-hidden @2xl:w-1/2 @2xl:shrink-0">
                  <ResponsiveImage
                    image={card.image}
                    sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
                    fill
                  />
                </div>
                <div className="p-6 @2xl:self-center @2xl:p-8">
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
