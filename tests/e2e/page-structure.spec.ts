/**
 * What the spec says each page holds, beyond the fixed texts the route audit
 * checks on every route (`support/spec-pages.ts`): the home page's sections,
 * the services' features, the VR and AR pages' blocks, the legal articles and
 * their contents list, the contact details, a case's social image, a next
 * step at the end of the pages that would otherwise stop at the footer, dates
 * whatever the visitor's clock, the copyright's current year, and the
 * redirects.
 */
import type { Locator } from "@playwright/test";
import { content as siteContent } from "./support/content";
import { expect, test } from "./support/fixtures";
import { openHydrated } from "./support/page";
import { company, paths, SITE_URL } from "./support/spec-pages";

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

  /** Where an element starts and ends down the window, in whole pixels. */
  const box = async (locator: Locator) => {
    const { y, height } = (await locator.boundingBox()) ?? { y: NaN, height: NaN };
    return { top: Math.round(y), bottom: Math.round(y + height) };
  };

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1024, height: 600 },
  ]) {
    test(`legal pages: a contents list leads to each section and stays beside the text (${viewport.width} × ${viewport.height})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      for (const path of [paths.terms, paths.privacy]) {
        await page.goto(path);
        const headings = page.getByRole("main").getByRole("heading", { level: 2 });
        const contents = page.getByRole("navigation", { name: siteContent.ui.onThisPage });
        const links = contents.getByRole("link");
        await expect(links).toHaveText(await headings.allTextContents());

        // A section in the middle: the page can scroll it to the top.
        const target = headings.nth(4);
        await links.nth(4).click();
        await expect(page).toHaveURL(
          new RegExp(`#${await target.evaluate((h) => h.parentElement?.id)}$`),
        );
        const header = await box(page.getByRole("banner"));
        const landed = await box(target);
        const list = await box(contents);
        const where = `${path}: header ${JSON.stringify(header)}, heading ${JSON.stringify(landed)}, contents list ${JSON.stringify(list)}, window ${viewport.height} px high`;
        // The heading lands just below the header (scroll-padding: the header and 1rem).
        expect(landed.top, where).toBeGreaterThanOrEqual(header.bottom);
        expect(landed.top, where).toBeLessThanOrEqual(header.bottom + 32);
        // The list has stayed in view beside it, below the header, and its
        // last link comes into view when it takes the focus.
        expect(list.top, where).toBeGreaterThanOrEqual(header.bottom);
        expect(list.bottom, where).toBeLessThanOrEqual(viewport.height);
        await links.last().focus();
        await expect(links.last(), where).toBeInViewport({ ratio: 1 });
      }
    });
  }

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

  test("the copyright names the visitor's current year, never one before the build's", async ({
    page,
  }) => {
    await page.goto(paths.home);
    const copyright = page.getByRole("contentinfo").getByText(/^Copyright \d{4} /);
    const built = (await copyright.textContent()) ?? "";
    const buildYear = Number(/\d{4}/.exec(built)?.[0]);
    expect(buildYear).toBeGreaterThan(2000);

    await page.clock.install({ time: new Date(buildYear + 1, 0, 1, 0, 30) });
    await openHydrated(page, paths.home);
    await expect(copyright).toHaveText(built.replace(String(buildYear), String(buildYear + 1)));

    await page.clock.setSystemTime(new Date(buildYear - 1, 5, 1));
    await openHydrated(page, paths.privacy);
    await expect(copyright).toHaveText(built);
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

  test("a case page's breadcrumb on a phone: no line ends with a separator", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const { id } of siteContent.cases) {
      await page.goto(`/cases/${id}`);
      // Each separator sits on the line of the crumb that follows it.
      const stranded = await page.getByRole("navigation", { name: "Kruimelpad" }).evaluate((nav) =>
        [...nav.querySelectorAll("svg")].flatMap((separator) => {
          const next = separator.nextElementSibling ?? separator.parentElement?.nextElementSibling;
          const mark = separator.getBoundingClientRect();
          const text = next?.getClientRects()[0];
          const middle = mark.top + mark.height / 2;
          return text && middle >= text.top && middle <= text.bottom
            ? []
            : [
                `a separator before "${next?.textContent ?? "nothing"}" ends a line at ${Math.round(middle)} px`,
              ];
        }),
      );
      expect(stranded, `/cases/${id}`).toEqual([]);
    }
  });

  test("a case page's facts on a phone: the client on the first row, year and sector sharing the second", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const labels = siteContent.pages.caseLabels;
    for (const { id } of siteContent.cases) {
      await page.goto(`/cases/${id}`);
      const facts = await page
        .getByRole("main")
        .locator("dl")
        .first()
        .evaluate((list) =>
          [...list.children].map((fact) => {
            const { top, width } = fact.getBoundingClientRect();
            return { fact: fact.querySelector("dt")?.textContent, top, width: Math.round(width) };
          }),
        );
      const [client, year, sector] = facts;
      const rows = `/cases/${id}: ${JSON.stringify(facts)}`;
      expect(
        facts.map(({ fact }) => fact),
        rows,
      ).toEqual([labels.client, labels.year, labels.sector]);
      expect(year?.top, rows).toBeGreaterThan(client?.top ?? Infinity);
      expect(sector?.top, rows).toBe(year?.top);
    }
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

test.describe("a next step at the end of the page", () => {
  for (const path of [paths.home, paths.services, paths.cases]) {
    test(`${path} ends with a link to the contact page`, async ({ page }) => {
      await page.goto(path);
      const last = page.locator("main > section").last();
      await expect(last.locator(`a[href="${paths.contact}"]`).first()).toBeVisible();
    });
  }
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
