import Play from "~/components/ui/icons/play";
import type { VideoAsset } from "~/content/media";
import { POSTER_VIDEO_ATTRIBUTE } from "./poster-video.enhancement";
import { LoopVideo } from "~/components/ui/loop-video";
import { ResponsiveImage, TRANSPARENT_PIXEL } from "~/components/ui/responsive-image";

interface Props {
  video: VideoAsset;
  /** Accessible name of the play button. */
  playLabel: string;
  sizes: string;
  /** Above the fold: the poster loads eagerly with high priority. */
  priority?: boolean;
}

/**
 * The poster with a play button. A press plays the video and shows the
 * browser's controls, which take the focus (`features/poster-video/poster-video.enhancement.ts`,
 * which the page bootstrap runs: the press acts from the first byte).
 *
 * The player is in the HTML, over the poster: the browser's own, muted and
 * looping, with its controls, loading nothing until it plays
 * (`preload="none"`). Its poster is a transparent pixel, and the poster image
 * behind it shows through (also under the controls). With script it is not
 * displayed until the press, which only reveals it: the browser lays out a
 * displayed player's controls even when they are invisible, work that would
 * hold back the page's first paint. Without script the button could do
 * nothing, and the visitor gets the player at once.
 */
export function PosterVideo({ video, playLabel, sizes, priority = false }: Props) {
  const marker = { [POSTER_VIDEO_ATTRIBUTE]: "" };
  return (
    <div className="glow-card rounded-2xl [--glow:0_0_80px_-30px_var(--color-primary)]">
      <div
        {...marker}
        className="group/poster relative aspect-video overflow-hidden rounded-2xl border border-line bg-surface"
      >
        <ResponsiveImage image={video.poster} sizes={sizes} priority={priority} fill decorative />
        <LoopVideo
          video={video}
          className="absolute inset-0 hidden size-full focus-ring-inset object-cover group-data-[poster-video=started]/poster:block noscript:block"
          poster={TRANSPARENT_PIXEL}
          controls
          preload="none"
          aria-label={video.poster.alt}
        />
        <button
          type="button"
          className="group absolute inset-0 flex items-center justify-center focus-ring-inset bg-canvas/20 transition-[background-color] group-data-[poster-video=started]/poster:hidden hover:bg-canvas/5 noscript:hidden"
        >
          <span className="flex size-20 items-center justify-center rounded-full bg-accent-gradient text-on-primary shadow-[0_0_48px_-4px_var(--color-accent)] transition-transform group-hover:scale-105">
            <Play aria-hidden="true" className="size-8 translate-x-0.5" fill="currentColor" />
          </span>
          <span className="sr-only">{playLabel}</span>
        </button>
      </div>
    </div>
  );
}
