/**
 * The one definition of how the site answers: page layout, redirects,
 * not-found pages, cache rules, security headers (CSP included) and the
 * preview `noindex` rule, made from the route table (`paths.ts`) and the
 * content's sectors. The self-hosted server applies them at run time
 * (`resolvePath`, `cacheControlFor`, `responseSecurityHeaders`,
 * `documentSecurityHeaders`, `securityHeadersKind`, `isIndexableHost`) and
 * the build turns them into Netlify's `_redirects` and `_headers`
 * (`scripts/build/netlify-files.ts`), so both deployments behave the same. A
 * test (`server/netlify-agreement.test.ts`, `tests/e2e/cases-pages.spec.ts`)
 * proves it rule by rule.
 *
 * Patterns are either an exact path (`/services`) or a prefix ending in `/*`
 * (`/assets/*`), which is the subset both the matching here and Netlify's
 * files understand identically.
 */

import { sectors } from "../content/schemas/choices";
import {
  casesPagePath,
  casesPagePaths,
  legacyPaths,
  listingPagesSegment,
  paths,
  sectorPaths,
} from "../content/paths";

export type PathPattern = `/${string}`;

// ---------------------------------------------------------------------------
// Page layout
// ---------------------------------------------------------------------------

/**
 * Pages are published flat: `/diensten` is `diensten.html`, `/` is
 * `index.html`. React Router pre-renders `diensten/index.html`; the postbuild
 * flattens it (`flattenPages`). With `dir/index.html` Netlify answers
 * `/diensten` with a 301 to `/diensten/`; with `diensten.html` (Pretty URLs)
 * it serves `/diensten` and redirects `/diensten/` and `/diensten.html` to
 * `/diensten`, which is exactly what the self-hosted server does.
 */
export function pageFile(pagePath: string): string {
  return pagePath === "/" ? "index.html" : `${pagePath.slice(1)}.html`;
}

/**
 * The page path of a build file, or undefined when the file is not a page.
 * Both layouts are understood (`a.html` and `a/index.html`), so a build that
 * was not flattened still serves.
 */
export function pagePathOf(file: string): string | undefined {
  if (!file.endsWith(".html") || file.startsWith(`${editorFolder}/`)) return undefined;
  if (file === "index.html") return "/";
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"/index.html".length)}`;
  return `/${file.slice(0, -".html".length)}`;
}

/**
 * The editor (`admin/`, built by `admin/vite.config.ts`) is an application of
 * its own, not a page of the site: its files are served as they are built,
 * never flattened, and its `index.html` answers the folder's URL, `/admin/`,
 * as Netlify answers a folder's index (`/admin` and `/admin/index.html`
 * redirect there; `resolvePath`).
 */
export const editorFolder = "admin";

/**
 * The self-hosted server's own GitHub sign-in for the editor
 * (`server/editor-sign-in/`): the editor opens `start` in a window (Sveltia's
 * `auth_endpoint`), GitHub sends that window back to `callback`, and the
 * callback's page runs `script` (built with the editor from
 * `admin/sign-in.ts`) to hand the outcome to the editor. Netlify has
 * no such routes: there the editor signs in through Netlify's provider.
 */
export const editorSignInPaths = {
  start: `/${editorFolder}/auth`,
  callback: `/${editorFolder}/auth/callback`,
  script: `/${editorFolder}/sign-in.js`,
} as const;

// ---------------------------------------------------------------------------
// Redirects and not-found pages
// ---------------------------------------------------------------------------

export interface RedirectRule {
  /** Exact path. With or without a trailing slash it matches (as on Netlify). */
  readonly from: PathPattern;
  readonly to: PathPattern;
  readonly status: 301;
}

export interface NotFoundRule {
  readonly match: PathPattern;
  /** The page whose HTML answers with status 404. */
  readonly page: PathPattern;
}

/**
 * Page 1 of a case listing is the listing itself: `/cases/pagina/1` and each
 * sector's `…/pagina/1` point there, for every sector the content may use.
 */
const firstCasePages = [undefined, ...sectors].map((sector): RedirectRule => ({
  from: `${casesPagePath(1, sector)}/${listingPagesSegment}/1`,
  to: casesPagePath(1, sector),
  status: 301,
}));

export const redirects: readonly RedirectRule[] = [
  { from: legacyPaths.services, to: paths.services, status: 301 },
  ...firstCasePages,
];

/** First match wins; the last rule catches everything. */
export const notFoundRules: readonly NotFoundRule[] = [
  // A sector without cases is no case: the general not-found page.
  { match: `${sectorPaths}/*`, page: paths.notFound },
  // A page of the overview beyond the last (or not a number) is no case either.
  { match: `${casesPagePaths}/*`, page: paths.notFound },
  { match: `${paths.cases}/*`, page: paths.caseNotFound },
  { match: "/*", page: paths.notFound },
];

/** The not-found pages exist as files but never answer 200 (no soft 404s). */
export const notFoundPages: readonly PathPattern[] = [
  ...new Set(notFoundRules.map((rule) => rule.page)),
];

/** The URL path of the file Netlify serves for unknown paths. */
export const catchAllNotFoundFile = `/${pageFile(paths.notFound)}`;

// ---------------------------------------------------------------------------
// Caching
// ---------------------------------------------------------------------------

export interface HeaderRule {
  readonly match: PathPattern;
  readonly headers: Readonly<Record<string, string>>;
}

export const cacheControl = {
  immutable: "public, max-age=31536000, immutable",
  /** Not content-hashed but rarely changed: a week, then revalidate. */
  fonts: "public, max-age=604800",
  /** Replaceable by dropping in a file: a day, then revalidate in the background. */
  media: "public, max-age=86400, stale-while-revalidate=604800",
  /** HTML and everything else: always revalidate (cheap with ETag and 304). */
  revalidate: "no-cache",
} as const;

/**
 * Media types of the 3D models (a GLB for the page's viewer, WebXR and
 * Scene Viewer; a USDZ for iOS Quick Look, which opens only `model/vnd.usdz+zip`).
 * The self-hosted server answers them by extension; Netlify's `_headers`
 * cannot match an extension, so each such file gets a block of its own
 * (`netlify-files.ts`).
 */
export const modelContentTypes: Readonly<Record<string, string>> = {
  ".glb": "model/gltf-binary",
  ".usdz": "model/vnd.usdz+zip",
};

/** Cache rules; a path matching none gets `cacheControl.revalidate`. */
export const cacheRules: readonly HeaderRule[] = [
  { match: "/assets/*", headers: { "Cache-Control": cacheControl.immutable } },
  { match: `/${editorFolder}/assets/*`, headers: { "Cache-Control": cacheControl.immutable } },
  { match: "/fonts/*", headers: { "Cache-Control": cacheControl.fonts } },
  { match: "/media/*", headers: { "Cache-Control": cacheControl.media } },
  { match: "/og/*", headers: { "Cache-Control": cacheControl.media } },
];

// ---------------------------------------------------------------------------
// Server-rendered pages
// ---------------------------------------------------------------------------

/**
 * The search page is rendered per request by the self-hosted server when `q`
 * is non-empty (also its React Router data URL, `/zoeken.data`). Without it,
 * and on Netlify, the pre-rendered page answers.
 */
export function isServerRendered(pathname: string, search: string): boolean {
  const page = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  return page === paths.search && Boolean(new URLSearchParams(search).get("q")?.trim());
}

// ---------------------------------------------------------------------------
// Security headers
// ---------------------------------------------------------------------------

/**
 * `'sha256-…'` sources of the inline code the site's HTML contains, computed
 * from the pre-rendered files (`server/headers/csp.ts`). React Router's pre-rendered
 * pages carry a few inline bootstrap scripts, and React writes some `style`
 * attributes (transition delays, min-heights).
 */
export interface InlineSources {
  /** Inline `<script>` elements (JSON data blocks excluded: they never execute). */
  readonly scripts: readonly string[];
  /** Inline `<style>` elements. */
  readonly styles: readonly string[];
  /** Values of `style="…"` attributes. */
  readonly styleAttributes: readonly string[];
}

export const noInlineSources: InlineSources = { scripts: [], styles: [], styleAttributes: [] };

/**
 * The Content-Security-Policy. Everything comes from our own origin
 * (`default-src 'self'` covers images, media, fonts, fetches and the
 * manifest); inline code runs only when its hash is listed; no plugins, no
 * `<base>`, no framing, forms post only to us.
 *
 * - `script-src`: `'self'` plus the hash of every inline script; never
 *   `'unsafe-inline'` or `'unsafe-eval'`.
 * - `style-src`: `'self'` (Tailwind's CSS is a file) plus hashes of inline
 *   `<style>` elements if a page ever has one.
 * - `style-src-attr`: `style="…"` attributes in the HTML are allowed by hash
 *   (`'unsafe-hashes'` is what makes hashes apply to attributes). Styles that
 *   React sets after hydration go through the CSSOM, which CSP does not
 *   restrict, so only the server-written attributes need listing.
 * - `img-src`: `'self'` plus `data:` URLs, for the brand mark the stylesheet
 *   draws (the `logo-mark` utility in app/app.css). An image cannot run script.
 * - No `upgrade-insecure-requests`: every subresource is a same-origin
 *   relative URL and HSTS already keeps the origin on HTTPS; the directive
 *   would only break the site when served over plain HTTP on a developer's
 *   machine or in the browser tests.
 */
export function contentSecurityPolicy(inline: InlineSources): string {
  const directives: [string, readonly string[]][] = [
    ["default-src", ["'self'"]],
    ["img-src", ["'self'", "data:"]],
    ["script-src", ["'self'", ...inline.scripts]],
    ["style-src", ["'self'", ...inline.styles]],
    [
      "style-src-attr",
      inline.styleAttributes.length > 0
        ? ["'unsafe-hashes'", ...inline.styleAttributes]
        : ["'none'"],
    ],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["frame-ancestors", ["'none'"]],
    ["form-action", ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

/** The GitHub API the editor reads and commits through, unless `CMS_API_ROOT` names another. */
export const githubApiRoot = "https://api.github.com";

export class EditorApiRootError extends Error {
  override readonly name = "EditorApiRootError";
}

/**
 * Where the Git host's API is, for the editor: GitHub's, or the server
 * `CMS_API_ROOT` names, whose API is laid out as GitHub Enterprise Server's
 * (`/api/v3` and `/api/graphql` below it; either may be given, or the
 * server's address alone, `https://github.example.com`). The tests' stand-in
 * of GitHub is such a server on this machine. The editor is built with it
 * (`admin/backend.ts`) and its policy allows it (`connect-src`), so the build
 * and the server read the same setting. Plain http only on this machine:
 * the editor sends its token with every request.
 */
export function editorApiRoot(env: NodeJS.ProcessEnv): string {
  const raw = env.CMS_API_ROOT?.trim();
  if (!raw) return githubApiRoot;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new EditorApiRootError(
      `CMS_API_ROOT must be the address of the Git host, such as https://github.example.com (got "${raw}").`,
    );
  }
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback)) {
    throw new EditorApiRootError(
      `CMS_API_ROOT must start with https:// (plain http:// only for localhost or 127.0.0.1; got "${raw}").`,
    );
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "").replace(/\/api(?:\/v3)?$/, "");
}

/**
 * The editor's policy (`/admin/`, Sveltia CMS): its own files only, with
 * what an editor in the browser needs beyond the site's policy, and nothing
 * from other hosts but the Git host it commits to.
 *
 * - `style-src 'unsafe-inline'`: the editor's components insert `<style>`
 *   elements as they mount, which no hash list built in advance can follow.
 *   The page shows no visitor's input; scripts stay limited to our files.
 * - `img-src`, `media-src`, `connect-src` `blob:` and `data:`: photos picked
 *   on this computer are shown and read from memory before they are saved.
 * - `connect-src` the origin of `apiRoot` (`editorApiRoot`): reading and
 *   committing the repository once signed in (its check of GitHub's status
 *   page is built out, `admin/vite.config.ts`).
 *   `img-src https://avatars.githubusercontent.com`: the signed-in user's picture.
 * - `worker-src blob:` and `'wasm-unsafe-eval'`: the editor converts and
 *   resizes images in workers with WebAssembly.
 * - `frame-src 'self' blob:`: the preview pane is a frame of its own, and
 *   `base-uri 'self'`: the editor gives that frame our origin as its base.
 * - `manifest-src 'self' blob:`: the editor writes its web app manifest (its
 *   name and icon, to be installed as an app) into memory and links it.
 */
export function editorContentSecurityPolicy(apiRoot: string = githubApiRoot): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "media-src 'self' blob:",
    `connect-src 'self' data: blob: ${new URL(apiRoot).origin}`,
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "manifest-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'none'",
  ].join("; ");
}

/** Whether a URL path belongs to the editor (`editorFolder`). */
export const isEditorPath = (pathname: string): boolean => matches(`/${editorFolder}/*`, pathname);

/**
 * Browser features the site does not use are switched off for it and for
 * anything it might embed. Kept: autoplay (the muted hero video starts by
 * itself), fullscreen (native video controls and the 360° demo),
 * picture-in-picture (native video controls), the accelerometer and gyroscope
 * (the 360° demo turns with the phone once the visitor asks) and
 * xr-spatial-tracking (VR for the 360° demo, AR for the 3D model, WebXR).
 */
const permissionsPolicy = [
  "accelerometer=(self)",
  "autoplay=(self)",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=(self)",
  "geolocation=()",
  "gyroscope=(self)",
  "hid=()",
  "idle-detection=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=(self)",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=(self)",
].join(", ");

/**
 * The policy of an SVG file opened on its own. An SVG is an image in `<img>`
 * and CSS (where browsers never run its script), but opened directly it is a
 * document that could run script. The site's SVGs are static drawings (logos,
 * the icon) with inline presentation styles at most, so instead of the site's
 * ~2 KB document policy (which would still allow our own scripts) they get the
 * smallest policy that blocks everything else: no script, no loads, inline
 * styles only. Safer than the document headers and a few dozen bytes.
 */
export const svgContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * Security headers on every response: pages, files, redirects, errors, JSON.
 * They protect the origin (HSTS), keep a file what its Content-Type says
 * (nosniff) and keep other origins from embedding our files (CORP), so they
 * matter for scripts, fonts and images as much as for pages.
 */
export const responseSecurityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/**
 * Headers that only take effect on a document (HTML the browser renders):
 * what the page may run and load, which features it may use, what it sends
 * as Referer and its browsing-context group. Browsers ignore them on scripts,
 * styles, fonts, images, JSON and redirects.
 */
export const documentSecurityHeaderNames = [
  "Content-Security-Policy",
  "Referrer-Policy",
  "Permissions-Policy",
  "Cross-Origin-Opener-Policy",
] as const;

export type DocumentSecurityHeader = (typeof documentSecurityHeaderNames)[number];

/** The document-only headers with their values (`documentSecurityHeaderNames`). */
export function documentSecurityHeaders(
  inline: InlineSources,
): Readonly<Record<DocumentSecurityHeader, string>> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(inline),
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": permissionsPolicy,
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

/**
 * The editor's document headers: its own policy (for the Git host's API at
 * `apiRoot`), and a browsing-context group it shares with the popups it
 * opens, so the sign-in window (GitHub's login through Netlify's provider or
 * the server's own) can hand the token
 * back to it.
 */
export function editorDocumentSecurityHeaders(
  apiRoot: string = githubApiRoot,
): Readonly<Record<DocumentSecurityHeader, string>> {
  return {
    ...documentSecurityHeaders(noInlineSources),
    "Content-Security-Policy": editorContentSecurityPolicy(apiRoot),
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  };
}

/**
 * The document headers of the sign-in window's pages (`editorSignInPaths`):
 *
 * - The policy runs nothing but the site's own script files (the page's
 *   outcome is a JSON data block, never inline code), loads nothing else and
 *   may be framed by nobody.
 * - `Cross-Origin-Opener-Policy: unsafe-none`: the window arrives from
 *   GitHub's pages, and a page with any other policy would start a
 *   browsing-context group of its own there, losing its opener, the editor it
 *   hands the token to. The editor's `same-origin-allow-popups` keeps the
 *   link from its side.
 * - `Referrer-Policy: no-referrer`: the callback's address carries GitHub's code.
 */
export const editorSignInDocumentSecurityHeaders: Readonly<Record<DocumentSecurityHeader, string>> =
  {
    ...documentSecurityHeaders(noInlineSources),
    "Content-Security-Policy": [
      "default-src 'none'",
      "script-src 'self'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'none'",
    ].join("; "),
    "Referrer-Policy": "no-referrer",
    "Cross-Origin-Opener-Policy": "unsafe-none",
  };

/**
 * Which security headers a response gets, from its status and Content-Type:
 *
 * - `"document"`: HTML (pages, not-found pages, the server-rendered search
 *   page, the contact form's error pages) gets `responseSecurityHeaders` and
 *   `documentSecurityHeaders`. A 304 of a page counts too: it refreshes the
 *   cached page's headers.
 * - `"svg"`: `responseSecurityHeaders` and `svgContentSecurityPolicy`.
 * - `"resource"`: everything else, `responseSecurityHeaders` only. Redirects
 *   belong here whatever body they carry: the browser follows `Location` and
 *   never renders it.
 *
 * The self-hosted server applies this per response; over HTTP/1.1 the
 * document headers (over 2 KB with the CSP's hashes) would otherwise be sent
 * again with every script, font and image.
 */
export type SecurityHeadersKind = "document" | "svg" | "resource";

export function securityHeadersKind(
  status: number,
  contentType: string | undefined,
): SecurityHeadersKind {
  const isRedirect = status >= 300 && status < 400 && status !== 304;
  if (isRedirect) return "resource";
  const mediaType = (contentType ?? "").split(";")[0]?.trim().toLowerCase();
  if (mediaType === "text/html" || mediaType === "application/xhtml+xml") return "document";
  if (mediaType === "image/svg+xml") return "svg";
  return "resource";
}

/**
 * The document headers of a document at `pathname`: the sign-in window's,
 * the editor's (for the Git host's API at `editorApi`) or the site's.
 */
export function documentSecurityHeadersFor(
  pathname: string,
  inline: InlineSources,
  editorApi: string = githubApiRoot,
): Readonly<Record<DocumentSecurityHeader, string>> {
  if (matches(`${editorSignInPaths.start}/*`, pathname)) return editorSignInDocumentSecurityHeaders;
  return isEditorPath(pathname)
    ? editorDocumentSecurityHeaders(editorApi)
    : documentSecurityHeaders(inline);
}

// ---------------------------------------------------------------------------
// Previews are never indexed
// ---------------------------------------------------------------------------

export const noindexHeader = { name: "X-Robots-Tag", value: "noindex" } as const;

/**
 * Hosts whose pages search engines may index: `"*"` for every host, else a
 * list of host names (lower case, without port).
 */
export type IndexableHosts = "*" | readonly string[];

/**
 * `X-Robots-Tag: noindex` for a request to any host but the production one,
 * so previews, staging servers and raw IP addresses never end up in search
 * results. Self-hosted this is decided per request from the host name;
 * on Netlify per deploy context at build time (`netlify-files.ts`).
 */
export function isIndexableHost(hostname: string | undefined, indexable: IndexableHosts): boolean {
  if (indexable === "*") return true;
  return hostname !== undefined && indexable.includes(hostname.toLowerCase());
}

// ---------------------------------------------------------------------------
// Matching and resolution
// ---------------------------------------------------------------------------

/**
 * Exact, or a `/*` splat, which (as on Netlify) matches the folder itself
 * too: `/cases/sector/*` matches `/cases/sector` and `/cases/sector/x`.
 */
export function matches(pattern: PathPattern, pathname: string): boolean {
  if (!pattern.endsWith("/*")) return pathname === pattern;
  const folder = pattern.slice(0, -"/*".length);
  return pathname === folder || pathname.startsWith(`${folder}/`);
}

export function cacheControlFor(pathname: string): string {
  const rule = cacheRules.find((item) => matches(item.match, pathname));
  return rule?.headers["Cache-Control"] ?? cacheControl.revalidate;
}

function notFoundPageFor(pathname: string): PathPattern {
  const rule = notFoundRules.find((item) => matches(item.match, pathname));
  // The catch-all rule always matches; the fallback only satisfies the type.
  return rule?.page ?? paths.notFound;
}

export type Resolution =
  | { readonly kind: "redirect"; readonly status: 301; readonly location: string }
  | { readonly kind: "page"; readonly path: string }
  | { readonly kind: "file"; readonly path: string }
  | { readonly kind: "not-found"; readonly page: PathPattern };

export interface SiteIndex {
  /** Page paths without trailing slash ("/" included), not-found pages too. */
  hasPage(path: string): boolean;
  /** A static file other than a page's HTML. */
  hasFile(path: string): boolean;
  /** The page whose HTML file is at this URL path ("/diensten.html" -> "/diensten"). */
  pageOfFile(path: string): string | undefined;
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

  // A folder's own index (the editor's) at the folder's URL; its other names redirect there.
  if (pathname.endsWith("/") && site.hasFile(`${pathname}index.html`)) {
    return { kind: "file", path: `${pathname}index.html` };
  }
  const folder = bare.replace(/\/index(?:\.html)?$/, "");
  if (folder !== "/" && site.hasFile(`${folder}/index.html`)) {
    return { kind: "redirect", status: 301, location: `${folder}/${search}` };
  }

  const isPage = (path: string) =>
    site.hasPage(path) && !notFoundPages.some((page) => page === path);
  if (isPage(pathname)) return { kind: "page", path: pathname };
  if (bare !== pathname && isPage(bare)) {
    return { kind: "redirect", status: 301, location: bare + search };
  }
  // A page's file name (Netlify's Pretty URLs): one canonical URL per page.
  const pretty = site.pageOfFile(pathname);
  if (pretty !== undefined) {
    return { kind: "redirect", status: 301, location: pretty + search };
  }
  if (site.hasFile(pathname)) return { kind: "file", path: pathname };
  return { kind: "not-found", page: notFoundPageFor(pathname) };
}
