/**
 * The Netlify plugin's hooks around the real media step, with a stand-in for
 * Netlify's `utils.cache` that copies folders as `@netlify/cache-utils` does:
 * restore, build, save, and the next checkout copies what the first derived.
 * The upload is a replaced client logo, which the media step copies without
 * encoding.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deriveMedia, mediaDirs } from "../../../scripts/media/derive";
import { copySite } from "../../../tests/support/site-copy";
import { cacheFolder, onPostBuild, onPreBuild } from "./index.js";

const roots: string[] = [];
const scratch = (prefix: string) => {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  roots.push(root);
  return root;
};

let logged: string[];
beforeEach(() => {
  logged = [];
  const record = (...parts: unknown[]) => logged.push(parts.join(" "));
  vi.spyOn(console, "log").mockImplementation(record);
  vi.spyOn(console, "warn").mockImplementation(record);
  vi.stubEnv("MEDIA_CACHE_DIR", undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** Netlify's build cache for a build in `checkout` (its base directory), kept in `store`. */
function buildCache(store: string, checkout: string) {
  const local = (folder: string) => path.resolve(checkout, folder);
  const cached = (folder: string) => path.join(store, folder);
  const hasFiles = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;
  return {
    restore: async (folder: string) => {
      if (!hasFiles(cached(folder))) return false;
      rmSync(local(folder), { recursive: true, force: true });
      cpSync(cached(folder), local(folder), { recursive: true });
      return true;
    },
    save: async (folder: string) => {
      if (!hasFiles(local(folder))) return false;
      rmSync(cached(folder), { recursive: true, force: true });
      cpSync(local(folder), cached(folder), { recursive: true });
      return true;
    },
  };
}

const logo = "logos/lumen.svg";

/** A fresh checkout of a commit in which the editor replaced a client logo. */
function checkoutWithUpload(): string {
  const root = copySite("plugin-checkout-", scratch("plugin-checkout-"));
  writeFileSync(
    path.join(root, "media", logo),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>\n',
  );
  return root;
}

/** One Netlify build of `checkout`: the plugin's hooks around the media step. */
async function netlifyBuild(store: string, checkout: string) {
  const utils = { cache: buildCache(store, checkout) };
  await onPreBuild({ utils });
  const report = await deriveMedia(mediaDirs(checkout, {}));
  await onPostBuild({ utils });
  return report;
}

describe("the media cache plugin", () => {
  it("restores what the previous build saved, so the next checkout copies the upload instead of deriving it", async () => {
    const store = scratch("netlify-cache-");

    const first = await netlifyBuild(store, checkoutWithUpload());
    expect(first.derived.map((item) => item.key)).toEqual([logo]);
    const second = await netlifyBuild(store, checkoutWithUpload());
    expect(second.derived).toEqual([]);
    expect(second.restored).toEqual([logo]);

    expect(logged).toEqual([
      "Media cache: nothing cached yet; this build derives every upload.",
      "Media cache: saved .cache/media.",
      "Media cache: restored .cache/media.",
      "Media cache: saved .cache/media.",
    ]);
    // Two copies of the site and two media steps: seconds on a quiet machine, far more on a busy one.
  }, 120_000);

  it("saves nothing after a build that derived nothing", async () => {
    const checkout = copySite("plugin-checkout-", scratch("plugin-checkout-"));
    const report = await netlifyBuild(scratch("netlify-cache-"), checkout);
    expect(report.derived).toEqual([]);
    expect(logged).toEqual([
      "Media cache: nothing cached yet; this build derives every upload.",
      "Media cache: .cache/media is empty; nothing to save.",
    ]);
  });

  it("logs a failing restore or save and lets the build go on", async () => {
    const failing = {
      restore: () => Promise.reject(new Error("cache service unavailable")),
      save: () => Promise.reject(new Error("disk quota exceeded")),
    };
    await expect(onPreBuild({ utils: { cache: failing } })).resolves.toBeUndefined();
    await expect(onPostBuild({ utils: { cache: failing } })).resolves.toBeUndefined();
    expect(logged).toEqual([
      "Media cache: could not restore .cache/media (cache service unavailable); this build derives every upload.",
      "Media cache: could not save .cache/media (disk quota exceeded); the next build derives the uploads again.",
    ]);
  });

  it("uses the media step's folder: MEDIA_CACHE_DIR, else .cache/media in the base directory", () => {
    const checkout = "/opt/build/repo";
    for (const env of [{}, { MEDIA_CACHE_DIR: "/opt/build/cache/media" }]) {
      expect(path.resolve(checkout, cacheFolder(env))).toBe(mediaDirs(checkout, env).cache);
    }
  });
});
