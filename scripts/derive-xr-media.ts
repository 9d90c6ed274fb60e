/**
 * Derives the files the XR demos use from their originals in `media/`:
 *
 *   media/videos/demo-360.mp4        -> public/media/video/demo-360.{mp4,webm}
 *                                       public/media/img/demo-360-poster-{w}.{avif,webp,jpg}
 *   media/images/demo-360-still.png  -> public/media/img/demo-360-still-{w}.{avif,webp,jpg}
 *   media/images/vr-headset-still.png-> public/media/img/vr-headset-still-{w}.{avif,webp,jpg}
 *   media/models/vr-headset.glb      -> public/media/models/vr-headset.{glb,usdz}
 *
 *   npx tsx scripts/derive-xr-media.ts [--no-video]
 *
 * Needs ffmpeg (FFMPEG or /usr/bin/ffmpeg) for the video. The 360° video is
 * equirectangular: it keeps its 2048 x 1024 frame, has no audio track, and its
 * MP4 starts with the index (`+faststart`) so playback starts before the whole
 * file is in. The widths of the images follow `imageWidths` of app/content/media.ts.
 */
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp, { type Sharp } from "sharp";
import { imageFormats, imageWidths } from "../app/content/media";
import type { ImageAsset } from "../app/content/types";
import { productModelDemo, video360Demo } from "../app/content/xr-demos";
import { deriveModel } from "./media/model";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ORIGINALS = path.join(ROOT, "media");
const PUBLIC = path.join(ROOT, "public", "media");
const FFMPEG = process.env.FFMPEG ?? "/usr/bin/ffmpeg";

const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 4, chromaSubsampling: "4:2:0" }),
  webp: (image: Sharp) => image.webp({ quality: 72, effort: 6, smartSubsample: true }),
  jpg: (image: Sharp) => image.jpeg({ quality: 72, mozjpeg: true, progressive: true }),
} as const;

/** Every width and format of `asset` from one original image (scaled to the asset's size). */
async function deriveImage(original: string, asset: ImageAsset): Promise<string[]> {
  const raw = await sharp(original)
    .resize(asset.width, asset.height, { fit: "cover", kernel: "lanczos3" })
    .removeAlpha()
    .toBuffer();
  const written: string[] = [];
  for (const width of imageWidths(asset.width)) {
    const height = Math.round((asset.height * width) / asset.width);
    for (const format of imageFormats) {
      const file = path.join(PUBLIC, "img", `${asset.name}-${width}.${format}`);
      await ENCODE[format](sharp(raw).resize(width, height, { kernel: "lanczos3" })).toFile(file);
      written.push(file);
    }
  }
  return written;
}

const common = ["-hide_banner", "-loglevel", "error", "-y"];
const silentAndStable = [
  "-an",
  "-map_metadata",
  "-1",
  "-fflags",
  "+bitexact",
  "-flags:v",
  "+bitexact",
];
const bt709 = ["-color_primaries", "bt709", "-color_trc", "bt709", "-colorspace", "bt709"];

function deriveVideo(original: string, name: string): string[] {
  const mp4 = path.join(PUBLIC, "video", `${name}.mp4`);
  const webm = path.join(PUBLIC, "video", `${name}.webm`);
  // A keyframe every 2 s: the loop restarts on one, and a seek lands near one.
  const gop = ["-g", "48", "-pix_fmt", "yuv420p"];
  execFileSync(FFMPEG, [
    ...common,
    ...["-i", original, ...silentAndStable, "-threads", "2"],
    ...["-c:v", "libx264", "-preset", "slow", "-crf", "22", "-profile:v", "high", ...gop],
    ...[...bt709, "-movflags", "+faststart", mp4],
  ]);
  execFileSync(FFMPEG, [
    ...common,
    ...["-i", original, ...silentAndStable, "-threads", "2"],
    ...["-c:v", "libvpx-vp9", "-crf", "32", "-b:v", "0", "-deadline", "good", "-cpu-used", "2"],
    ...["-row-mt", "1", ...gop, ...bt709, webm],
  ]);
  return [mp4, webm];
}

/** The video's first frame as a PNG, for its poster. */
async function firstFrame(video: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "xr-poster-"));
  const file = path.join(dir, "poster.png");
  execFileSync(FFMPEG, [...common, "-i", video, "-frames:v", "1", file]);
  return file;
}

async function main(): Promise<void> {
  const withVideo = !process.argv.includes("--no-video");
  await Promise.all(
    ["img", "video", "models"].map((dir) => mkdir(path.join(PUBLIC, dir), { recursive: true })),
  );
  const written: string[] = [];

  const { video, still } = video360Demo;
  const videoOriginal = path.join(ORIGINALS, "videos", `${video.name}.mp4`);
  if (withVideo) written.push(...deriveVideo(videoOriginal, video.name));
  const poster = await firstFrame(videoOriginal);
  written.push(...(await deriveImage(poster, video.poster)));
  await rm(path.dirname(poster), { recursive: true, force: true });
  written.push(...(await deriveImage(path.join(ORIGINALS, "images", `${still.name}.png`), still)));

  const modelStill = productModelDemo.still;
  written.push(
    ...(await deriveImage(path.join(ORIGINALS, "images", `${modelStill.name}.png`), modelStill)),
  );
  const model = await deriveModel(
    path.join(ORIGINALS, "models", `${productModelDemo.model}.glb`),
    path.join(PUBLIC, "models"),
  );
  written.push(model.glb.file, model.usdz.file);

  for (const file of written) {
    const { size } = await stat(file);
    console.log(`${path.relative(ROOT, file)}  ${(size / 1024).toFixed(1)} KB`);
  }
}

await main();
