import { SectionHeading } from "~/components/ui/section-heading";
import {
  type Video360Labels,
  type Video360Messages,
  Video360Island,
} from "~/components/ui/video-360.island";
import { imageUrl, videoUrl } from "~/content/media";
import type { ImageAsset, VideoAsset } from "~/content/types";
import { Section } from "./section";

interface Props {
  id: string;
  heading: string;
  lead: string;
  instructions: string;
  video: VideoAsset;
  still: ImageAsset;
  labels: Video360Labels;
  messages: Video360Messages;
  /** Under the native video that plays without JavaScript. */
  noScript: string;
}

/**
 * The 360° demo: a still with a start button that loads the player
 * (`video-360.island.tsx`). Without JavaScript the same video plays flat,
 * with native controls, and loads nothing before the visitor presses play.
 */
export function Video360Section({
  id,
  heading,
  lead,
  instructions,
  video,
  still,
  labels,
  messages,
  noScript,
}: Props) {
  const headingId = `${id}-titel`;
  return (
    <Section id={id} aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={heading} lead={lead} />
      <div className="mt-10 noscript:hidden">
        <Video360Island
          video={video}
          still={still}
          sizes="(min-width: 1200px) 1136px, (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)"
          instructions={instructions}
          instructionsId={`${id}-uitleg`}
          labels={labels}
          messages={messages}
        />
      </div>
      <noscript>
        <div className="mt-10 flex flex-col gap-4">
          <video
            className="aspect-[2/1] w-full rounded-2xl border border-line bg-surface"
            width={video.width}
            height={video.height}
            poster={imageUrl(video.poster.name, 1280, "jpg")}
            controls
            preload="none"
            muted
            loop
            playsInline
            aria-label={video.poster.alt}
          >
            <source src={videoUrl(video.name, "webm")} type="video/webm" />
            <source src={videoUrl(video.name, "mp4")} type="video/mp4" />
          </video>
          <p className="text-muted">{noScript}</p>
        </div>
      </noscript>
    </Section>
  );
}
