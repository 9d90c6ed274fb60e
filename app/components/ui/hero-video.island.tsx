import { useEffect, useRef, useState } from "react";
import type { VideoAsset } from "~/content/media";
import { videoKinds } from "~/content/media-kinds";
import { cx } from "~/lib/cx";
import { ResponsiveImage } from "./responsive-image";
import { island } from "~/lib/islands/island";
import { playWhileOnScreen, togglePlayback } from "~/lib/play-while-on-screen";
import { PlayPauseLabel } from "./play-pause-label";
import { LoopVideo } from "./loop-video";

type Connection = { saveData?: boolean };

const mayAutoplay = () =>
  !window.matchMedia("(prefers-reduced-motion: reduce)").matches &&
  !("connection" in navigator && (navigator.connection as Connection | undefined)?.saveData);

/**
 * Decorative background video. The poster is the page's largest paint and
 * loads first; the video is attached only after the page has loaded, never
 * under reduced motion or Save-Data, plays only while on screen, and can be
 * paused. Where the viewport is narrow enough, it plays the phone crop: chosen
 * with `matchMedia` when the video is attached, since WebKit ignores `media`
 * on a video's `<source>` and would fetch the full frame.
 *
 * The poster covers a box `height` px tall, so it is drawn at least as wide as
 * that height at 16:9; and it is offered at the video's own resolution, never
 * sharper. Drawn alike, the video's first frame is then no larger a paint than
 * the poster and does not replace it as the largest contentful paint.
 */
export default function HeroVideo({
  video,
  height,
  labels,
}: {
  video: VideoAsset;
  height: number;
  labels: { pause: string; play: string };
}) {
  const coverWidth = Math.ceil((height * video.width) / video.height);
  // Up to this width the phone crop covers the banner as sharply as the full frame, for a
  // fraction of the bytes to fetch and of the pixels to decode every frame.
  const [across, down] = videoKinds.hero.phone.aspect;
  const phoneMedia = `(max-width: ${Math.floor((height * across) / down)}px)`;
  const ref = useRef<HTMLVideoElement>(null);
  // Which file plays; undefined until the video is attached.
  const [rendition, setRendition] = useState<"phone" | "full">();
  const enabled = rendition !== undefined;
  const [started, setStarted] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!mayAutoplay()) return;
    const enable = () =>
      setRendition(video.phone && window.matchMedia(phoneMedia).matches ? "phone" : "full");
    if (document.readyState === "complete") {
      const timer = window.setTimeout(enable, 0);
      return () => window.clearTimeout(timer);
    }
    window.addEventListener("load", enable, { once: true });
    return () => window.removeEventListener("load", enable);
  }, [video.phone, phoneMedia]);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    return playWhileOnScreen(element, 0);
  }, [enabled]);

  return (
    <>
      {/* Behind the hero's text: on paper that would print under it. */}
      <div className="absolute inset-0 -z-10 print:hidden">
        <ResponsiveImage
          image={video.poster}
          sizes={`max(100vw, ${coverWidth}px)`}
          maxWidth={video.width}
          priority
          fill
        />
        {enabled && (
          <LoopVideo
            ref={ref}
            video={video}
            rendition={rendition === "phone" ? "phone" : undefined}
            className={cx(
              "absolute inset-0 size-full object-cover transition-opacity duration-700",
              started ? "opacity-100" : "opacity-0",
            )}
            aria-hidden="true"
            onPlaying={() => {
              setStarted(true);
              setPlaying(true);
            }}
            onPause={() => setPlaying(false)}
          />
        )}
      </div>
      {enabled && (
        // Level with the right edge of the page's content, as the header's button above it.
        <button
          type="button"
          onClick={() => togglePlayback(ref.current)}
          className="absolute right-5 bottom-5 z-10 flex size-11 items-center justify-center rounded-full border border-line bg-canvas/70 text-ink backdrop-blur transition hover:border-primary sm:right-[max(2rem,calc((100%-var(--container-page))/2+2rem))]"
        >
          <PlayPauseLabel playing={playing} labels={labels} textHidden />
        </button>
      )}
    </>
  );
}

export const HeroVideoIsland = island("hero-video", HeroVideo);
