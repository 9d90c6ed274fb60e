import { access, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { decodeHTML, decodeHTMLAttribute } from "entities/decode";
import { ogImagePath } from "../../app/lib/seo/og-image";
import type { OgPage } from "./og-images";

/** What a pre-rendered page's head says about itself. */
export interface PrerenderedPage {
  /** The HTML file, relative to the client folder ("diensten/index.html"). */
  file: string;
  /** Site path of the canonical URL ("/diensten"); undefined without one. */
  path: string | undefined;
  canonical: string | undefined;
  /** The `og:title` (page title without the site name), else the `<title>`. */
  title: string;
  noindex: boolean;
  ogImage: string | undefined;
}

function attributes(tag: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const match of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) {
    const [, name, value] = match;
    if (name !== undefined && value !== undefined)
      result.set(name.toLowerCase(), decodeHTMLAttribute(value));
  }
  return result;
}

/** Reads title, canonical, robots and og:image from one HTML document's head. */
export function parseHead(html: string, origin: string): Omit<PrerenderedPage, "file"> {
  const end = html.indexOf("</head>");
  const head = end === -1 ? html : html.slice(0, end);
  const meta = new Map<string, string>();
  let canonical: string | undefined;
  for (const match of head.matchAll(/<(meta|link)\b[^>]*>/gi)) {
    const attrs = attributes(match[0]);
    const key = attrs.get("property") ?? attrs.get("name");
    const content = attrs.get("content");
    if (match[1]?.toLowerCase() === "meta" && key && content !== undefined) meta.set(key, content);
    if (match[1]?.toLowerCase() === "link" && attrs.get("rel") === "canonical") {
      canonical = attrs.get("href");
    }
  }
  const title = /<title>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  const sitePath =
    canonical && canonical.startsWith(`${origin}/`)
      ? canonical.slice(origin.length) || "/"
      : undefined;
  return {
    path: sitePath,
    canonical,
    title: meta.get("og:title") ?? decodeHTML(title ?? "").trim(),
    noindex: /\bnoindex\b/i.test(meta.get("robots") ?? ""),
    ogImage: meta.get("og:image"),
  };
}

/**
 * Every pre-rendered page in the client build, read from its own head. Feed
 * the indexable ones to `writeOgImages` and `writeSitemap` so those files
 * match what `seo()` actually wrote into the pages.
 */
export async function readPrerenderedPages(
  clientDir: string,
  options: { origin: string },
): Promise<PrerenderedPage[]> {
  const { origin } = options;
  const files = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)))
    .sort();
  return Promise.all(
    files.map(async (file) => ({
      file,
      ...parseHead(await readFile(path.join(clientDir, file), "utf8"), origin),
    })),
  );
}

/**
 * The pages whose og:image is the image rendered for them (`ogImagePath`),
 * for `writeOgImages`: a page that links another image (a case, its banner;
 * a noindex page, the default image) gets none that nobody would fetch.
 */
export function pagesWithOwnOgImage(
  pages: readonly PrerenderedPage[],
  options: { origin: string },
): OgPage[] {
  const { origin } = options;
  return pages.flatMap(({ path: pagePath, title, ogImage }) =>
    pagePath !== undefined && ogImage === `${origin}${ogImagePath(pagePath)}`
      ? [{ path: pagePath, title }]
      : [],
  );
}

/**
 * og:image URLs on our own origin whose file is missing from the client
 * build, as "page file -> image URL". Empty when every social image exists.
 */
export async function findMissingOgImages(
  clientDir: string,
  options: { origin: string },
): Promise<string[]> {
  const { origin } = options;
  const pages = await readPrerenderedPages(clientDir, { origin });
  const missing: string[] = [];
  for (const page of pages) {
    const image = page.ogImage;
    if (!image?.startsWith(`${origin}/`)) continue;
    const pathname = decodeURIComponent(new URL(image).pathname);
    const exists = await access(path.join(clientDir, ...pathname.split("/").filter(Boolean))).then(
      () => true,
      () => false,
    );
    if (!exists) missing.push(`${page.file} -> ${image}`);
  }
  return missing;
}
