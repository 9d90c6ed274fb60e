// @vitest-environment jsdom
/**
 * While the search index is on its way (the first search of a visit), the
 * page says it is searching instead of claiming there are no results.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { searchPage } from "~/content/search-page";
import type { SearchResult } from "~/lib/search/search";
import { SearchSection } from "./search-section";

function renderSection(query: string, results: readonly SearchResult[] | null) {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <SearchSection
          copy={searchPage}
          query={query}
          results={results}
          suggestions={searchPage.suggestions}
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
    renderSection("museum", null);
    expect(screen.getByRole("status").textContent).toBe(searchPage.searching);
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("offers suggestions when the index finds nothing", () => {
    renderSection("onvindbaar", []);
    expect(screen.getByRole("status").textContent).toBe(searchPage.noResults);
    expect(screen.getAllByRole("link")).toHaveLength(searchPage.suggestions.length);
  });
});
