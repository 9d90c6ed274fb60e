import { describe, expect, it } from "vitest";
import { videoKinds } from "../app/content/media-kinds";
import {
  conversionPlan,
  originalName,
  refusals,
  type SourceVideo,
  spokenLength,
  videoUpload,
} from "./video-upload";

const phone: SourceVideo = { width: 1920, height: 1080, seconds: 60, frameRate: 30 };
const MB = 1024 * 1024;

/** The bytes a plan's bitrate gives over `seconds`. */
const bytesOf = (bitrate: number, seconds: number) => (bitrate * seconds) / 8;

describe("the original the editor makes of a video", () => {
  it("turns a 1080p phone clip into the 720p the slot needs, at its own rate, within the byte bound", () => {
    const plan = conversionPlan(phone, videoKinds.clip);
    expect(plan).toEqual({
      width: 1280,
      height: 720,
      bitrate: Math.floor(videoUpload.bitsPerPixel * 1280 * 720 * 30),
    });
    expect(bytesOf(plan.bitrate, phone.seconds)).toBeLessThanOrEqual(
      videoUpload.maxBytes * videoUpload.budgetShare,
    );
  });

  it("brings a 4K 60 fps clip down to 720p at 30 frames a second", () => {
    expect(
      conversionPlan({ width: 3840, height: 2160, seconds: 10, frameRate: 59.94 }, videoKinds.hero),
    ).toMatchObject({ width: 1280, height: 720, frameRate: 30 });
  });

  it("gives a long clip less than the full bitrate, so every original stays within the bound", () => {
    const long = conversionPlan({ ...phone, seconds: videoUpload.maxSeconds }, videoKinds.clip);
    expect(long.bitrate).toBeLessThan(conversionPlan(phone, videoKinds.clip).bitrate);
    expect(bytesOf(long.bitrate, videoUpload.maxSeconds)).toBeLessThanOrEqual(
      videoUpload.maxBytes * videoUpload.budgetShare,
    );
    expect(videoUpload.maxBytes).toBeLessThanOrEqual(50 * MB);
  });

  it("keeps a 4:3 frame whole, wide enough for the 16:9 crop, at even sizes", () => {
    expect(
      conversionPlan({ width: 2016, height: 1512, seconds: 10, frameRate: 25 }, videoKinds.clip),
    ).toMatchObject({ width: 1280, height: 960 });
  });

  it("takes a 720p clip for the home page as it is: its phone crop just fits", () => {
    expect(
      conversionPlan({ width: 1280, height: 720, seconds: 8, frameRate: 30 }, videoKinds.hero),
    ).toMatchObject({ width: 1280, height: 720 });
    expect(() =>
      conversionPlan({ width: 1280, height: 700, seconds: 8, frameRate: 30 }, videoKinds.hero),
    ).toThrow(/^Bijgesneden tot 16:9 is deze video 1244 pixels breed/);
  });

  it("refuses a portrait clip for a 16:9 slot, with the width it would have", () => {
    expect(() =>
      conversionPlan({ width: 1080, height: 1920, seconds: 20, frameRate: 30 }, videoKinds.clip),
    ).toThrow(refusals.tooNarrow(1080, [16, 9], 1280));
  });

  it("refuses a clip shorter than a second or longer than the limit", () => {
    expect(() => conversionPlan({ ...phone, seconds: 0.4 }, videoKinds.clip)).toThrow(
      "Deze video duurt korter dan een seconde; kies een langere.",
    );
    expect(() => conversionPlan({ ...phone, seconds: 192 }, videoKinds.clip)).toThrow(
      "Deze video duurt 3:12 minuten. Een video op de site duurt hooguit 3 minuten; kort hem in en kies hem opnieuw.",
    );
    expect(() =>
      conversionPlan({ ...phone, seconds: videoUpload.maxSeconds }, videoKinds.clip),
    ).not.toThrow();
  });
});

describe("the original's name", () => {
  it.each([
    ["IMG_0423.MOV", "img-0423.mp4"],
    ["Film van het project (1).mov", "film-van-het-project-1.mp4"],
    ["Café-opening.mp4", "cafe-opening.mp4"],
    [".mov", "video.mp4"],
  ])("%s becomes %s", (source, name) => {
    expect(originalName(source)).toBe(name);
  });
});

describe("a length as the editor says it", () => {
  it.each([
    [1, "1 seconde"],
    [12.4, "12 seconden"],
    [65, "1:05 minuten"],
  ])("%s s: %s", (seconds, spoken) => {
    expect(spokenLength(seconds)).toBe(spoken);
  });
});
