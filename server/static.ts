/**
 * Static files of the build: indexed once at start-up (the build is immutable
 * while the server runs), small files held in memory, large ones streamed.
 *
 * - Pages: every HTML file is the page at its path without `.html`
 *   ("index.html" is "/", "diensten.html" or "diensten/index.html" is "/diensten").
 * - Precompressed `.br`/`.gz` siblings (see `precompress.ts`) are served by
 *   content negotiation; compressible files without them are compressed on the
 *   first request and the result is kept.
 * - Strong ETags per encoding, Last-Modified, 304, single byte ranges, HEAD.
 *   Files cached as immutable (content-hashed names) carry no validators:
 *   browsers never revalidate them, so they would only cost header bytes.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";
import {
  cacheControl as cacheControls,
  modelContentTypes,
  pagePathOf,
} from "../app/lib/http-rules";

export type Encoding = "br" | "gzip";

interface Variant {
  readonly encoding: Encoding;
  readonly etag: string;
  readonly size: number;
  readonly body?: Buffer;
  readonly absPath?: string;
}

export interface StaticEntry {
  /** Path relative to the client directory, with forward slashes. */
  readonly file: string;
  readonly absPath: string;
  readonly size: number;
  /** The file's modification time as an HTTP date (whole seconds). */
  readonly lastModified: string;
  readonly contentType: string;
  readonly compressible: boolean;
  readonly etag: string;
  /** Present for files up to `MAX_CACHED_BYTES`. */
  readonly body?: Buffer;
  /**
   * Compressed bodies: the precompressed siblings from the start, the others
   * added when first compressed (undefined where compression does not pay).
   */
  readonly variants: Map<Encoding, Promise<Variant | undefined>>;
}

export interface StaticSite {
  /** Page path ("/", "/diensten", "/404") -> its HTML file. */
  readonly pages: ReadonlyMap<string, StaticEntry>;
  /** URL path of a page's HTML file ("/diensten.html") -> the page path ("/diensten"). */
  readonly pageFiles: ReadonlyMap<string, string>;
  /** URL path of every other file ("/assets/app-x1.js", "/robots.txt"). */
  readonly files: ReadonlyMap<string, StaticEntry>;
}

const MAX_CACHED_BYTES = 512 * 1024;
/** Below this, compression costs more than it saves. */
export const MIN_COMPRESS_BYTES = 512;

const contentTypes: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".vtt": "text/vtt; charset=utf-8",
  // React Router's pre-rendered loader data (turbo-stream)
  ".data": "text/x-script",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ...modelContentTypes,
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".pdf": "application/pdf",
};

const contentTypeFor = (file: string): string =>
  contentTypes[path.extname(file).toLowerCase()] ?? "application/octet-stream";

/** Text, JSON and XML (SVG included) compress well. */
export const isCompressibleType = (contentType: string): boolean =>
  /^text\/|json|xml/.test(contentType);

/**
 * Compressible files: those of a compressible type, icons, and the 3D
 * product's GLB (quantized vertices and indices, a third of it after Brotli).
 */
export const isCompressible = (file: string): boolean =>
  isCompressibleType(contentTypeFor(file)) ||
  [".ico", ".glb"].includes(path.extname(file).toLowerCase());

const encodingSuffix: Readonly<Record<Encoding, string>> = { br: ".br", gzip: ".gz" };
const etagSuffix: Readonly<Record<Encoding, string>> = { br: "-br", gzip: "-gz" };
const withEncoding = (etag: string, encoding: Encoding) =>
  `${etag.slice(0, -1)}${etagSuffix[encoding]}"`;

const hashTag = (body: Buffer) =>
  `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;

/** Every file under `root`, relative to it, with forward slashes. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join("/"));
}

/** Netlify's own files are build output for the CDN, not site content. */
const ignoredFiles = new Set(["_redirects", "_headers"]);

export async function loadStaticSite(clientDir: string): Promise<StaticSite> {
  const all = (await listFiles(clientDir)).filter((file) => !ignoredFiles.has(file));
  const present = new Set(all);
  const isSibling = (file: string) =>
    (file.endsWith(".br") || file.endsWith(".gz")) && present.has(file.slice(0, -3));

  const pages = new Map<string, StaticEntry>();
  const pageFiles = new Map<string, string>();
  const files = new Map<string, StaticEntry>();

  for (const file of all) {
    if (isSibling(file)) continue;
    const entry = await loadEntry(clientDir, file, present);
    const page = pagePathOf(file);
    if (page === undefined) {
      files.set(`/${file}`, entry);
      continue;
    }
    const other = pages.get(page);
    if (other) {
      throw new Error(`Two files for the page ${page}: ${other.file} and ${file}.`);
    }
    pages.set(page, entry);
    pageFiles.set(`/${file}`, page);
  }
  return { pages, pageFiles, files };
}

async function loadEntry(
  clientDir: string,
  file: string,
  present: ReadonlySet<string>,
): Promise<StaticEntry> {
  const absPath = path.join(clientDir, file);
  const info = await stat(absPath);
  const body = info.size <= MAX_CACHED_BYTES ? await readFile(absPath) : undefined;
  const etag = body ? hashTag(body) : `"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`;
  const compressible = isCompressible(file);

  const variants = new Map<Encoding, Promise<Variant | undefined>>();
  if (compressible) {
    for (const encoding of ["br", "gzip"] as const) {
      const sibling = file + encodingSuffix[encoding];
      if (!present.has(sibling)) continue;
      const siblingPath = path.join(clientDir, sibling);
      const siblingInfo = await stat(siblingPath);
      if (siblingInfo.size >= info.size) continue;
      const siblingBody =
        siblingInfo.size <= MAX_CACHED_BYTES ? await readFile(siblingPath) : undefined;
      variants.set(
        encoding,
        Promise.resolve({
          encoding,
          etag: withEncoding(etag, encoding),
          size: siblingInfo.size,
          ...(siblingBody ? { body: siblingBody } : { absPath: siblingPath }),
        }),
      );
    }
  }

  return {
    file,
    absPath,
    size: info.size,
    lastModified: info.mtime.toUTCString(),
    contentType: contentTypeFor(file),
    compressible,
    etag,
    ...(body ? { body } : {}),
    variants,
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compression per answer or on first request: Brotli at `brotliQuality`, gzip at level 6. */
export function compress(body: Buffer, encoding: Encoding, brotliQuality: number): Promise<Buffer> {
  return encoding === "br"
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } })
    : gzip(body, { level: 6 });
}

/** The entry's body in `encoding`: precompressed, or compressed from memory once and kept. */
function variantOf(entry: StaticEntry, encoding: Encoding): Promise<Variant | undefined> {
  const known = entry.variants.get(encoding);
  if (known) return known;
  const body = entry.body;
  const pending = (async () => {
    if (!body || body.length < MIN_COMPRESS_BYTES) return undefined;
    const compressed = await compress(body, encoding, 5);
    if (compressed.length >= body.length) return undefined;
    const etag = withEncoding(entry.etag, encoding);
    return { encoding, etag, size: compressed.length, body: compressed };
  })();
  entry.variants.set(encoding, pending);
  return pending;
}

/** Encodings the client accepts, best first (q=0 excludes). */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const weight = (name: string) => q.get(name) ?? q.get("*") ?? 0;
  const result: Encoding[] = [];
  if (weight("br") > 0) result.push("br");
  if (Math.max(weight("gzip"), q.get("x-gzip") ?? 0) > 0) result.push("gzip");
  return result.sort((a, b) => weight(b) - weight(a));
}

function etagMatches(header: string, tags: readonly string[]): boolean {
  if (header.trim() === "*") return true;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tags.includes(tag));
}

type ByteRange = { start: number; end: number } | "unsatisfiable" | undefined;

/** One range of `bytes=`; several ranges or other units are ignored (full 200). */
function parseRange(header: string | undefined, size: number): ByteRange {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return undefined;
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}

export interface ServeOptions {
  status: 200 | 404;
  cacheControl: string;
}

/** Writes `entry` (headers and, except for HEAD, the body). */
export async function serveEntry(
  req: IncomingMessage,
  res: ServerResponse,
  entry: StaticEntry,
  { status, cacheControl }: ServeOptions,
): Promise<void> {
  const isOk = status === 200;
  res.setHeader("Content-Type", entry.contentType);
  res.setHeader("Cache-Control", cacheControl);
  if (entry.compressible) res.setHeader("Vary", "Accept-Encoding");

  const rangeHeader = isOk ? req.headers.range : undefined;
  let variant: Variant | undefined;
  if (entry.compressible && !rangeHeader) {
    for (const encoding of acceptedEncodings(req.headers["accept-encoding"])) {
      variant = await variantOf(entry, encoding);
      if (variant) break;
    }
  }

  if (isOk && cacheControl !== cacheControls.immutable) {
    // Validators only for the real resource: a 404 page is not cacheable by ETag.
    const etag = variant?.etag ?? entry.etag;
    res.setHeader("ETag", etag);
    res.setHeader("Last-Modified", entry.lastModified);
    if (!entry.compressible) res.setHeader("Accept-Ranges", "bytes");
    if (isNotModified(req, entry)) {
      res.statusCode = 304;
      res.end();
      return;
    }
  }

  if (variant) {
    res.statusCode = status;
    res.setHeader("Content-Encoding", variant.encoding);
    res.setHeader("Content-Length", variant.size);
    await sendBody(req, res, variant);
    return;
  }

  const range = rangeHeader ? rangeFor(req, entry, rangeHeader) : undefined;
  if (range === "unsatisfiable") {
    res.statusCode = 416;
    res.setHeader("Content-Range", `bytes */${entry.size}`);
    res.removeHeader("ETag");
    res.end();
    return;
  }
  if (range) {
    res.statusCode = 206;
    res.setHeader("Content-Range", `bytes ${range.start}-${range.end}/${entry.size}`);
    res.setHeader("Content-Length", range.end - range.start + 1);
  } else {
    res.statusCode = status;
    res.setHeader("Content-Length", entry.size);
  }
  await sendBody(req, res, entry, range);
}

function isNotModified(req: IncomingMessage, entry: StaticEntry): boolean {
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    const tags = [entry.etag, withEncoding(entry.etag, "br"), withEncoding(entry.etag, "gzip")];
    return etagMatches(ifNoneMatch, tags);
  }
  const ifModifiedSince = req.headers["if-modified-since"];
  if (ifModifiedSince) {
    const since = Date.parse(ifModifiedSince);
    return Number.isFinite(since) && Date.parse(entry.lastModified) <= since;
  }
  return false;
}

function rangeFor(req: IncomingMessage, entry: StaticEntry, header: string): ByteRange {
  const ifRange = req.headers["if-range"];
  if (typeof ifRange === "string") {
    const stillValid = ifRange.startsWith('"')
      ? ifRange === entry.etag
      : Date.parse(ifRange) >= Date.parse(entry.lastModified);
    if (!stillValid) return undefined;
  }
  return parseRange(header, entry.size);
}

/** The body (or `range` of it) from memory, else streamed from its file; none for HEAD. */
async function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  { body, absPath }: { readonly body?: Buffer; readonly absPath?: string },
  range?: { start: number; end: number },
): Promise<void> {
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  if (body) {
    res.end(range ? body.subarray(range.start, range.end + 1) : body);
    return;
  }
  if (!absPath) throw new Error("static entry has neither body nor path");
  try {
    await pipeline(createReadStream(absPath, range ?? {}), res);
  } catch (error) {
    // A client that goes away mid-download is not a server error.
    if (!res.destroyed) throw error;
  }
}
