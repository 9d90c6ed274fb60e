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
import {
  emptyManifest,
  MANIFEST_FILE,
  imageKey,
  logoKey,
  type ManifestEntry,
  type MediaManifest,
  modelKey,
  posterKey,
  videoKey,
} from "./media-keys";
import type { MediaResolver } from "./media-refs";
import { isRecord } from "./records";

export * from "./media-keys";

/** Reads `<mediaDir>/derived.json`; an absent file is an empty manifest. */
export function readManifest(mediaDir: string): MediaManifest {
  const file = path.join(mediaDir, MANIFEST_FILE);
  if (!existsSync(file)) return emptyManifest();
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (!isManifest(parsed)) throw new Error(`${file}: not a media manifest; run \`npm run media\``);
  return parsed;
}

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
