import { ChecklistSection } from "~/components/sections/checklist-section";
import { FaqSection } from "~/components/sections/faq-section";
import { ServiceBanner } from "~/components/sections/service-banner";
import { TileGridSection } from "~/components/sections/tile-grid-section";
import { Video360Section } from "~/components/sections/video-360-section";
import { faq } from "~/content";
import type { VideoPageContent } from "~/content/schema";
import { paths } from "~/content/paths";

/** The 360° video service's page, with the 360° demo. */
export function Video360PageSections({ page }: { page: VideoPageContent }) {
  return (
    <>
      <ServiceBanner path={paths.video360} intro={page.intro} banner={page.banner} height={420} />
      <ChecklistSection
        id="wanneer-360"
        heading={page.whenToChoose.heading}
        points={page.whenToChoose.points}
      />
      <Video360Section id="demo-360" demo={page.demo} />
      <TileGridSection
        id="leveringen"
        heading={page.deliverables.heading}
        lead={page.deliverables.lead}
        tiles={page.deliverables.tiles}
        tone="raised"
      />
      <TileGridSection
        id="aanpak"
        heading={page.approach.heading}
        lead={page.approach.lead}
        tiles={page.approach.steps}
        numbered
      />
      <FaqSection
        heading={page.faqHeading}
        items={faq["360-video"]}
        mode="all"
        sideBox={page.sideBox}
      />
    </>
  );
}
