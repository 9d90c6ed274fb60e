import { describe, expect, it } from "vitest";
import { pages } from "../../content";
import { imageUrl, videoUrl } from "../../content/media";
import { isoDuration, videoObject } from "./structured-data-video";
import { site } from "../../content";

const { demo } = pages.video360;
const input = {
  path: "/diensten/360-video-laten-maken",
  fragment: "demo-360",
  ...demo.structuredData,
  video: demo.video,
  seconds: demo.video.seconds,
  thumbnail: demo.still,
};

describe("videoObject", () => {
  it("writes ISO 8601 durations", () => {
    expect(isoDuration(12)).toBe("PT12S");
    expect(isoDuration(72)).toBe("PT1M12S");
    expect(isoDuration(120)).toBe("PT2M");
    expect(() => isoDuration(0)).toThrow();
    expect(() => isoDuration(1.5)).toThrow();
  });

  it("has what search engines ask of a video, with absolute URLs of the site's own files", () => {
    const origin = site.url;
    expect(videoObject(input)).toMatchObject({
      "@type": "VideoObject",
      "@id": `${origin}/diensten/360-video-laten-maken#demo-360`,
      name: demo.structuredData.name,
      duration: "PT12S",
      uploadDate: demo.structuredData.uploadDate,
      contentUrl: `${origin}${videoUrl(demo.video.name, "mp4")}`,
      thumbnailUrl: [
        `${origin}${imageUrl(demo.still.name, demo.still.width, "jpg")}`,
        `${origin}${imageUrl(demo.video.poster.name, demo.video.poster.width, "jpg")}`,
      ],
      width: "2048",
      height: "1024",
      publisher: { "@id": `${origin}/#organization` },
    });
  });

  it("refuses an upload date without a time and an offset", () => {
    expect(() => videoObject({ ...input, uploadDate: "2026-11-24" })).toThrow(/uploadDate/);
  });
});
