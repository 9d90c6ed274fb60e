/**
 * Test support: what Netlify makes of the generated `_redirects` and
 * `_headers`, worked out by Netlify's own code, and the comparison with the
 * self-hosted server.
 *
 * Netlify's code:
 * - `netlify-redirect-parser` and `netlify-headers-parser` read the files, as
 *   Netlify's build and CLI do; a line they reject fails the test.
 * - `netlify-redirector`, the matcher of `netlify dev` (WebAssembly; runs on
 *   Node 20 and 22), decides which rule a path matches and what it points to.
 * - A path gets the values of every `_headers` block whose pattern matches it,
 *   by the parser's `forRegExp`, as `netlify dev` applies them.
 *
 * Ours, because no Netlify package holds it:
 * - The CDN's file lookup with Pretty URLs (`fileAnswer`): `/a` serves
 *   `a.html`; `/a/` and `/a.html` answer 301 to `/a`; `/index.html` answers
 *   301 to `/`. (`netlify dev` serves `/a/` from `a.html` without the
 *   redirect.)
 * - Files against rules, as `netlify dev` decides it: the matched rule applies
 *   when it is forced or no file answers; otherwise the file. With neither,
 *   `/404.html` with status 404.
 */
import { readdir, readFile } from "node:fs/promises";
import { request } from "node:http";
import path from "node:path";
import { parseAllHeaders } from "netlify-headers-parser";
import { parseAllRedirects } from "netlify-redirect-parser";
import redirector, { type RedirectMatcher, type RedirectorMatch } from "netlify-redirector";
import { z } from "zod";
import {
  cacheRules,
  documentSecurityHeaderNames,
  notFoundPages,
  notFoundRules,
  redirects,
} from "../../../app/lib/http-rules";

/** The fields of a parsed `_redirects` rule that the matcher and the probes use. */
const parsedRule = z.looseObject({
  from: z.string(),
  query: z.record(z.string(), z.string()),
});

interface HeaderBlock {
  readonly for: string;
  readonly forRegExp: RegExp;
  readonly values: Readonly<Record<string, string>>;
}

/** A published build as Netlify's code reads it. */
export interface NetlifySite {
  /** URL paths of the published files ("/diensten.html", "/assets/app.js"). */
  readonly files: ReadonlySet<string>;
  /** The `from` of every `_redirects` rule, in order. */
  readonly rulePatterns: readonly string[];
  readonly headerBlocks: readonly HeaderBlock[];
  readonly matcher: RedirectMatcher;
  /** The host the requests are for. */
  readonly host: string;
}

export type NetlifyAnswer =
  | { readonly kind: "redirect"; readonly status: number; readonly location: string }
  | { readonly kind: "file"; readonly status: number; readonly file: string };

/** Netlify's answer to unknown paths when no rule matches. */
const netlifyNotFoundFile = "/404.html";

export async function readNetlifySite(clientDir: string, host: string): Promise<NetlifySite> {
  const parsedRedirects = await parseAllRedirects({
    redirectsFiles: [path.join(clientDir, "_redirects")],
    configRedirects: [],
    minimal: false,
  });
  const parsedHeaders = await parseAllHeaders({
    // The package's types declare `headersFiles` as `never[]` (inferred from
    // its default `[]`); it takes the paths of `_headers` files.
    // @ts-expect-error: the declared `never[]` above
    headersFiles: [path.join(clientDir, "_headers")],
    netlifyConfigPath: undefined,
    minimal: false,
  });
  const errors = [...parsedRedirects.errors, ...parsedHeaders.errors];
  if (errors.length > 0) {
    throw new Error(`Netlify's parsers reject the generated files:\n${errors.join("\n")}`);
  }
  const rules = z.array(parsedRule).parse(parsedRedirects.redirects);
  // The matcher takes the parser's rules with `from` and `query` renamed
  // `origin` and `params`, as `netlify dev` passes them; it also needs the
  // `path` that only the full (not `minimal`) parse adds.
  const matcher = await redirector.parseJSON(
    JSON.stringify(
      rules.map(({ from, query, ...rule }) => ({ ...rule, origin: from, params: query })),
    ),
    {},
  );
  const headerBlocks = parsedHeaders.headers.map(({ for: pattern, forRegExp, values }) => {
    if (!forRegExp) throw new Error(`_headers: no pattern for ${pattern}`);
    return { for: pattern, forRegExp, values };
  });
  return {
    files: await publishedFiles(clientDir),
    rulePatterns: rules.map((rule) => rule.from),
    headerBlocks,
    matcher,
    host,
  };
}

/** Netlify's answer to GET `target` ("/path?query"). */
export function netlifyAnswer(site: NetlifySite, target: string): NetlifyAnswer {
  const { pathname, query } = splitTarget(target);
  const rule = site.matcher.match({
    scheme: "https",
    host: site.host,
    path: pathname,
    query: query.slice(1),
    getHeader: () => "",
    getCookie: () => "",
  });
  const file = fileAnswer(pathname, query, site.files);
  if (rule && (rule.force || !file)) return ruleAnswer(rule, query);
  return file ?? { kind: "file", status: 404, file: netlifyNotFoundFile };
}

/**
 * The `_headers` values for a path, lower-case names. A name that two
 * matching blocks set is reported in `setTwice`: `netlify dev` keeps the
 * last value, Netlify's CDN combines them, so the generated file avoids it.
 */
function netlifyHeadersFor(
  site: NetlifySite,
  pathname: string,
): { headers: Record<string, string>; setTwice: string[] } {
  const headers: Record<string, string> = {};
  const setTwice: string[] = [];
  for (const block of site.headerBlocks) {
    if (!block.forRegExp.test(pathname)) continue;
    for (const [name, value] of Object.entries(block.values)) {
      const key = name.toLowerCase();
      if (key in headers) setTwice.push(key);
      headers[key] = value;
    }
  }
  return { headers, setTwice };
}

const splitTarget = (target: string) => {
  const queryStart = target.indexOf("?");
  return queryStart === -1
    ? { pathname: target, query: "" }
    : { pathname: target.slice(0, queryStart), query: target.slice(queryStart) };
};

/** A redirect keeps the request's query unless the rule's target has its own (as `netlify dev`). */
function ruleAnswer(rule: RedirectorMatch, query: string): NetlifyAnswer {
  if (rule.status >= 300 && rule.status < 400) {
    const location = rule.to.includes("?") ? rule.to : rule.to + query;
    return { kind: "redirect", status: rule.status, location };
  }
  return { kind: "file", status: rule.status, file: rule.to };
}

/**
 * The CDN's answer from the published files with Pretty URLs, for the flat
 * layout the build publishes (`a.html`, never `a/index.html`); undefined when
 * no file answers.
 */
function fileAnswer(
  pathname: string,
  query: string,
  files: ReadonlySet<string>,
): NetlifyAnswer | undefined {
  const redirect = (location: string): NetlifyAnswer => ({
    kind: "redirect",
    status: 301,
    location: location + query,
  });
  const serve = (file: string): NetlifyAnswer => ({ kind: "file", status: 200, file });
  if (pathname === "/") return files.has("/index.html") ? serve("/index.html") : undefined;
  // A folder's own index (the editor's) at the folder's URL; its other names redirect there.
  if (pathname.endsWith("/") && files.has(`${pathname}index.html`)) {
    return serve(`${pathname}index.html`);
  }
  const folder = pathname.replace(/\/+$/, "").replace(/\/index(?:\.html)?$/, "");
  if (folder && files.has(`${folder}/index.html`)) return redirect(`${folder}/`);
  if (pathname.endsWith("/")) {
    const bare = pathname.replace(/\/+$/, "");
    return files.has(`${bare}.html`) ? redirect(bare) : undefined;
  }
  if (pathname.endsWith(".html") && files.has(pathname)) {
    return redirect(pathname === "/index.html" ? "/" : pathname.slice(0, -".html".length));
  }
  if (files.has(pathname)) return serve(pathname);
  if (files.has(`${pathname}.html`)) return serve(`${pathname}.html`);
  return undefined;
}

/** "/cases" for "/cases/*", "" for "/*", undefined for an exact path. */
const splatPrefix = (pattern: string) =>
  pattern.endsWith("/*") ? pattern.slice(0, -2) : undefined;

/**
 * The paths to ask: each page (bare, with a slash, as its file, with a
 * query, with an unknown child); each redirect and not-found pattern, from
 * the generated `_redirects` and from `app/lib/http-rules.ts`, so a rule missing on
 * either side is asked (exact, with a slash and a query; a splat's folder
 * itself and an unknown path in it); each asset folder of `_headers` and the
 * cache rules (a file in it, an unknown file, the folder bare and with a
 * slash); each file a `_headers` block names; the top-level files; some
 * unknown paths.
 */
export function probePaths(site: NetlifySite): string[] {
  const probes = new Set<string>(["/", "/?utm_source=x", "/onbekend", "/onbekend/", "/a/b/c"]);
  for (const file of site.files) {
    if (file.endsWith(".html")) {
      const page = file === "/index.html" ? "/" : file.slice(0, -".html".length);
      probes.add(page);
      probes.add(file);
      if (page !== "/") {
        for (const suffix of ["/", "?a=1&b=2", "/onbekend"]) probes.add(`${page}${suffix}`);
      }
    } else if (!file.slice(1).includes("/")) {
      probes.add(file);
    }
  }

  const rulePatterns = [
    ...site.rulePatterns,
    ...redirects.map((rule) => rule.from),
    ...notFoundPages,
    ...notFoundRules.map((rule) => rule.match),
  ];
  for (const pattern of rulePatterns) {
    const prefix = splatPrefix(pattern);
    const bases = prefix === undefined ? [pattern] : [`${prefix}/onbekend`, prefix].filter(Boolean);
    for (const base of bases) {
      for (const suffix of ["", "/", "?x=1"]) probes.add(`${base}${suffix}`);
    }
  }

  const folderPatterns = [
    ...site.headerBlocks.map((block) => block.for),
    ...cacheRules.map((rule) => rule.match),
  ];
  for (const pattern of folderPatterns) {
    const prefix = splatPrefix(pattern);
    // A block for one file (a 3D model's media type): that file.
    if (prefix === undefined) probes.add(pattern);
    if (!prefix) continue;
    const sample = [...site.files].find((file) => file.startsWith(`${prefix}/`));
    if (sample) probes.add(sample);
    for (const suffix of ["/onbekend.js", "", "/"]) probes.add(`${prefix}${suffix}`);
  }
  return [...probes].sort();
}

/** URL paths of the files a build publishes to Netlify (no `_` files, no .br/.gz siblings). */
async function publishedFiles(clientDir: string): Promise<Set<string>> {
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

interface ServerAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Buffer;
}

/** GET over node:http (it may set `Host`, which fetch may not), body decoded. */
function getFromServer(baseUrl: string, target: string, host: string): Promise<ServerAnswer> {
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

/** Lower-case names of the headers the server sends on HTML only (`app/lib/http-rules.ts`). */
const documentOnlyHeaders: ReadonlySet<string> = new Set(
  documentSecurityHeaderNames.map((name) => name.toLowerCase()),
);

/**
 * Asks the running server every probe path and compares its answer with
 * Netlify's (`netlifyAnswer`): status, Location, the file served, and every
 * header `_headers` gives the path. Returns the differences.
 *
 * Two differences are by design:
 * - `_headers` cannot select by content type, so Netlify sends the
 *   document-only headers (`documentSecurityHeaderNames`) on every answer,
 *   the server on HTML only. Those names are compared on HTML answers only.
 * - Netlify gives a 404 under a cached folder that folder's Cache-Control
 *   (a missing /assets/ file would be "immutable"); the server caches only
 *   files that exist and revalidates 404s. Cache-Control is not compared on
 *   404s.
 */
export async function compareWithServer(options: {
  readonly baseUrl: string;
  readonly clientDir: string;
  /** The production host, so host-dependent headers (X-Robots-Tag) are as in production. */
  readonly host: string;
}): Promise<{ probes: number; differences: string[] }> {
  const { baseUrl, clientDir, host } = options;
  const site = await readNetlifySite(clientDir, host);
  const differences: string[] = [];
  const probes = probePaths(site);
  for (const target of probes) {
    const expected = netlifyAnswer(site, target);
    const actual = await getFromServer(baseUrl, target, host);
    const say = (what: string) => differences.push(`${target}: ${what}`);
    if (actual.status !== expected.status) {
      say(`status ${actual.status}, Netlify ${expected.status}`);
      continue;
    }
    if (expected.kind === "redirect" && actual.headers.location !== expected.location) {
      say(`Location ${String(actual.headers.location)}, Netlify ${expected.location}`);
    }
    if (expected.kind === "file") {
      const file = await readFile(path.join(clientDir, expected.file));
      if (!actual.body.equals(file)) say(`body is not ${expected.file}`);
    }
    const isHtml = expected.kind === "file" && expected.file.endsWith(".html");
    const { headers, setTwice } = netlifyHeadersFor(site, splitTarget(target).pathname);
    for (const name of setTwice) say(`${name} is set by two matching _headers blocks`);
    for (const [name, value] of Object.entries(headers)) {
      if (!isHtml && documentOnlyHeaders.has(name)) continue;
      if (name === "cache-control" && expected.status === 404) continue;
      if (actual.headers[name] !== value) {
        say(`${name}: ${String(actual.headers[name])}, Netlify ${value}`);
      }
    }
  }
  return { probes: probes.length, differences };
}
