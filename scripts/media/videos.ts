/**
 * Derives a video slot with ffmpeg: cut to the kind's aspect ratio around the
 * focus point, scale to its width, and encode H.264/MP4 (`+faststart`) and
 * VP9/WebM, both without an audio track. Also grabs a first frame for posters.
 */
import { spawn } from "node:child_process";
import { stat } from "node:fs/promises";
import path from "node:path";
import { heightFor, type VideoKindName, videoKinds } from "../../app/content/media-kinds";
import type { Focus } from "../../app/content/media-refs";
import { coverRegion, MediaProblem } from "./images";

const FFMPEG = process.env.FFMPEG ?? "ffmpeg";
const FFPROBE = process.env.FFPROBE ?? "ffprobe";

function run(command: string, args: readonly string[], label: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new MediaProblem(
              `${label}: ${command} is needed to derive videos; install it (apt-get install ffmpeg) or set ${command === FFPROBE ? "FFPROBE" : "FFMPEG"}`,
            )
          : error,
      ),
    );
    child.on("close", (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else {
        const message = Buffer.concat(err).toString("utf8").trim().split("\n").slice(-3).join(" ");
        reject(new MediaProblem(`${label}: ${command} failed (exit ${String(code)}): ${message}`));
      }
    });
  });
}

export async function probe(file: string, label: string) {
  const json = await run(
    FFPROBE,
    [
      "-v",
      "error",
      "-select_streams",
      "v:0",
      "-show_entries",
      "stream=width,height",
      "-of",
      "json",
      file,
    ],
    label,
  );
  const parsed = JSON.parse(json.toString("utf8")) as {
    streams?: { width?: number; height?: number }[];
  };
  const stream = parsed.streams?.[0];
  if (!stream?.width || !stream.height) throw new MediaProblem(`${label}: no video stream found`);
  return { width: stream.width, height: stream.height };
}

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
  const region = coverRegion(source.width, source.height, kind.aspect, job.focus);
  if (region.width < kind.width) {
    throw new MediaProblem(
      `${job.label}: ${region.width} px wide after cropping to ${kind.aspect.join(":")}; a ${job.kind} video needs at least ${kind.width} px`,
    );
  }
  const size = `${kind.width}:${heightFor(kind.aspect, kind.width)}`;
  const filter = `crop=${region.width}:${region.height}:${region.left}:${region.top},scale=${size}:flags=lanczos,format=yuv420p`;
  const color = ["-color_primaries", "bt709", "-color_trc", "bt709", "-colorspace", "bt709"];
  const common = ["-vf", filter, "-an", "-map_metadata", "-1", "-g", "96", ...color];
  const mp4 = path.join(job.outDir, `${job.name}.mp4`);
  const webm = path.join(job.outDir, `${job.name}.webm`);
  await run(
    FFMPEG,
    [
      ...["-hide_banner", "-loglevel", "error", "-y", "-i", job.input],
      ...common,
      ...[
        "-c:v",
        "libx264",
        "-preset",
        "slow",
        "-crf",
        "27",
        "-maxrate",
        "720k",
        "-bufsize",
        "1440k",
      ],
      ...["-x264-params", "aq-mode=3:aq-strength=0.9", "-profile:v", "high"],
      ...["-movflags", "+faststart", mp4],
      ...common,
      ...["-c:v", "libvpx-vp9", "-crf", "40", "-b:v", "0", "-deadline", "good", "-cpu-used", "3"],
      ...["-row-mt", "1", webm],
    ],
    job.label,
  );
  const result = await probe(mp4, job.label);
  return {
    ...result,
    files: await Promise.all(
      [mp4, webm].map(async (file) => ({ file, bytes: (await stat(file)).size })),
    ),
  };
}

/** The first frame of a video as PNG bytes. */
export const firstFrame = (file: string, label: string) =>
  run(
    FFMPEG,
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
