import { describe, expect, it } from "vitest";
import { imageUrl, logoUrl, videoUrl } from "~/content/media";
import { standInName, standInSource } from "./upload-stand-ins";

/** A `srcset` as the site's images write it for `name`. */
const srcset = (name: string) =>
  [640, 960, 1600].map((width) => `${imageUrl(name, width, "avif")} ${width}w`).join(", ");

describe("upload stand-ins", () => {
  it.each([
    "images/upload0.jpg",
    "images/cases/banner.jpg",
    "images/cases/banner-2025.jpg",
    "images/cases/DSC-0042.JPG",
    "images/cases/IMG-20240512-WA0001.jpeg",
    "images/cases/foto van het project (1).png",
  ])("%s: found again in the file URLs made from its name", (src) => {
    const name = standInName(src);
    expect(standInSource(srcset(name))).toBe(src);
    expect(standInSource(imageUrl(name, 1600, "jpg"))).toBe(src);
  });

  it.each(["logos/upload0.svg", "logos/kempenstaal-2026.svg"])(
    "%s: found again in the logo's URL made from its name",
    (src) => {
      expect(standInSource(logoUrl(standInName(src)))).toBe(src);
    },
  );

  it.each(["videos/upload0.mp4", "videos/img-0423.mp4"])(
    "%s: found again in the URLs of each format and the phone crop made from its name",
    (src) => {
      const name = standInName(src);
      for (const format of ["mp4", "webm"] as const) {
        expect(standInSource(videoUrl(name, format))).toBe(src);
        expect(standInSource(videoUrl(name, format, "phone"))).toBe(src);
      }
    },
  );

  it("a derived file is no stand-in", () => {
    expect(standInSource(srcset("museum-ar-banner-b43db5f3"))).toBeUndefined();
  });
});
