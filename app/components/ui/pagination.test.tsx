// @vitest-environment jsdom
/**
 * The page navigation of the case listings: plain links to every page, the
 * previous and the next one; the current page is marked and is no link;
 * nothing at all for a single page.
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Pagination } from "./pagination";

afterEach(cleanup);

const labels = { label: "Pagina's", previous: "Vorige", next: "Volgende", page: "Pagina {number}" };
const pathOf = (number: number) => (number === 1 ? "/lijst" : `/lijst/pagina/${number}`);

const renderPage = (current: number, count: number) =>
  render(<Pagination labels={labels} current={current} count={count} pathOf={pathOf} />);

const hrefs = () =>
  within(screen.getByRole("navigation", { name: "Pagina's" }))
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("Pagination", () => {
  it("renders nothing for a listing of one page", () => {
    const { container } = renderPage(1, 1);
    expect(container).toBeEmptyDOMElement();
  });

  it("links every other page and the neighbours; the current page is marked, not linked", () => {
    renderPage(2, 4);
    const nav = screen.getByRole("navigation", { name: "Pagina's" });
    const current = within(nav).getByText("Pagina 2").parentElement;
    expect(current?.tagName).toBe("SPAN");
    expect(current).toHaveAttribute("aria-current", "page");
    expect(within(nav).queryByRole("link", { name: "Pagina 2" })).toBeNull();
    expect(hrefs()).toEqual([
      ["Vorige", "/lijst"],
      ["Pagina 11", "/lijst"],
      ["Pagina 33", "/lijst/pagina/3"],
      ["Pagina 44", "/lijst/pagina/4"],
      ["Volgende", "/lijst/pagina/3"],
    ]);
    expect(within(nav).getByRole("link", { name: "Pagina 3" })).toHaveAttribute(
      "href",
      "/lijst/pagina/3",
    );
  });

  it("has no previous link on the first page and no next link on the last", () => {
    renderPage(1, 3);
    expect(screen.queryByRole("link", { name: "Vorige" })).toBeNull();
    expect(screen.getByRole("link", { name: "Volgende" })).toHaveAttribute(
      "href",
      "/lijst/pagina/2",
    );
    cleanup();
    renderPage(3, 3);
    expect(screen.queryByRole("link", { name: "Volgende" })).toBeNull();
    expect(screen.getByRole("link", { name: "Vorige" })).toHaveAttribute("href", "/lijst/pagina/2");
  });
});
