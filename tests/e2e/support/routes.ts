/**
 * The one table of every page a visitor can reach, read from the builds: the
 * real build's sitemap, the pages deliberately left out of it (the search
 * page, the thank-you page, the page of a refused post, the not-found pages), and the kinds of page only
 * the fixture site has (further pages of a case listing, the home page with
 * a carousel of testimonials). The route audit
 * visits each of them; the SEO and validity specs fetch them.
 *
 * Each route belongs to a template (the route module that renders it). The
 * first route of a template is audited at both widths, further routes of the
 * same template at one, taking turns.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { clientDirs, siteURL, type SiteName } from "./servers";

export type Width = "phone" | "desktop";

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const satisfies Record<Width, { width: number; height: number }>;

export interface Route {
  /** Request path, with a query where the route needs one. */
  path: string;
  status: 200 | 404;
  /** Listed in the sitemap: indexable, with its own canonical URL. */
  indexable: boolean;
  /** The route module that renders it (see `templateOf`). */
  template: string;
  /** Which server serves it. */
  site: SiteName;
  /** The absolute URL on that server. */
  url: string;
  /** The first route of its template (by path): the one that stands for the template. */
  firstOfTemplate: boolean;
  /** The widths the route audit visits it at. */
  widths: readonly Width[];
}

/** The route module a path is rendered by. */
export function templateOf(pathname: string, status: 200 | 404): string {
  if (status === 404) return pathname === "/cases/onbekend" ? "case-not-found" : "not-found";
  const rules: [RegExp, string][] = [
    [/^\/$/, "home"],
    [/^\/diensten$/, "services"],
    [/^\/diensten\/([^/]+)$/, "service:$1"],
    [/^\/cases$/, "cases"],
    [/^\/cases\/pagina\/\d+$/, "cases-page"],
    [/^\/cases\/sector\/[^/]+$/, "sector"],
    [/^\/cases\/sector\/[^/]+\/pagina\/\d+$/, "sector-page"],
    [/^\/cases\/[^/]+$/, "case"],
    [/^\/contact$/, "contact"],
    [/^\/contact\/bedankt$/, "contact-thanks"],
    [/^\/contact\/niet-verstuurd$/, "contact-refused"],
    [/^\/(algemene-voorwaarden|privacyverklaring)$/, "legal"],
    [/^\/zoeken$/, "search"],
  ];
  for (const [pattern, template] of rules) {
    if (pattern.test(pathname)) return pathname.replace(pattern, template);
  }
  throw new Error(`No template known for ${pathname}: add it to tests/e2e/support/routes.ts`);
}

/** The paths a build's sitemap lists, read from its file. */
export function sitemapPaths(site: SiteName): string[] {
  const file = path.join(clientDirs[site], "sitemap.xml");
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing: run "npm run build" (the real site) and ` +
        `"npm run build:fixture" (the fixture site) first, or "npm run test:e2e", which does both.`,
    );
  }
  return [...readFileSync(file, "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc = ""]) => new URL(loc).pathname,
  );
}

/** Pages that are deliberately not in the sitemap. */
const unlisted: readonly { path: string; status: 200 | 404 }[] = [
  { path: "/zoeken", status: 200 },
  { path: "/zoeken?q=museum", status: 200 },
  { path: "/contact/bedankt", status: 200 },
  { path: "/contact/niet-verstuurd", status: 200 },
  { path: "/cases/onbekend", status: 404 },
  { path: "/cases/sector/onbekend", status: 404 },
  { path: "/deze-pagina-bestaat-niet", status: 404 },
];

function buildRoutes(): Route[] {
  const found: Omit<Route, "firstOfTemplate" | "widths">[] = [];
  const add = (site: SiteName, pathWithQuery: string, status: 200 | 404, indexable: boolean) => {
    found.push({
      path: pathWithQuery,
      status,
      indexable,
      template: templateOf(pathWithQuery.replace(/\?.*$/, ""), status),
      site,
      url: `${siteURL[site]}${pathWithQuery}`,
    });
  };
  for (const pathname of sitemapPaths("main")) add("main", pathname, 200, true);
  for (const { path: pathname, status } of unlisted) add("main", pathname, status, false);
  const mainTemplates = new Set(found.map((route) => route.template));
  for (const pathname of sitemapPaths("fixture")) {
    if (!mainTemplates.has(templateOf(pathname, 200))) add("fixture", pathname, 200, true);
  }
  // The fixture's home page shows the carousel of three testimonials the real one lacks.
  add("fixture", "/", 200, true);

  const sorted = found.sort((a, b) => a.path.localeCompare(b.path));
  const seen = new Map<string, number>();
  return sorted.map((route) => {
    const count = seen.get(route.template) ?? 0;
    seen.set(route.template, count + 1);
    const widths: Width[] =
      count === 0 ? ["phone", "desktop"] : [count % 2 === 1 ? "phone" : "desktop"];
    return { ...route, firstOfTemplate: count === 0, widths };
  });
}

/** Every page of the sites under test. */
export const routes: readonly Route[] = buildRoutes();

/** The real build's pages. */
export const mainRoutes = routes.filter((route) => route.site === "main");
