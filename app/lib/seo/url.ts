/**
 * URLs on the production origin (`site.url`, without a trailing slash), from
 * which every absolute URL in the head, the JSON-LD, the sitemap and
 * robots.txt is built. Pure: the caller passes the origin.
 */

const ABSOLUTE = /^https?:\/\//i;

/**
 * Normalises a site path for canonical use: drops query and hash, collapses
 * duplicate slashes and removes the trailing slash, except for the root "/".
 */
export function normalizePath(path: string): string {
  if (!path.startsWith("/")) {
    throw new Error(`A site path must start with "/", got "${path}"`);
  }
  const bare = path.replace(/[?#].*$/, "").replace(/\/{2,}/g, "/");
  const trimmed = bare.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/**
 * The absolute canonical URL of a page: `${origin}/diensten`, and `${origin}/`
 * for the home page (the origin root is the only URL with a trailing slash).
 */
export function canonicalUrl(path: string, origin: string): string {
  const normalized = normalizePath(path);
  return normalized === "/" ? `${origin}/` : `${origin}${normalized}`;
}

/** Makes a site path ("/media/img/x.jpg") absolute; absolute http(s) URLs pass through. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  if (ABSOLUTE.test(pathOrUrl)) return pathOrUrl;
  if (!pathOrUrl.startsWith("/")) {
    throw new Error(`A relative URL must start with "/", got "${pathOrUrl}"`);
  }
  return `${origin}${pathOrUrl}`;
}
