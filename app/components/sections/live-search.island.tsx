import { useEffect, useMemo, useState } from "react";
import type { SearchPageContent } from "~/content/schema";
import { island } from "~/lib/islands/island";
import {
  search,
  type SearchEntry,
  type SearchResult,
  searchTitle,
  type SearchTitles,
} from "~/lib/search/search";
import { type SearchResults, SearchSection } from "./search-section";

/** The index of every page's copy, or where its fetch is. */
type SiteIndex = readonly SearchEntry[] | "loading" | "failed";

/**
 * The index, fetched in the browser at the first search of a visit: until
 * then the page loads none of it.
 */
function useSiteIndex(query: string): SiteIndex {
  const [index, setIndex] = useState<SiteIndex>("loading");
  const wanted = query.trim() !== "";
  useEffect(() => {
    if (!wanted || index !== "loading") return;
    let current = true;
    import("~/lib/search/site-index").then(
      (module) => current && setIndex(module.siteIndex),
      () => current && setIndex("failed"),
    );
    return () => {
      current = false;
    };
  }, [wanted, index]);
  return index;
}

const queryInAddressBar = () => new URLSearchParams(window.location.search).get("q") ?? "";

interface Props {
  copy: SearchPageContent;
  /** The page title without and with a query. */
  titles: SearchTitles;
  /** The query the HTML was rendered for: empty in the pre-rendered file. */
  initialQuery: string;
  initialResults: readonly SearchResult[];
}

/**
 * The search page's form and results, searching as the visitor types. It
 * starts from the query and results the HTML was rendered with, then follows
 * the address bar (a pre-rendered page served for `/zoeken?q=…` has none);
 * typing keeps the address bar's `q` up to date without adding history.
 */
export default function LiveSearch({ copy, titles, initialQuery, initialResults }: Props) {
  const [query, setQuery] = useState(initialQuery);
  const index = useSiteIndex(query);
  const results = useMemo((): SearchResults => {
    if (query === initialQuery) return initialResults;
    return typeof index === "string" ? index : search(index, query);
  }, [index, query, initialQuery, initialResults]);

  // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing with the URL, an external source
  useEffect(() => setQuery(queryInAddressBar()), []);

  useEffect(() => {
    document.title = searchTitle(titles, query);
  }, [query, titles]);

  const change = (next: string) => {
    setQuery(next);
    const queryString = next.trim() ? `?${new URLSearchParams({ q: next })}` : "";
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${queryString}`,
    );
  };

  return <SearchSection copy={copy} query={query} results={results} onQueryChange={change} />;
}

export const LiveSearchIsland = island("live-search", LiveSearch);
