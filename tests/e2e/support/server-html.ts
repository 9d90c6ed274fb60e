/**
 * Shared by the seo-* and validity-* specs: fetching the server HTML of the
 * routes (`routes.ts`) and reading it with the browser's own HTML parser
 * (`DOMParser` on a blank page: no scripts run, no resources load).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { mainRoutes, type Route } from "./routes";

export interface FetchedPage {
  path: string;
  status: number;
  contentType: string;
  html: string;
}

/** Fetches `path` (or an absolute URL) without following redirects. */
export async function fetchPage(request: APIRequestContext, path: string): Promise<FetchedPage> {
  const response = await request.get(path, { maxRedirects: 0 });
  return {
    path,
    status: response.status(),
    contentType: response.headers()["content-type"] ?? "",
    html: await response.text(),
  };
}

/** Fetches the routes at once (they are small and the servers are local); the real build's by default. */
export const fetchRoutes = (request: APIRequestContext, list: readonly Route[] = mainRoutes) =>
  Promise.all(
    list.map(async (route) => ({ ...(await fetchPage(request, route.url)), path: route.path })),
  );

/**
 * The production origin the build wrote into canonical URLs, JSON-LD, the
 * sitemap and og:image (`SITE_URL` at build time), read from the home page.
 */
export async function productionOrigin(request: APIRequestContext): Promise<string> {
  const home = await fetchPage(request, "/");
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(home.html)?.[1];
  if (!canonical) throw new Error("The home page has no canonical link");
  return new URL(canonical).origin;
}

/** A URL of the production origin as a path on the test server; other URLs unchanged. */
export function onTestServer(url: string, origin: string): string {
  if (url.startsWith(`${origin}/`)) return url.slice(origin.length);
  return url;
}

export interface MetaFacts {
  title: string;
  canonical: string | null;
  robots: string | null;
  /** `<meta property>` and `<meta name>` contents by key (the first of each). */
  meta: Record<string, string>;
  jsonLd: string[];
  h1: string[];
  breadcrumb: { name: string; href: string | null }[];
  faq: { q: string; a: string }[];
}

/** Runs inside the browser: reads the facts the SEO specs check from one document. */
function readFacts(html: string): MetaFacts {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const text = (element: Element | null | undefined) =>
    (element?.textContent ?? "").replace(/\s+/g, " ").trim();
  const meta: Record<string, string> = {};
  for (const element of doc.head.querySelectorAll("meta[property], meta[name]")) {
    const key = element.getAttribute("property") ?? element.getAttribute("name") ?? "";
    if (!(key in meta)) meta[key] = element.getAttribute("content") ?? "";
  }
  const crumbs = doc.querySelector('main nav[aria-label="Kruimelpad"]');
  return {
    title: text(doc.querySelector("title")),
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    robots: doc.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null,
    meta,
    jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent ?? "",
    ),
    h1: [...doc.querySelectorAll("h1")].map(text),
    breadcrumb: [...(crumbs?.querySelectorAll("li") ?? [])].map((item) => ({
      name: text(item),
      href: item.querySelector("a")?.getAttribute("href") ?? null,
    })),
    faq: [...doc.querySelectorAll("main details")].map((details) => ({
      q: text(details.querySelector("summary")),
      a: text(details.querySelector(":scope > :not(summary)")),
    })),
  };
}

/** Head and content facts of server HTML, parsed (not run) by the browser. */
export async function readPageFacts(browserPage: Page, html: string): Promise<MetaFacts> {
  return browserPage.evaluate(readFacts, html);
}

/** Width and height of a PNG (IHDR) or JPEG (first SOF marker), from its bytes. */
export function imageSize(bytes: Buffer): {
  format: "png" | "jpeg";
  width: number;
  height: number;
} {
  const PNG_SIGNATURE = "89504e470d0a1a0a";
  if (bytes.subarray(0, 8).toString("hex") === PNG_SIGNATURE) {
    if (bytes.subarray(12, 16).toString("latin1") !== "IHDR") throw new Error("PNG without IHDR");
    return { format: "png", width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) throw new Error(`JPEG: no marker at byte ${offset}`);
      const marker = bytes[offset + 1] ?? 0;
      const length = bytes.readUInt16BE(offset + 2);
      // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC).
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return {
          format: "jpeg",
          height: bytes.readUInt16BE(offset + 5),
          width: bytes.readUInt16BE(offset + 7),
        };
      }
      offset += 2 + length;
    }
    throw new Error("JPEG without a SOF marker");
  }
  throw new Error("Neither a PNG nor a JPEG");
}
