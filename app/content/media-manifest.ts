/**
 * `media/derived.json`: what the media command derived from each original,
 * written by `npm run media` and committed with the derived files, so a build
 * needs neither sharp's encoders nor ffmpeg when no original changed.
 *
 * Keys describe a request (kind, original, focus, crop); each entry records
 * the derived files' base name, their dimensions as read from the result, and
 * the hash of the original and of the recipe they were made from (and a
 * video's length in seconds).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ImageKindName } from "./media-kinds";
import type { Derived, ImageRequest, MediaResolver, VideoRequest } from "./media-refs";

export interface ManifestEntry extends Derived {
  /** Path of the original below `media/`. */
  source: string;
  /** SHA-256 of the original and the recipe (settings) the files were made with. */
  hash: string;
}

export interface MediaManifest {
  images: Record<string, ManifestEntry>;
  videos: Record<string, ManifestEntry>;
  logos: Record<string, ManifestEntry>;
  models: Record<string, ManifestEntry>;
}

export const MANIFEST_FILE = "derived.json";

export const emptyManifest = (): MediaManifest => ({
  images: {},
  videos: {},
  logos: {},
  models: {},
});

const round = (value: number) => Math.round(value * 1000) / 1000;

/** A video's key, and the start of an image's: the kind, the original and the focus point. */
export function videoKey({ kind, src, focus }: VideoRequest | ImageRequest): string {
  return focus ? `${kind} ${src} focus=${round(focus.x)},${round(focus.y)}` : `${kind} ${src}`;
}

export function imageKey(request: ImageRequest): string {
  const { crop } = request;
  const key = videoKey(request);
  return crop ? `${key} crop=${crop.left},${crop.top},${crop.width},${crop.height}` : key;
}

/** The first frame of a video, derived as an image of `kind`. */
export const posterKey = (request: VideoRequest, kind: ImageKindName) =>
  `${kind} ${videoKey(request)} frame`;

export const logoKey = (src: string) => src;

export const modelKey = (src: string) => src;

/** Reads `<mediaDir>/derived.json`; an absent file is an empty manifest. */
export function readManifest(mediaDir: string): MediaManifest {
  const file = path.join(mediaDir, MANIFEST_FILE);
  if (!existsSync(file)) return emptyManifest();
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (!isManifest(parsed)) throw new Error(`${file}: not a media manifest; run \`npm run media\``);
  return parsed;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function isManifest(value: unknown): value is MediaManifest {
  return (
    isRecord(value) &&
    isRecord(value.images) &&
    isRecord(value.videos) &&
    isRecord(value.logos) &&
    isRecord(value.models)
  );
}

/** Resolves references against the manifest, checking that every original exists. */
export function manifestResolver(
  mediaDir: string,
  manifest: MediaManifest = readManifest(mediaDir),
): MediaResolver {
  /** The derived files of `src`, or what is wrong: no original, or no files derived `what`. */
  const lookup = (src: string, entry: ManifestEntry | undefined, what: string) =>
    (existsSync(path.join(mediaDir, src)) ? undefined : `media/${src} does not exist`) ??
    entry ??
    `media/${src} has no derived files ${what}; the build derives them, or run \`npm run media\``;
  return {
    image: (request) =>
      lookup(request.src, manifest.images[imageKey(request)], `as a ${request.kind} image`),
    video: (request) =>
      lookup(request.src, manifest.videos[videoKey(request)], `as a ${request.kind} video`),
    poster: (request, kind) =>
      lookup(request.src, manifest.images[posterKey(request, kind)], `as a ${kind} poster`),
    logo: (src) => lookup(src, manifest.logos[logoKey(src)], "yet"),
    model: (src) => lookup(src, manifest.models[modelKey(src)], "yet"),
  };
}
