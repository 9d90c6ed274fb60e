/**
 * Derives an image slot with sharp: orient, apply the content's crop, cut to
 * the kind's aspect ratio around the focus point, and encode every width in
 * AVIF, WebP and JPEG.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import {
  heightFor,
  type ImageFormat,
  imageFormats,
  type ImageKindName,
  imageKinds,
  imageWidths,
} from "../../app/content/media-kinds";
import { slotRegion } from "../../app/content/image-slots";
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
  const slot = slotRegion(job.label, info, job.kind, { focus: job.focus, crop: job.crop });
  if ("problem" in slot) throw new MediaProblem(slot.problem.message);
  const final = slot.region;
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
