import { useEffect, useRef } from "react";
import type { ImageAsset, VideoAsset } from "~/content/types";
import { imageUrl, videoUrl } from "~/content/media";

/**
 * A muted, looping video with native controls that starts by itself once the
 * page runs, except when the visitor prefers reduced motion.
 */
export function AutoplayVideo({
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
    element.play().catch(() => undefined);
  }, []);

  return (
    <video
      ref={ref}
      className="aspect-video w-full object-cover"
      width={video.width}
      height={video.height}
      poster={imageUrl(poster.name, Math.min(poster.width, 1280), "jpg")}
      loop
      muted
      playsInline
      controls
      preload="metadata"
      aria-label={label}
    >
      <source src={videoUrl(video.name, "webm")} type="video/webm" />
      <source src={videoUrl(video.name, "mp4")} type="video/mp4" />
    </video>
  );
}
