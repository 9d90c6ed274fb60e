import { useState } from "react";
import type { LogoAsset } from "~/content/media";
import { logoUrl } from "~/content/media";
import { cx } from "~/lib/cx";
import { island } from "~/lib/islands/island";
import { useHydrated } from "~/lib/islands/use-hydrated";
import { PlayPauseLabel } from "./play-pause-label";

/**
 * One set of the logos. Where the strip stands still (`still:`, app.css) the
 * first set is the static grid of the service pages' logo row and the second
 * is left out.
 */
function LogoSet({ logos, hidden }: { logos: readonly LogoAsset[]; hidden?: boolean }) {
  return (
    <ul
      aria-hidden={hidden || undefined}
      className={cx(
        "flex shrink-0 gap-8 pr-8 still:grid still:w-full still:grid-cols-2 still:place-items-center still:pr-0 still:sm:grid-cols-3 still:lg:grid-cols-6",
        hidden && "still:hidden",
      )}
    >
      {logos.map((logo) => (
        <li key={logo.name} className="shrink-0">
          <img
            src={logoUrl(logo.name)}
            alt={hidden ? "" : logo.label}
            width={192}
            height={96}
            loading="lazy"
            decoding="async"
            className="h-24 w-48 client-logo still:h-auto still:w-full still:max-w-48"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The client logos as an endless 20 s strip: the set is duplicated (hidden from
 * assistive technology), pauses on hover, focus or the pause button, and is a
 * static grid under reduced motion. It moves only once its pause button works:
 * without JavaScript it is the static grid, and until the island has hydrated
 * it stands still (a press on the button meanwhile is replayed then).
 */
export default function LogoMarquee({
  logos,
  labels,
}: {
  logos: readonly LogoAsset[];
  labels: { pause: string; play: string };
}) {
  const [paused, setPaused] = useState(false);
  const hydrated = useHydrated();
  return (
    <div className="group/marquee relative">
      <div className="overflow-hidden [mask-image:linear-gradient(90deg,transparent,#000_8%,#000_92%,transparent)] still:[mask-image:none]">
        <div
          className={cx(
            "flex w-max animate-marquee group-focus-within/marquee:[animation-play-state:paused] group-hover/marquee:[animation-play-state:paused] still:w-auto still:animate-none",
            (paused || !hydrated) && "[animation-play-state:paused]",
          )}
        >
          <LogoSet logos={logos} />
          <LogoSet logos={logos} hidden />
        </div>
      </div>
      <div className="mt-4 flex justify-center still:hidden">
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm text-muted hover:text-ink"
        >
          <PlayPauseLabel playing={!paused} labels={labels} />
        </button>
      </div>
    </div>
  );
}

export const LogoMarqueeIsland = island("logo-marquee", LogoMarquee);
