// @vitest-environment jsdom
/**
 * The poster video's HTML and the plain script that starts it
 * (`features/poster-video/poster-video.enhancement.ts`): the spec's two states, "not started"
 * (the poster with a play button, no controls shown) and "started" (playing
 * attempted, the browser's controls shown and focused).
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pages } from "~/content";
import { POSTER_VIDEO_ATTRIBUTE, startPosterVideosOnPress } from "./poster-video.enhancement";
import { PosterVideo } from "./poster-video";

const undo: (() => void)[] = [];

function renderVideo() {
  const { container } = render(
    <PosterVideo video={pages.vr.exampleVideo.video} playLabel="Video afspelen" sizes="100vw" />,
  );
  undo.push(startPosterVideosOnPress());
  const video = container.querySelector("video");
  const box = container.querySelector(`[${POSTER_VIDEO_ATTRIBUTE}]`);
  if (!video || !box) throw new Error("no poster video");
  return { video, box, play: screen.getByRole("button", { name: "Video afspelen" }) };
}

afterEach(() => {
  undo.splice(0).forEach((done) => done());
  cleanup();
  vi.restoreAllMocks();
});

describe("PosterVideo", () => {
  it("holds the browser's player, loading nothing, under the play button", () => {
    const { video, box } = renderVideo();
    expect(box).toHaveAttribute(POSTER_VIDEO_ATTRIBUTE, "");
    expect(video).toHaveAttribute("preload", "none");
    expect(video).toHaveAttribute("poster", expect.stringMatching(/^data:image\//));
    expect(video).toHaveAttribute("controls");
    expect(video.querySelectorAll("source")).toHaveLength(2);
  });

  it("plays at a press, and gives the player the button's focus", () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue();
    const { video, box, play: button } = renderVideo();
    // jsdom knows no focusable video (a browser focuses one with controls): the call is what counts.
    const focus = vi.spyOn(video, "focus");
    fireEvent.click(button);
    expect(box).toHaveAttribute(POSTER_VIDEO_ATTRIBUTE, "started");
    expect(play).toHaveBeenCalledOnce();
    expect(focus).toHaveBeenCalledOnce();
  });

  it("ignores a refused play, and a second press", async () => {
    const play = vi
      .spyOn(HTMLMediaElement.prototype, "play")
      .mockRejectedValue(new DOMException("refused", "NotAllowedError"));
    const { box, play: button } = renderVideo();
    fireEvent.click(button);
    fireEvent.click(button);
    await Promise.resolve();
    expect(box).toHaveAttribute(POSTER_VIDEO_ATTRIBUTE, "started");
    expect(play).toHaveBeenCalledOnce();
  });
});
