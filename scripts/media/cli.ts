/**
 * `npm run media`: derives every image, video, poster, logo and 3D model the
 * content uses from the originals in `media/` (sharp; ffmpeg for videos;
 * glTF-Transform and three for models), skipping what is already derived from
 * the same original, and copying what an earlier build derived from the cache
 * of derived media (`MEDIA_CACHE_DIR`, default `.cache/media`; `cache.ts`).
 *
 * `npm run media -- --check`: only reports originals whose derived files are
 * missing or out of date (it needs neither encoder). The build runs the
 * command itself, so it derives what is missing before it checks the content.
 */
import { ContentError, contentRoot } from "../../app/content/load.server";
import { checkMedia, deriveMedia, mediaDirs } from "./derive";
import { MediaProblem } from "./images";

const dirs = mediaDirs(contentRoot());

async function main(): Promise<number> {
  if (process.argv.includes("--check")) {
    const problems = await checkMedia(dirs);
    if (problems.length === 0) {
      console.log("Media OK: every original matches its derived files.");
      return 0;
    }
    console.error(new ContentError(problems, "The derived media are out of date").message);
    return 1;
  }
  const started = Date.now();
  const report = await deriveMedia(dirs, (line) => console.log(line));
  const kb = report.derived.reduce((sum, item) => sum + item.bytes, 0) / 1024;
  console.log(
    `Media: ${report.derived.length} derived (${kb.toFixed(0)} KB), ` +
      `${report.restored.length} from the cache, ${report.unchanged} unchanged, ` +
      `${report.removed.length} files removed, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof ContentError || error instanceof MediaProblem) {
      console.error(error.message);
      process.exitCode = 1;
    } else throw error;
  },
);
