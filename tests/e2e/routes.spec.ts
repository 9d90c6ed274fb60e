/**
 * Every route of the site: HTTP status, head tags (title, description,
 * canonical, robots, social image) in the pre-rendered HTML and after
 * hydration, one h1, <html lang="nl">, the fixed key texts and links, the
 * shared header and footer, and no console error while scrolled through;
 * redirects and not-found pages.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { openHydrated, scrollThrough } from "./support/page";
import {
  company,
  pages,
  paths,
  ROBOTS_INDEX,
  ROBOTS_NOINDEX,
  SITE_URL,
  type PageExpectation,
} from "./support/site";

async function expectHead(page: Page, expected: PageExpectation) {
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await expect(page).toHaveTitle(expected.title);

  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveCount(1);
  await expect(description).toHaveAttribute("content", expected.description);

  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute("href", `${SITE_URL}${expected.canonicalPath}`);

  const robots = page.locator('meta[name="robots"]');
  await expect(robots).toHaveCount(1);
  await expect(robots).toHaveAttribute("content", expected.noindex ? ROBOTS_NOINDEX : ROBOTS_INDEX);

  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    "content",
    `${SITE_URL}${expected.canonicalPath}`,
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    new RegExp(`^${SITE_URL.replace(/[.]/g, "\\.")}/`),
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    "content",
    "summary_large_image",
  );

  // Exactly one h1, in the HTML and in the accessibility tree.
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.h1);
}

/** The pre-rendered HTML as served, before any script runs: what crawlers read. */
async function expectRawHtml(request: APIRequestContext, expected: PageExpectation) {
  const response = await request.get(expected.path, { maxRedirects: 0 });
  expect(response.status()).toBe(expected.status);
  expect(response.headers()["content-type"]).toMatch(/^text\/html/);
  const html = await response.text();
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  /** An attribute of the first tag matching `tag`, decoded. */
  const attribute = (tag: RegExp, name: string): string | undefined => {
    const found = tag.exec(html)?.[0] ?? "";
    const value = new RegExp(`\\s${name}="([^"]*)"`).exec(found)?.[1];
    return value === undefined ? undefined : decode(value);
  };
  expect(html).toMatch(/<html[^>]*\slang="nl"/);
  expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "")).toBe(expected.title);
  expect(attribute(/<link[^>]*rel="canonical"[^>]*>/, "href")).toBe(
    `${SITE_URL}${expected.canonicalPath}`,
  );
  expect(attribute(/<meta[^>]*name="robots"[^>]*>/, "content")).toBe(
    expected.noindex ? ROBOTS_NOINDEX : ROBOTS_INDEX,
  );
  expect(attribute(/<meta[^>]*name="description"[^>]*>/, "content")).toBe(expected.description);
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
}

for (const expected of pages) {
  test.describe(`${expected.path}`, () => {
    test("status, head tags, h1, key texts, links and no console errors", async ({
      page,
      problems,
      request,
    }) => {
      await expectRawHtml(request, expected);

      if (expected.status !== 200) problems.allowHttpError(expected.path, expected.status);
      const response = await page.goto(expected.path);
      expect(response?.status()).toBe(expected.status);
      expect(new URL(page.url()).pathname).toBe(expected.path);

      await expectHead(page, expected);

      const main = page.getByRole("main");
      for (const text of expected.texts) await expect(main).toContainText(text);
      for (const link of expected.links) {
        await expect(
          main.getByRole("link", { name: link.name, exact: true }).first(),
        ).toHaveAttribute("href", link.href);
      }

      // The shared layout is on every route, the 404 pages included.
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "Neem contact op" })).toHaveAttribute(
        "href",
        paths.contact,
      );
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("navigation", { name: "Snel naar" })).toBeVisible();
      await expect(footer.getByRole("navigation", { name: "Onze Diensten" })).toBeVisible();
      await expect(footer).toContainText(String(new Date().getFullYear()));
      await expect(footer).toContainText("Alle rechten voorbehouden");
      await expect(footer.getByRole("link", { name: "Privacyverklaring" })).toHaveAttribute(
        "href",
        paths.privacy,
      );
      await expect(footer.getByRole("link", { name: "Algemene voorwaarden" })).toHaveAttribute(
        "href",
        paths.terms,
      );

      // Load everything below the fold too: the problem guard then checks
      // every image, video and script of the page at 1280 px.
      await scrollThrough(page);
    });
  });
}

test.describe("page structure", () => {
  test("home: three service cards, the first three cases, six process steps in order, six logos", async ({
    page,
  }) => {
    await page.goto(paths.home);
    const services = page.getByRole("region", { name: "Onze Diensten" });
    await expect(services.getByRole("article")).toHaveCount(3);

    const cases = page.getByRole("region", { name: "Geselecteerde Cases" });
    await expect(cases.getByRole("article")).toHaveCount(3);
    await expect(cases.getByRole("link", { name: /^Bekijk case/ })).toHaveCount(3);

    const process = page.getByRole("region", { name: "Ons Proces" });
    await expect(process.getByRole("heading", { level: 3 })).toHaveText([
      /Concept/,
      /Storyboard/,
      /Development/,
      /Testing/,
      /Iteratie/,
      /Delivery/,
    ]);

    const logos = page.getByRole("region", { name: "Vertrouwd door toonaangevende organisaties" });
    // The duplicated set of the endless loop is hidden from assistive technology.
    await expect(logos.getByRole("img")).toHaveCount(6);
  });

  test("services overview: a section per service with 'Kenmerken:' and four features", async ({
    page,
  }) => {
    await page.goto(paths.services);
    for (const name of ["VR-ervaringen", "AR-toepassingen", "360°-video"]) {
      const section = page.getByRole("region", { name });
      await expect(section.getByRole("heading", { name: "Kenmerken:" })).toBeVisible();
      await expect(section.getByRole("listitem")).toHaveCount(4);
      await expect(section.getByRole("link", { name: /^Meer informatie/ })).toBeVisible();
    }
  });

  test("VR page: three benefits, three project cards, six logos, three FAQ questions", async ({
    page,
  }) => {
    await page.goto(paths.vr);
    await expect(
      page
        .getByRole("region", { name: "Waarom kiezen voor VR?" })
        .getByRole("heading", { level: 3 }),
    ).toHaveCount(3);
    await expect(
      page.getByRole("region", { name: "Voorbeelden van VR-projecten" }).getByRole("article"),
    ).toHaveCount(3);
    await expect(
      page
        .getByRole("region", { name: "Vertrouwd door toonaangevende organisaties" })
        .getByRole("img"),
    ).toHaveCount(6);
    await expect(
      page.getByRole("region", { name: /^Veelgestelde vragen/ }).getByRole("heading", { level: 3 }),
    ).toHaveCount(3);
  });

  test("AR page: the two AR cases museum-ar and tu-delft as examples", async ({ page }) => {
    await page.goto(paths.ar);
    const examples = page.getByRole("region", { name: "Voorbeelden van onze AR-projecten" });
    await expect(examples.getByRole("article")).toHaveCount(2);
    const links = examples.getByRole("link", { name: /^Bekijk case/ });
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toHaveAttribute("href", "/cases/museum-ar");
    await expect(links.nth(1)).toHaveAttribute("href", "/cases/tu-delft");
  });

  test("legal pages: 8 numbered articles and 9 numbered sections", async ({ page }) => {
    await page.goto(paths.terms);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
      Array.from({ length: 8 }, (_, index) => new RegExp(`^Artikel ${index + 1}\\b`)),
    );
    await page.goto(paths.privacy);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
      Array.from({ length: 9 }, (_, index) => new RegExp(`^${index + 1}\\.`)),
    );
  });

  test.describe("for a visitor west of UTC", () => {
    test.use({ timezoneId: "America/New_York" });

    test("legal pages show the day they were updated, also after hydration", async ({ page }) => {
      for (const path of [paths.terms, paths.privacy]) {
        await openHydrated(page, path);
        await page.waitForLoadState("networkidle");
        const updated = page.getByRole("main").getByText(/^Laatst bijgewerkt:/);
        await expect(updated).toHaveText("Laatst bijgewerkt: 1 juni 2025");
        await expect(updated.locator("time")).toHaveAttribute("datetime", "2025-06-01");
      }
    });
  });

  test("a visitor whose clock is a year past the build sees the same footer, without errors", async ({
    page,
  }) => {
    await page.goto(paths.home);
    const copyright = page.getByRole("contentinfo").getByText(/^Copyright \d{4} /);
    const built = await copyright.textContent();
    const buildYear = Number(/\d{4}/.exec(built ?? "")?.[0]);
    await page.clock.install({ time: new Date(buildYear + 1, 0, 2) });
    await openHydrated(page, paths.home);
    await scrollThrough(page);
    await expect(copyright).toHaveText(built ?? "");
  });

  test("contact page: breadcrumb Home / Contact and the details panel", async ({ page }) => {
    await page.goto(paths.contact);
    const breadcrumb = page.getByRole("navigation", { name: "Kruimelpad" });
    await expect(breadcrumb).toHaveText(/Home\s*\/?\s*Contact/);
    const details = page.getByRole("region", { name: "Contactgegevens" });
    await expect(details.getByRole("link", { name: company.phone })).toHaveAttribute(
      "href",
      /^tel:\+31/,
    );
    await expect(details.getByRole("link", { name: company.email })).toHaveAttribute(
      "href",
      `mailto:${company.email}`,
    );
  });

  test("a case page uses its banner image as the absolute social image", async ({ page }) => {
    await page.goto("/cases/museum-ar");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new RegExp(
        `^${SITE_URL.replace(/[.]/g, "\\.")}/media/img/museum-ar-banner-[0-9a-f]{8}-1600\\.jpg$`,
      ),
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  });
});

test.describe("redirects", () => {
  const redirects = [
    ["/services", "/diensten"],
    ["/services/", "/diensten"],
    ["/diensten/", "/diensten"],
    ["/cases/", "/cases"],
    ["/diensten/virtual-reality-laten-maken/", "/diensten/virtual-reality-laten-maken"],
  ] as const;

  for (const [from, to] of redirects) {
    test(`${from} answers 301 to ${to}`, async ({ request, page }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe(to);

      await page.goto(from);
      expect(new URL(page.url()).pathname).toBe(to);
    });
  }
});
