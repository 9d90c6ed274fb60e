/**
 * The cache of derived media on its own, with small made-up files: a stored
 * entry comes back byte for byte under the caller's name, and an entry that
 * is incomplete or altered in any way is discarded instead of published.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { MediaCache, mediaCacheDir } from "./cache";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const hashOf = (text: string) => createHash("sha256").update(text).digest("hex");
const hash = hashOf("an original and its recipe");
const derived = { name: "photo-aaaa1111", width: 1600, height: 800 };
const urlsOf = ({ name }: { name: string }) => [
  `/media/img/${name}-640.webp`,
  `/media/img/${name}-1600.webp`,
];

/** A build's root with a public folder holding the two files of `derived`, and a cache beside it. */
async function setUp() {
  const root = mkdtempSync(path.join(tmpdir(), "media-cache-"));
  roots.push(root);
  const publicDir = path.join(root, "public");
  mkdirSync(path.join(publicDir, "media/img"), { recursive: true });
  const [small = "", large = ""] = urlsOf(derived);
  await writeFile(path.join(publicDir, small), "small rendition");
  await writeFile(path.join(publicDir, large), "large rendition, with more bytes");
  const lines: string[] = [];
  const cache = new MediaCache(path.join(root, "cache"), publicDir, (line) => lines.push(line));
  return { root, publicDir, cache, lines };
}

/** A second checkout sharing `cache`'s folder, with an empty public folder. */
function freshCheckout(cache: MediaCache) {
  const root = mkdtempSync(path.join(tmpdir(), "media-cache-"));
  roots.push(root);
  const publicDir = path.join(root, "public");
  mkdirSync(path.join(publicDir, "media/img"), { recursive: true });
  const lines: string[] = [];
  return {
    publicDir,
    lines,
    cache: new MediaCache(cache.dir, publicDir, (line) => lines.push(line)),
  };
}

const published = (publicDir: string) =>
  readdirSync(path.join(publicDir, "media/img")).sort((a, b) => a.localeCompare(b));

describe("MediaCache", () => {
  it("gives back a stored entry byte for byte, under the name the caller asks for", async () => {
    const { publicDir, cache } = await setUp();
    await cache.store(hash, "images", derived, urlsOf(derived));
    const fresh = freshCheckout(cache);

    const restored = await fresh.cache.restore(hash, "images", (stored) =>
      urlsOf({ ...stored, name: "copy-aaaa1111" }),
    );

    expect(restored).toEqual(derived);
    expect(published(fresh.publicDir)).toEqual([
      "copy-aaaa1111-1600.webp",
      "copy-aaaa1111-640.webp",
    ]);
    for (const [index, url] of urlsOf(derived).entries()) {
      const target = urlsOf({ name: "copy-aaaa1111" })[index] ?? "";
      expect(readFileSync(path.join(fresh.publicDir, target))).toEqual(
        readFileSync(path.join(publicDir, url)),
      );
    }
    expect(fresh.lines).toEqual([]);
  });

  it("finds nothing in an absent folder, or under another hash or section", async () => {
    const { cache } = await setUp();
    expect(await cache.restore(hash, "images", urlsOf)).toBeUndefined();
    expect(existsSync(cache.dir)).toBe(false);
    await cache.store(hash, "images", derived, urlsOf(derived));
    const fresh = freshCheckout(cache);
    expect(await fresh.cache.restore(hashOf("another recipe"), "images", urlsOf)).toBeUndefined();
    expect(published(fresh.publicDir)).toEqual([]);
    expect(fresh.lines).toEqual([]);
  });

  const damages: [string, (entry: string) => Promise<void> | void, RegExp][] = [
    [
      "a missing file",
      (entry) => rmSync(path.join(entry, "photo-aaaa1111-1600.webp")),
      /photo-aaaa1111-1600\.webp is missing/,
    ],
    [
      "a truncated file",
      (entry) => writeFile(path.join(entry, "photo-aaaa1111-1600.webp"), "large rendi"),
      /photo-aaaa1111-1600\.webp has 11 bytes, not 32/,
    ],
    [
      "a file of the right size with other bytes",
      (entry) =>
        writeFile(path.join(entry, "photo-aaaa1111-1600.webp"), "LARGE RENDITION, WITH MORE BYTES"),
      /photo-aaaa1111-1600\.webp does not match its checksum/,
    ],
    [
      "a truncated record",
      async (entry) => {
        const text = readFileSync(path.join(entry, "entry.json"), "utf8");
        await writeFile(path.join(entry, "entry.json"), text.slice(0, 40));
      },
      /unreadable entry\.json/,
    ],
    ["no record", (entry) => rmSync(path.join(entry, "entry.json")), /no entry\.json/],
  ];

  for (const [damage, apply, reason] of damages) {
    it(`discards an entry with ${damage}, publishing none of its files`, async () => {
      const { cache } = await setUp();
      await cache.store(hash, "images", derived, urlsOf(derived));
      await apply(path.join(cache.dir, hash));
      const fresh = freshCheckout(cache);

      expect(await fresh.cache.restore(hash, "images", urlsOf)).toBeUndefined();

      expect(published(fresh.publicDir)).toEqual([]);
      expect(fresh.lines).toHaveLength(1);
      expect(fresh.lines[0]).toMatch(reason);
      expect(readdirSync(cache.dir)).toEqual([]);
      // Stored again after the caller derives the files again, it comes back whole.
      await cache.store(hash, "images", derived, urlsOf(derived));
      expect(await fresh.cache.restore(hash, "images", urlsOf)).toEqual(derived);
    });
  }

  it("discards an entry made for another section or with another number of files", async () => {
    const { cache, lines } = await setUp();
    await cache.store(hash, "videos", derived, urlsOf(derived));
    expect(await cache.restore(hash, "images", urlsOf)).toBeUndefined();
    await cache.store(hash, "images", derived, urlsOf(derived));
    expect(await cache.restore(hash, "images", (stored) => urlsOf(stored).slice(1))).toBe(
      undefined,
    );
    expect(lines).toEqual([
      `media cache: discarded entry ${hash.slice(0, 8)} (made for videos, not images)`,
      `media cache: discarded entry ${hash.slice(0, 8)} (2 files where 1 are needed)`,
    ]);
  });

  it("keeps the first of two builds storing the same entry, and leaves no scratch folder", async () => {
    const { cache, lines } = await setUp();
    await Promise.all([
      cache.store(hash, "images", derived, urlsOf(derived)),
      cache.store(hash, "images", derived, urlsOf(derived)),
    ]);
    expect(readdirSync(cache.dir)).toEqual([hash]);
    expect(await cache.restore(hash, "images", urlsOf)).toEqual(derived);
    expect(lines).toEqual([]);
  });

  it("logs a store that fails instead of failing the build", async () => {
    const { root, publicDir } = await setUp();
    const blocked = path.join(root, "not-a-folder");
    await writeFile(blocked, "");
    const lines: string[] = [];
    const cache = new MediaCache(path.join(blocked, "cache"), publicDir, (line) =>
      lines.push(line),
    );
    await cache.store(hash, "images", derived, urlsOf(derived));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(`^media cache: could not store entry ${hash.slice(0, 8)} in .*not-a-folder`),
    );
  });

  it("prunes the entries not used and scratch folders abandoned over an hour ago", async () => {
    const { cache } = await setUp();
    const other = hashOf("an original the content no longer uses");
    await cache.store(hash, "images", derived, urlsOf(derived));
    await cache.store(other, "images", derived, urlsOf(derived));
    const abandoned = path.join(cache.dir, ".partial-abandoned");
    const writing = path.join(cache.dir, ".partial-writing");
    mkdirSync(abandoned);
    mkdirSync(writing);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(abandoned, twoHoursAgo, twoHoursAgo);

    expect(await cache.prune(new Set([hash]))).toBe(1);

    expect(readdirSync(cache.dir).sort()).toEqual([".partial-writing", hash]);
  });
});

describe("mediaCacheDir()", () => {
  it("is MEDIA_CACHE_DIR, resolved against the working directory, else .cache/media in the root", () => {
    expect(mediaCacheDir("/srv/site", {})).toBe("/srv/site/.cache/media");
    expect(mediaCacheDir("/srv/site", { MEDIA_CACHE_DIR: " " })).toBe("/srv/site/.cache/media");
    expect(mediaCacheDir("/srv/site", { MEDIA_CACHE_DIR: "/srv/cache/media" })).toBe(
      "/srv/cache/media",
    );
    expect(mediaCacheDir("/srv/site", { MEDIA_CACHE_DIR: "shared" })).toBe(path.resolve("shared"));
  });
});
