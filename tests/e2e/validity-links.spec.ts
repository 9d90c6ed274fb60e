/**
 * Crawls the built site from `/`, following every internal link and asset
 * reference in the server HTML (and the `url()`s in its stylesheets), and
 * finds none broken: every internal URL answers 200 after redirects, and every
 * `#fragment` of a page link names an element on the target page. Every page
 * it reaches is in the route table (`support/routes.ts`), so the route audit
 * visits it.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { mainRoutes } from "./support/routes";
import { onTestServer, productionOrigin } from "./support/server-html";

interface Reference {
  /** As written in the document (resolved against the page URL later). */
  url: string;
  /** What refers to it, for the failure message: `a[href]`, `img[srcset]`, … */
  via: string;
}

interface DocumentLinks {
  /** Links to follow as pages (a/area href, GET form actions). */
  pages: Reference[];
  /** Everything else the document loads or points at. */
  assets: Reference[];
  ids: string[];
}

/** Runs inside the browser on a parsed (not rendered) document. */
function collectLinks(html: string): DocumentLinks {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const pages: Reference[] = [];
  const assets: Reference[] = [];
  const attr = (selector: string, name: string, into: Reference[]) => {
    for (const element of doc.querySelectorAll(selector)) {
      const value = element.getAttribute(name)?.trim();
      if (value) into.push({ url: value, via: `${element.localName}[${name}]` });
    }
  };
  const srcset = (selector: string) => {
    for (const element of doc.querySelectorAll(selector)) {
      const value = element.getAttribute("srcset") ?? "";
      for (const candidate of value.split(",")) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) assets.push({ url, via: `${element.localName}[srcset]` });
      }
    }
  };
  attr("a[href], area[href]", "href", pages);
  for (const form of doc.querySelectorAll("form")) {
    const method = (form.getAttribute("method") ?? "get").toLowerCase();
    const action = form.getAttribute("action");
    if (method === "get" && action) pages.push({ url: action, via: "form[action]" });
  }
  attr(
    "img[src], source[src], video[src], audio[src], track[src], iframe[src], embed[src]",
    "src",
    assets,
  );
  srcset("img[srcset], source[srcset]");
  attr("video[poster]", "poster", assets);
  attr("script[src]", "src", assets);
  attr("object[data]", "data", assets);
  for (const link of doc.querySelectorAll("link[href]")) {
    const rel = (link.getAttribute("rel") ?? "").toLowerCase().split(/\s+/);
    const href = link.getAttribute("href") ?? "";
    // The canonical URL is the production address of this very page, checked in seo-*.
    if (rel.includes("canonical") || rel.includes("dns-prefetch") || rel.includes("preconnect"))
      continue;
    assets.push({ url: href, via: `link[rel=${rel.join(" ")}]` });
  }
  for (const meta of doc.querySelectorAll(
    'meta[property="og:image"], meta[property="og:image:url"], meta[property="og:image:secure_url"], meta[name="twitter:image"], meta[property="og:video"]',
  )) {
    const value = meta.getAttribute("content");
    const key = meta.getAttribute("property") ?? meta.getAttribute("name");
    if (value) assets.push({ url: value, via: `meta[${key}]` });
  }
  for (const element of doc.querySelectorAll("[style]")) {
    for (const match of (element.getAttribute("style") ?? "").matchAll(
      /url\(\s*['"]?([^'")]+)['"]?\s*\)/g,
    )) {
      if (match[1]) assets.push({ url: match[1], via: "style url()" });
    }
  }
  const ids = [...doc.querySelectorAll("[id]")].map((element) => element.id);
  const names = [...doc.querySelectorAll("a[name]")].map(
    (element) => element.getAttribute("name") ?? "",
  );
  return { pages, assets, ids: [...ids, ...names] };
}

const SKIPPED_SCHEMES = /^(?:mailto|tel|sms|javascript|data|blob):/i;

interface Check {
  ok: boolean;
  status: number;
  finalUrl: string;
  contentType: string;
  body?: string;
}

async function fetchUrl(
  request: APIRequestContext,
  url: string,
  readBody: boolean,
): Promise<Check> {
  // HEAD for media (videos are large); GET where the body matters or HEAD is refused.
  // One retry on a dropped connection: a reused keep-alive socket can meet the
  // server's idle timeout (ECONNRESET); GET and HEAD are safe to repeat.
  const send = () => (readBody ? request.get(url) : request.head(url));
  let response = await send().catch((error: unknown) => {
    if (/ECONNRESET|socket hang up/.test(String(error))) return send();
    throw error;
  });
  if (!readBody && response.status() === 405) response = await request.get(url);
  const contentType = response.headers()["content-type"] ?? "";
  const body = readBody ? await response.text() : undefined;
  return {
    ok: response.status() === 200,
    status: response.status(),
    finalUrl: response.url(),
    contentType,
    body,
  };
}

test("a crawl from / finds no broken internal link or asset", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error("baseURL is not configured");
  const base = new URL(baseURL);
  const origin = await productionOrigin(request);
  await page.goto("about:blank");

  /** An internal URL as a path on the test server (production origin rewritten), else undefined. */
  const internal = (raw: string, from: string): URL | undefined => {
    if (SKIPPED_SCHEMES.test(raw)) return undefined;
    const resolved = new URL(onTestServer(raw, origin), from);
    return resolved.origin === base.origin ? resolved : undefined;
  };

  /** Broken target ("url -> status" or a missing fragment) -> where it is referenced. */
  const broken = new Map<string, Set<string>>();
  const report = (target: string, where: string) => {
    const set = broken.get(target) ?? new Set<string>();
    set.add(where);
    broken.set(target, set);
  };
  const checked = new Map<string, Promise<Check>>();
  const check = (url: URL, readBody: boolean) => {
    const path = `${url.pathname}${url.search}`;
    const key = `${readBody ? "GET" : "HEAD"} ${path}`;
    let result = checked.get(key);
    if (!result) {
      result = fetchUrl(request, path, readBody);
      checked.set(key, result);
    }
    return result;
  };
  const pageIds = new Map<string, Set<string>>();
  const pendingFragments: { page: string; fragment: string; from: string; via: string }[] = [];

  const queue: { url: URL; from: string }[] = [{ url: new URL("/", base), from: "(start)" }];
  const seenPages = new Set<string>(["/"]);
  let pagesCrawled = 0;
  let assetsChecked = 0;

  while (queue.length > 0) {
    const batch = queue.splice(0, queue.length);
    await Promise.all(
      batch.map(async ({ url, from }) => {
        const result = await check(url, true);
        if (!result.ok) {
          report(`${url.pathname}${url.search} -> ${result.status}`, `linked from ${from}`);
          return;
        }
        if (!/^text\/html/.test(result.contentType) || result.body === undefined) return;
        const final = new URL(result.finalUrl);
        const pageKey = `${final.pathname}${final.search}`;
        if (pageIds.has(pageKey)) return;
        pagesCrawled += 1;
        const links = await page.evaluate(collectLinks, result.body);
        pageIds.set(pageKey, new Set(links.ids));

        for (const link of links.pages) {
          if (link.url.startsWith("#")) {
            pendingFragments.push({
              page: pageKey,
              fragment: link.url.slice(1),
              from: pageKey,
              via: link.via,
            });
            continue;
          }
          const target = internal(link.url, final.href);
          if (!target) continue;
          if (target.hash) {
            pendingFragments.push({
              page: `${target.pathname}${target.search}`,
              fragment: target.hash.slice(1),
              from: pageKey,
              via: link.via,
            });
          }
          target.hash = "";
          const key = `${target.pathname}${target.search}`;
          if (seenPages.has(key)) continue;
          seenPages.add(key);
          queue.push({ url: target, from: `${pageKey} ${link.via}` });
        }

        await Promise.all(
          links.assets.map(async (asset) => {
            const target = internal(asset.url, final.href);
            if (!target) return;
            target.hash = "";
            const isStylesheet = asset.via.includes("stylesheet");
            const outcome = await check(target, isStylesheet);
            assetsChecked += 1;
            if (!outcome.ok) {
              report(
                `${target.pathname}${target.search} -> ${outcome.status}`,
                `${asset.via} on ${pageKey}`,
              );
              return;
            }
            if (isStylesheet && outcome.body !== undefined) {
              for (const match of outcome.body.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) {
                const cssTarget = match[1] ? internal(match[1], target.href) : undefined;
                if (!cssTarget) continue;
                cssTarget.hash = "";
                const cssOutcome = await check(cssTarget, false);
                if (!cssOutcome.ok) {
                  report(
                    `${cssTarget.pathname} -> ${cssOutcome.status}`,
                    `url() in ${target.pathname}`,
                  );
                }
              }
            }
          }),
        );
      }),
    );
  }

  // Fragments: the target page must have been crawled and carry the id.
  for (const { page: target, fragment, from, via } of pendingFragments) {
    if (fragment === "" || fragment === "top") continue;
    const ids = pageIds.get(target);
    const id = decodeURIComponent(fragment);
    if (!ids?.has(id))
      report(`${target}#${fragment} -> no element with that id`, `${via} on ${from}`);
  }

  const lines = [...broken]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([target, where]) => {
      const list = [...where];
      const more = list.length > 3 ? ` (+${list.length - 3} more)` : "";
      return `  ${target}   <- ${list.slice(0, 3).join("; ")}${more}`;
    });
  expect(lines.length, `${lines.length} broken internal reference(s):\n${lines.join("\n")}`).toBe(
    0,
  );
  expect(pagesCrawled, "pages crawled").toBeGreaterThanOrEqual(15);
  const tabled = new Set(mainRoutes.map((route) => route.path));
  expect(
    [...pageIds.keys()].filter((pageKey) => !tabled.has(pageKey)),
    "pages the crawl reaches that the route table (the sitemap and its known exceptions) lacks",
  ).toEqual([]);
  expect(assetsChecked, "asset references checked").toBeGreaterThan(0);
});
