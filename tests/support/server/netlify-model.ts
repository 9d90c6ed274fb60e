/**
 * Test support: what Netlify answers for a path, computed from the generated
 * `_redirects` and `_headers` files and the published file list, following
 * Netlify's documented rules (see the header of `netlify-files.ts`):
 *
 * 1. Forced rules (`!`), top to bottom; matching ignores a trailing slash.
 * 2. The published files, with Pretty URLs: `/a` serves `a.html`; `/a/` and
 *    `/a.html` answer 301 to `/a`; `/a` with only `a/index.html` answers 301
 *    to `/a/`; `/index.html` answers 301 to `/`.
 * 3. The other rules ("shadowing": only when no file answered).
 * 4. `404.html` with status 404.
 *
 * Redirects keep the query string. A status 404 (or 200) rule is a rewrite:
 * the target file's content with that status. Headers: every `_headers` block
 * whose pattern matches the request path.
 *
 * This is a model of Netlify, not Netlify: it cannot catch Netlify behaving
 * differently from its documentation. It does prove that the files we
 * generate say what the server does.
 */
import { readdir, readFile } from "node:fs/promises";
import { request } from "node:http";
import path from "node:path";
import { documentSecurityHeaderNames } from "../../../server/site-rules";

export interface NetlifyRule {
  readonly from: string;
  readonly to: string;
  readonly status: number;
  readonly force: boolean;
}

export interface NetlifyHeaderBlock {
  readonly match: string;
  readonly headers: Readonly<Record<string, string>>;
}

export type NetlifyAnswer =
  | { readonly kind: "redirect"; readonly status: number; readonly location: string }
  | { readonly kind: "file"; readonly status: number; readonly file: string };

export function parseRedirects(text: string): NetlifyRule[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [from = "", to = "", code = "301"] = line.split(/\s+/);
      return { from, to, status: Number(code.replace("!", "")), force: code.endsWith("!") };
    });
}

export function parseHeaders(text: string): NetlifyHeaderBlock[] {
  const blocks: { match: string; headers: Record<string, string> }[] = [];
  for (const raw of text.split("\n")) {
    if (!raw.trim() || raw.trim().startsWith("#")) continue;
    if (!/^\s/.test(raw)) {
      blocks.push({ match: raw.trim(), headers: {} });
      continue;
    }
    const current = blocks.at(-1);
    const colon = raw.indexOf(":");
    if (!current || colon === -1) throw new Error(`_headers: unexpected line ${raw}`);
    const name = raw.slice(0, colon).trim();
    const value = raw.slice(colon + 1).trim();
    current.headers[name] =
      current.headers[name] === undefined ? value : `${current.headers[name]}, ${value}`;
  }
  return blocks;
}

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** Netlify's pattern match: exact (trailing slash ignored) or a `/*` splat. */
export function netlifyMatches(pattern: string, path: string): boolean {
  if (pattern.endsWith("/*")) return path.startsWith(pattern.slice(0, -1));
  return withoutSlash(pattern) === withoutSlash(path);
}

/** Headers Netlify adds for `path`: every matching block, a header set twice joined by ", ". */
export function netlifyHeadersFor(
  blocks: readonly NetlifyHeaderBlock[],
  path: string,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const block of blocks) {
    if (!netlifyMatches(block.match, path)) continue;
    for (const [name, value] of Object.entries(block.headers)) {
      const key = name.toLowerCase();
      result[key] = result[key] === undefined ? value : `${result[key]}, ${value}`;
    }
  }
  return result;
}

/**
 * Netlify's answer to GET `target` ("/path?query"). `files` holds the URL
 * path of every published file ("/diensten.html", "/assets/app.js").
 */
export function netlifyAnswer(
  target: string,
  files: ReadonlySet<string>,
  rules: readonly NetlifyRule[],
): NetlifyAnswer {
  const queryStart = target.indexOf("?");
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  const query = queryStart === -1 ? "" : target.slice(queryStart);

  const apply = (rule: NetlifyRule): NetlifyAnswer =>
    rule.status >= 300 && rule.status < 400
      ? { kind: "redirect", status: rule.status, location: rule.to + query }
      : { kind: "file", status: rule.status, file: rule.to };

  for (const rule of rules) {
    if (rule.force && netlifyMatches(rule.from, path)) return apply(rule);
  }

  const fromFiles = staticAnswer(path, query, files);
  if (fromFiles) return fromFiles;

  for (const rule of rules) {
    if (!rule.force && netlifyMatches(rule.from, path)) return apply(rule);
  }
  return { kind: "file", status: 404, file: "/404.html" };
}

function staticAnswer(
  path: string,
  query: string,
  files: ReadonlySet<string>,
): NetlifyAnswer | undefined {
  const redirect = (location: string): NetlifyAnswer => ({
    kind: "redirect",
    status: 301,
    location: location + query,
  });
  if (path === "/")
    return files.has("/index.html")
      ? { kind: "file", status: 200, file: "/index.html" }
      : undefined;
  if (path.endsWith("/")) {
    const bare = withoutSlash(path);
    if (files.has(`${bare}.html`)) return redirect(bare);
    if (files.has(`${path}index.html`))
      return { kind: "file", status: 200, file: `${path}index.html` };
    return undefined;
  }
  if (path.endsWith(".html") && files.has(path)) {
    if (path === "/index.html") return redirect("/");
    if (path.endsWith("/index.html")) return redirect(path.slice(0, -"index.html".length));
    return redirect(path.slice(0, -".html".length));
  }
  if (files.has(path)) return { kind: "file", status: 200, file: path };
  if (files.has(`${path}.html`)) return { kind: "file", status: 200, file: `${path}.html` };
  if (files.has(`${path}/index.html`)) return redirect(`${path}/`);
  return undefined;
}

/**
 * Paths that exercise every rule: each page (bare, with a slash, as its file,
 * with a query), each redirect, each not-found rule, each header block, and
 * some unknown paths.
 */
export function probePaths(
  files: ReadonlySet<string>,
  rules: readonly NetlifyRule[],
  blocks: readonly NetlifyHeaderBlock[],
): string[] {
  const probes = new Set<string>(["/", "/?utm_source=x", "/onbekend", "/onbekend/", "/a/b/c"]);
  for (const file of files) {
    if (!file.endsWith(".html")) continue;
    const page = file === "/index.html" ? "/" : file.slice(0, -".html".length);
    probes.add(page);
    probes.add(file);
    if (page !== "/") {
      probes.add(`${page}/`);
      probes.add(`${page}?a=1&b=2`);
      probes.add(`${page}/onbekend`);
    }
  }
  for (const rule of rules) {
    const base = rule.from.endsWith("/*") ? `${rule.from.slice(0, -1)}onbekend` : rule.from;
    probes.add(base);
    probes.add(`${base}/`);
    probes.add(`${base}?x=1`);
  }
  for (const block of blocks) {
    if (!block.match.endsWith("/*") || block.match === "/*") continue;
    const prefix = block.match.slice(0, -1);
    const sample = [...files].find((file) => file.startsWith(prefix));
    if (sample) probes.add(sample);
    probes.add(`${prefix}onbekend.js`);
  }
  for (const file of files) {
    if (!file.slice(1).includes("/") && !file.endsWith(".html")) probes.add(file);
  }
  return [...probes].sort();
}

/** URL paths of the files a build publishes to Netlify (no `_` files, no .br/.gz siblings). */
export async function publishedFiles(clientDir: string): Promise<Set<string>> {
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(path.join(clientDir, dir), { withFileTypes: true });
    const nested = await Promise.all(
      entries.map(async (entry) => {
        const rel = `${dir}/${entry.name}`;
        if (entry.isDirectory()) return walk(rel);
        return entry.isFile() ? [rel] : [];
      }),
    );
    return nested.flat();
  };
  const all = new Set(await walk(""));
  const isSibling = (file: string) => /\.(br|gz)$/.test(file) && all.has(file.slice(0, -3));
  return new Set([...all].filter((file) => !file.startsWith("/_") && !isSibling(file)));
}

export interface ServerAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Buffer;
}

/** GET over node:http (it may set `Host`, which fetch may not), body decoded. */
export function getFromServer(
  baseUrl: string,
  target: string,
  host: string,
): Promise<ServerAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}${target}`,
      { headers: { Host: host, "Accept-Encoding": "identity" } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** Lower-case names of the headers the server sends on HTML only (`site-rules.ts`). */
const documentOnlyHeaders: ReadonlySet<string> = new Set(
  documentSecurityHeaderNames.map((name) => name.toLowerCase()),
);

/**
 * Asks the running server every probe path and compares its answer with what
 * the generated Netlify files declare: status, Location, the file served and
 * every header `_headers` sets for the path. Returns the differences.
 *
 * One difference is by design: `_headers` cannot select by content type, so
 * Netlify sends the document-only headers (`documentSecurityHeaderNames`) on
 * every answer, while the server sends them on HTML only. Those names are
 * skipped when the file served is not HTML; on HTML answers they must agree
 * like everything else.
 */
export async function compareWithServer(options: {
  readonly baseUrl: string;
  readonly clientDir: string;
  /** The production host, so host-dependent headers (X-Robots-Tag) are as in production. */
  readonly host: string;
}): Promise<{ probes: number; differences: string[] }> {
  const { baseUrl, clientDir, host } = options;
  const files = await publishedFiles(clientDir);
  const rules = parseRedirects(await readFile(path.join(clientDir, "_redirects"), "utf8"));
  const blocks = parseHeaders(await readFile(path.join(clientDir, "_headers"), "utf8"));
  const differences: string[] = [];
  const probes = probePaths(files, rules, blocks);
  for (const target of probes) {
    const expected = netlifyAnswer(target, files, rules);
    const actual = await getFromServer(baseUrl, target, host);
    const say = (what: string) => differences.push(`${target}: ${what}`);
    if (actual.status !== expected.status) {
      say(`status ${actual.status}, Netlify ${expected.status}`);
      continue;
    }
    if (expected.kind === "redirect") {
      if (actual.headers.location !== expected.location) {
        say(`Location ${String(actual.headers.location)}, Netlify ${expected.location}`);
      }
      continue;
    }
    const file = await readFile(path.join(clientDir, expected.file));
    if (!actual.body.equals(file)) say(`body is not ${expected.file}`);
    const pathname = target.split("?")[0] ?? target;
    const isHtml = expected.file.endsWith(".html");
    for (const [name, value] of Object.entries(netlifyHeadersFor(blocks, pathname))) {
      if (!isHtml && documentOnlyHeaders.has(name)) continue;
      // Known, deliberate difference: Netlify applies a path's Cache-Control
      // to a 404 there too (a missing /assets/ file would be "immutable");
      // the server only caches files that exist and revalidates 404s.
      if (name === "cache-control" && expected.status === 404) continue;
      if (actual.headers[name] !== value) {
        say(`${name}: ${String(actual.headers[name])}, Netlify ${value}`);
      }
    }
  }
  return { probes: probes.length, differences };
}
