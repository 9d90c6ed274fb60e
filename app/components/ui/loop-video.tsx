import type { ComponentProps } from "react";
import { videoUrl } from "~/content/media";

/** The formats every video is derived in, in the order a browser should try them. */
export const VIDEO_FORMATS = ["webm", "mp4"] as const;

type Props = Omit<ComponentProps<"video">, "width" | "height" | "children"> & {
  video: { name: string; width: number; height: number };
  /** The phone crop's files instead of the full frame. */
  rendition?: "phone";
};

/**
 * A muted, looping video that plays inline, at its own aspect ratio, with a
 * `<source>` per format: VP9 in WebM first, H.264 in MP4 for Safari. Every
 * video of the site is one; what differs (controls, poster, preload, its
 * label) comes with the props.
 */
export function LoopVideo({ video, rendition, ...props }: Props) {
  return (
    <video {...props} width={video.width} height={video.height} muted loop playsInline>
      {VIDEO_FORMATS.map((format) => (
        <source
          key={format}
          src={videoUrl(video.name, format, rendition)}
          type={`video/${format}`}
        />
      ))}
    </video>
  );
}
