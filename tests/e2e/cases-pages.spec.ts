/**
 * Case listings of more than one page, on the fixture site
 * (`tests/support/fixture-site.ts`: 20 generated cases in the sector Training
 * after the site's own six, and one added case): 27 cases make three pages of
 * /cases, and Training's 22 make two.
 *
 * Checked: 12 cards and a page navigation per page, the current page marked,
 * paging by keyboard and without JavaScript, each page's head, 404 for pages
 * that do not exist and 301 from page 1, the same on the server and in
 * Netlify's files, and every page and case in the sitemap; a sector with one
 * case shows it across the row, two cases share it.
 */
import type { Page } from "@playwright/test";
import { pages } from "./support/content";
import { generatedCaseIds } from "../support/fixture-site";
import {
  compareWithServer,
  netlifyAnswer,
  readNetlifySite,
} from "../support/server/netlify-agreement";
import { expect, test } from "./support/fixtures";
import { clientDirs, fixtureURL } from "./support/servers";
import { SITE_URL } from "./support/spec-pages";

const { pagination, filter } = pages.cases;
const host = new URL(SITE_URL).host;
const clientDir = clientDirs.fixture;

test.use({ baseURL: fixtureURL });

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const pageNav = (page: Page) => page.getByRole("navigation", { name: pagination.label });
/** The current page's number: its text is the hidden "Pagina 2" and the visible "2". */
const currentPage = (page: Page) => pageNav(page).locator('[aria-current="page"]');
test("/cases: the first 12 cases and a navigation to three pages; page 2 by keyboard", async ({
  page,
}) => {
  await page.goto("/cases");
  await expect(cards(page)).toHaveCount(12);
  await expect(pageNav(page).getByRole("link")).toHaveCount(3);
  for (const name of ["Pagina 2", "Pagina 3", pagination.next]) {
    await expect(pageNav(page).getByRole("link", { name })).toBeVisible();
  }
  await expect(currentPage(page)).toHaveText("Pagina 11");
  await expect(page).toHaveTitle("Cases: onze VR- en AR-projecten | Immersa XR");

  // Tab through the page until the link to page 2 has focus, then follow it.
  const target = pageNav(page).getByRole("link", { name: "Pagina 2" });
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((link) => link === document.activeElement)) break;
  }
  await expect(target).toBeFocused();
  const box = await target.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(box?.width).toBeGreaterThanOrEqual(44);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL("/cases/pagina/2");
  await expect(cards(page)).toHaveCount(12);
  await expect(currentPage(page)).toHaveText("Pagina 22");
  await expect(pageNav(page).getByRole("link", { name: pagination.previous })).toHaveAttribute(
    "href",
    "/cases",
  );
  await expect(page).toHaveTitle("Cases – pagina 2 | Immersa XR");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${SITE_URL}/cases/pagina/2`,
  );
  const description =
    (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
  expect(description).toContain("Pagina 2 van 3");
  expect(description.length).toBeGreaterThanOrEqual(120);
  expect(description.length).toBeLessThanOrEqual(160);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the pages follow each other to the last, which holds the rest", async ({ page }) => {
    await page.goto("/cases");
    await pageNav(page).getByRole("link", { name: pagination.next }).click();
    await expect(page).toHaveURL("/cases/pagina/2");
    await pageNav(page).getByRole("link", { name: pagination.next }).click();
    await expect(page).toHaveURL("/cases/pagina/3");
    await expect(cards(page)).toHaveCount(3);
    await expect(currentPage(page)).toHaveText("Pagina 33");
    await expect(pageNav(page).getByRole("link", { name: pagination.next })).toHaveCount(0);
  });

  test("a sector pages the same way, and its filter stays on page 1", async ({ page }) => {
    await page.goto("/cases/sector/training");
    await expect(cards(page)).toHaveCount(12);
    await pageNav(page).getByRole("link", { name: "Pagina 2" }).click();
    await expect(page).toHaveURL("/cases/sector/training/pagina/2");
    await expect(cards(page)).toHaveCount(10);
    await expect(page).toHaveTitle("Cases in de sector Training – pagina 2 | Immersa XR");
    const filterNav = page.getByRole("navigation", { name: filter.label });
    await expect(filterNav.getByRole("link", { name: /^Training/ })).toHaveAttribute(
      "href",
      "/cases/sector/training",
    );
    // A sector with few cases has one page and no page navigation.
    await page.goto("/cases/sector/marketing");
    await expect(cards(page)).not.toHaveCount(0);
    await expect(pageNav(page)).toHaveCount(0);
  });
});

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a sector's one case takes the row, its image beside its text", async ({ page }) => {
    await page.goto("/cases/sector/marketing");
    await expect(cards(page)).toHaveCount(1);
    const card = await cards(page).boundingBox();
    const row = await page.getByRole("navigation", { name: filter.label }).boundingBox();
    const image = await cards(page).getByRole("img").boundingBox();
    const heading = await cards(page).getByRole("heading").boundingBox();
    if (!card || !row || !image || !heading) throw new Error("the card is not laid out");
    expect(card.width).toBeGreaterThan(1000);
    expect(card.x).toBeCloseTo(row.x, 0);
    expect(image.x + image.width).toBeLessThanOrEqual(heading.x);
  });

  test("a service's two example cases fill the row in two halves", async ({ page }) => {
    await page.goto("/diensten/augmented-reality-app-laten-maken");
    const examples = page.getByRole("region", { name: pages.ar.examples.heading });
    const list = examples.getByRole("list");
    const grid = await list.boundingBox();
    const gap = await list.evaluate((element) => parseFloat(getComputedStyle(element).columnGap));
    const boxes = await examples.getByRole("article").evaluateAll((cards) =>
      cards.map((card) => {
        const { x, width } = card.getBoundingClientRect();
        return { x: Math.round(x), width: Math.round(width) };
      }),
    );
    if (!grid) throw new Error("the grid is not laid out");
    const half = Math.round((grid.width - gap) / 2);
    expect(
      boxes,
      `cards in a grid from ${grid.x} px, ${grid.width} px wide, ${gap} px apart`,
    ).toEqual([
      { x: Math.round(grid.x), width: half },
      { x: Math.round(grid.x + grid.width) - half, width: half },
    ]);
  });
});

test("pages that do not exist answer 404, page 1 answers 301, on the server and on Netlify", async ({
  request,
}) => {
  const site = await readNetlifySite(clientDir, host);
  for (const pathname of [
    "/cases/pagina/0",
    "/cases/pagina/4",
    "/cases/pagina/99",
    "/cases/pagina/abc",
    "/cases/pagina/02",
    "/cases/sector/training/pagina/3",
    "/cases/sector/marketing/pagina/2",
  ]) {
    const response = await request.get(pathname, { maxRedirects: 0 });
    expect(response.status(), pathname).toBe(404);
    expect(await response.text(), pathname).toContain(pages.notFound.intro.heading);
    expect(netlifyAnswer(site, pathname), pathname).toEqual({
      kind: "file",
      status: 404,
      file: "/404.html",
    });
  }
  for (const [from, to] of [
    ["/cases/pagina/1", "/cases"],
    ["/cases/sector/training/pagina/1", "/cases/sector/training"],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
    expect(netlifyAnswer(site, from), from).toEqual({
      kind: "redirect",
      status: 301,
      location: to,
    });
  }
  const { differences } = await compareWithServer({ baseUrl: fixtureURL, clientDir, host });
  expect(differences).toEqual([]);
});

test("the sitemap lists every page of the listings and every case", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const pathname of [
    "/cases",
    "/cases/pagina/2",
    "/cases/pagina/3",
    "/cases/sector/training/pagina/2",
    ...generatedCaseIds.map((id) => `/cases/${id}`),
    "/cases/museum-ar",
  ]) {
    expect(sitemap, pathname).toContain(`<loc>${SITE_URL}${pathname}</loc>`);
  }
  expect(sitemap).not.toContain("/pagina/1<");
});
