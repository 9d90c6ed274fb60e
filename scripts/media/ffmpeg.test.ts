import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findFfmpeg, packagedFfmpeg } from "./ffmpeg";

const dir = mkdtempSync(path.join(tmpdir(), "ffmpeg-path-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A folder holding an executable named `ffmpeg`. */
function folderWithFfmpeg(name: string): string {
  const folder = path.join(dir, name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, "ffmpeg"), "#!/bin/sh\n");
  chmodSync(path.join(folder, "ffmpeg"), 0o755);
  return folder;
}

describe("the ffmpeg the media command runs", () => {
  it("is the one FFMPEG names, first", () => {
    expect(findFfmpeg({ FFMPEG: "/opt/ffmpeg", PATH: folderWithFfmpeg("a") })).toEqual({
      path: "/opt/ffmpeg",
      from: "FFMPEG",
    });
  });

  it("is the system's next: the first on the PATH", () => {
    const folder = folderWithFfmpeg("b");
    expect(findFfmpeg({ PATH: [path.join(dir, "empty"), folder].join(path.delimiter) })).toEqual({
      path: path.join(folder, "ffmpeg"),
      from: "PATH",
    });
  });

  it("on a machine without one, is the packaged ffmpeg, with the encoders the recipe uses", () => {
    const found = findFfmpeg({ PATH: path.join(dir, "empty") });
    expect(found).toEqual({ path: packagedFfmpeg(), from: "@ffmpeg-installer/linux-x64" });
    if (!found) throw new Error("no packaged ffmpeg");
    const encoders = execFileSync(found.path, ["-hide_banner", "-encoders"], { encoding: "utf8" });
    expect(encoders).toMatch(/ libx264 /);
    expect(encoders).toMatch(/ libvpx-vp9 /);
  });
});
