import { useEffect, useRef } from "react";
import type { ImageAsset, VideoAsset } from "~/content/media";
import { imageUrl, videoUrl } from "~/content/media";
import { island } from "~/lib/islands/island";

/** Share of the video that must be on screen for it to play by itself. */
const VISIBLE_SHARE = 0.25;

/**
 * The poster stands in until the video plays. The case banner's own 960 px
 * AVIF is sharp enough, and a phone has already fetched it for the banner.
 */
const POSTER_WIDTH = 960;

/**
 * A muted, looping video with native controls that plays by itself while it
 * is on screen, except when the visitor prefers reduced motion. Nothing of
 * the video downloads before it scrolls into view; once the visitor pauses
 * it, it stays paused.
 */
export default function AutoplayVideo({
  video,
  poster,
  label,
}: {
  video: VideoAsset;
  poster: ImageAsset;
  label: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (!("IntersectionObserver" in window)) return;

    let pausingOffScreen = false;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          element.play().catch(() => undefined);
        } else if (!element.paused) {
          pausingOffScreen = true;
          element.pause();
        }
      },
      { threshold: VISIBLE_SHARE },
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
  }, []);

  return (
    <video
      ref={ref}
      className="aspect-video w-full focus-ring-inset object-cover"
      width={video.width}
      height={video.height}
      poster={imageUrl(poster.name, Math.min(poster.width, POSTER_WIDTH), "avif")}
      loop
      muted
      playsInline
      controls
      preload="none"
      aria-label={label}
    >
      <source src={videoUrl(video.name, "webm")} type="video/webm" />
      <source src={videoUrl(video.name, "mp4")} type="video/mp4" />
    </video>
  );
}

export const AutoplayVideoIsland = island("autoplay-video", AutoplayVideo);
