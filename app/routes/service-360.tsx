import { ChecklistSection } from "~/components/sections/checklist-section";
import { FaqSection } from "~/components/sections/faq-section";
import { PageBanner } from "~/components/sections/page-banner";
import { ButtonLink } from "~/components/ui/button";
import { TileGridSection } from "~/components/sections/tile-grid-section";
import { Video360Section } from "~/components/sections/video-360-section";
import { faq, pages } from "~/content";
import { serviceById } from "~/content/queries";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { paths } from "~/lib/paths";
import { breadcrumbList } from "~/lib/seo/structured-data";
import { faqPage, service } from "~/lib/seo/structured-data-service";
import { videoObject } from "~/lib/seo/structured-data-video";
import { seo } from "~/lib/seo/seo";

const breadcrumb = breadcrumbFor(paths.video360);
const video360 = serviceById("360-video");
const videoPage = pages.video360;

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
        description: video360.fullDescription.join(" "),
        image: video360.image,
        price: video360.price,
      }),
      faqPage(faq["360-video"], paths.video360),
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
  const { intro } = videoPage;
  return (
    <>
      <PageBanner
        heading={intro.heading}
        lead={intro.lead}
        breadcrumb={breadcrumb}
        height={420}
        visual={videoPage.banner.visual}
      >
        <ButtonLink href={videoPage.banner.cta.to}>{videoPage.banner.cta.label}</ButtonLink>
      </PageBanner>
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
