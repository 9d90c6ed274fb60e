/**
 * What a case listing route shows, with the site's own six cases: they fit
 * one page, so /cases and each sector's page are page 1 of 1 and no further
 * page exists. (Many pages: `tests/e2e/cases-pages.spec.ts`, on a built copy
 * with generated cases.)
 */
import { describe, expect, it } from "vitest";
import { cases, pages } from "~/content";
import { CASES_PER_PAGE, casesPageOf, sectorsInUse } from "~/content/queries";
import { caseListing } from "./case-listing";
import { sectorSlug } from "../content/paths";

const [sector] = sectorsInUse(cases);
if (!sector) throw new Error("the cases content has no sector");

describe("caseListing with the site's own cases", () => {
  it("/cases: every case on page 1 of 1, with the overview's own title", () => {
    expect(cases.length).toBeLessThanOrEqual(CASES_PER_PAGE);
    expect(caseListing({})).toMatchObject({
      path: "/cases",
      title: pages.cases.intro.seoTitle,
      page: { number: 1, count: 1, items: cases },
    });
    expect(caseListing({ page: "1" })?.path).toBe("/cases");
  });

  it("a sector: its cases, its title, a lead naming it, a crumb of its own", () => {
    const listing = caseListing({ sector: sectorSlug(sector) });
    expect(listing?.page.items.every((item) => item.sector === sector)).toBe(true);
    expect(listing?.title).toBe(`Cases in de sector ${sector}`);
    expect(listing?.lead).toBe(
      `Zo hielpen wij organisaties in de sector ${sector}: per project de vraag van de opdrachtgever, onze aanpak en de resultaten.`,
    );
    expect(caseListing({})?.lead).toBe(pages.cases.intro.lead);
    expect(listing?.breadcrumb.at(-1)).toEqual({
      name: sector,
      path: `/cases/sector/${sectorSlug(sector)}`,
    });
  });

  it.each([
    { page: "2" },
    { page: "0" },
    { page: "abc" },
    { sector: "onbekend" },
    { sector: sectorSlug(sector), page: "2" },
  ])("no listing for %j", (params) => {
    expect(caseListing(params)).toBeUndefined();
  });
});

describe("casesPageOf", () => {
  it("pages the overview and a sector alike", () => {
    expect(casesPageOf(cases, undefined)?.items).toEqual(cases);
    expect(casesPageOf(cases, "1", sector)?.items).toEqual(
      cases.filter((item) => item.sector === sector),
    );
    expect(casesPageOf(cases, "2", sector)).toBeUndefined();
  });
});
