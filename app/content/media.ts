/**
 * Resolved media as components receive them, and the public URLs of their
 * derived files. Safe for the browser: islands import these helpers.
 */
import { type ImageFormat, imageWidths } from "./media-kinds";

export { imageWidths };

/** An image slot: files at `imageUrl(name, w, format)` for every width in `imageWidths(width)`. */
export interface ImageAsset {
  name: string;
  width: number;
  height: number;
  /** Dutch alternative text; empty only for purely decorative images. */
  alt: string;
}

/** A silent video: `videoUrl(name, "mp4")` (H.264) and `"webm"` (VP9). */
export interface VideoAsset {
  name: string;
  width: number;
  height: number;
  poster: ImageAsset;
  /** It also has a crop for phones, at `videoUrl(name, format, "phone")`. */
  phone?: boolean;
}

/** A 360° video (equirectangular, 2:1): as a `VideoAsset`, with its length. */
export interface SphereVideoAsset extends VideoAsset {
  /** Length of the loop in whole seconds, read from the derived MP4. */
  seconds: number;
}

/** A 3D product: `modelUrl(name, "glb")` (binary glTF) and `"usdz"` (for iOS Quick Look). */
export interface ModelAsset {
  name: string;
}

/** A client logo: one SVG at `logoUrl(name)`, drawn in a 192 x 96 box. */
export interface LogoAsset {
  name: string;
  /** The client's name, used as the alt text. */
  label: string;
}

export const imageUrl = (name: string, width: number, format: ImageFormat) =>
  `/media/img/${name}-${width}.${format}`;

export const videoUrl = (name: string, format: "mp4" | "webm", rendition?: "phone") =>
  `/media/video/${name}${rendition ? `-${rendition}` : ""}.${format}`;

export const logoUrl = (name: string) => `/media/logos/${name}.svg`;

export const modelUrl = (name: string, format: "glb" | "usdz") => `/media/models/${name}.${format}`;
