import { videoUrl } from "~/content/media";

/** The formats every video is derived in, in the order a browser should try them. */
export const VIDEO_FORMATS = ["webm", "mp4"] as const;

/**
 * A video's `<source>` elements: VP9 in WebM first, H.264 in MP4 for Safari.
 * With `phoneMedia`, a video that has a phone crop offers it first, where that
 * media query matches.
 */
export function VideoSources({
  video,
  phoneMedia,
}: {
  video: { name: string; phone?: boolean };
  phoneMedia?: string;
}) {
  return (
    <>
      {video.phone &&
        phoneMedia &&
        VIDEO_FORMATS.map((format) => (
          <source
            key={`phone-${format}`}
            src={videoUrl(video.name, format, "phone")}
            type={`video/${format}`}
            media={phoneMedia}
          />
        ))}
      {VIDEO_FORMATS.map((format) => (
        <source key={format} src={videoUrl(video.name, format)} type={`video/${format}`} />
      ))}
    </>
  );
}
