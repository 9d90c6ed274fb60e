import { Play } from "lucide-react";
import { type Ref, useEffect, useRef, useState } from "react";
import type { VideoAsset } from "~/content/media";
import { imageUrl } from "~/content/media";
import { ResponsiveImage } from "./responsive-image";
import { VideoSources } from "./video-sources";
import { island } from "~/lib/islands/island";

interface Props {
  video: VideoAsset;
  /** Accessible name of the play button. */
  playLabel: string;
  sizes: string;
  /** Above the fold: the poster loads eagerly with high priority. */
  priority?: boolean;
}

/** The browser's own player, muted and looping, with the poster and both sources. */
function Player({
  video,
  preload,
  controls = true,
  className,
  ref,
}: {
  video: VideoAsset;
  preload: "auto" | "none";
  controls?: boolean;
  className: string;
  ref?: Ref<HTMLVideoElement>;
}) {
  return (
    <video
      ref={ref}
      className={className}
      width={video.width}
      height={video.height}
      poster={imageUrl(video.poster.name, video.poster.width, "jpg")}
      controls={controls}
      muted
      loop
      playsInline
      preload={preload}
      aria-label={video.poster.alt}
    >
      <VideoSources video={video} />
    </video>
  );
}

/**
 * Shows the poster with a play button; a click loads the video, tries to play
 * it and shows the native controls, which then take the focus. A refused
 * play() is ignored. The controls come a frame after the video: the first
 * time a page shows the browser's controls, styling them takes longer than a
 * frame on a slow phone, and the tap's answer (the video in place of the
 * poster) is painted first.
 * A click made before the island hydrated is replayed when it has
 * (`island-scripts.ts`).
 *
 * Without JavaScript the button could do nothing: the visitor gets the
 * browser's own player instead, with the poster and its controls, and the
 * video loads only when played. It sits in `<noscript>`, so with script the
 * browser neither builds it nor fetches its poster.
 */
export default function PosterVideo({ video, playLabel, sizes, priority = false }: Props) {
  const [started, setStarted] = useState(false);
  const [controls, setControls] = useState(false);
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!started || !element) return;
    element.play().catch(() => undefined);
    let timer: number | undefined;
    // After the next paint: a timeout set in an animation frame runs once that frame is out.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setControls(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [started]);

  useEffect(() => {
    if (controls) ref.current?.focus();
  }, [controls]);

  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl border border-line bg-surface shadow-[0_0_80px_-30px_var(--color-primary)]">
      {started ? (
        <Player
          ref={ref}
          video={video}
          preload="auto"
          controls={controls}
          className="size-full focus-ring-inset object-cover"
        />
      ) : (
        <>
          <ResponsiveImage image={video.poster} sizes={sizes} priority={priority} fill />
          <button
            type="button"
            onClick={() => setStarted(true)}
            className="group absolute inset-0 flex items-center justify-center focus-ring-inset bg-canvas/20 transition-[background-color] hover:bg-canvas/5 noscript:hidden"
          >
            <span className="flex size-20 items-center justify-center rounded-full bg-accent-gradient text-on-primary shadow-[0_0_48px_-4px_var(--color-accent)] transition-transform group-hover:scale-105">
              <Play aria-hidden="true" className="size-8 translate-x-0.5" fill="currentColor" />
            </span>
            <span className="sr-only">{playLabel}</span>
          </button>
          <noscript>
            <Player
              video={video}
              preload="none"
              className="absolute inset-0 size-full focus-ring-inset object-cover"
            />
          </noscript>
        </>
      )}
    </div>
  );
}

export const PosterVideoIsland = island("poster-video", PosterVideo);
