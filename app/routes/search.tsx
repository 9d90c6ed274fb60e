import { LiveSearchIsland } from "~/components/sections/live-search.island";
import { PageBanner } from "~/components/sections/page-banner";
import { pages, site } from "~/content";
import { seoTitleMaxLength } from "~/content/schema";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { paths } from "~/lib/paths";
import { capQuery, resultsTitle, search } from "~/lib/search/search";
import { siteIndex } from "~/lib/search/site-index";
import { breadcrumbList } from "~/lib/seo/structured-data";
import { pageTitle, seo } from "~/lib/seo/seo";
import type { Route } from "./+types/search";

const breadcrumb = breadcrumbFor(paths.search);
const searchPage = pages.search;

/**
 * The query the HTML was rendered for, with its results: the URL's `q` when
 * the server renders on request, empty in the pre-rendered file. The search
 * island starts from them; it then follows the address bar.
 */
export const loader = ({ request }: Route.LoaderArgs) => {
  const q = capQuery(new URL(request.url).searchParams.get("q") ?? "");
  return { q, results: search(siteIndex, q) };
};

/** The title names the query: "Zoekresultaten voor “vr” | Immersa XR". */
const titles = {
  empty: pageTitle(searchPage.intro.seoTitle),
  results: searchPage.resultsTitle,
  suffix: ` | ${site.name}`,
  maxLength: seoTitleMaxLength,
};

const titleOf = (query: string) =>
  query.trim() === ""
    ? titles.empty
    : resultsTitle(titles.results, query, titles.suffix, titles.maxLength);

export const meta = ({ data }: Route.MetaArgs) =>
  seo({
    title: titleOf(data?.q ?? ""),
    appendSiteName: false,
    description: searchPage.intro.seoDescription,
    path: paths.search,
    noindex: true,
    structuredData: [breadcrumbList(breadcrumb)],
  });

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner
        heading={searchPage.intro.heading}
        lead={searchPage.intro.lead}
        breadcrumb={breadcrumb}
        height={360}
      />
      <LiveSearchIsland
        copy={searchPage}
        titles={titles}
        initialQuery={loaderData.q}
        initialResults={loaderData.results}
      />
    </>
  );
}
