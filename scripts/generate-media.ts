/**
 * Generates the site's own placeholder media into public/: abstract, on-brand
 * artwork rendered from seeded SVG scenes (sharp) and encoded as AVIF/WebP/JPEG,
 * looping videos (ffmpeg: H.264 + VP9), client logos, icons and the default
 * Open Graph image. Deterministic: the same code gives the same files.
 *
 *   npx tsx scripts/generate-media.ts            everything (a few minutes)
 *   npx tsx scripts/generate-media.ts --only=hero  assets whose name contains "hero"
 *   npx tsx scripts/generate-media.ts --no-video   skip the videos
 *   npx tsx scripts/generate-media.ts --check      report referenced media without files
 *
 * Replace a placeholder by dropping in files with the same names and dimensions
 * (see app/content/media.ts). Needs ffmpeg (FFMPEG env or /usr/bin/ffmpeg) for videos.
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import {
  caseBanner,
  caseMediaImage,
  clientLogos,
  heroPoster,
  heroVideo,
  projectImages,
  serviceImages,
  serviceIntroPoster,
  serviceIntroVideo,
  testimonialPortrait,
  vrExamplePoster,
  vrExampleVideo,
} from "../app/content/media";
import type { ImageAsset } from "../app/content/types";
import { icoFromPngs, markSvg, ogOverlay } from "./media/brand";
import { checkContent } from "./media/check";
import { logoSvg } from "./media/logos";
import { AVIF_QUALITY, writeImage, type Written } from "./media/raster";
import { renderScene } from "./media/scenes";
import { FFMPEG, writeVideo, type VideoJob } from "./media/video";

/**
 * The hero poster is the home page's largest paint, stands in only until the
 * background video plays, and sits under a dark scrim: a lighter AVIF
 * (1280 px: 16 KB -> 10 KB) arrives a network round trip sooner on a phone.
 */
const avifQualityOf = (asset: ImageAsset) => (asset === heroPoster ? 38 : AVIF_QUALITY);

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC = path.join(ROOT, "public");
const DIR = {
  img: path.join(PUBLIC, "media/img"),
  video: path.join(PUBLIC, "media/video"),
  logos: path.join(PUBLIC, "media/logos"),
  og: path.join(PUBLIC, "og"),
};

/** Hard-coded on purpose: content is edited independently; `--check` catches drift. */
const CASE_IDS = [
  "jeugdzorg-vr",
  "museum-ar",
  "privacy-lab",
  "avatar-studio",
  "sollicitatie-vr",
  "tu-delft",
] as const;
const CASES_WITH_VIDEO = ["jeugdzorg-vr", "sollicitatie-vr"] as const;

const IMAGES: ImageAsset[] = [
  heroPoster,
  serviceImages.vr,
  serviceImages.ar,
  serviceImages.video360,
  serviceIntroPoster,
  vrExamplePoster,
  projectImages.training,
  projectImages.simulation,
  projectImages.brand,
  testimonialPortrait,
  ...CASE_IDS.flatMap((id) => [caseBanner(id, ""), caseMediaImage(id, "")]),
];

const VIDEOS: VideoJob[] = [
  { ...heroVideo, scene: heroVideo.poster.name, seconds: 8 },
  { ...serviceIntroVideo, scene: serviceIntroVideo.poster.name, seconds: 8 },
  { ...vrExampleVideo, scene: vrExampleVideo.poster.name, seconds: 6 },
  ...CASES_WITH_VIDEO.map((id) => ({
    name: `case-${id}`,
    scene: `case-${id}-banner`,
    width: 1280,
    height: 720,
    seconds: 6,
  })),
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rel = (file: string) => path.relative(ROOT, file);

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes("--check")) {
    process.exitCode = (await checkContent(ROOT)) > 0 ? 1 : 0;
    return;
  }
  const only = args.find((a) => a.startsWith("--only="))?.slice(7);
  const pick = (name: string) => !only || name.includes(only);
  const started = Date.now();
  await Promise.all(Object.values(DIR).map((d) => mkdir(d, { recursive: true })));
  const written: Written[] = [];
  const log = (w: Written) => {
    written.push(w);
    return w;
  };

  // 1. Raster images.
  for (const asset of IMAGES.filter((a) => pick(a.name))) {
    const t0 = Date.now();
    const files = await writeImage(asset, DIR.img, avifQualityOf(asset));
    files.forEach(log);
    console.log(
      `image ${asset.name}: ${files.length} files in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
  }

  // 2. Videos (kept as they are when ffmpeg is not installed).
  const videoReport: string[] = [];
  const videos = !args.includes("--no-video") && existsSync(FFMPEG);
  if (!videos && !args.includes("--no-video")) {
    console.warn(`ffmpeg not found at ${FFMPEG} (set FFMPEG=...): videos left unchanged.`);
  }
  if (videos) {
    for (const job of VIDEOS.filter((v) => pick(v.name))) {
      const t0 = Date.now();
      const r = await writeVideo(
        job,
        path.join(DIR.video, `${job.name}.mp4`),
        path.join(DIR.video, `${job.name}.webm`),
      );
      log(r.mp4);
      log(r.webm);
      const line = `${job.name}: ${r.frames} frames (${job.seconds} s), mp4 ${kb(r.mp4.bytes)}, webm ${kb(r.webm.bytes)}, mean luma ${r.meanLuma.toFixed(0)}/255`;
      videoReport.push(line);
      console.log(`video ${line} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
  }

  // 3. Client logos.
  for (const logo of clientLogos.filter((l) => pick(l.name))) {
    const file = path.join(DIR.logos, `${logo.name}.svg`);
    const svg = logoSvg(logo.name, logo.label);
    await writeFile(file, svg);
    log({ file, bytes: Buffer.byteLength(svg) });
  }

  // 4. Icons and 5. the Open Graph image.
  if (pick("icon") || pick("og")) {
    const icon = markSvg(64, { tile: "rounded" });
    await writeFile(path.join(PUBLIC, "icon.svg"), icon);
    log({ file: path.join(PUBLIC, "icon.svg"), bytes: Buffer.byteLength(icon) });
    const pngs = await Promise.all(
      [16, 32, 48].map(async (size) => ({
        size,
        png: await sharp(Buffer.from(markSvg(size, { tile: "rounded" })))
          .png({ compressionLevel: 9 })
          .toBuffer(),
      })),
    );
    const ico = icoFromPngs(pngs);
    await writeFile(path.join(PUBLIC, "favicon.ico"), ico);
    log({ file: path.join(PUBLIC, "favicon.ico"), bytes: ico.length });
    const touch = await sharp(Buffer.from(markSvg(180, { tile: "full" })))
      .png({ compressionLevel: 9 })
      .toBuffer();
    await writeFile(path.join(PUBLIC, "apple-touch-icon.png"), touch);
    log({ file: path.join(PUBLIC, "apple-touch-icon.png"), bytes: touch.length });
    const bg = await sharp(Buffer.from(renderScene("og-default", 1200, 630, 0)))
      .png()
      .toBuffer();
    const og = await sharp(bg)
      .composite([{ input: Buffer.from(ogOverlay(1200, 630)) }])
      .removeAlpha()
      .png({ compressionLevel: 9, palette: true, quality: 90, dither: 0.6 })
      .toBuffer();
    await writeFile(path.join(DIR.og, "default.png"), og);
    log({ file: path.join(DIR.og, "default.png"), bytes: og.length });
  }

  // Remove files from earlier runs that no longer belong to any asset.
  if (!only) {
    const keep = new Set(written.map((w) => path.resolve(w.file)));
    const dirs = args.includes("--no-video")
      ? [DIR.img, DIR.logos]
      : [DIR.img, DIR.video, DIR.logos];
    for (const dir of dirs) {
      for (const f of await readdir(dir)) {
        const file = path.join(dir, f);
        if (!keep.has(file) && (await stat(file)).isFile()) {
          await rm(file);
          console.log(`removed stale ${rel(file)}`);
        }
      }
    }
  }

  printSummary(written, videoReport);
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

function printSummary(written: Written[], videoReport: string[]): void {
  // Per image: one row, one column per width, "avif / webp / jpg" in KB.
  const rows = new Map<string, Map<number, Record<string, number>>>();
  for (const w of written) {
    const m = /media\/img\/(.+)-(\d+)\.(avif|webp|jpg)$/.exec(w.file.replace(/\\/g, "/"));
    if (!m) continue;
    const [, name = "", width = "0", fmt = ""] = m;
    const row = rows.get(name) ?? new Map<number, Record<string, number>>();
    rows.set(name, row);
    const cell = row.get(Number(width)) ?? {};
    row.set(Number(width), cell);
    cell[fmt] = w.bytes;
  }
  if (rows.size) {
    console.log("\nImages (KB, avif / webp / jpg per width):");
    for (const [name, row] of rows) {
      const cells = [...row.entries()]
        .sort(([a], [b]) => a - b)
        .map(
          ([w, c]) =>
            `${w}: ${[c.avif, c.webp, c.jpg].map((b) => ((b ?? 0) / 1024).toFixed(1)).join("/")}`,
        );
      console.log(`  ${name.padEnd(30)} ${cells.join("  ")}`);
    }
  }
  if (videoReport.length) {
    console.log("\nVideos:");
    for (const line of videoReport) console.log(`  ${line}`);
  }
  const totals = new Map<string, { n: number; bytes: number }>();
  for (const w of written) {
    const kind = path.extname(w.file).slice(1);
    const t = totals.get(kind) ?? { n: 0, bytes: 0 };
    t.n++;
    t.bytes += w.bytes;
    totals.set(kind, t);
  }
  console.log("\nTotals per kind:");
  for (const [kind, t] of [...totals.entries()].sort())
    console.log(`  .${kind.padEnd(5)} ${String(t.n).padStart(4)} files  ${kb(t.bytes)}`);
  const other = written.filter((w) => !w.file.includes(`${path.sep}media${path.sep}`));
  for (const w of other) console.log(`  ${rel(w.file)}: ${kb(w.bytes)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
