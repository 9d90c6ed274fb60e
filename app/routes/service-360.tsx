import { ChecklistSection } from "~/components/sections/checklist-section";
import { FaqSection } from "~/components/sections/faq-section";
import { ServiceBanner } from "~/components/sections/service-banner";
import { TileGridSection } from "~/components/sections/tile-grid-section";
import { Video360Section } from "~/components/sections/video-360-section";
import { faq, pages } from "~/content";
import { paths } from "~/lib/paths";
import { serviceSeo } from "~/lib/seo/service-seo";
import { videoObject } from "~/lib/seo/structured-data-video";

const videoPage = pages.video360;

export const meta = () =>
  serviceSeo({
    path: paths.video360,
    serviceId: "360-video",
    intro: videoPage.intro,
    extra: [
      videoObject({
        path: paths.video360,
        fragment: "demo-360",
        ...videoPage.demo.structuredData,
        video: videoPage.demo.video,
        seconds: videoPage.demo.video.seconds,
        thumbnail: videoPage.demo.still,
      }),
    ],
  });

export default function VideoServicePage() {
  return (
    <>
      <ServiceBanner
        path={paths.video360}
        intro={videoPage.intro}
        banner={videoPage.banner}
        height={420}
      />
      <ChecklistSection
        id="wanneer-360"
        heading={videoPage.whenToChoose.heading}
        points={videoPage.whenToChoose.points}
      />
      <Video360Section id="demo-360" demo={videoPage.demo} />
      <TileGridSection
        id="leveringen"
        heading={videoPage.deliverables.heading}
        lead={videoPage.deliverables.lead}
        tiles={videoPage.deliverables.tiles}
        tone="raised"
      />
      <TileGridSection
        id="aanpak"
        heading={videoPage.approach.heading}
        lead={videoPage.approach.lead}
        tiles={videoPage.approach.steps}
        numbered
      />
      <FaqSection
        heading={videoPage.faqHeading}
        items={faq["360-video"]}
        mode="all"
        sideBox={videoPage.sideBox}
      />
    </>
  );
}
