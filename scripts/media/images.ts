/**
 * Derives an image slot with sharp: orient, apply the content's crop, cut to
 * the kind's aspect ratio around the focus point, and encode every width in
 * AVIF, WebP and JPEG.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import {
  coverWidth,
  heightFor,
  type ImageFormat,
  imageFormats,
  type ImageKindName,
  imageKinds,
  imageWidths,
} from "../../app/content/media-kinds";
import type { Crop, Focus } from "../../app/content/media-refs";

/** The page background: transparent originals are flattened onto it. */
const BACKGROUND = "#070b1a";

const ENCODE: Record<ImageFormat, (image: Sharp, avifQuality: number) => Sharp> = {
  avif: (image, avifQuality) =>
    image.avif({ quality: avifQuality, effort: 4, chromaSubsampling: "4:2:0" }),
  webp: (image) => image.webp({ quality: 72, effort: 6, smartSubsample: true }),
  jpg: (image) => image.jpeg({ quality: 72, mozjpeg: true, progressive: true }),
};

export class MediaProblem extends Error {}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The largest region of `aspect` inside `width` x `height`, centred on `focus` where it fits. */
export function coverRegion(
  width: number,
  height: number,
  aspect: readonly [number, number],
  focus: Focus = { x: 0.5, y: 0.5 },
): Crop {
  const ratio = aspect[0] / aspect[1];
  if (width / height > ratio) {
    const cropWidth = coverWidth(width, height, aspect);
    const left = clamp(Math.round(focus.x * width - cropWidth / 2), 0, width - cropWidth);
    return { left, top: 0, width: cropWidth, height };
  }
  const cropHeight = Math.round(width / ratio);
  const top = clamp(Math.round(focus.y * height - cropHeight / 2), 0, height - cropHeight);
  return { left: 0, top, width, height: cropHeight };
}

export interface ImageJob {
  /** The original: a file path or its decoded bytes (a video frame). */
  input: string | Buffer;
  /** For messages: `media/images/…`. */
  label: string;
  kind: ImageKindName;
  focus?: Focus;
  crop?: Crop;
  /** Base name of the derived files. */
  name: string;
  outDir: string;
}

export async function deriveImage(job: ImageJob) {
  const kind = imageKinds[job.kind];
  const { data, info } = await sharp(job.input)
    .rotate()
    .flatten({ background: BACKGROUND })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  let region: Crop = { left: 0, top: 0, width: info.width, height: info.height };
  if (job.crop) {
    const { left, top, width, height } = job.crop;
    if (left + width > info.width || top + height > info.height) {
      throw new MediaProblem(
        `${job.label}: crop ${left},${top} ${width}x${height} lies outside the image (${info.width}x${info.height})`,
      );
    }
    region = job.crop;
  }
  const cover = coverRegion(region.width, region.height, kind.aspect, job.focus);
  const final = {
    left: region.left + cover.left,
    top: region.top + cover.top,
    width: cover.width,
    height: cover.height,
  };
  if (final.width < kind.width) {
    throw new MediaProblem(
      `${job.label}: ${final.width} px wide after cropping to ${kind.aspect.join(":")}; a ${job.kind} image needs at least ${kind.width} px`,
    );
  }
  const files = await Promise.all(
    imageWidths(kind.width).flatMap((width) =>
      imageFormats.map(async (format) => {
        const resized = sharp(data, { raw })
          .extract(final)
          .resize(width, heightFor(kind.aspect, width), { kernel: "lanczos3" });
        const bytes = await ENCODE[format](resized, kind.avifQuality).toBuffer();
        await writeFile(path.join(job.outDir, `${job.name}-${width}.${format}`), bytes);
        return { bytes: bytes.length };
      }),
    ),
  );
  return { width: kind.width, height: heightFor(kind.aspect, kind.width), files };
}
