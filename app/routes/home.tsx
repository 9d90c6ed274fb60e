import { CasesSection } from "~/components/sections/cases-section";
import { ClientsSection } from "~/components/sections/clients-section";
import { HeroSection } from "~/components/sections/hero-section";
import { ProcessSection } from "~/components/sections/process-section";
import { ServicesSection } from "~/components/sections/services-section";
import { TestimonialSection } from "~/components/sections/testimonial-section";
import { cases } from "~/content/cases";
import { clients } from "~/content/clients";
import { caseLabels } from "~/content/case-page";
import { homePage } from "~/content/home-page";
import { servicesPage } from "~/content/services-page";
import { processSteps } from "~/content/process";
import { services } from "~/content/services";
import { testimonials } from "~/content/testimonials";
import { paths } from "~/lib/paths";
import { casesItemList, servicesItemList } from "~/lib/seo/structured-data";
import { seo } from "~/lib/seo/seo";

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
      />
      <ServicesSection
        heading={homePage.services.heading}
        lead={homePage.services.lead}
        services={services}
        linkLabel={servicesPage.moreLabel}
      />
      <CasesSection
        heading={homePage.cases.heading}
        lead={homePage.cases.lead}
        cases={featuredCases}
        cardLinkLabel={caseLabels.viewCase}
        allLabel={homePage.cases.allCases.label}
      />
      <TestimonialSection heading={homePage.testimonials.heading} items={testimonials} />
      <ProcessSection
        heading={homePage.process.heading}
        lead={homePage.process.lead}
        steps={processSteps}
      />
      <ClientsSection heading={clients.heading} logos={clients.logos} />
    </>
  );
}
