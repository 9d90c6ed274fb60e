/**
 * Adding a case takes one file and its photos, as the editor at /admin/
 * saves them (`editor.spec.ts`), then `npm run build`: on the fixture site,
 * which adds a case that way (`tests/support/fixture-site.ts`), the new case
 * gets its page (head tags, structured data, breadcrumb, social image), its
 * card on /cases and its sector page, a place on the home page by its order,
 * an entry in the sitemap, and search results; the build derived only the
 * new originals. And the fixture site's build, like any build, prints no
 * warning.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import {
  addedCase as item,
  buildLogFile,
  editorEdits,
  fixtureBuildDir,
} from "../support/fixture-site";
import { fixtureURL } from "./support/servers";

test.use({ baseURL: fixtureURL });

/** The HTML of a page of the fixture site, which must answer 200. */
const page = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
};

const link = `href="/cases/${item.id}"`;

/** What `npm run build` printed: `{ stdout, stderr }`. */
const buildLog = () =>
  JSON.parse(readFileSync(buildLogFile, "utf8")) as { stdout: string; stderr: string };

test("the build derives the new originals, and only those", () => {
  const { stdout } = buildLog();
  // The case's two photos and the logo the editor replaced (`editor.spec.ts`).
  expect(stdout).toMatch(/Media: 3 derived .*, \d+ unchanged/);
  expect(stdout).toContain(`derived banner ${item.banner}:`);
  expect(stdout).toContain(`derived feature ${item.media}:`);
  expect(stdout).toContain(`derived ${editorEdits.logo.src}:`);
});

test("the case has its own page with head tags, structured data and a social image", async ({
  request,
}) => {
  const html = await page(request, `/cases/${item.id}`);
  expect(html).toContain(`<title>${item.title} | Immersa XR</title>`);
  expect(html).toContain(
    `<link rel="canonical" href="https://www.immersa-xr.nl/cases/${item.id}"/>`,
  );
  expect(html).toMatch(
    /<meta property="og:image" content="https:\/\/www\.immersa-xr\.nl\/media\/img\/fixture-xr-lab-[0-9a-f]{8}-1600\.jpg"\/>/,
  );
  expect(html).toContain(`"@type":"BreadcrumbList"`);
  expect(html).toContain(`"name":"${item.title}"`);
  expect(html).toMatch(/<img[^>]+alt="Abstracte lichtring/);
});

test("it has a card on /cases and on its sector's page, and the home page shows it by its order", async ({
  request,
}) => {
  expect(await page(request, "/cases")).toContain(link);
  expect(await page(request, "/cases/sector/onderwijs")).toContain(link);
  expect(await page(request, "/cases/sector/training")).not.toContain(link);
  const home = await page(request, "/");
  expect(home.indexOf(link)).toBeGreaterThan(-1);
  expect(home.indexOf(link)).toBeLessThan(home.indexOf('href="/cases/jeugdzorg-vr"'));
});

test("it shares its banner as social image: the build renders no image of its own for it", () => {
  const og = path.join(fixtureBuildDir, "client", "og");
  expect(existsSync(path.join(og, `cases-${item.id}.png`))).toBe(false);
  expect(existsSync(path.join(og, "cases.png"))).toBe(true);
});

test("it is in the sitemap and found by the site search", async ({ request }) => {
  expect(await page(request, "/sitemap.xml")).toContain(
    `<loc>https://www.immersa-xr.nl/cases/${item.id}</loc>`,
  );
  const search = await request.get("/zoeken?q=proeflab");
  expect(search.headers()["content-type"]).toBe("text/html; charset=utf-8");
  expect(await search.text()).toContain(link);
});

test("the build printed no warning", () => {
  const { stdout, stderr } = buildLog();
  const warnings = `${stdout}\n${stderr}`
    .split("\n")
    .filter((line) => /warn|\(!\)|never used|cannot interpret/i.test(line));
  expect(warnings).toEqual([]);
  expect(stderr).toBe("");
});
