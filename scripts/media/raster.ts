/** Renders a scene once and encodes it at every responsive width in AVIF, WebP and JPEG. */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { imageFormats, imageWidths } from "../../app/content/media";
import type { ImageAsset } from "../../app/content/types";
import { renderScene } from "./scenes";

export interface Written {
  file: string;
  bytes: number;
}

/** AVIF quality of most images: small files, no visible banding on the dark gradients. */
export const AVIF_QUALITY = 50;

/** Encoder settings; `avifQuality` lets a stand-in image trade detail for bytes. */
const ENCODE = {
  avif: (s: Sharp, avifQuality: number) =>
    s.avif({ quality: avifQuality, effort: 4, chromaSubsampling: "4:2:0" }),
  webp: (s: Sharp) => s.webp({ quality: 72, effort: 6, smartSubsample: true }),
  jpg: (s: Sharp) => s.jpeg({ quality: 72, mozjpeg: true, progressive: true }),
} as const;

/** Renders `asset` from its scene (t = 0) and writes every width and format into `dir`. */
export async function writeImage(
  asset: ImageAsset,
  dir: string,
  avifQuality = AVIF_QUALITY,
): Promise<Written[]> {
  const { width: W, height: H } = asset;
  const svg = renderScene(asset.name, W, H, 0);
  const raw = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  const jobs: Array<Promise<Written>> = [];
  for (const w of imageWidths(W)) {
    const h = Math.round((H * w) / W);
    for (const format of imageFormats) {
      jobs.push(
        (async () => {
          const img = sharp(raw, { raw: { width: W, height: H, channels: 3 } }).resize(w, h, {
            kernel: "lanczos3",
          });
          const buf = await ENCODE[format](img, avifQuality).toBuffer();
          const file = path.join(dir, `${asset.name}-${w}.${format}`);
          await writeFile(file, buf);
          return { file, bytes: buf.length };
        })(),
      );
    }
  }
  return Promise.all(jobs);
}
