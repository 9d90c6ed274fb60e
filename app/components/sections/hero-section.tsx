import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { HeroVideoIsland } from "~/components/ui/hero-video.island";
import { KeepWords } from "~/components/ui/keep-words";
import type { VideoAsset } from "~/content/media";

interface Props {
  heading: string;
  subline: string;
  cta: { label: string; to: string };
  video: VideoAsset;
  /** The background video's pause button. */
  videoLabels: { pause: string; play: string };
}

/** The hero's height in px: the `h-[600px]` below. */
const HERO_HEIGHT_PX = 600;

/** The home page's 600 px hero over a looping background video. */
export function HeroSection({ heading, subline, cta, video, videoLabels }: Props) {
  return (
    <section className="relative isolate flex h-[600px] items-center overflow-hidden pt-(--header-height) print:h-auto">
      <Container>
        <h1 className="max-w-3xl text-5xl font-semibold sm:text-6xl lg:text-7xl">
          <span className="text-accent-gradient">
            <KeepWords text={heading} />
          </span>
        </h1>
        <p className="mt-6 max-w-xl text-xl text-muted sm:text-2xl">{subline}</p>
        <ButtonLink href={cta.to} className="mt-10 px-8 py-3.5 text-lg">
          {cta.label}
        </ButtonLink>
      </Container>
      {/* After the text in the DOM, so the video's pause button is the hero's last Tab stop. */}
      <HeroVideoIsland video={video} height={HERO_HEIGHT_PX} labels={videoLabels} />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-canvas/80 sm:bg-transparent sm:bg-[linear-gradient(90deg,rgb(7_11_26/0.92)_0%,rgb(7_11_26/0.8)_55%,rgb(7_11_26/0.4)_100%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-40 bg-gradient-to-t from-canvas to-transparent"
      />
    </section>
  );
}
