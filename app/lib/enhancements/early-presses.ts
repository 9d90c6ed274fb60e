import { startPosterVideosOnPress } from "./poster-video";
import { moveCarouselsOnPress } from "./testimonial-carousel";

/**
 * The controls that plain script must answer from the first byte: the poster
 * videos' play buttons and the carousel's buttons. The page bootstrap runs
 * this (`lib/islands/bootstrap.ts`); under `npm run dev`, which has no
 * bootstrap, the client entry does.
 */
export function actOnEarlyPresses(): void {
  startPosterVideosOnPress();
  moveCarouselsOnPress();
}
