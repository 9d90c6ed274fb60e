// @vitest-environment jsdom
/**
 * The listing below the filter: the cards of one page and, from two pages on,
 * the page navigation; a listing of one page has none.
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { cases, pages } from "~/content";
import { CASES_PER_PAGE } from "~/content/queries";
import { pageOf } from "~/content/pagination";
import { casesPagePath } from "~/content/paths";
import { CaseListingSection } from "./case-listing-section";

afterEach(cleanup);

const { filter, pagination } = pages.cases;

/** The site's cases repeated under new ids: 30 cases, three pages of 12. */
const many = Array.from({ length: 30 }, (_, index) => {
  const item = cases[index % cases.length];
  if (!item) throw new Error("the cases content is empty");
  return { ...item, id: `${item.id}-${index}` };
});

function renderListing(items: typeof cases, number: number) {
  const page = pageOf(items, CASES_PER_PAGE, number);
  if (!page) throw new Error(`no page ${number}`);
  render(
    <CaseListingSection
      label="Cases"
      filter={{ label: filter.label, allLabel: filter.all, sectors: [] }}
      cases={page.items}
      linkLabel="Bekijk case"
      pagination={{
        labels: pagination,
        current: page.number,
        count: page.count,
        pathOf: (n) => casesPagePath(n),
      }}
    />,
  );
}

const pageNav = () => screen.queryByRole("navigation", { name: pagination.label });

describe("CaseListingSection", () => {
  it("with the site's own cases: all cards, no page navigation", () => {
    renderListing(cases, 1);
    expect(screen.getAllByRole("link", { name: /Bekijk case/ })).toHaveLength(cases.length);
    expect(pageNav()).toBeNull();
  });

  it("with 30 cases, page 2: twelve cards and a navigation to all three pages", () => {
    renderListing(many, 2);
    expect(screen.getAllByRole("article")).toHaveLength(CASES_PER_PAGE);
    const nav = pageNav();
    if (!nav) throw new Error("no page navigation");
    const link = (name: string) => within(nav).getByRole("link", { name });
    expect(link("Pagina 1")).toHaveAttribute("href", "/cases");
    expect(link("Pagina 3")).toHaveAttribute("href", "/cases/pagina/3");
    expect(link(pagination.previous)).toHaveAttribute("href", "/cases");
    expect(link(pagination.next)).toHaveAttribute("href", "/cases/pagina/3");
    expect(within(nav).getByText("Pagina 2").parentElement).toHaveAttribute("aria-current", "page");
  });
});
