import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { PageBanner } from "~/components/sections/page-banner";
import { type SearchResults, SearchSection } from "~/components/sections/search-section";
import { searchPage } from "~/content/search-page";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { paths } from "~/lib/paths";
import { search, type SearchEntry } from "~/lib/search/search";
import { siteIndex } from "~/lib/search/site-index";
import { breadcrumbList } from "~/lib/seo/structured-data";
import { seo } from "~/lib/seo/seo";
import type { Route } from "./+types/search";

const breadcrumb = breadcrumbFor(paths.search);

/**
 * The query the HTML was rendered for, with its results: the URL's `q` when
 * the server renders on request, empty in the pre-rendered file. Hydration
 * starts from them; the page then follows the address bar.
 */
export const loader = ({ request }: Route.LoaderArgs) => {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return { q, results: search(siteIndex, q) };
};

/** Typing only changes the query string: nothing to load again. */
export const shouldRevalidate = () => false;

export const meta = () =>
  seo({
    title: searchPage.intro.seoTitle,
    description: searchPage.intro.seoDescription,
    path: paths.search,
    noindex: true,
    structuredData: [breadcrumbList(breadcrumb)],
  });

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

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = searchParams.get("q") ?? "";
  const [query, setQuery] = useState(loaderData.q);
  const index = useSiteIndex(query);
  const results = useMemo((): SearchResults => {
    if (query === loaderData.q) return loaderData.results;
    return typeof index === "string" ? index : search(index, query);
  }, [index, query, loaderData]);

  // After hydration (and on back/forward or a suggestion link) the address bar leads.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing with the URL, an external source
  useEffect(() => setQuery(urlQuery), [urlQuery]);

  const change = (next: string) => {
    setQuery(next);
    setSearchParams(next.trim() ? { q: next } : {}, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <PageBanner
        heading={searchPage.intro.heading}
        lead={searchPage.intro.lead}
        breadcrumb={breadcrumb}
        height={360}
      />
      <SearchSection
        copy={searchPage}
        query={query}
        results={results}
        suggestions={searchPage.suggestions}
        onQueryChange={change}
      />
    </>
  );
}
