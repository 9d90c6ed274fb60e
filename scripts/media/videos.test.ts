/**
 * A video original as the editor commits it (a 720p H.264 MP4 without sound)
 * derives like the site's own videos, on a build machine without ffmpeg: the
 * ffmpeg inside `@ffmpeg-installer/linux-x64` (from 2018) runs the recipe.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ALL_FORMATS, FilePathSource, Input } from "mediabunny";
import { afterAll, describe, expect, it } from "vitest";
import { contentRoot } from "../../app/content/load.server";
import { videoKinds } from "../../app/content/media-kinds";
import { readManifest } from "../../app/content/media-manifest.server";
import { checkMedia, deriveMedia, filesOf, mediaDirs } from "./derive";
import { packagedFfmpeg } from "./ffmpeg";

const root = mkdtempSync(path.join(tmpdir(), "media-video-"));
const previous = process.env.FFMPEG;

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  if (previous === undefined) delete process.env.FFMPEG;
  else process.env.FFMPEG = previous;
});

/** The codec of the first video track of `file`, and its size as shown. */
async function videoOf(file: string) {
  const input = new Input({ source: new FilePathSource(file), formats: ALL_FORMATS });
  try {
    const track = await input.getPrimaryVideoTrack();
    const audio = await input.getPrimaryAudioTrack();
    return {
      codec: track?.codec,
      width: track?.displayWidth,
      height: track?.displayHeight,
      audio: audio !== null,
    };
  } finally {
    input.dispose();
  }
}

/** `file` with `from` replaced by `to`, failing when `from` is not in it. */
function replaceIn(file: string, from: string, to: string) {
  const text = readFileSync(file, "utf8");
  if (!text.includes(from)) throw new Error(`${file} has no "${from}"`);
  writeFileSync(file, text.replace(from, to));
}

describe("a video uploaded in the editor", () => {
  const ffmpeg = packagedFfmpeg();

  it("is found on this machine: the optional dependency is installed", () => {
    expect(ffmpeg).toBeDefined();
  });

  it("derives like the site's own videos with the packaged ffmpeg: a case, a page, the home page with its phone crop", async () => {
    if (!ffmpeg) throw new Error("no packaged ffmpeg");
    for (const folder of ["content", "media", "public/media"])
      cpSync(path.join(contentRoot(), folder), path.join(root, folder), { recursive: true });
    // One second of 720p at 24 fps, shaped as the editor commits it for a 16:9 slot.
    execFileSync(ffmpeg, [
      ...["-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i"],
      "testsrc2=size=1280x720:rate=24",
      ...["-t", "1", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-movflags", "+faststart"],
      path.join(root, "media/videos/upload.mp4"),
    ]);
    const content = (file: string) => path.join(root, "content", file);
    replaceIn(
      content("cases/jeugdzorg-vr.yaml"),
      "videos/cases/jeugdzorg-vr.mp4",
      "videos/upload.mp4",
    );
    replaceIn(content("pages/home.yaml"), "videos/home/hero-loop.mp4", "videos/upload.mp4");
    replaceIn(content("pages/diensten.yaml"), "videos/services/intro.mp4", "videos/upload.mp4");
    process.env.FFMPEG = ffmpeg;

    const dirs = mediaDirs(root);
    const report = await deriveMedia(dirs);

    expect(report.derived.map((item) => item.key).sort()).toEqual([
      "clip videos/upload.mp4",
      "hero videos/upload.mp4",
    ]);
    const { videos } = readManifest(dirs.originals);
    expect(videos["clip videos/upload.mp4"]).toMatchObject({
      width: 1280,
      height: 720,
      seconds: 1,
    });
    const hero = videos["hero videos/upload.mp4"];
    expect(hero).toMatchObject({ width: 1280, height: 720, phone: true });
    if (!hero) throw new Error("no hero entry");
    const files = filesOf("videos", hero).map((url) => path.join(root, "public", url));
    const made = await Promise.all(
      files.map(async (file) => ({ file: path.basename(file), ...(await videoOf(file)) })),
    );
    const phone = videoKinds.hero.phone;
    expect(
      made.map(({ file, ...video }) => [file.replace(/^.*?(-phone)?\.(\w+)$/, "$1.$2"), video]),
    ).toEqual([
      [".mp4", { codec: "avc", width: 1280, height: 720, audio: false }],
      [".webm", { codec: "vp9", width: 1280, height: 720, audio: false }],
      ["-phone.mp4", { codec: "avc", width: phone.width, height: 720, audio: false }],
      ["-phone.webm", { codec: "vp9", width: phone.width, height: 720, audio: false }],
    ]);
    for (const file of files) expect(statSync(file).size, file).toBeGreaterThan(1000);
    expect(await checkMedia(dirs)).toEqual([]);
  }, 300_000);
});
