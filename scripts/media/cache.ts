/**
 * A content-addressed store of derived files that outlives a checkout, so a
 * build derives an original only once: Netlify keeps the folder between
 * builds (`netlify/plugins/media-cache/`), the self-hosted updater shares one
 * between releases.
 *
 * The folder (`MEDIA_CACHE_DIR`, default `<root>/.cache/media`) holds one
 * folder per entry, named by the hash the record in `media/derived.json`
 * gives it (original, recipe and recipe version), with the entry's files and
 * `entry.json`: the derived dimensions and each file's size and SHA-256.
 *
 * Safe to share between builds running at once, and to lose: an entry is
 * written in a scratch folder and renamed into place whole, and an entry
 * whose record or files do not match (missing, truncated, altered) is
 * discarded and made again, never published.
 */
import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { Derived } from "../../app/content/media-refs";

const RECORD = "entry.json";
/** Scratch folders (an entry being written or discarded) start with this. */
const SCRATCH = ".partial-";
/** A scratch folder untouched this long belongs to a build that stopped halfway. */
const ABANDONED_MS = 60 * 60 * 1000;
const HASH = /^[0-9a-f]{64}$/;

const record = z.object({
  section: z.string(),
  derived: z.object({
    name: z.string(),
    width: z.number(),
    height: z.number(),
    seconds: z.number().optional(),
    phone: z.boolean().optional(),
  }),
  files: z.array(
    z.object({
      url: z.string(),
      bytes: z.number().int().nonnegative(),
      sha256: z.string().regex(HASH),
    }),
  ),
});

type CacheRecord = z.infer<typeof record>;

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

const errorCode = (error: unknown) =>
  error instanceof Error && "code" in error ? error.code : undefined;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Where the cache lives: `MEDIA_CACHE_DIR` (relative to the working directory), else `<root>/.cache/media`. */
export const mediaCacheDir = (root: string, env: NodeJS.ProcessEnv = process.env) =>
  env.MEDIA_CACHE_DIR?.trim()
    ? path.resolve(env.MEDIA_CACHE_DIR.trim())
    : path.join(root, ".cache", "media");

/** Writes `bytes` to `file` through a temporary file beside it, so `file` is whole or absent. */
async function writeWhole(file: string, bytes: Buffer): Promise<void> {
  const partial = `${path.join(path.dirname(file), `.${path.basename(file)}`)}.${randomUUID()}.part`;
  try {
    await writeFile(partial, bytes);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

export class MediaCache {
  /**
   * @param dir the cache folder
   * @param publicDir the folder the URLs of derived files are relative to (`<root>/public`)
   */
  constructor(
    readonly dir: string,
    readonly publicDir: string,
    private readonly log: (line: string) => void = () => undefined,
  ) {}

  private entryDir(hash: string): string {
    if (!HASH.test(hash)) throw new Error(`media cache: not a SHA-256 hash: "${hash}"`);
    return path.join(this.dir, hash);
  }

  /**
   * Publishes the entry stored under `hash` for `section` and returns its
   * dimensions; `targets` gives the URLs its files go to (the record's files,
   * in order, under the caller's name). Undefined when there is no such entry
   * or it is damaged; a damaged entry is discarded, and nothing of it is
   * published.
   */
  async restore(
    hash: string,
    section: string,
    targets: (derived: Derived) => string[],
  ): Promise<Derived | undefined> {
    const dir = this.entryDir(hash);
    const found = await this.read(dir, section, targets).catch(
      (error: unknown) => `unreadable: ${messageOf(error)}`,
    );
    if (found === undefined) return undefined;
    if (typeof found === "string") {
      this.log(`media cache: discarded entry ${hash.slice(0, 8)} (${found})`);
      await this.discard(dir);
      return undefined;
    }
    await Promise.all(
      found.contents.map((bytes, index) =>
        writeWhole(path.join(this.publicDir, found.urls[index] ?? ""), bytes),
      ),
    );
    return found.derived;
  }

  /**
   * The entry's files, read and checked against its record; what is wrong with
   * them; or undefined when there is no entry.
   */
  private async read(
    dir: string,
    section: string,
    targets: (derived: Derived) => string[],
  ): Promise<{ derived: Derived; urls: string[]; contents: Buffer[] } | string | undefined> {
    let text: string;
    try {
      text = await readFile(path.join(dir, RECORD), "utf8");
    } catch (error) {
      if (errorCode(error) !== "ENOENT") throw error;
      return existsSync(dir) ? `no ${RECORD}` : undefined;
    }
    const parsed = record.safeParse(parseJson(text));
    if (!parsed.success) return `unreadable ${RECORD}`;
    const entry = parsed.data;
    if (entry.section !== section) return `made for ${entry.section}, not ${section}`;
    const urls = targets(entry.derived);
    if (urls.length !== entry.files.length) {
      return `${entry.files.length} files where ${urls.length} are needed`;
    }
    const contents: Buffer[] = [];
    for (const file of entry.files) {
      const name = path.basename(file.url);
      const bytes = await readFile(path.join(dir, name)).catch(() => undefined);
      if (bytes === undefined) return `${name} is missing`;
      if (bytes.length !== file.bytes)
        return `${name} has ${bytes.length} bytes, not ${file.bytes}`;
      if (sha256(bytes) !== file.sha256) return `${name} does not match its checksum`;
      contents.push(bytes);
    }
    return { derived: entry.derived, urls, contents };
  }

  /**
   * Stores the files at `urls` (below the public folder) under `hash`. A
   * failure to store is logged, not thrown: the build has its files, only the
   * next build loses the shortcut.
   */
  async store(hash: string, section: string, derived: Derived, urls: string[]): Promise<void> {
    const dir = this.entryDir(hash);
    let scratch: string | undefined;
    try {
      await mkdir(this.dir, { recursive: true });
      scratch = await mkdtemp(path.join(this.dir, SCRATCH));
      const files: CacheRecord["files"] = [];
      for (const url of urls) {
        const bytes = await readFile(path.join(this.publicDir, url));
        await writeFile(path.join(scratch, path.basename(url)), bytes);
        files.push({ url, bytes: bytes.length, sha256: sha256(bytes) });
      }
      const entry: CacheRecord = { section, derived, files };
      await writeFile(path.join(scratch, RECORD), `${JSON.stringify(entry, null, 2)}\n`);
      await rename(scratch, dir);
    } catch (error) {
      if (scratch !== undefined) await rm(scratch, { recursive: true, force: true });
      // Another build stored the same entry first.
      if (errorCode(error) === "ENOTEMPTY" || errorCode(error) === "EEXIST") return;
      this.log(
        `media cache: could not store entry ${hash.slice(0, 8)} in ${this.dir}: ${messageOf(error)}`,
      );
    }
  }

  /**
   * Moves an entry out of the way, then removes it: a reader sees it whole or
   * not at all. A failure is logged: the entry is then only not reused.
   */
  private async discard(dir: string): Promise<void> {
    const away = `${path.join(this.dir, SCRATCH)}${randomUUID()}`;
    try {
      await rename(dir, away);
      await rm(away, { recursive: true, force: true });
    } catch (error) {
      // ENOENT: another build discarded it first.
      if (errorCode(error) !== "ENOENT") {
        this.log(`media cache: could not remove ${dir}: ${messageOf(error)}`);
      }
    }
  }

  /**
   * Removes every entry whose hash is not in `used`, and scratch folders left
   * by builds that stopped halfway; returns how many entries it removed.
   */
  async prune(used: ReadonlySet<string>): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if (errorCode(error) !== "ENOENT") {
        this.log(`media cache: could not read ${this.dir}: ${messageOf(error)}`);
      }
      return 0;
    }
    let removed = 0;
    for (const name of names) {
      const dir = path.join(this.dir, name);
      if (HASH.test(name) && !used.has(name)) {
        await this.discard(dir);
        removed++;
      } else if (name.startsWith(SCRATCH)) {
        const stats = await stat(dir).catch(() => undefined);
        if (stats && Date.now() - stats.mtimeMs > ABANDONED_MS) await this.discard(dir);
      }
    }
    return removed;
  }
}
