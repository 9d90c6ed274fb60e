/** JSON-LD of a video on a page: a `VideoObject` (see `structured-data.ts`). */
import type { VideoObject } from "schema-dts";
import { site } from "../../content";
import { type ImageAsset, imageUrl, type VideoAsset, videoUrl } from "../../content/media";
import { type Node, nodeId, organizationId, ref } from "./structured-data";
import { absoluteUrl, canonicalUrl } from "./url";

export interface VideoInput {
  /** Path of the page that shows the video. */
  path: string;
  /** The fragment of the node's `@id` (`…#demo-360`). */
  fragment: string;
  name: string;
  description: string;
  video: VideoAsset;
  /** The thumbnail search engines show. */
  thumbnail: ImageAsset;
  seconds: number;
  /** ISO 8601 date and time, with its offset. */
  uploadDate: string;
}

/** ISO 8601 duration of a whole number of seconds ("PT1M12S"). */
export function isoDuration(seconds: number): string {
  if (!Number.isInteger(seconds) || seconds <= 0) {
    throw new Error(`isoDuration: expected a positive whole number of seconds, got ${seconds}`);
  }
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `PT${minutes > 0 ? `${minutes}M` : ""}${rest > 0 ? `${rest}S` : ""}`;
}

/** A video the page plays itself (the MP4 is its content URL), published by the organisation. */
export function videoObject({
  path,
  fragment,
  name,
  description,
  video,
  thumbnail,
  seconds,
  uploadDate,
}: VideoInput): Node<VideoObject> {
  if (Number.isNaN(Date.parse(uploadDate)) || !/T.*([+-]\d\d:\d\d|Z)$/.test(uploadDate)) {
    throw new Error(`videoObject(${path}): uploadDate needs a date, a time and an offset`);
  }
  return {
    "@type": "VideoObject",
    "@id": nodeId(path, fragment),
    name,
    description,
    thumbnailUrl: [
      absoluteUrl(imageUrl(thumbnail.name, thumbnail.width, "jpg"), site.url),
      absoluteUrl(imageUrl(video.poster.name, video.poster.width, "jpg"), site.url),
    ],
    duration: isoDuration(seconds),
    uploadDate,
    contentUrl: absoluteUrl(videoUrl(video.name, "mp4"), site.url),
    encodingFormat: "video/mp4",
    width: String(video.width),
    height: String(video.height),
    inLanguage: "nl-NL",
    isFamilyFriendly: true,
    url: canonicalUrl(path, site.url),
    publisher: ref(organizationId(site.url)),
  };
}
