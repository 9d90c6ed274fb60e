/**
 * Derives a video slot with ffmpeg (`ffmpeg.ts` finds one): cut to the kind's
 * aspect ratio around the focus point, scale to its width, and encode
 * H.264/MP4 (`+faststart`) and VP9/WebM, both without an audio track; a kind
 * with a phone crop gets the same again at that crop (`<name>-phone.mp4`,
 * `.webm`). Also grabs a first frame for posters. Files are measured with
 * mediabunny, which reads MP4 and MOV in Node.
 */
import { spawn } from "node:child_process";
import { stat } from "node:fs/promises";
import path from "node:path";
import { ALL_FORMATS, FilePathSource, Input } from "mediabunny";
import {
  heightFor,
  type VideoKind,
  type VideoKindName,
  videoKinds,
} from "../../app/content/media-kinds";
import { videoUrl } from "../../app/content/media";
import type { Focus } from "../../app/content/media-refs";
import { coverRegion } from "../../app/content/image-slots";
import { findFfmpeg } from "./ffmpeg";
import { MediaProblem } from "./images";

function ffmpeg(args: readonly string[], label: string): Promise<Buffer> {
  const found = findFfmpeg();
  if (!found) {
    return Promise.reject(
      new MediaProblem(
        `${label}: ffmpeg is needed to derive videos; install it (apt-get install ffmpeg), set FFMPEG, or install the optional dependency @ffmpeg-installer/linux-x64 (npm install)`,
      ),
    );
  }
  return new Promise((resolve, reject) => {
    const child = spawn(found.path, args, { stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new MediaProblem(`${label}: ${found.path} (from ${found.from}) cannot be run`)
          : error,
      ),
    );
    child.on("close", (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else {
        const message = Buffer.concat(err).toString("utf8").trim().split("\n").slice(-3).join(" ");
        reject(
          new MediaProblem(
            `${label}: ffmpeg (${found.path}) failed (exit ${String(code)}): ${message}`,
          ),
        );
      }
    });
  });
}

/** The first video track's size as shown (turned upright), and the file's length in whole seconds (at least 1). */
export async function probe(file: string, label: string) {
  const input = new Input({ source: new FilePathSource(file), formats: ALL_FORMATS });
  try {
    const track = await input.getPrimaryVideoTrack().catch(() => null);
    if (!track) throw new MediaProblem(`${label}: no video stream found`);
    const duration = await input.computeDuration();
    const seconds = Number.isFinite(duration) ? Math.max(1, Math.round(duration)) : 1;
    return { width: track.displayWidth, height: track.displayHeight, seconds };
  } finally {
    input.dispose();
  }
}

interface Encoding {
  /** libx264's settings. */
  h264: readonly string[];
  vp9Crf: number;
  vp9CpuUsed: number;
  /** Frames from one keyframe to the next. */
  gop: number;
  /** The largest each file may be, in bytes. */
  maxBytes?: number;
}

const MB = 1024 * 1024;

const clip: Encoding = {
  h264: [
    ...["-crf", "27", "-maxrate", "720k", "-bufsize", "1440k"],
    ...["-x264-params", "aq-mode=3:aq-strength=0.9"],
  ],
  vp9Crf: 40,
  vp9CpuUsed: 3,
  gop: 96,
};

const encodings: Record<VideoKindName, Encoding> = {
  clip,
  hero: clip,
  // The player enlarges a part of the frame: a lower CRF and no rate cap, within
  // 4 MB a file. A keyframe every 2 s, so the loop restarts on one.
  sphere: { h264: ["-crf", "22"], vp9Crf: 32, vp9CpuUsed: 2, gop: 48, maxBytes: 4 * MB },
};

export interface VideoJob {
  input: string;
  label: string;
  kind: VideoKindName;
  focus?: Focus;
  name: string;
  outDir: string;
}

export async function deriveVideo(job: VideoJob) {
  const kind = videoKinds[job.kind];
  const source = await probe(job.input, job.label);
  const encoding = encodings[job.kind];
  const color = ["-color_primaries", "bt709", "-color_trc", "bt709", "-colorspace", "bt709"];
  // Without metadata and encoder version strings: the same original gives the same files.
  const stable = ["-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact"];
  const phone: VideoKind["phone"] = "phone" in kind ? kind.phone : undefined;
  const renditions = [
    { rendition: undefined, aspect: kind.aspect, width: kind.width },
    ...(phone ? [{ rendition: "phone" as const, ...phone }] : []),
  ];
  const outputs = renditions.map(({ rendition, aspect, width }) => {
    const region = coverRegion(source.width, source.height, aspect, job.focus);
    if (region.width < width) {
      throw new MediaProblem(
        `${job.label}: ${region.width} px wide after cropping to ${aspect.join(":")}; a ${job.kind} video needs at least ${width} px`,
      );
    }
    const size = `${width}:${heightFor(aspect, width)}`;
    const filter = `crop=${region.width}:${region.height}:${region.left}:${region.top},scale=${size}:flags=lanczos,format=yuv420p`;
    const common = ["-vf", filter, "-an", ...stable, "-g", String(encoding.gop), ...color];
    // Named as the pages ask for them.
    const file = (format: "mp4" | "webm") =>
      path.join(job.outDir, path.basename(videoUrl(job.name, format, rendition)));
    const mp4 = file("mp4");
    const webm = file("webm");
    const args = [
      ...common,
      ...["-c:v", "libx264", "-preset", "slow", ...encoding.h264, "-profile:v", "high"],
      ...["-movflags", "+faststart", mp4],
      ...common,
      ...["-c:v", "libvpx-vp9", "-crf", String(encoding.vp9Crf), "-b:v", "0"],
      ...["-deadline", "good", "-cpu-used", String(encoding.vp9CpuUsed), "-row-mt", "1", webm],
    ];
    return { args, mp4, files: [mp4, webm] };
  });
  await ffmpeg(
    [
      ...["-hide_banner", "-loglevel", "error", "-y", "-i", job.input],
      ...outputs.flatMap((output) => output.args),
    ],
    job.label,
  );
  const [full] = outputs;
  if (!full) throw new MediaProblem(`${job.label}: no rendition to derive`);
  const result = await probe(full.mp4, job.label);
  const files = await Promise.all(
    outputs
      .flatMap((output) => output.files)
      .map(async (file) => ({ file, bytes: (await stat(file)).size })),
  );
  const { maxBytes } = encoding;
  for (const { file, bytes } of files) {
    if (maxBytes !== undefined && bytes > maxBytes) {
      throw new MediaProblem(
        `${job.label}: ${path.basename(file)} is ${(bytes / MB).toFixed(1)} MB; a ${job.kind} video may be at most ${maxBytes / MB} MB (shorten the original or make it calmer)`,
      );
    }
  }
  return { ...result, ...(phone ? { phone: true } : {}), files };
}

/** The first frame of a video as PNG bytes. */
export const firstFrame = (file: string, label: string) =>
  ffmpeg(
    [
      "-hide_banner",
      "-loglevel",
      "error",
      "-i",
      file,
      "-frames:v",
      "1",
      "-f",
      "image2pipe",
      "-c:v",
      "png",
      "-",
    ],
    label,
  );
