/**
 * The media command: every slot the content uses has all its files, a changed
 * original is derived again (and only that one), and a stale record fails the
 * check with the command that fixes it. Runs on a temporary copy of the
 * content, the originals and the derived files; only images are re-encoded,
 * so no ffmpeg is needed.
 */
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { contentRoot } from "../../app/content/load.server";
import { imageFormats, imageWidths } from "../../app/content/media-kinds";
import { readManifest } from "../../app/content/media-manifest.server";
import { checkMedia, type DeriveReport, deriveMedia, filesOf, mediaDirs } from "./derive";
import { coverRegion } from "../../app/content/image-slots";

const repository = contentRoot();
const roots: string[] = [];

function copyOfSite(): string {
  const root = mkdtempSync(path.join(tmpdir(), "media-"));
  roots.push(root);
  for (const folder of ["content", "media", "public/media"]) {
    cpSync(path.join(repository, folder), path.join(root, folder), { recursive: true });
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A new original: a 2400 x 1200 gradient unlike any placeholder. */
async function writeOriginal(file: string, width = 2400, height = 1200): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#ff5a36"/><stop offset="1" stop-color="#1b3cff"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toFile(file);
}

const MB = 1024 * 1024;
const banner = "images/cases/museum-ar-banner.jpg";
const bannerKey = `banner ${banner}`;

describe("the repository's derived media", () => {
  const dirs = mediaDirs(repository);
  const manifest = readManifest(dirs.originals);

  it("match their originals", async () => {
    expect(await checkMedia(dirs)).toEqual([]);
  });

  it("give every image slot every width in AVIF, WebP and JPEG, at the recorded size", async () => {
    const entries = Object.values(manifest.images);
    expect(entries.length).toBeGreaterThanOrEqual(20);
    for (const entry of entries) {
      const files = filesOf("images", entry);
      expect(files).toHaveLength(imageWidths(entry.width).length * imageFormats.length);
      for (const url of files)
        expect(existsSync(path.join(repository, "public", url)), url).toBe(true);
      const largest = path.join(
        repository,
        "public",
        `/media/img/${entry.name}-${entry.width}.jpg`,
      );
      const { width, height } = await sharp(largest).metadata();
      expect({ width, height }).toEqual({ width: entry.width, height: entry.height });
    }
  });

  it("give every video an MP4 and a WebM (and the hero a phone crop of each), a 360° video within 4 MB each and with its length", () => {
    for (const [key, entry] of Object.entries(manifest.videos)) {
      for (const url of filesOf("videos", entry)) {
        const file = path.join(repository, "public", url);
        expect(existsSync(file), url).toBe(true);
        if (key.startsWith("sphere ")) expect(statSync(file).size, url).toBeLessThanOrEqual(4 * MB);
      }
      if (key.startsWith("sphere ")) {
        expect(entry).toMatchObject({ width: 2048, height: 1024 });
        expect(entry.seconds).toBeGreaterThan(0);
      }
      // Only the home page's background loop has a phone crop; its files are checked above.
      expect(entry.phone === true, key).toBe(key.startsWith("hero "));
    }
  });

  it("give every 3D model a GLB and a USDZ", () => {
    const entries = Object.values(manifest.models);
    expect(entries.length).toBeGreaterThanOrEqual(1);
    for (const entry of entries) {
      for (const url of filesOf("models", entry)) {
        expect(existsSync(path.join(repository, "public", url)), url).toBe(true);
      }
    }
  });
});

describe("npm run media", () => {
  it("derives a replaced original again, and only that one", async () => {
    const root = copyOfSite();
    const dirs = mediaDirs(root);
    const before = readManifest(dirs.originals);
    const old = before.images[bannerKey];
    if (!old) throw new Error(`no manifest entry "${bannerKey}"`);
    const otherFile = path.join(
      root,
      "public/media/img",
      readdirSync(dirs.output + "/img")[0] ?? "",
    );
    const otherTime = statSync(otherFile).mtimeMs;

    await writeOriginal(path.join(dirs.originals, banner));
    const report = await deriveMedia(dirs);

    expect(report.derived.map((item) => item.key)).toEqual([bannerKey]);
    const after = readManifest(dirs.originals).images[bannerKey];
    expect(after?.name).not.toBe(old.name);
    expect(after).toMatchObject({ width: 1600, height: 800 });
    for (const url of filesOf("images", old))
      expect(existsSync(path.join(root, "public", url))).toBe(false);
    if (!after) throw new Error("no new entry");
    for (const url of filesOf("images", after))
      expect(existsSync(path.join(root, "public", url))).toBe(true);
    if (!otherFile.includes(old.name)) expect(statSync(otherFile).mtimeMs).toBe(otherTime);
    expect(await checkMedia(dirs)).toEqual([]);
  });

  it("a stale record fails the check and names the command", async () => {
    const root = copyOfSite();
    await writeOriginal(path.join(root, "media", banner));
    expect(await checkMedia(mediaDirs(root))).toEqual([
      `media/${banner}: changed since its files were derived; run \`npm run media\``,
    ]);
  });

  it("a deleted derived file fails the check", async () => {
    const root = copyOfSite();
    const entry = readManifest(path.join(root, "media")).images[bannerKey];
    if (!entry) throw new Error("no entry");
    rmSync(path.join(root, "public", `/media/img/${entry.name}-640.webp`));
    const [problem] = await checkMedia(mediaDirs(root));
    expect(problem).toMatch(
      /^media\/images\/cases\/museum-ar-banner\.jpg: 1 derived files are missing .* run `npm run media`$/,
    );
  });

  it("refuses an original smaller than its slot", async () => {
    const root = copyOfSite();
    await writeOriginal(path.join(root, "media", banner), 1200, 600);
    await expect(deriveMedia(mediaDirs(root))).rejects.toThrow(
      "media/images/cases/museum-ar-banner.jpg: 1200 px wide after cropping to 2:1; a banner image needs at least 1600 px",
    );
  });
});

describe("the cache of derived media", () => {
  // The first build: a new banner original, derived and stored in the cache.
  let first: { root: string; report: DeriveReport };
  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), "media-first-"));
    for (const folder of ["content", "media", "public/media"]) {
      cpSync(path.join(repository, folder), path.join(root, folder), { recursive: true });
    }
    await writeOriginal(path.join(root, "media", banner));
    first = { root, report: await deriveMedia(mediaDirs(root, {})) };
  });
  afterAll(() => rmSync(first.root, { recursive: true, force: true }));

  const entryIn = (root: string, key = bannerKey) => {
    const entry = readManifest(path.join(root, "media")).images[key];
    if (!entry) throw new Error(`no manifest entry "${key}" in ${root}`);
    return entry;
  };

  /** A checkout of the same commit: the new original, not its derived files, and the first build's cache. */
  function nextCheckout(): string {
    const root = copyOfSite();
    cpSync(path.join(first.root, "media", banner), path.join(root, "media", banner));
    cpSync(path.join(first.root, ".cache/media"), path.join(root, ".cache/media"), {
      recursive: true,
    });
    return root;
  }

  const cacheEntries = (root: string) => readdirSync(path.join(root, ".cache/media"));

  it("stores what a build derives under the hash its record gives it", () => {
    expect(first.report.derived.map((item) => item.key)).toEqual([bannerKey]);
    expect(first.report.restored).toEqual([]);
    expect(cacheEntries(first.root)).toEqual([entryIn(first.root).hash]);
  });

  it("gives the next checkout the same files and record without deriving", async () => {
    const root = nextCheckout();
    const report = await deriveMedia(mediaDirs(root, {}));

    expect(report.derived).toEqual([]);
    expect(report.restored).toEqual([bannerKey]);
    const entry = entryIn(root);
    expect(entry).toEqual(entryIn(first.root));
    for (const url of filesOf("images", entry)) {
      expect(readFileSync(path.join(root, "public", url)), url).toEqual(
        readFileSync(path.join(first.root, "public", url)),
      );
    }
    expect(await checkMedia(mediaDirs(root, {}))).toEqual([]);
  });

  it("derives a damaged entry again and publishes the whole files, never the damaged one", async () => {
    const root = nextCheckout();
    const entry = entryIn(first.root);
    const damaged = path.join(root, ".cache/media", entry.hash, `${entry.name}-1600.avif`);
    const whole = statSync(damaged).size;
    writeFileSync(damaged, readFileSync(damaged).subarray(0, whole / 2));

    const report = await deriveMedia(mediaDirs(root, {}));

    expect(report.derived.map((item) => item.key)).toEqual([bannerKey]);
    expect(report.restored).toEqual([]);
    const published = path.join(root, "public/media/img", `${entry.name}-1600.avif`);
    expect(statSync(published).size).toBeGreaterThan(whole / 2);
    expect(await sharp(published).metadata()).toMatchObject({ width: 1600, height: 800 });
    expect(await checkMedia(mediaDirs(root, {}))).toEqual([]);
    // The entry is whole again for the build after.
    expect(statSync(damaged).size).toBe(statSync(published).size);
  });

  it("derives again for a changed recipe, and prunes the entry the content no longer uses", async () => {
    const root = nextCheckout();
    const file = path.join(root, "content/cases/museum-ar.yaml");
    const yaml = readFileSync(file, "utf8");
    writeFileSync(file, yaml.replace(`  src: ${banner}\n`, `  src: ${banner}\n  focus: 30% 50%\n`));
    const focused = `${bannerKey} focus=0.3,0.5`;

    const report = await deriveMedia(mediaDirs(root, {}));

    expect(report.derived.map((item) => item.key)).toEqual([focused]);
    expect(report.restored).toEqual([]);
    expect(cacheEntries(root)).toEqual([entryIn(root, focused).hash]);
  });

  it("leaves `npm run media -- --check` reporting the files the checkout lacks", async () => {
    const root = nextCheckout();
    expect(await checkMedia(mediaDirs(root, {}))).toEqual([
      `media/${banner}: changed since its files were derived; run \`npm run media\``,
    ]);
    expect(cacheEntries(root)).toEqual(cacheEntries(first.root));
  });
});

describe("coverRegion()", () => {
  it("cuts the kind's aspect ratio around the focus point, inside the image", () => {
    expect(coverRegion(4000, 3000, [2, 1])).toEqual({
      left: 0,
      top: 500,
      width: 4000,
      height: 2000,
    });
    expect(coverRegion(4000, 3000, [2, 1], { x: 0.5, y: 0 })).toMatchObject({ top: 0 });
    expect(coverRegion(4000, 3000, [2, 1], { x: 0.5, y: 1 })).toMatchObject({ top: 1000 });
    expect(coverRegion(4000, 2000, [1, 1], { x: 0.8, y: 0.5 })).toEqual({
      left: 2000,
      top: 0,
      width: 2000,
      height: 2000,
    });
  });
});
