/**
 * Renders a scene frame by frame (t = i / frames, so the loop is seamless and
 * frame 0 equals the poster) and pipes raw RGB into one ffmpeg process that
 * writes H.264/MP4 and VP9/WebM, both silent.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { stat } from "node:fs/promises";
import sharp from "sharp";
import { renderScene } from "./scenes";

export const FFMPEG = process.env.FFMPEG ?? "/usr/bin/ffmpeg";
export const FPS = 24;

export interface VideoJob {
  name: string;
  scene: string;
  width: number;
  height: number;
  seconds: number;
}

export interface VideoResult {
  mp4: { file: string; bytes: number };
  webm: { file: string; bytes: number };
  frames: number;
  /** Mean luma (0..255) over the sampled frames. */
  meanLuma: number;
}

export async function writeVideo(job: VideoJob, mp4: string, webm: string): Promise<VideoResult> {
  const frames = Math.round(job.seconds * FPS);
  const { width: w, height: h } = job;
  const color = ["-color_primaries", "bt709", "-color_trc", "bt709", "-colorspace", "bt709"];
  const args = [
    ["-hide_banner", "-loglevel", "error", "-y"],
    ["-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${w}x${h}`, "-r", String(FPS), "-i", "pipe:0"],
    ["-vf", "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p"],
    ["-an", "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact"],
    ["-c:v", "libx264", "-preset", "slow", "-crf", "27", "-maxrate", "720k", "-bufsize", "1440k"],
    ["-x264-params", "aq-mode=3:aq-strength=0.9", "-profile:v", "high", "-g", String(FPS * 4)],
    [...color, "-movflags", "+faststart", mp4],
    ["-vf", "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p"],
    ["-an", "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact"],
    [
      "-c:v",
      "libvpx-vp9",
      "-crf",
      "40",
      "-b:v",
      "0",
      "-deadline",
      "good",
      "-cpu-used",
      "3",
      "-row-mt",
      "1",
    ],
    ["-g", String(FPS * 4), ...color, webm],
  ].flat();
  const ff = spawn(FFMPEG, args, { stdio: ["pipe", "inherit", "inherit"] });
  const exited = once(ff, "exit");
  const render = (i: number) =>
    sharp(Buffer.from(renderScene(job.scene, w, h, i / frames)))
      .removeAlpha()
      .raw()
      .toBuffer();
  // Keep a couple of frames rendering ahead while ffmpeg encodes.
  const ahead = 3;
  const pending: Array<Promise<Buffer>> = [];
  let lumaSum = 0;
  let lumaCount = 0;
  for (let i = 0; i < Math.min(ahead, frames); i++) pending.push(render(i));
  for (let i = 0; i < frames; i++) {
    const frame = await (pending.shift() as Promise<Buffer>);
    if (i + ahead < frames) pending.push(render(i + ahead));
    if (i % 12 === 0) {
      let sum = 0;
      for (let p = 0; p < frame.length; p += 3 * 97) {
        sum +=
          0.2126 * (frame[p] ?? 0) + 0.7152 * (frame[p + 1] ?? 0) + 0.0722 * (frame[p + 2] ?? 0);
      }
      lumaSum += sum / Math.ceil(frame.length / (3 * 97));
      lumaCount++;
    }
    if (!ff.stdin.write(frame)) await once(ff.stdin, "drain");
  }
  ff.stdin.end();
  const [code] = await exited;
  if (code !== 0) throw new Error(`ffmpeg failed for ${job.name} (exit ${String(code)})`);
  return {
    mp4: { file: mp4, bytes: (await stat(mp4)).size },
    webm: { file: webm, bytes: (await stat(webm)).size },
    frames,
    meanLuma: lumaSum / Math.max(1, lumaCount),
  };
}
