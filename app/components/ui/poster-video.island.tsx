import Play from "~/components/ui/icons/play";
import { type Ref, useEffect, useRef, useState } from "react";
import type { VideoAsset } from "~/content/media";
import { cx } from "~/lib/cx";
import { ResponsiveImage, TRANSPARENT_PIXEL } from "./responsive-image";
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

/** Without `requestIdleCallback`, the player is put in place this long after hydration. */
const IDLE_FALLBACK_MS = 500;

/** The player covers the poster image. */
const PLAYER_CLASS = "absolute inset-0 size-full focus-ring-inset object-cover";

/**
 * The browser's own player, muted and looping, with both sources. It draws
 * nothing until it plays: its poster is a transparent pixel, and the poster
 * image behind it shows through (also under the native controls).
 */
function Player({
  video,
  controls = true,
  className,
  ref,
}: {
  video: VideoAsset;
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
      poster={TRANSPARENT_PIXEL}
      controls={controls}
      muted
      loop
      playsInline
      preload="none"
      aria-label={video.poster.alt}
    >
      <VideoSources video={video} />
    </video>
  );
}

/**
 * Shows the poster with a play button; a click plays the video and shows the
 * native controls, which then take the focus. A refused play() is ignored.
 * Once the island has hydrated and the page is idle, the player is put in
 * place, hidden and loading nothing, so the click only has to reveal it: the
 * first `<video>` a page makes costs a slow phone tens of milliseconds. The
 * tap's answer (the button gone, the player in its place) is painted first;
 * then the video starts and the controls appear. Starting the player's
 * pipeline, and styling the browser's controls the first time a page shows
 * them, each take a slow phone more than a frame.
 * A click made before the island hydrated is replayed when it has
 * (`island-scripts.ts`).
 *
 * Without JavaScript the button could do nothing: the visitor gets the
 * browser's own player instead, over the poster and with its controls, and
 * the video loads only when played. It sits in `<noscript>`, so with script
 * the browser does not build it.
 */
export default function PosterVideo({ video, playLabel, sizes, priority = false }: Props) {
  const [mounted, setMounted] = useState(false);
  const [started, setStarted] = useState(false);
  const [controls, setControls] = useState(false);
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const mount = () => setMounted(true);
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(mount, IDLE_FALLBACK_MS);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(mount);
    return () => window.cancelIdleCallback(handle);
  }, []);

  useEffect(() => {
    if (!started) return;
    let timer: number | undefined;
    // After the tap's paint (a timeout set in an animation frame runs once that frame is
    // out): starting the player and styling its controls are work the answer need not wait for.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        ref.current?.play().catch(() => undefined);
        setControls(true);
      });
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
      <ResponsiveImage image={video.poster} sizes={sizes} priority={priority} fill decorative />
      {(mounted || started) && (
        <Player
          ref={ref}
          video={video}
          controls={controls}
          className={cx(PLAYER_CLASS, !started && "invisible")}
        />
      )}
      {!started && (
        <>
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
            <Player video={video} className={PLAYER_CLASS} />
          </noscript>
        </>
      )}
    </div>
  );
}

export const PosterVideoIsland = island("poster-video", PosterVideo);
