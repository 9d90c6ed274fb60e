/**
 * Plays a muted video while at least `share` of it is on screen, and pauses
 * it while it is not, so a video scrolled away costs no decoding. Once the
 * visitor pauses it, it stays paused. Returns the clean-up. A refused
 * `play()` is ignored: the video then shows its poster.
 */
export function playWhileOnScreen(element: HTMLVideoElement, share: number): () => void {
  const play = () => element.play().catch(() => undefined);
  if (!("IntersectionObserver" in window)) {
    void play();
    return () => undefined;
  }
  let pausingOffScreen = false;
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (entry?.isIntersecting) void play();
      else if (!element.paused) {
        pausingOffScreen = true;
        element.pause();
      }
    },
    { threshold: share },
  );
  const onPause = () => {
    if (pausingOffScreen) pausingOffScreen = false;
    else observer.disconnect();
  };
  element.addEventListener("pause", onPause);
  observer.observe(element);
  return () => {
    observer.disconnect();
    element.removeEventListener("pause", onPause);
  };
}

/** The site's pause and play button: plays a paused video (a refused `play()` is ignored), pauses a playing one. */
export function togglePlayback(element: HTMLVideoElement | null): void {
  if (!element) return;
  if (element.paused) element.play().catch(() => undefined);
  else element.pause();
}
