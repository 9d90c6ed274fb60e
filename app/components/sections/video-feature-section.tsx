import { KeepWords } from "~/components/ui/keep-words";
import { PosterVideo } from "~/features/poster-video/poster-video";
import { ui } from "~/content";
import { fill } from "~/content/template";
import type { VideoAsset } from "~/content/media";
import { Section } from "./section";

export function VideoFeatureSection({
  heading,
  text,
  video,
}: {
  heading: string;
  text: string;
  video: VideoAsset;
}) {
  return (
    <Section aria-labelledby="voorbeeld-titel">
      <div className="grid items-center gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div>
          <h2 id="voorbeeld-titel" className="text-3xl font-semibold sm:text-4xl">
            <KeepWords text={heading} fit />
          </h2>
          <p className="mt-4 text-lg text-muted">{text}</p>
        </div>
        <PosterVideo
          video={video}
          playLabel={fill(ui.playVideo, { title: video.poster.alt })}
          sizes="(min-width: 1024px) 680px, 100vw"
        />
      </div>
    </Section>
  );
}
