/**
 * What the layout needs of each kind of image and video: the aspect ratio a
 * slot is cropped to and the largest width it is shown at. The content names
 * the kind of each slot implicitly (a case banner is a `banner`); where the
 * crop falls is the content's choice (`focus`, `crop`). The media command
 * (`scripts/media/`) derives the files from these rules; the loader resolves
 * content references against what it derived.
 */

export interface ImageKind {
  /** Width : height of every derived file. */
  aspect: readonly [number, number];
  /** The largest derived width; smaller widths follow `imageWidths`. */
  width: number;
  /** AVIF quality (the WebP and JPEG settings are the same for every kind). */
  avifQuality: number;
}

const AVIF_QUALITY = 50;

export const imageKinds = {
  /**
   * The home page's hero poster: the largest paint, shown only until the video
   * plays and under a dark scrim, so a lighter AVIF arrives a round trip sooner.
   */
  hero: { aspect: [16, 9], width: 1600, avifQuality: 38 },
  /** Case banners; also the case cards and the poster of a case video. */
  banner: { aspect: [2, 1], width: 1600, avifQuality: AVIF_QUALITY },
  /** Stills of 16:9 videos and demos. */
  wide: { aspect: [16, 9], width: 1280, avifQuality: AVIF_QUALITY },
  /** Media beside text: service sections, case media blocks. */
  feature: { aspect: [3, 2], width: 1200, avifQuality: AVIF_QUALITY },
  /** Small cards in a grid. */
  card: { aspect: [4, 3], width: 800, avifQuality: AVIF_QUALITY },
  /** Square portraits. */
  portrait: { aspect: [1, 1], width: 240, avifQuality: AVIF_QUALITY },
  /** A 360° video's whole frame, unrolled: its poster where it plays flat. */
  panorama: { aspect: [2, 1], width: 1600, avifQuality: AVIF_QUALITY },
  /** Stills of a 3D product in its 4:3 viewer. */
  product: { aspect: [4, 3], width: 1280, avifQuality: AVIF_QUALITY },
} as const satisfies Record<string, ImageKind>;

export type ImageKindName = keyof typeof imageKinds;

export const isImageKind = (kind: unknown): kind is ImageKindName =>
  typeof kind === "string" && Object.hasOwn(imageKinds, kind);

export interface VideoKind {
  aspect: readonly [number, number];
  width: number;
  /**
   * A narrower crop for phones, where the video covers a box taller than wide:
   * as sharp there as the full frame, for a fraction of the bytes and decoding.
   */
  phone?: { aspect: readonly [number, number]; width: number };
}

export const videoKinds = {
  /** Muted 16:9 loops and clips. */
  clip: { aspect: [16, 9], width: 1280 },
  /** The home page's background loop, covering a 600 px high banner; phones get a 3:4 crop. */
  hero: { aspect: [16, 9], width: 1280, phone: { aspect: [3, 4], width: 540 } },
  /** Equirectangular 360° video, drawn on a sphere: only a part of it is on screen at a time. */
  sphere: { aspect: [2, 1], width: 2048 },
} as const satisfies Record<string, VideoKind>;

export type VideoKindName = keyof typeof videoKinds;

/** Widths derived for an image of largest width `width`, smallest first. */
export function imageWidths(width: number): number[] {
  const steps = [320, 640, 960, 1280, 1600].filter((w) => w < width);
  return [...steps, width];
}

export const imageFormats = ["avif", "webp", "jpg"] as const;
export type ImageFormat = (typeof imageFormats)[number];

/** The width of the largest `aspect` region of a `width` x `height` frame (a crop that covers the slot). */
export const coverWidth = (width: number, height: number, aspect: readonly [number, number]) =>
  Math.min(width, Math.round((height * aspect[0]) / aspect[1]));

/** Height of a kind at `width`, rounded to whole pixels. */
export const heightFor = (aspect: readonly [number, number], width: number) =>
  Math.round((width * aspect[1]) / aspect[0]);
