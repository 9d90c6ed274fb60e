import { ChecklistSection } from "~/components/sections/checklist-section";
import { FaqSection } from "~/components/sections/faq-section";
import { PageBanner } from "~/components/sections/page-banner";
import { TileGridSection } from "~/components/sections/tile-grid-section";
import { Video360Section } from "~/components/sections/video-360-section";
import { servicePricing } from "~/content/pricing";
import { serviceById } from "~/content/service-details";
import { videoPage } from "~/content/video-page";
import { video360Demo } from "~/content/xr-demos";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { paths } from "~/lib/paths";
import { breadcrumbList } from "~/lib/seo/structured-data";
import { faqPage, service } from "~/lib/seo/structured-data-service";
import { videoObject } from "~/lib/seo/structured-data-video";
import { seo } from "~/lib/seo/seo";

const breadcrumb = breadcrumbFor(paths.video360);
const video360 = serviceById("360-video");

export const meta = () =>
  seo({
    title: videoPage.intro.seoTitle,
    description: videoPage.intro.seoDescription,
    path: paths.video360,
    structuredData: [
      breadcrumbList(breadcrumb),
      service({
        path: paths.video360,
        name: videoPage.intro.heading,
        serviceType: video360.title,
        description: video360.fullDescription,
        image: video360.image,
        price: servicePricing["360-video"],
      }),
      faqPage(videoPage.faq, paths.video360),
      videoObject({
        path: paths.video360,
        fragment: "demo-360",
        name: video360Demo.videoName,
        description: video360Demo.videoDescription,
        video: video360Demo.video,
        thumbnail: video360Demo.still,
        seconds: video360Demo.seconds,
        uploadDate: video360Demo.uploadDate,
      }),
    ],
  });

export default function VideoServicePage() {
  const { intro } = videoPage;
  return (
    <>
      <PageBanner heading={intro.heading} lead={intro.lead} breadcrumb={breadcrumb} height={420} />
      <ChecklistSection
        id="wanneer-360"
        heading={videoPage.whenToChoose.heading}
        points={videoPage.whenToChoose.points}
      />
      <Video360Section
        id="demo-360"
        heading={video360Demo.heading}
        lead={video360Demo.lead}
        instructions={video360Demo.instructions}
        video={video360Demo.video}
        still={video360Demo.still}
        labels={video360Demo.labels}
        messages={video360Demo.messages}
        noScript={video360Demo.noScript}
      />
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
        items={videoPage.faq}
        mode="all"
        sideBox={videoPage.sideBox}
      />
    </>
  );
}
