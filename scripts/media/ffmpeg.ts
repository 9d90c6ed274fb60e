/**
 * The ffmpeg the media command derives videos with: the one `FFMPEG` names,
 * else the system's (`ffmpeg` on the PATH: Debian's on a self-hosted server),
 * else the one inside the optional dependency `@ffmpeg-installer/linux-x64`
 * (a 2018 ffmpeg 4.1 with libx264 and libvpx-vp9), so a build machine
 * without ffmpeg, such as Netlify's, derives videos too.
 */
import { accessSync, constants } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

export interface Ffmpeg {
  path: string;
  /** Where it was found, for messages. */
  from: "FFMPEG" | "PATH" | "@ffmpeg-installer/linux-x64";
}

const executable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The packaged ffmpeg, when the optional dependency is installed (Linux on x64 only). */
export function packagedFfmpeg(): string | undefined {
  try {
    const manifest = createRequire(import.meta.url).resolve(
      "@ffmpeg-installer/linux-x64/package.json",
    );
    const file = path.join(path.dirname(manifest), "ffmpeg");
    return executable(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

export function findFfmpeg(env: NodeJS.ProcessEnv = process.env): Ffmpeg | undefined {
  const named = env.FFMPEG?.trim();
  if (named) return { path: named, from: "FFMPEG" };
  for (const dir of (env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, "ffmpeg");
    if (executable(file)) return { path: file, from: "PATH" };
  }
  const packaged = packagedFfmpeg();
  return packaged ? { path: packaged, from: "@ffmpeg-installer/linux-x64" } : undefined;
}
