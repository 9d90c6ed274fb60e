/**
 * `npm run bench:uploads`: what photos uploaded in the editor cost a Netlify
 * build, with the cache of derived media (`scripts/media/cache.ts`) and
 * without. Each build runs `npm run build` (with `NETLIFY=true`) in a fresh
 * copy of the repository, as a Netlify checkout of the commit is: the
 * uploads' originals and cases, none of their derived files. Three builds:
 *
 * - first: 40 generated cases, each with an uploaded photo as its banner
 *   (a JPEG of 2400–4000 px, as a phone or camera gives it), and an empty cache;
 * - second: the same, with the cache the first build left (restored before
 *   the build, as Netlify's build plugin does; the copy is timed apart);
 * - no uploads: the same 40 cases with a banner the repository has derived,
 *   so the same pages and nothing to derive.
 *
 * One cold build fills the cache; then rounds run the other two in turn,
 * each round in the other order, and the table gives medians, so the
 * machine's load hits both alike. Beside the wall time it prints the CPU
 * time of the build's processes, which the load of other work on the machine
 * disturbs less. A benchmark that prints figures; it never fails on one.
 *
 *   npm run bench:uploads                 3 rounds, 40 photos
 *   npm run bench:uploads -- --runs 5 --photos 20
 */
import { execFile } from "node:child_process";
import { cpSync } from "node:fs";
import { copyFile, mkdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import {
  addGeneratedCases,
  buildEnv,
  copySite,
  repository,
  writeOriginal,
} from "../support/site-copy";
import { median } from "./median";
import { benchScratch } from "./bench-end";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    photos: { type: "string", default: "40" },
  },
});
const runs = Number(args.runs);
const photoCount = Number(args.photos);

/** The builds measured here use the cache folder in their own copy. */
delete process.env.MEDIA_CACHE_DIR;

/**
 * `count` photos as a phone or camera gives them: from 2400 to 4000 px wide,
 * in 4:3 and 3:2 by turns, with a photo's grain; returns their files.
 */
async function writePhotos(dir: string, count: number): Promise<string[]> {
  const files: string[] = [];
  for (let i = 0; i < count; i++) {
    const width = Math.round(2400 + (1600 * i) / Math.max(1, count - 1));
    const height = Math.round(i % 2 === 0 ? (width * 3) / 4 : (width * 2) / 3);
    const file = path.join(dir, `photo-${i}.jpg`);
    await writeOriginal(file, { width, height, hue: (i * 37) % 360, noise: 20 });
    files.push(file);
  }
  return files;
}

type Variant = "first" | "second" | "plain";

const labels: Record<Variant, string> = {
  first: `first build: ${photoCount} uploads, empty cache`,
  second: `second build: ${photoCount} uploads, cache restored`,
  plain: `no uploads (the same ${photoCount} cases)`,
};

interface Run {
  /** Wall time of `npm run build`. */
  seconds: number;
  /** CPU time (user and system) of the build's processes, which the machine's load disturbs less. */
  cpuSeconds: number;
  mediaSeconds: number;
  restoreSeconds: number;
  load: number;
}

const since = (started: number) => (Date.now() - started) / 1000;

const run = promisify(execFile);

/** `npm run build` of the copy at `root` as Netlify runs it; its output and the CPU time of its processes. */
async function netlifyBuild(root: string) {
  // bash's `times` prints the CPU time of the shell, then of its finished children.
  const { stdout } = await run("bash", ["-c", "npm run build && times"], {
    cwd: repository,
    env: { ...buildEnv(root, path.join(root, "build")), NETLIFY: "true" },
    maxBuffer: 64 * 1024 * 1024,
  });
  const children = stdout.trimEnd().split("\n").at(-1) ?? "";
  const cpuSeconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, [, minutes, seconds]) => sum + Number(minutes) * 60 + Number(seconds),
    0,
  );
  return { stdout, cpuSeconds };
}

async function main() {
  const scratch = benchScratch("bench-uploads-");
  const photosDir = path.join(scratch, "photos");
  await mkdir(photosDir);
  const savedCache = path.join(scratch, "saved-cache");
  const writing = Date.now();
  const photos = await writePhotos(photosDir, photoCount);
  console.error(`${photoCount} photos written in ${since(writing).toFixed(0)} s`);

  /** One build of a fresh copy of the site; the saved cache is copied in first for `second`. */
  async function build(variant: Variant): Promise<Run> {
    const root = copySite("bench-uploads-");
    await addGeneratedCases(root, {
      count: photoCount,
      ownOriginals: variant !== "plain",
      writeBanner: (file, index) => copyFile(photos[index] ?? "", file),
    });
    const cacheDir = path.join(root, ".cache/media");
    let restoreSeconds = 0;
    if (variant === "second") {
      const restoring = Date.now();
      cpSync(savedCache, cacheDir, { recursive: true });
      restoreSeconds = since(restoring);
    }
    const load = os.loadavg()[0] ?? 0;
    const started = Date.now();
    const { stdout, cpuSeconds } = await netlifyBuild(root);
    const seconds = since(started);
    const mediaLine = /^Media: .* in ([\d.]+) s\.$/m.exec(stdout);
    const mediaSeconds = Number(mediaLine?.[1] ?? Number.NaN);
    if (variant === "first") cpSync(cacheDir, savedCache, { recursive: true });
    await rm(root, { recursive: true, force: true });
    console.error(
      `  ${labels[variant]}: ${seconds.toFixed(1)} s, CPU ${cpuSeconds.toFixed(1)} s, load ${load.toFixed(1)}` +
        `\n    ${mediaLine?.[0] ?? "no media line"}`,
    );
    return { seconds, cpuSeconds, mediaSeconds, restoreSeconds, load };
  }

  // One cold build fills the cache; then the two that matter take turns at going first.
  const results: Record<Variant, Run[]> = { first: [await build("first")], second: [], plain: [] };
  for (let round = 1; round <= runs; round++) {
    console.error(`round ${round} of ${runs}`);
    const order: Variant[] = round % 2 === 1 ? ["second", "plain"] : ["plain", "second"];
    for (const variant of order) results[variant].push(await build(variant));
  }

  const loads = Object.values(results).flatMap((list) => list.map((item) => item.load));
  const middle = (variant: Variant, get: (item: Run) => number) =>
    median(results[variant].map(get));
  console.log(
    `\nnpm run build (NETLIFY=true) in a fresh copy, ${photoCount} uploaded photos of 2400–4000 px: ` +
      `one cold build, then medians of ${runs} runs each, the two taking turns at going first; ` +
      `1-minute load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${os.cpus().length} cores.\n`,
  );
  console.log(
    "| build | runs, wall (s) | wall (s) | CPU (s) | media step (s) | cache restore (s) |",
  );
  console.log("|---|---|---:|---:|---:|---:|");
  for (const variant of ["first", "second", "plain"] as const) {
    console.log(
      `| ${labels[variant]} | ${results[variant].map((item) => item.seconds.toFixed(1)).join(" / ")} | ` +
        `${middle(variant, (item) => item.seconds).toFixed(1)} | ` +
        `${middle(variant, (item) => item.cpuSeconds).toFixed(1)} | ` +
        `${middle(variant, (item) => item.mediaSeconds).toFixed(1)} | ` +
        `${variant === "second" ? middle(variant, (item) => item.restoreSeconds).toFixed(1) : "–"} |`,
    );
  }
  const ratio = (variant: Variant, get: (item: Run) => number) =>
    (middle(variant, get) / middle("plain", get)).toFixed(3);
  console.log(
    `\nSecond build / no uploads: ${ratio("second", (item) => item.seconds)}× wall time ` +
      `(target ≤ 1.1×), ${ratio("second", (item) => item.cpuSeconds)}× CPU time. ` +
      `First build / no uploads: ${ratio("first", (item) => item.seconds)}× wall time.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
