// @vitest-environment jsdom
/**
 * The hero video picks its file when it is attached, after the page has
 * loaded: the phone crop where the viewport is narrow enough for it to cover
 * the banner, else the full frame. The choice is made with `matchMedia`, not
 * left to `<source media>`, which WebKit ignores on a video's sources.
 */
import { cleanup, render, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../../../tests/support/match-media";
import type { VideoAsset } from "~/content/media";
import HeroVideo from "./hero-video.island";

const video: VideoAsset = {
  name: "hero",
  width: 1280,
  height: 720,
  poster: { name: "hero-poster", width: 1600, height: 900, alt: "" },
  phone: true,
};

/** The phone crop (3:4) covers a 600 px high banner up to 450 px wide. */
const PHONE_QUERY = "(max-width: 450px)";

async function attachedSources(props: { video: VideoAsset }) {
  const { container } = render(
    <HeroVideo {...props} height={600} labels={{ pause: "Pauzeer", play: "Speel af" }} />,
  );
  await waitFor(() => expect(container.querySelector("video")).not.toBeNull());
  return [...container.querySelectorAll("video source")].map((source) => ({
    src: source.getAttribute("src"),
    media: source.getAttribute("media"),
  }));
}

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("HeroVideo's source", () => {
  it("is the phone crop only where the phone query matches", async () => {
    stubMatchMedia((query) => query === PHONE_QUERY);
    expect(await attachedSources({ video })).toEqual([
      { src: "/media/video/hero-phone.webm", media: null },
      { src: "/media/video/hero-phone.mp4", media: null },
    ]);
  });

  it("is the full frame on a wider screen", async () => {
    stubMatchMedia(() => false);
    expect(await attachedSources({ video })).toEqual([
      { src: "/media/video/hero.webm", media: null },
      { src: "/media/video/hero.mp4", media: null },
    ]);
  });

  it("is the full frame for a video without a phone crop", async () => {
    stubMatchMedia((query) => query === PHONE_QUERY);
    expect(await attachedSources({ video: { ...video, phone: false } })).toEqual([
      { src: "/media/video/hero.webm", media: null },
      { src: "/media/video/hero.mp4", media: null },
    ]);
  });
});
