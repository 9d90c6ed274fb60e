/**
 * What the editor makes of a video a marketer picks (`video-field.ts`,
 * `video-converter.ts`): the bounds a source must keep, the one web-sized
 * H.264 MP4 "original" it becomes in the browser (the smallest frame that
 * fills the slot's crops, so 720p for a 16:9 phone clip), and the Dutch
 * message for each source it refuses. The build derives the site's files from that
 * original as from any other (`scripts/media/videos.ts`). No browser API
 * here: the rules are tested in Node.
 */
import { coverWidth, heightFor, type VideoKind } from "../app/content/media-kinds";

const MB = 1024 * 1024;

export const videoUpload = {
  /** The longest source the editor takes, in seconds. */
  maxSeconds: 3 * 60,
  /** The shortest (the refusal says "a second"). */
  minSeconds: 1,
  /** The largest original the editor commits: a quarter of GitHub's 100 MB limit per file. */
  maxBytes: 25 * MB,
  /** A faster source is slowed to this many frames a second; the site's files need no more. */
  maxFrameRate: 30,
  /**
   * Bits a second for each pixel and frame: 1.9 Mbit/s at 720p30, over twice
   * the 0.72 Mbit/s at which the build encodes the site's 720p files from it.
   * A long source gets less, to stay within `maxBytes`.
   */
  bitsPerPixel: 0.07,
  /** The share of `maxBytes` the bitrate aims at: the encoder may overshoot it. */
  budgetShare: 0.8,
} as const;

/** What the editor reads of a source before converting it. */
export interface SourceVideo {
  /** As shown: a phone's portrait clip stored sideways with a rotation is taller than wide. */
  width: number;
  height: number;
  seconds: number;
  /** Frames a second, on average. */
  frameRate: number;
}

export interface ConversionPlan {
  width: number;
  height: number;
  /** A constant rate to convert to; none keeps the source's frames. */
  frameRate?: number;
  /** Bits a second. */
  bitrate: number;
}

/** Why a source cannot be used, as the editor says it. */
export class VideoRefusal extends Error {
  override readonly name = "VideoRefusal";
}

/** The even number at or above `value` (H.264 frames have even sides). */
const evenUp = (value: number) => 2 * Math.ceil(value / 2 - 1e-9);

/** "1:05" minutes, or "12 seconden". */
export function spokenLength(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} ${whole === 1 ? "seconde" : "seconden"}`;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")} minuten`;
}

export const refusals = {
  notAVideo:
    "Dit bestand is geen video die de editor kan lezen. Kies een MP4- of MOV-bestand zoals een telefoon of camera het opslaat.",
  noPicture: "Dit bestand bevat geen beeld. Kies een video.",
  cannotDecode: (codec: string) =>
    `Deze video is opgeslagen als ${codec}, en deze browser kan dat niet omzetten. Bewaar de video als H.264 (op een iPhone: Instellingen › Camera › Formaten › Meest compatibel) of open de editor in Safari, en kies hem opnieuw.`,
  noEncoder:
    "Deze browser kan geen video's omzetten. Gebruik een recente versie van Chrome, Edge, Safari of Firefox.",
  tooShort: "Deze video duurt korter dan een seconde; kies een langere.",
  tooLong: (seconds: number) =>
    `Deze video duurt ${spokenLength(seconds)}. Een video op de site duurt hooguit ${videoUpload.maxSeconds / 60} minuten; kort hem in en kies hem opnieuw.`,
  tooNarrow: (width: number, aspect: readonly [number, number], needed: number) =>
    `Bijgesneden tot ${aspect.join(":")} is deze video ${width} pixels breed. Deze plek op de site heeft minstens ${needed} pixels nodig: kies een video van minstens ${needed} × ${heightFor(aspect, needed)} pixels, liggend gefilmd.`,
  tooLarge: (bytes: number) =>
    `Omgezet is deze video ${(bytes / MB).toFixed(1)} MB, meer dan de ${videoUpload.maxBytes / MB} MB die de editor opslaat. Kort de video in en kies hem opnieuw.`,
  failed: (detail: string) =>
    `Het omzetten van deze video is mislukt (${detail}). Er is niets gewijzigd; probeer het opnieuw of kies een andere video.`,
  canceled: "Omzetten gestopt. Er is niets gewijzigd.",
} as const;

/**
 * The original to make of `source` for a slot of `kind`, or the refusal: a
 * source too short or too long, or too small for the slot once cropped to
 * its aspect (the build's rule, checked before any work). The whole frame is
 * kept, so the content's focus point can still move the crop.
 */
export function conversionPlan(source: SourceVideo, kind: VideoKind): ConversionPlan {
  if (source.seconds < videoUpload.minSeconds) throw new VideoRefusal(refusals.tooShort);
  if (source.seconds > videoUpload.maxSeconds + 0.5)
    throw new VideoRefusal(refusals.tooLong(source.seconds));
  // The smallest frame that keeps every crop the slot needs at its full width.
  const renditions = [
    { aspect: kind.aspect, width: kind.width },
    ...(kind.phone ? [kind.phone] : []),
  ];
  for (const rendition of renditions) {
    const cropped = coverWidth(source.width, source.height, rendition.aspect);
    if (cropped < rendition.width)
      throw new VideoRefusal(refusals.tooNarrow(cropped, rendition.aspect, rendition.width));
  }
  const scale = Math.max(
    ...renditions.map(
      (rendition) => rendition.width / coverWidth(source.width, source.height, rendition.aspect),
    ),
  );
  const width = Math.min(source.width, evenUp(source.width * scale));
  const height = Math.min(source.height, evenUp(source.height * scale));
  const frameRate =
    source.frameRate > videoUpload.maxFrameRate + 0.5 ? videoUpload.maxFrameRate : undefined;
  const wanted =
    videoUpload.bitsPerPixel *
    width *
    height *
    Math.min(source.frameRate, videoUpload.maxFrameRate);
  const budget = (videoUpload.maxBytes * 8 * videoUpload.budgetShare) / source.seconds;
  return {
    width,
    height,
    ...(frameRate ? { frameRate } : {}),
    bitrate: Math.floor(Math.min(wanted, budget)),
  };
}

/** The original's file name: the source's, in lower case and dashes, as an MP4. */
export function originalName(sourceName: string): string {
  const base = sourceName
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${base || "video"}.mp4`;
}
