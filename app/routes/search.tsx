import { LiveSearchIsland } from "~/components/sections/live-search.island";
import { PageBanner } from "~/components/sections/page-banner";
import { pages } from "~/content";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { paths } from "~/lib/paths";
import { capQuery, search } from "~/lib/search/search";
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

export const meta = () =>
  seo({
    title: searchPage.intro.seoTitle,
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
        initialQuery={loaderData.q}
        initialResults={loaderData.results}
      />
    </>
  );
}
