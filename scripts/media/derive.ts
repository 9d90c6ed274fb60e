/**
 * The media command's work: derive what the content asks for from the
 * originals in `media/` (images, videos with their posters, logos and 3D
 * models), into `public/media/`, and record it in `media/derived.json`; or
 * check that the record still matches the originals.
 *
 * Work is cached on content: an entry is redone only when the hash of its
 * original and recipe changed or one of its files is missing, and then taken
 * from the cache of derived files (`cache.ts`) when an earlier build made it.
 * Files no entry uses any more are removed, from `public/media/` and from the
 * cache.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { imageFormats, imageKinds, imageWidths, videoKinds } from "../../app/content/media-kinds";
import {
  type ManifestEntry,
  MANIFEST_FILE,
  type MediaManifest,
  emptyManifest,
  readManifest,
} from "../../app/content/media-manifest.server";
import { imageUrl, logoUrl, modelUrl, videoUrl } from "../../app/content/media";
import type { Derived } from "../../app/content/media-refs";
import { MediaCache, mediaCacheDir } from "./cache";
import { deriveImage, MediaProblem } from "./images";
import { deriveModel, modelQuantization } from "./model";
import { collectRequests } from "./requests";
import { deriveVideo, firstFrame } from "./videos";

/** Bump when an encoder setting changes, so every file is made again. */
const RECIPE_VERSION = 1;

export interface MediaDirs {
  root: string;
  originals: string;
  output: string;
  /** The cache of derived files shared between builds (`cache.ts`). */
  cache: string;
}

export const mediaDirs = (root: string, env: NodeJS.ProcessEnv = process.env): MediaDirs => ({
  root,
  originals: path.join(root, "media"),
  output: path.join(root, "public", "media"),
  cache: mediaCacheDir(root, env),
});

type Section = keyof MediaManifest;

interface Job {
  section: Section;
  key: string;
  source: string;
  recipe: unknown;
  /** Makes the files; returns their dimensions (and a video's length). */
  make(
    name: string,
  ): Promise<
    Pick<Derived, "width" | "height" | "seconds" | "phone"> & { files: { bytes: number }[] }
  >;
}

const slug = (src: string) =>
  path
    .basename(src, path.extname(src))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

async function hashOf(originals: string, source: string, recipe: unknown): Promise<string> {
  const bytes = await readFile(path.join(originals, source));
  return createHash("sha256")
    .update(JSON.stringify({ version: RECIPE_VERSION, recipe }))
    .update("\0")
    .update(bytes)
    .digest("hex");
}

/** The public files behind a manifest entry, in a fixed order. */
export function filesOf(
  section: Section,
  entry: Pick<Derived, "name" | "width" | "phone">,
): string[] {
  if (section === "logos") return [logoUrl(entry.name)];
  if (section === "videos") {
    const renditions = entry.phone ? [undefined, "phone" as const] : [undefined];
    return renditions.flatMap((rendition) =>
      (["mp4", "webm"] as const).map((format) => videoUrl(entry.name, format, rendition)),
    );
  }
  if (section === "models") return [modelUrl(entry.name, "glb"), modelUrl(entry.name, "usdz")];
  return imageWidths(entry.width).flatMap((width) =>
    imageFormats.map((format) => imageUrl(entry.name, width, format)),
  );
}

function jobsFor(dirs: MediaDirs): Job[] {
  const requests = collectRequests(dirs.root);
  const out = (folder: string) => path.join(dirs.output, folder);
  const jobs: Job[] = [];
  for (const [key, request] of requests.images) {
    const { kind, src, focus, crop } = request;
    jobs.push({
      section: "images",
      key,
      source: src,
      recipe: { kind: imageKinds[kind], focus, crop },
      make: (name) =>
        deriveImage({
          input: path.join(dirs.originals, src),
          label: `media/${src}`,
          kind,
          focus,
          crop,
          name,
          outDir: out("img"),
        }),
    });
  }
  for (const [key, { video, kind }] of requests.posters) {
    jobs.push({
      section: "images",
      key,
      source: video.src,
      recipe: { poster: imageKinds[kind], focus: video.focus },
      make: async (name) =>
        deriveImage({
          input: await firstFrame(path.join(dirs.originals, video.src), `media/${video.src}`),
          label: `media/${video.src} (first frame)`,
          kind,
          focus: video.focus,
          name,
          outDir: out("img"),
        }),
    });
  }
  for (const [key, request] of requests.videos) {
    jobs.push({
      section: "videos",
      key,
      source: request.src,
      recipe: { kind: videoKinds[request.kind], focus: request.focus },
      make: (name) =>
        deriveVideo({
          input: path.join(dirs.originals, request.src),
          label: `media/${request.src}`,
          kind: request.kind,
          focus: request.focus,
          name,
          outDir: out("video"),
        }),
    });
  }
  for (const [key, src] of requests.logos) {
    jobs.push({
      section: "logos",
      key,
      source: src,
      recipe: { logo: true },
      make: async (name) => {
        const svg = await readFile(path.join(dirs.originals, src), "utf8");
        if (!/<svg[\s>]/.test(svg)) throw new MediaProblem(`media/${src}: not an SVG file`);
        await writeFile(path.join(out("logos"), `${name}.svg`), svg);
        return { width: 0, height: 0, files: [{ bytes: Buffer.byteLength(svg) }] };
      },
    });
  }
  for (const [key, src] of requests.models) {
    jobs.push({
      section: "models",
      key,
      source: src,
      recipe: { model: modelQuantization },
      make: async (name) => {
        const files = await deriveModel(path.join(dirs.originals, src), out("models"), name);
        return { width: 0, height: 0, files };
      },
    });
  }
  return jobs;
}

/** The folders of `public/media/` the command writes, one per kind of file. */
const outputFolders = ["img", "video", "logos", "models"] as const;

const missingFiles = (dirs: MediaDirs, section: Section, entry: ManifestEntry) =>
  filesOf(section, entry).filter((url) => !existsSync(path.join(dirs.root, "public", url)));

export interface DeriveReport {
  derived: { key: string; bytes: number; seconds: number }[];
  /** Keys whose files came from the cache. */
  restored: string[];
  unchanged: number;
  removed: string[];
}

export async function deriveMedia(
  dirs: MediaDirs,
  log: (line: string) => void = () => undefined,
): Promise<DeriveReport> {
  const previous = readManifest(dirs.originals);
  const next = emptyManifest();
  const report: DeriveReport = { derived: [], restored: [], unchanged: 0, removed: [] };
  const cache = new MediaCache(dirs.cache, path.join(dirs.root, "public"), log);
  const used = new Set<string>();
  await Promise.all(
    outputFolders.map((folder) => mkdir(path.join(dirs.output, folder), { recursive: true })),
  );
  for (const job of jobsFor(dirs)) {
    const hash = await hashOf(dirs.originals, job.source, job.recipe);
    used.add(hash);
    const known = previous[job.section][job.key];
    if (known?.hash === hash && missingFiles(dirs, job.section, known).length === 0) {
      next[job.section][job.key] = known;
      report.unchanged++;
      continue;
    }
    const name = `${slug(job.source)}-${hash.slice(0, 8)}`;
    const cached = await cache.restore(hash, job.section, (derived) =>
      filesOf(job.section, { ...derived, name }),
    );
    if (cached) {
      next[job.section][job.key] = { ...derivedOf(cached, name), source: job.source, hash };
      report.restored.push(job.key);
      continue;
    }
    const started = Date.now();
    const made = await job.make(name);
    const seconds = (Date.now() - started) / 1000;
    const bytes = made.files.reduce((sum, file) => sum + file.bytes, 0);
    report.derived.push({ key: job.key, bytes, seconds });
    log(`derived ${job.key}: ${(bytes / 1024).toFixed(0)} KB in ${seconds.toFixed(1)} s`);
    const derived = derivedOf(made, name);
    next[job.section][job.key] = { ...derived, source: job.source, hash };
    await cache.store(hash, job.section, derived, filesOf(job.section, derived));
  }
  if (report.restored.length > 0) {
    log(`took ${report.restored.length} from the cache of derived media in ${dirs.cache}`);
  }
  const pruned = await cache.prune(used);
  if (pruned > 0) log(`removed ${pruned} entries the content no longer uses from ${dirs.cache}`);
  report.removed = await removeUnused(dirs, next);
  for (const file of report.removed) log(`removed ${file}`);
  await writeFile(
    path.join(dirs.originals, MANIFEST_FILE),
    `${JSON.stringify(sorted(next), null, 2)}\n`,
  );
  return report;
}

/** The derived files' name and what the record keeps of their dimensions. */
const derivedOf = (
  made: Pick<Derived, "width" | "height" | "seconds" | "phone">,
  name: string,
): Derived => ({
  name,
  width: made.width,
  height: made.height,
  ...(made.seconds === undefined ? {} : { seconds: made.seconds }),
  ...(made.phone ? { phone: true } : {}),
});

function sorted(manifest: MediaManifest): MediaManifest {
  const sortSection = (section: Record<string, ManifestEntry>) =>
    Object.fromEntries(Object.entries(section).sort(([a], [b]) => a.localeCompare(b)));
  return {
    images: sortSection(manifest.images),
    videos: sortSection(manifest.videos),
    logos: sortSection(manifest.logos),
    models: sortSection(manifest.models),
  };
}

async function removeUnused(dirs: MediaDirs, manifest: MediaManifest): Promise<string[]> {
  const keep = new Set(
    (Object.keys(manifest) as Section[]).flatMap((section) =>
      Object.values(manifest[section]).flatMap((entry) => filesOf(section, entry)),
    ),
  );
  const removed: string[] = [];
  for (const folder of outputFolders) {
    const dir = path.join(dirs.output, folder);
    if (!existsSync(dir)) continue;
    for (const file of await readdir(dir)) {
      const url = `/media/${folder}/${file}`;
      if (!keep.has(url)) {
        await rm(path.join(dir, file));
        removed.push(`public${url}`);
      }
    }
  }
  return removed;
}

/**
 * Every way the derived files no longer match the originals and the content:
 * a changed or missing original, a reference without files, a missing file.
 * Each problem names the command that fixes it.
 */
export async function checkMedia(dirs: MediaDirs): Promise<string[]> {
  const manifest = readManifest(dirs.originals);
  const problems: string[] = [];
  const fix = "run `npm run media`";
  for (const job of jobsFor(dirs)) {
    const entry = manifest[job.section][job.key];
    if (!entry) {
      problems.push(`media/${job.source}: no derived files for "${job.key}"; ${fix}`);
      continue;
    }
    if (entry.hash !== (await hashOf(dirs.originals, job.source, job.recipe))) {
      problems.push(`media/${job.source}: changed since its files were derived; ${fix}`);
      continue;
    }
    const missing = missingFiles(dirs, job.section, entry);
    if (missing.length > 0) {
      problems.push(
        `media/${job.source}: ${missing.length} derived files are missing (e.g. public${missing[0] ?? ""}); ${fix}`,
      );
    }
  }
  return problems;
}
