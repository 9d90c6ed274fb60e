import { CasesSection } from "~/components/sections/cases-section";
import { ClientsSection } from "~/components/sections/clients-section";
import { CtaBand } from "~/components/sections/cta-band";
import { HeroSection } from "~/components/sections/hero-section";
import { ProcessSection } from "~/components/sections/process-section";
import { ServicesSection } from "~/components/sections/services-section";
import { TestimonialSection } from "~/components/sections/testimonial-section";
import { cases, clients, pages, processSteps, services, testimonials } from "~/content";
import { featuredCases } from "~/content/queries";
import type { HomePageContent } from "~/content/schema";

/** The home page's sections, from its content file (the route and the editor's preview). */
export function HomePageSections({ home }: { home: HomePageContent }) {
  const { hero } = home;
  return (
    <>
      <HeroSection
        heading={hero.heading}
        subline={hero.subline}
        cta={hero.cta}
        video={hero.video}
        videoLabels={{ pause: hero.pauseLabel, play: hero.playLabel }}
      />
      <ServicesSection
        heading={home.services.heading}
        lead={home.services.lead}
        services={services}
        linkLabel={pages.services.moreLabel}
      />
      <CasesSection
        heading={home.cases.heading}
        lead={home.cases.lead}
        cases={featuredCases(cases, home.cases.count)}
        cardLinkLabel={pages.caseLabels.viewCase}
        allLabel={home.cases.allCases.label}
      />
      <TestimonialSection heading={home.testimonials.heading} items={testimonials} />
      <ProcessSection
        heading={home.process.heading}
        lead={home.process.lead}
        steps={processSteps}
      />
      <ClientsSection heading={clients.heading} logos={clients.logos} />
      <CtaBand {...home.cta} />
    </>
  );
}
