import { videoUrl } from "~/content/media";

/** The formats every video is derived in, in the order a browser should try them. */
export const VIDEO_FORMATS = ["webm", "mp4"] as const;

/**
 * A video's `<source>` elements: VP9 in WebM first, H.264 in MP4 for Safari;
 * those of its phone crop with `rendition="phone"`.
 */
export function VideoSources({
  video,
  rendition,
}: {
  video: { name: string };
  rendition?: "phone";
}) {
  return (
    <>
      {VIDEO_FORMATS.map((format) => (
        <source
          key={format}
          src={videoUrl(video.name, format, rendition)}
          type={`video/${format}`}
        />
      ))}
    </>
  );
}
