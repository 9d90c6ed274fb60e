/**
 * The search page /zoeken: server-rendered results for ?q= (no JavaScript
 * needed), live results with JavaScript while the URL follows, case- and
 * diacritic-insensitive partial matching, an accessible empty state, and the
 * footer's search field that leads there.
 */
import { expect, test, type Page } from "@playwright/test";
import { faq, pages } from "./support/content";
import { casePath, faqAnchor, paths } from "../../app/content/paths";

const searchPage = pages.search;

const museumCase = casePath("museum-ar");

const main = (page: Page) => page.getByRole("main");
const searchbox = (page: Page) =>
  main(page).getByRole("searchbox", { name: searchPage.form.label });
const status = (page: Page) => main(page).getByRole("status");
/** The result links (each result is an article; suggestions are plain links). */
const results = (page: Page) =>
  page
    .getByRole("region", { name: searchPage.resultsHeading })
    .getByRole("article")
    .getByRole("link");
const resultLink = (page: Page, path: string) =>
  results(page).and(page.locator(`[href="${path}"]`));

/** Waits until React has hydrated the search input (it then carries React's props key). */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const input = document.querySelector("main input[name=q]");
    return input !== null && Object.keys(input).some((key) => key.startsWith("__reactProps"));
  });
}

test.describe("search without JavaScript (server-rendered)", () => {
  test.use({ javaScriptEnabled: false });

  test("/zoeken?q=museum finds the museum case", async ({ page }) => {
    const response = await page.goto(`${paths.search}?q=museum`);
    expect(response?.status()).toBe(200);
    await expect(searchbox(page)).toHaveValue("museum");
    await expect(resultLink(page, museumCase)).toBeVisible();
    await expect(status(page)).toContainText("museum");
    await expect(status(page)).toContainText(/\d+ resulta(at|ten)/);
  });

  test("matching ignores case and diacritics: MUSÉUM finds the museum case", async ({ page }) => {
    await page.goto(`${paths.search}?q=${encodeURIComponent("MUSÉUM")}`);
    await expect(resultLink(page, museumCase)).toBeVisible();
  });

  test('"360" finds the 360° video page', async ({ page }) => {
    await page.goto(`${paths.search}?q=360`);
    await expect(resultLink(page, paths.video360).first()).toBeVisible();
  });

  test("a query without results shows the empty state with working suggestions", async ({
    page,
    request,
  }) => {
    await page.goto(`${paths.search}?q=${encodeURIComponent("qwxzv")}`);
    await expect(status(page)).toContainText("Geen resultaten");
    await expect(results(page)).toHaveCount(0);
    const suggestions = main(page).locator(`a[href^="${paths.search}?q="]`);
    await expect(suggestions).toHaveCount(searchPage.suggestions.length);
    // Every suggestion finds something.
    for (const href of await suggestions.evaluateAll((links) =>
      links.map((link) => link.getAttribute("href") ?? ""),
    )) {
      const html = await (await request.get(href)).text();
      expect(html, `${href} shows a result count`).toMatch(
        /role="status"[^>]*>\d+ resulta(at|ten)/,
      );
    }
  });

  test("the page has a search landmark, a labelled input, a live status and noindex", async ({
    page,
  }) => {
    await page.goto(paths.search);
    await expect(main(page).getByRole("search")).toHaveCount(1);
    await expect(searchbox(page)).toBeVisible();
    await expect(searchbox(page)).toHaveAttribute("name", "q");
    // role=status is an implicit polite live region.
    await expect(status(page)).toContainText(searchPage.emptyQuery);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("the footer's search field submits to /zoeken", async ({ page }) => {
    await page.goto(paths.contact);
    const footer = page.getByRole("contentinfo");
    const form = footer.getByRole("search");
    await expect(form).toHaveCount(1);
    const input = form.getByRole("searchbox", { name: searchPage.form.label });
    await input.fill("museum");
    await form.getByRole("button", { name: searchPage.form.submitLabel }).click();
    await expect(page).toHaveURL(`${paths.search}?q=museum`);
    await expect(resultLink(page, museumCase)).toBeVisible();
  });
});

test.describe("results that read well", () => {
  test.use({ javaScriptEnabled: false });

  test("the title names the query, and a long query is cut to keep it at 60 characters", async ({
    page,
  }) => {
    await page.goto(`${paths.search}?q=vr`);
    await expect(page).toHaveTitle("Zoekresultaten voor “vr” | Immersa XR");
    await page.goto(
      `${paths.search}?q=${encodeURIComponent("training voor medewerkers in de zorg en het onderwijs")}`,
    );
    const title = await page.title();
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title).toMatch(/^Zoekresultaten voor “training voor .*…” \| Immersa XR$/);
  });

  test("matched terms are marked, and a snippet starts and ends with whole words", async ({
    page,
  }) => {
    await page.goto(`${paths.search}?q=verzuim`);
    const result = main(page)
      .getByRole("article")
      .filter({ has: page.locator('[href="/cases/jeugdzorg-vr"]') });
    await expect(result.locator("mark").first()).toHaveText(/^verzuim$/i);
    const snippet = (await result.locator("p").last().textContent()) ?? "";
    const caseResponse = await page.request.get("/cases/jeugdzorg-vr");
    const caseText = (await caseResponse.text()).replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'");
    const [firstWord = "", ...rest] = snippet.replace(/^…|…$/g, "").split(/\s+/);
    const lastWord = rest.at(-1) ?? firstWord;
    for (const word of [firstWord, lastWord]) {
      expect(caseText, `"${word}" is a whole word of the case page`).toMatch(
        new RegExp(`(^|[\\s(])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}([\\s.,;:)]|$)`),
      );
    }
  });

  test("a case result shows its client, sector and year apart from the snippet", async ({
    page,
  }) => {
    await page.goto(`${paths.search}?q=museum`);
    const result = main(page)
      .getByRole("article")
      .filter({ has: page.locator(`[href="${museumCase}"]`) });
    await expect(result.getByText("Lumen Museum, Marketing, 2024", { exact: true })).toBeVisible();
  });

  test("a service term lists services and cases before the legal pages", async ({ page }) => {
    await page.goto(`${paths.search}?q=vr`);
    const hrefs = await results(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute("href") ?? ""),
    );
    const legal = hrefs.findIndex((href) => href === paths.privacy || href === paths.terms);
    const lastCase = hrefs.findLastIndex((href) => href.startsWith(`${paths.cases}/`));
    expect(legal === -1 || legal > lastCase, hrefs.join(", ")).toBe(true);
  });

  test("an FAQ result opens its answer on the service page, the question in view", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // The last question: the sections above it are laid out as the page arrives.
    const item = faq["vr-experiences"].at(-1);
    if (!item) throw new Error("the VR page has no questions");
    await page.goto(`${paths.search}?q=${encodeURIComponent(item.q)}`);
    await results(page).filter({ hasText: item.q }).click();
    await expect(page).toHaveURL(`${paths.vr}#${faqAnchor(item.q)}`);
    const question = main(page).getByRole("heading", { name: item.q, level: 3 });
    await expect(main(page).getByText(item.a)).toBeVisible();
    await expect(question).toBeInViewport();
    const headerBottom = await page
      .getByRole("banner")
      .evaluate((header) => header.getBoundingClientRect().bottom);
    expect(
      await question.evaluate((heading) => heading.getBoundingClientRect().top),
    ).toBeGreaterThan(headerBottom);
  });

  test("result links are at least 44 px tall on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${paths.search}?q=vr`);
    for (const box of await results(page).evaluateAll((links) =>
      links.map((link) => link.getBoundingClientRect().height),
    )) {
      expect(box).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe("search with JavaScript", () => {
  test('typing "augm" updates the results and the URL live', async ({ page }) => {
    await page.goto(paths.search);
    await waitForHydration(page);
    // A full page load would lose this marker.
    await page.evaluate(() => Object.assign(window, { searchMarker: true }));
    await searchbox(page).pressSequentially("augm");
    await expect(page).toHaveURL(`${paths.search}?q=augm`);
    await expect(resultLink(page, paths.ar).first()).toBeVisible();
    await expect(status(page)).toContainText("augm");
    expect(await page.evaluate(() => "searchMarker" in window), "no page reload").toBe(true);

    await searchbox(page).fill("");
    await expect(page).toHaveURL(paths.search);
    await expect(status(page)).toContainText(searchPage.emptyQuery);
  });

  test("typing MUSÉUM finds the museum case; a suggestion link searches again", async ({
    page,
  }) => {
    await page.goto(paths.search);
    await waitForHydration(page);
    await searchbox(page).fill("MUSÉUM");
    await expect(resultLink(page, museumCase)).toBeVisible();
    await expect(page).toHaveURL(`${paths.search}?q=${encodeURIComponent("MUSÉUM")}`);

    await searchbox(page).fill("qwxzv");
    await expect(status(page)).toContainText("Geen resultaten");
    const [first] = searchPage.suggestions;
    if (first === undefined) throw new Error("content/pages/zoeken.yaml has no suggestions");
    await main(page).getByRole("link", { name: first, exact: true }).click();
    await expect(page).toHaveURL(`${paths.search}?q=${encodeURIComponent(first)}`);
    await expect(searchbox(page)).toHaveValue(first);
    await expect(results(page).first()).toBeVisible();
  });

  test("the footer search controls are at least 44×44 px", async ({ page }) => {
    await page.goto(paths.home);
    const form = page.getByRole("contentinfo").getByRole("search");
    for (const control of [form.getByRole("searchbox"), form.getByRole("button")]) {
      const box = await control.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
  });
});
