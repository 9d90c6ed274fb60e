// @vitest-environment jsdom
/**
 * While the search index is on its way (the first search of a visit), the
 * page says it is searching instead of claiming there are no results; when
 * it cannot be fetched, it says so.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { pages } from "~/content";

const searchPage = pages.search;
import { type SearchResults, SearchSection } from "./search-section";

function renderSection(query: string, results: SearchResults) {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <SearchSection
          copy={searchPage}
          query={query}
          results={results}
          onQueryChange={() => undefined}
        />
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe("SearchSection", () => {
  afterEach(cleanup);

  it("says it is searching while the index is not here yet", () => {
    renderSection("museum", "loading");
    expect(screen.getByRole("status").textContent).toBe(searchPage.searching);
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("says so when the index could not be fetched", () => {
    renderSection("museum", "failed");
    expect(screen.getByRole("status").textContent).toBe(searchPage.searchFailed);
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("offers suggestions when the index finds nothing", () => {
    renderSection("onvindbaar", []);
    expect(screen.getByRole("status").textContent).toBe(searchPage.noResults);
    expect(screen.getAllByRole("link")).toHaveLength(searchPage.suggestions.length);
  });
});
