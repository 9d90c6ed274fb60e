import { CasesSection } from "~/components/sections/cases-section";
import { ClientsSection } from "~/components/sections/clients-section";
import { CtaBand } from "~/components/sections/cta-band";
import { HeroSection } from "~/components/sections/hero-section";
import { ProcessSection } from "~/components/sections/process-section";
import { ServicesSection } from "~/components/sections/services-section";
import { TestimonialSection } from "~/components/sections/testimonial-section";
import { cases, clients, pages, processSteps, services, testimonials } from "~/content";
import { paths } from "~/lib/paths";
import { casesItemList, servicesItemList } from "~/lib/seo/structured-data";
import { seo } from "~/lib/seo/seo";

const homePage = pages.home;
const featuredCases = cases.slice(0, homePage.cases.count);

export const meta = () =>
  seo({
    title: homePage.intro.seoTitle,
    description: homePage.intro.seoDescription,
    path: paths.home,
    appendSiteName: false,
    structuredData: [
      servicesItemList(services, paths.home),
      casesItemList(featuredCases, paths.home),
    ],
  });

export default function HomePage() {
  const { hero } = homePage;
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
        heading={homePage.services.heading}
        lead={homePage.services.lead}
        services={services}
        linkLabel={pages.services.moreLabel}
      />
      <CasesSection
        heading={homePage.cases.heading}
        lead={homePage.cases.lead}
        cases={featuredCases}
        cardLinkLabel={pages.caseLabels.viewCase}
        allLabel={homePage.cases.allCases.label}
      />
      <TestimonialSection heading={homePage.testimonials.heading} items={testimonials} />
      <ProcessSection
        heading={homePage.process.heading}
        lead={homePage.process.lead}
        steps={processSteps}
      />
      <ClientsSection heading={clients.heading} logos={clients.logos} />
      <CtaBand {...homePage.cta} />
    </>
  );
}
