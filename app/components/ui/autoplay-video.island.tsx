import { useEffect, useRef, useState } from "react";
import type { ImageAsset, VideoAsset } from "~/content/media";
import { island } from "~/lib/islands/island";
import { playWhileOnScreen, togglePlayback } from "~/lib/play-while-on-screen";
import { LoopVideo } from "./loop-video";
import { PlayPauseLabel } from "./play-pause-label";
import { ResponsiveImage, TRANSPARENT_PIXEL } from "./responsive-image";

/** Share of the video that must be on screen for it to play by itself. */
const VISIBLE_SHARE = 0.25;

/**
 * The poster is the case banner, offered up to 960 px: sharp enough at the
 * video's width, and then the very file a phone has fetched for the banner.
 */
const POSTER_MAX_WIDTH = 960;

/**
 * A muted, looping video that plays by itself while it is on screen, except
 * when the visitor prefers reduced motion: then it waits for the play button.
 * The site's own pause and play button replaces the browser's controls once
 * the script runs; without script the native controls play it.
 * Nothing of the video downloads before it scrolls into view, and once the
 * visitor pauses it (also with the native controls, before the script ran),
 * it stays paused.
 */
export default function AutoplayVideo({
  video,
  poster,
  sizes,
  label,
  labels,
}: {
  video: VideoAsset;
  poster: ImageAsset;
  /** How wide the video is drawn at each viewport width (the `sizes` attribute). */
  sizes: string;
  /** What the video shows, for screen readers. */
  label: string;
  labels: { pause: string; play: string };
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setEnhanced(true);
    // The native controls may have started it before the script ran.
    setPlaying(!element.paused);
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (!("IntersectionObserver" in window)) return;
    // Paused with the native controls before the script ran: it stays paused.
    if (element.paused && element.played.length > 0) return;
    return playWhileOnScreen(element, VISIBLE_SHARE);
  }, []);

  return (
    <div className="relative">
      {/* The poster, behind the video. Unlike the poster attribute, it loads lazily and
          at the width the page needs; the video draws nothing over it until it plays
          (a transparent poster: without one, the native controls draw a dark box). */}
      <div className="absolute inset-0">
        <ResponsiveImage image={poster} sizes={sizes} maxWidth={POSTER_MAX_WIDTH} decorative fill />
      </div>
      <LoopVideo
        ref={ref}
        video={video}
        className="relative block aspect-video w-full focus-ring-inset object-cover"
        poster={TRANSPARENT_PIXEL}
        controls={!enhanced}
        preload="none"
        aria-label={label}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      />
      {enhanced && (
        <button
          type="button"
          onClick={() => togglePlayback(ref.current)}
          className="absolute right-5 bottom-5 flex size-12 items-center justify-center rounded-full border border-line bg-canvas/75 text-ink backdrop-blur transition-[border-color] hover:border-primary"
        >
          <PlayPauseLabel playing={playing} labels={labels} iconClassName="size-5" textHidden />
        </button>
      )}
    </div>
  );
}

export const AutoplayVideoIsland = island("autoplay-video", AutoplayVideo);
