import { slug } from "../../content/slug";
import { normalizePath } from "./url";

/** Open Graph images are 1200 x 630 (the 1.91:1 ratio every network crops to). */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** Folder (under the site root, so `build/client/og/`) of the generated images. */
export const OG_IMAGE_DIR = "/og";

/**
 * The site-wide fallback image, the committed file `public/og/default.png`
 * (copied into the build with the rest of `public/`; no script writes it).
 * Used by noindex pages, which get no generated image of their own.
 */
export const DEFAULT_OG_IMAGE_PATH = `${OG_IMAGE_DIR}/default.png`;

/**
 * File name (without extension) of a page's generated image: the path's
 * segments joined with "-", "home" for "/". Never "default", which is taken.
 */
export function ogImageSlug(path: string): string {
  const normalized = normalizePath(path);
  if (normalized === "/") return "home";
  const name = slug(normalized.slice(1));
  if (name === "" || name === "default") return `page-${name || "root"}`;
  return name;
}

/**
 * Site path of the image `writeOgImages` renders for a page, e.g.
 * `/diensten/360-video-laten-maken` -> `/og/diensten-360-video-laten-maken.png`.
 * `seo()` and the build generator both call this, so they always agree.
 */
export function ogImagePath(path: string): string {
  return `${OG_IMAGE_DIR}/${ogImageSlug(path)}.png`;
}
