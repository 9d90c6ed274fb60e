import { ChecklistSection } from "~/components/sections/checklist-section";
import { ClientLogosRow } from "~/components/sections/client-logos-row";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqSection } from "~/components/sections/faq-section";
import { ProjectCardsSection } from "~/components/sections/project-cards-section";
import { ServiceBanner } from "~/components/sections/service-banner";
import { TileGridSection } from "~/components/sections/tile-grid-section";
import { VideoFeatureSection } from "~/components/sections/video-feature-section";
import { clients, faq } from "~/content";
import type { VrPageContent } from "~/content/schema";
import { paths } from "~/content/paths";

/** The virtual reality service's page. */
export function VrPageSections({ page }: { page: VrPageContent }) {
  return (
    <>
      <ServiceBanner path={paths.vr} intro={page.intro} banner={page.banner} height={500} />
      <TileGridSection
        id="waarom-vr"
        heading={page.why.heading}
        lead={page.why.lead}
        tiles={page.why.tiles}
      />
      <VideoFeatureSection
        heading={page.exampleVideo.heading}
        text={page.exampleVideo.text}
        video={page.exampleVideo.video}
      />
      <ProjectCardsSection
        heading={page.projects.heading}
        lead={page.projects.lead}
        cards={page.projects.cards}
      />
      <TileGridSection
        id="wat-is-vr"
        heading={page.whatIs.heading}
        lead={page.whatIs.text}
        tiles={page.whatIs.useCases}
      />
      <ClientLogosRow heading={clients.heading} logos={clients.logos} />
      <CtaBand {...page.ctaBand} />
      <TileGridSection
        id="resultaten"
        heading={page.results.heading}
        lead={page.results.lead}
        tiles={page.results.items}
        tone="raised"
      />
      <ChecklistSection
        id="wat-u-bereikt"
        heading={page.achieve.heading}
        text={page.achieve.text}
        points={page.achieve.points}
      />
      <FaqSection heading={page.faqHeading} items={faq["vr-experiences"]} mode="single" />
      <CtaBand {...page.finalCta} />
    </>
  );
}
