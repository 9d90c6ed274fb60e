import { SearchPageSections, searchTitles } from "~/components/pages/search-page";
import { pages } from "~/content";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { paths } from "~/content/paths";
import { capQuery, search, searchTitle } from "~/lib/search/search";
import { siteIndex } from "~/lib/search/site-index";
import { breadcrumbList } from "~/lib/seo/structured-data";
import { seo } from "~/lib/seo/seo";
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
const titles = searchTitles(searchPage);

export const meta = ({ data }: Route.MetaArgs) =>
  seo({
    title: searchTitle(titles, data?.q ?? ""),
    appendSiteName: false,
    description: searchPage.intro.seoDescription,
    path: paths.search,
    noindex: true,
    structuredData: [breadcrumbList(breadcrumb)],
  });

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return <SearchPageSections page={searchPage} query={loaderData.q} results={loaderData.results} />;
}
