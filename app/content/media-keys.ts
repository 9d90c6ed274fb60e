/**
 * The record of derived media (`media/derived.json`) as data: its entries and
 * the keys that find a request's entry. Safe for the browser: the editor's
 * previews look up what the site has derived.
 */
import type { ImageKindName } from "./media-kinds";
import type { Derived, ImageRequest, VideoRequest } from "./media-refs";

export const MANIFEST_FILE = "derived.json";

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
