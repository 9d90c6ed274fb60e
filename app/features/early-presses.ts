import { enhanceNavPopovers } from "./nav-popovers/nav-popovers.enhancement";
import {
  POSTER_VIDEO_ATTRIBUTE,
  startPosterVideosOnPress,
} from "./poster-video/poster-video.enhancement";
import {
  CAROUSEL_ATTRIBUTE,
  moveCarouselsOnPress,
} from "./testimonial-carousel/testimonial-carousel.enhancement";

/**
 * The controls that plain script must answer from the first byte: the
 * header's menus (the dropdown opens under a resting mouse, `aria-expanded`
 * follows them), the poster videos' play buttons and the carousel's buttons,
 * the last two listened for only on a page that has them (a tap elsewhere
 * runs none of it). The page bootstrap runs this once the document is parsed
 * (`entry.bootstrap.ts`); under `npm run dev`, which has no bootstrap,
 * the client entry does.
 */
export function actOnEarlyPresses(): void {
  enhanceNavPopovers();
  if (document.querySelector(`[${POSTER_VIDEO_ATTRIBUTE}]`)) startPosterVideosOnPress();
  if (document.querySelector(`[${CAROUSEL_ATTRIBUTE}]`)) moveCarouselsOnPress();
}
