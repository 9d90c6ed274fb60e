import { writeFile } from "node:fs/promises";
import path from "node:path";
import { canonicalUrl } from "../../app/lib/seo/url";
import { escapeUTF8 } from "entities/escape";

export interface SitemapEntry {
  /** Site path of the page ("/", "/cases/museum-ar"); written as its canonical URL. */
  path: string;
  /**
   * Date of the page's last content change (ISO date or date-time, or a Date):
   * a case's `updated`, a legal text's `updated`, … Leave it out rather than
   * use the build time.
   */
  lastmod?: string | Date;
  /** Pages marked noindex are left out of the sitemap. */
  noindex?: boolean;
}

const W3C_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

function formatLastmod(entry: SitemapEntry): string | undefined {
  const { lastmod } = entry;
  if (lastmod === undefined) return undefined;
  if (lastmod instanceof Date) {
    if (Number.isNaN(lastmod.getTime()))
      throw new Error(`sitemap: invalid lastmod for ${entry.path}`);
    return lastmod.toISOString().slice(0, 10);
  }
  if (!W3C_DATE.test(lastmod) || Number.isNaN(Date.parse(lastmod))) {
    throw new Error(`sitemap: lastmod "${lastmod}" of ${entry.path} is not an ISO 8601 date`);
  }
  return lastmod;
}

const latest = (a: string | undefined, b: string | undefined) => {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Date.parse(b) > Date.parse(a) ? b : a;
};

/**
 * sitemap.xml for the indexable pages: absolute canonical URLs in the given
 * order, each once (the latest lastmod wins), noindex entries dropped.
 */
export function renderSitemap(entries: readonly SitemapEntry[], origin: string): string {
  const urls = new Map<string, string | undefined>();
  for (const entry of entries) {
    if (entry.noindex) continue;
    const loc = canonicalUrl(entry.path, origin);
    const lastmod = formatLastmod(entry);
    const previous = urls.get(loc);
    urls.set(loc, latest(previous, lastmod));
  }
  if (urls.size === 0) throw new Error("sitemap: no indexable pages");
  const body = [...urls].map(([loc, lastmod]) =>
    [
      "  <url>",
      `    <loc>${escapeUTF8(loc)}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      "  </url>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...body,
    "</urlset>",
    "",
  ].join("\n");
}

/** Writes `sitemap.xml` into the client build folder and returns its path. */
export async function writeSitemap(
  clientDir: string,
  entries: readonly SitemapEntry[],
  options: { origin: string },
): Promise<string> {
  const file = path.join(clientDir, "sitemap.xml");
  await writeFile(file, renderSitemap(entries, options.origin), "utf8");
  return file;
}
