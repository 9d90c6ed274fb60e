import { ChecklistSection } from "~/components/sections/checklist-section";
import { ClientLogosRow } from "~/components/sections/client-logos-row";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqSection } from "~/components/sections/faq-section";
import { ProjectCardsSection } from "~/components/sections/project-cards-section";
import { ServiceBanner } from "~/components/sections/service-banner";
import { TileGridSection } from "~/components/sections/tile-grid-section";
import { VideoFeatureSection } from "~/components/sections/video-feature-section";
import { clients, faq, pages } from "~/content";
import { paths } from "~/lib/paths";
import { serviceSeo } from "~/lib/seo/service-seo";

const vrPage = pages.vr;

export const meta = () =>
  serviceSeo({ path: paths.vr, serviceId: "vr-experiences", intro: vrPage.intro });

export default function VrServicePage() {
  return (
    <>
      <ServiceBanner path={paths.vr} intro={vrPage.intro} banner={vrPage.banner} height={500} />
      <TileGridSection
        id="waarom-vr"
        heading={vrPage.why.heading}
        lead={vrPage.why.lead}
        tiles={vrPage.why.tiles}
      />
      <VideoFeatureSection
        heading={vrPage.exampleVideo.heading}
        text={vrPage.exampleVideo.text}
        video={vrPage.exampleVideo.video}
      />
      <ProjectCardsSection
        heading={vrPage.projects.heading}
        lead={vrPage.projects.lead}
        cards={vrPage.projects.cards}
      />
      <TileGridSection
        id="wat-is-vr"
        heading={vrPage.whatIs.heading}
        lead={vrPage.whatIs.text}
        tiles={vrPage.whatIs.useCases}
      />
      <ClientLogosRow heading={clients.heading} logos={clients.logos} />
      <CtaBand {...vrPage.ctaBand} />
      <TileGridSection
        id="resultaten"
        heading={vrPage.results.heading}
        lead={vrPage.results.lead}
        tiles={vrPage.results.items}
        tone="raised"
      />
      <ChecklistSection
        id="wat-u-bereikt"
        heading={vrPage.achieve.heading}
        text={vrPage.achieve.text}
        points={vrPage.achieve.points}
      />
      <FaqSection heading={vrPage.faqHeading} items={faq["vr-experiences"]} mode="single" />
      <CtaBand {...vrPage.finalCta} />
    </>
  );
}
