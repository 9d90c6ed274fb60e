import { access, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { ogImagePath } from "../../app/lib/seo/og-image";
import { attributeOf, htmlElements, textOf } from "../../server/headers/html-tree";
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

/** Reads title, canonical, robots and og:image from one HTML document's head. */
export function parseHead(html: string, origin: string): Omit<PrerenderedPage, "file"> {
  const meta = new Map<string, string>();
  let canonical: string | undefined;
  let title: string | undefined;
  for (const element of htmlElements(html)) {
    if (element.nodeName === "body") break;
    const key = attributeOf(element, "property") ?? attributeOf(element, "name");
    const content = attributeOf(element, "content");
    if (element.nodeName === "meta" && key && content !== undefined) meta.set(key, content);
    if (element.nodeName === "link" && attributeOf(element, "rel") === "canonical") {
      canonical = attributeOf(element, "href");
    }
    if (element.nodeName === "title") title ??= textOf(element);
  }
  const sitePath =
    canonical && canonical.startsWith(`${origin}/`)
      ? canonical.slice(origin.length) || "/"
      : undefined;
  return {
    path: sitePath,
    canonical,
    title: meta.get("og:title") ?? (title ?? "").trim(),
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
