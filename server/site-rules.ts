/**
 * The one definition of the site's URL rules: redirects, not-found pages and
 * cache and header rules. The self-hosted server applies them (`resolvePath`,
 * `cacheControlFor`) and the build turns them into Netlify's `_redirects` and
 * `_headers` (`server/netlify-files.ts`), so both deployments behave the same.
 *
 * Patterns are either an exact path (`/services`) or a prefix ending in `/*`
 * (`/assets/*`), which is the subset both Express-free matching here and
 * Netlify's files understand identically.
 */

export type PathPattern = `/${string}`;

export interface RedirectRule {
  /** Exact path. With or without a trailing slash it matches (as on Netlify). */
  readonly from: PathPattern;
  readonly to: PathPattern;
  readonly status: 301;
}

export interface NotFoundRule {
  readonly match: PathPattern;
  /** Build-relative file of the page served with status 404. */
  readonly file: string;
}

export interface HeaderRule {
  readonly match: PathPattern;
  readonly headers: Readonly<Record<string, string>>;
}

export const redirects: readonly RedirectRule[] = [
  { from: "/services", to: "/diensten", status: 301 },
];

/** Pages that exist as files but must never answer 200 (no soft 404s). */
export const notFoundPages: readonly PathPattern[] = ["/cases/niet-gevonden", "/404"];

/** First match wins; the last rule catches everything. */
export const notFoundRules: readonly NotFoundRule[] = [
  { match: "/cases/*", file: "cases/niet-gevonden/index.html" },
  { match: "/*", file: "404.html" },
];

export const cacheControl = {
  immutable: "public, max-age=31536000, immutable",
  /** Not content-hashed but rarely changed: a week, then revalidate. */
  fonts: "public, max-age=604800",
  /** Replaceable by dropping in a file: a day, then revalidate in the background. */
  media: "public, max-age=86400, stale-while-revalidate=604800",
  /** HTML and everything else: always revalidate (cheap with ETag and 304). */
  revalidate: "no-cache",
} as const;

/** Cache rules; a path matching none gets `cacheControl.revalidate`. */
export const cacheRules: readonly HeaderRule[] = [
  { match: "/assets/*", headers: { "Cache-Control": cacheControl.immutable } },
  { match: "/fonts/*", headers: { "Cache-Control": cacheControl.fonts } },
  { match: "/media/*", headers: { "Cache-Control": cacheControl.media } },
  { match: "/og/*", headers: { "Cache-Control": cacheControl.media } },
];

/**
 * Pages rendered per request by the self-hosted server when the query
 * parameter is non-empty (also their React Router data URL, `path.data`).
 * Without it, and on Netlify, the pre-rendered page answers.
 */
export const serverRendered: readonly { readonly path: PathPattern; readonly param: string }[] = [
  { path: "/zoeken", param: "q" },
];

export function isServerRendered(pathname: string, search: string): boolean {
  const page = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  const rule = serverRendered.find((item) => item.path === page);
  return rule !== undefined && Boolean(new URLSearchParams(search).get(rule.param)?.trim());
}

/** Headers on every response. Issue 6 extends this list (CSP, HSTS, …). */
export const securityHeaders: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

export function matches(pattern: PathPattern, pathname: string): boolean {
  if (pattern.endsWith("/*")) return pathname.startsWith(pattern.slice(0, -1));
  return pathname === pattern;
}

export function cacheControlFor(pathname: string): string {
  const rule = cacheRules.find((item) => matches(item.match, pathname));
  return rule?.headers["Cache-Control"] ?? cacheControl.revalidate;
}

export function notFoundFileFor(pathname: string): string {
  const rule = notFoundRules.find((item) => matches(item.match, pathname));
  // The catch-all rule always matches; the fallback only satisfies the type.
  return rule?.file ?? "404.html";
}

export type Resolution =
  | { readonly kind: "redirect"; readonly status: 301; readonly location: string }
  | { readonly kind: "page"; readonly path: string }
  | { readonly kind: "file"; readonly path: string }
  | { readonly kind: "not-found"; readonly file: string };

export interface SiteIndex {
  /** Known page paths without trailing slash ("/" included). */
  hasPage(path: string): boolean;
  /** A static file other than a page's HTML. */
  hasFile(path: string): boolean;
}

const stripTrailingSlashes = (path: string): string => path.replace(/\/+$/, "") || "/";

/**
 * What a GET or HEAD of `pathname` (decoded, without query) answers.
 * `search` ("" or "?…") is kept on redirects.
 */
export function resolvePath(pathname: string, search: string, site: SiteIndex): Resolution {
  const bare = stripTrailingSlashes(pathname);
  const redirect = redirects.find((rule) => rule.from === bare);
  if (redirect) return { kind: "redirect", status: 301, location: redirect.to + search };

  const isPage = (path: string) =>
    site.hasPage(path) && !notFoundPages.some((page) => page === path);
  if (isPage(pathname)) return { kind: "page", path: pathname };
  if (bare !== pathname && isPage(bare)) {
    return { kind: "redirect", status: 301, location: bare + search };
  }
  const isNotFoundFile = notFoundRules.some((rule) => `/${rule.file}` === pathname);
  if (site.hasFile(pathname) && !isNotFoundFile) return { kind: "file", path: pathname };
  return { kind: "not-found", file: notFoundFileFor(pathname) };
}
