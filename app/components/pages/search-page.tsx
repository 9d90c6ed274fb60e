import { LiveSearchIsland } from "~/components/sections/live-search.island";
import { PageBanner } from "~/components/sections/page-banner";
import { site } from "~/content";
import type { SearchPageContent } from "~/content/schema";
import { seoTitleMaxLength } from "~/content/schemas/choices";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { paths } from "~/content/paths";
import type { SearchResult, SearchTitles } from "~/lib/search/search";
import { pageTitle } from "~/lib/seo/seo";

/** The window's titles of the search page: "Zoekresultaten voor “vr” | Immersa XR" once it has a query. */
export const searchTitles = (page: SearchPageContent): SearchTitles => ({
  empty: pageTitle(page.intro.seoTitle),
  results: page.resultsTitle,
  suffix: ` | ${site.name}`,
  maxLength: seoTitleMaxLength,
});

/** /zoeken: the search, starting from `query` and its `results`. */
export function SearchPageSections({
  page,
  query,
  results,
}: {
  page: SearchPageContent;
  query: string;
  results: SearchResult[];
}) {
  return (
    <>
      <PageBanner
        heading={page.intro.heading}
        lead={page.intro.lead}
        breadcrumb={breadcrumbFor(paths.search)}
        height={360}
      />
      <LiveSearchIsland
        copy={page}
        titles={searchTitles(page)}
        initialQuery={query}
        initialResults={results}
      />
    </>
  );
}
