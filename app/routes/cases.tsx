import { CasesPageSections } from "~/components/pages/cases-page";
import { StatusPageSections } from "~/components/pages/status-page";
import { pages } from "~/content";
import { caseListing } from "~/lib/case-listing";
import { breadcrumbList, casesItemList } from "~/lib/seo/structured-data";
import { notFoundSeo, seo } from "~/lib/seo/seo";
import type { Route } from "./+types/cases";

const { cases: casesPage, notFound } = pages;

export const meta = ({ params }: Route.MetaArgs) => {
  const listing = caseListing(params);
  if (!listing) {
    return notFoundSeo({
      title: notFound.intro.seoTitle,
      description: notFound.intro.seoDescription,
    });
  }
  return seo({
    title: listing.title,
    description: listing.description,
    path: listing.path,
    structuredData: [
      breadcrumbList(listing.breadcrumb),
      casesItemList(listing.page.items, listing.path),
    ],
  });
};

/** /cases, a sector's cases, and their further pages: pre-rendered like every page. */
export default function CasesPage({ params }: Route.ComponentProps) {
  const listing = caseListing(params);
  if (!listing) return <StatusPageSections page={notFound} kind="notFound" />;
  return <CasesPageSections page={casesPage} listing={listing} />;
}
