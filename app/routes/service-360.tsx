import { Video360PageSections } from "~/components/pages/video-360-page";
import { pages } from "~/content";
import { paths } from "~/content/paths";
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
  return <Video360PageSections page={videoPage} />;
}
