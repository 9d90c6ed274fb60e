/**
 * /sitemap.xml lists exactly the indexable canonical URLs (the routes and the
 * six case pages), absolute, with valid content dates; /robots.txt allows
 * crawling and names the sitemap by absolute URL.
 */
import { expect, test } from "@playwright/test";
import {
  fetchPage,
  indexableRoutes,
  onTestServer,
  productionOrigin,
  readPageFacts,
  routes,
} from "./support/seo-site";

/** W3C Datetime as sitemaps.org allows it: a date, or a date-time with a time zone. */
const W3C_DATETIME =
  /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

interface SitemapEntry {
  loc: string;
  lastmod: string | undefined;
}

/** Runs inside the browser: the sitemap through the XML parser (malformed XML fails). */
function parseSitemap(xml: string): {
  error: string | null;
  namespace: string | null;
  urls: SitemapEntry[];
} {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  const error = doc.querySelector("parsererror")?.textContent ?? null;
  const root = doc.documentElement;
  const child = (element: Element, name: string) =>
    [...element.children].find((node) => node.localName === name)?.textContent?.trim();
  return {
    error,
    namespace: root.localName === "urlset" ? root.namespaceURI : null,
    urls: [...root.children]
      .filter((node) => node.localName === "url")
      .map((url) => ({ loc: child(url, "loc") ?? "", lastmod: child(url, "lastmod") })),
  };
}

test.describe("sitemap.xml and robots.txt", () => {
  test("sitemap.xml lists every indexable canonical URL and nothing else", async ({
    page,
    request,
  }) => {
    const origin = await productionOrigin(request);
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    await page.goto("about:blank");
    const sitemap = await page.evaluate(parseSitemap, await response.text());
    expect(sitemap.error, "sitemap.xml is well-formed XML").toBeNull();
    expect(sitemap.namespace).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");

    const locs = sitemap.urls.map((url) => url.loc);
    expect(new Set(locs).size, "no URL listed twice").toBe(locs.length);
    for (const loc of locs)
      expect(loc, "absolute URL on the production origin").toMatch(new RegExp(`^${origin}/`));

    const expected = indexableRoutes.map((route) =>
      route.path === "/" ? `${origin}/` : `${origin}${route.path}`,
    );
    expect(
      [...locs].sort(),
      "sitemap = the indexable routes (incl. every case and sector page)",
    ).toEqual([...expected].sort());

    // Each listed URL is a live, indexable page whose canonical is that very URL.
    for (const loc of locs) {
      const listed = await fetchPage(request, onTestServer(loc, origin));
      expect(listed.status, `${loc} answers 200`).toBe(200);
      const facts = await readPageFacts(page, listed.html);
      expect(facts.canonical, `${loc}: canonical`).toBe(loc);
      expect(facts.robots ?? "", `${loc}: not noindex`).not.toMatch(/noindex/);
    }

    // Pages that are not indexable stay out, whatever their canonical says.
    for (const route of routes.filter((route) => !route.indexable)) {
      const fetched = await fetchPage(request, route.path);
      const facts = await readPageFacts(page, fetched.html);
      expect(facts.robots, `${route.path} is noindex`).toMatch(/noindex/);
      if (facts.canonical)
        expect(locs, `${route.path} is not in the sitemap`).not.toContain(facts.canonical);
    }

    const today = new Date().toISOString().slice(0, 10);
    for (const { loc, lastmod } of sitemap.urls) {
      if (lastmod === undefined) continue;
      expect(lastmod, `${loc}: lastmod is a W3C date`).toMatch(W3C_DATETIME);
      expect(Number.isNaN(Date.parse(lastmod)), `${loc}: lastmod parses`).toBe(false);
      expect(lastmod.slice(0, 10) <= today, `${loc}: lastmod ${lastmod} is not in the future`).toBe(
        true,
      );
      expect(lastmod.slice(0, 10) >= "2020-01-01", `${loc}: lastmod ${lastmod} is plausible`).toBe(
        true,
      );
    }
    expect(
      sitemap.urls.filter((url) => url.lastmod !== undefined).length,
      "the case pages at least carry a lastmod",
    ).toBeGreaterThanOrEqual(6);
  });

  test("robots.txt allows crawling and names the sitemap absolutely", async ({ request }) => {
    const origin = await productionOrigin(request);
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const lines = (await response.text())
      .split(/\r?\n/)
      .map((line) => line.replace(/#.*$/, "").trim())
      .filter(Boolean);

    const sitemaps = lines
      .filter((line) => /^sitemap:/i.test(line))
      .map((line) => line.replace(/^sitemap:\s*/i, ""));
    expect(sitemaps).toEqual([`${origin}/sitemap.xml`]);
    const sitemapPath = onTestServer(sitemaps[0] ?? "", origin);
    expect((await request.get(sitemapPath)).status(), "the named sitemap exists").toBe(200);

    // The group for all crawlers does not block the site (noindex pages must stay crawlable).
    const start = lines.findIndex((line) => /^user-agent:\s*\*$/i.test(line));
    expect(start, "a User-agent: * group").toBeGreaterThanOrEqual(0);
    const group: string[] = [];
    for (const line of lines.slice(start + 1)) {
      if (/^user-agent:/i.test(line)) break;
      group.push(line);
    }
    const disallowed = group
      .filter((line) => /^disallow:/i.test(line))
      .map((line) => line.replace(/^disallow:\s*/i, ""))
      .filter(Boolean);
    // Pages (noindex ones included: a blocked page's noindex is never seen) stay crawlable.
    const blocked = routes.flatMap((route) =>
      disallowed
        .filter((rule) => route.path.startsWith(rule.replace(/\*.*$/, "")))
        .map((rule) => `${route.path} by "${rule}"`),
    );
    expect(blocked, "no page is disallowed for all crawlers").toEqual([]);
  });
});
