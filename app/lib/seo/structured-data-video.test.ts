import { describe, expect, it } from "vitest";
import { video360Demo } from "../../content/xr-demos";
import { isoDuration, videoObject } from "./structured-data-video";
import { siteOrigin } from "./url";

const input = {
  path: "/diensten/360-video-laten-maken",
  fragment: "demo-360",
  name: video360Demo.videoName,
  description: video360Demo.videoDescription,
  video: video360Demo.video,
  thumbnail: video360Demo.still,
  seconds: video360Demo.seconds,
  uploadDate: video360Demo.uploadDate,
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
    const origin = siteOrigin();
    expect(videoObject(input)).toMatchObject({
      "@type": "VideoObject",
      "@id": `${origin}/diensten/360-video-laten-maken#demo-360`,
      name: "360°-demo van Immersa XR",
      duration: "PT12S",
      uploadDate: video360Demo.uploadDate,
      contentUrl: `${origin}/media/video/demo-360.mp4`,
      thumbnailUrl: [
        `${origin}/media/img/demo-360-still-1600.jpg`,
        `${origin}/media/img/demo-360-poster-2048.jpg`,
      ],
      publisher: { "@id": `${origin}/#organization` },
    });
  });

  it("refuses an upload date without a time and an offset", () => {
    expect(() => videoObject({ ...input, uploadDate: "2026-11-24" })).toThrow(/uploadDate/);
  });
});
