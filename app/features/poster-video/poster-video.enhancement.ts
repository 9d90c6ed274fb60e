/**
 * The intro and example videos (`features/poster-video/poster-video.tsx`): a press on
 * the play button over the poster shows the browser's player in its place,
 * with its controls, gives it the focus the button had, and plays it (a
 * refused play is ignored). The page bootstrap installs this
 * (`entry.bootstrap.ts`), so the press never waits for a script file.
 */

/** Marks a poster video's box; set to "started" once its button was pressed. */
export const POSTER_VIDEO_ATTRIBUTE = "data-poster-video";

/** Makes every poster video's button start it (one listener for the whole document); returns what removes it. */
export function startPosterVideosOnPress(): () => void {
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    const box = button?.closest(`[${POSTER_VIDEO_ATTRIBUTE}]`);
    const video = box?.querySelector("video");
    if (!box || !video || box.getAttribute(POSTER_VIDEO_ATTRIBUTE) === "started") return;
    box.setAttribute(POSTER_VIDEO_ATTRIBUTE, "started");
    video.focus();
    video.play().catch(() => undefined);
  };
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}
