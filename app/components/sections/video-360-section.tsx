import { SectionHeading } from "~/components/ui/section-heading";
import { Video360Island } from "~/features/xr-viewers/video-360.island";
import { LoopVideo } from "~/components/ui/loop-video";
import { imageUrl } from "~/content/media";
import type { Video360Demo } from "~/content/schema";
import { Section } from "./section";

interface Props {
  id: string;
  demo: Video360Demo;
}

/**
 * The 360° demo: a still with a start button that loads the player
 * (`video-360.island.tsx`). Without JavaScript the same video plays flat,
 * with native controls, and loads nothing before the visitor presses play.
 */
export function Video360Section({ id, demo }: Props) {
  const headingId = `${id}-titel`;
  const { video } = demo;
  return (
    <Section id={id} aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={demo.heading} lead={demo.lead} />
      <div className="mt-10 noscript:hidden">
        <Video360Island
          video={video}
          still={demo.still}
          sizes="(min-width: 1200px) 1136px, (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)"
          instructions={demo.instructions}
          instructionsId={`${id}-uitleg`}
          labels={demo.labels}
          messages={demo.messages}
        />
      </div>
      <noscript>
        <div className="mt-10 flex flex-col gap-4">
          <LoopVideo
            video={video}
            className="aspect-[2/1] w-full rounded-2xl border border-line bg-surface"
            poster={imageUrl(video.poster.name, 1280, "jpg")}
            controls
            preload="none"
            aria-label={video.poster.alt}
          />
          <p className="text-muted">{demo.noScript}</p>
        </div>
      </noscript>
    </Section>
  );
}
