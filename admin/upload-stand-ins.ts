/**
 * The names that stand in for images the site has not derived yet, in the
 * editor's previews (`previews.tsx`): the site's components make their usual
 * file URLs from a stand-in (`/media/img/<name>-640.avif`, a logo's
 * `/media/logos/<name>.svg`), and the preview then points each such element
 * at the upload itself. A stand-in holds the upload's path, escaped so that
 * nothing in it reads as the width (or a video's "-phone") and extension the
 * URL adds: "banner-2025.jpg" as well as "banner.jpg".
 */

/** The start of every stand-in name. */
export const UPLOAD = "upload--";

/** The stand-in name for the original at `src` (`images/cases/banner-2025.jpg`). */
export const standInName = (src: string) =>
  `${UPLOAD}${encodeURIComponent(src).replace(/[-.]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/** The original a file URL or `srcset` made from a stand-in name stands for. */
export function standInSource(url: string): string | undefined {
  const escaped = new RegExp(`${UPLOAD}([^-./\\s]+)(?:-\\d+|-phone)?\\.`).exec(url)?.[1];
  return escaped === undefined ? undefined : decodeURIComponent(escaped);
}
