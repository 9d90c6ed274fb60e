import { describe, expect, it } from "vitest";
import { DEFAULT_OG_IMAGE_PATH, ogImagePath, ogImageSlug } from "./og-image";

describe("ogImagePath()", () => {
  it.each([
    ["/", "/og/home.png"],
    ["/diensten", "/og/diensten.png"],
    ["/diensten/", "/og/diensten.png"],
    ["/diensten/360-video-laten-maken", "/og/diensten-360-video-laten-maken.png"],
    ["/cases/museum-ar", "/og/cases-museum-ar.png"],
    ["/cases/Café_Één", "/og/cases-cafe-een.png"],
  ])("%s -> %s", (path, expected) => {
    expect(ogImagePath(path)).toBe(expected);
  });

  it("never collides with the default image", () => {
    expect(ogImageSlug("/default")).not.toBe("default");
    expect(ogImagePath("/default")).not.toBe(DEFAULT_OG_IMAGE_PATH);
  });
});
