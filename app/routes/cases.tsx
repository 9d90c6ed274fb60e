import { CaseListingSection } from "~/components/sections/case-listing-section";
import { CtaBand } from "~/components/sections/cta-band";
import { PageBanner } from "~/components/sections/page-banner";
import { StatusPageSections } from "~/components/pages/status-page";
import { cases, pages } from "~/content";
import { sectorFilter } from "~/content/queries";
import { caseListing } from "~/lib/case-listing";
import { casesPagePath } from "~/lib/paths";
import { breadcrumbList, casesItemList } from "~/lib/seo/structured-data";
import { notFoundSeo, seo } from "~/lib/seo/seo";
import type { Route } from "./+types/cases";

const { cases: casesPage, caseLabels, notFound } = pages;
const { intro, filter, pagination } = casesPage;

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
  const { sector, page } = listing;
  return (
    <>
      <PageBanner heading={listing.heading} lead={intro.lead} breadcrumb={listing.breadcrumb} />
      <CaseListingSection
        label={listing.heading}
        filter={{
          label: filter.label,
          allLabel: filter.all,
          sectors: sectorFilter(cases),
          current: sector,
        }}
        cases={page.items}
        linkLabel={caseLabels.viewCase}
        pagination={{
          labels: pagination,
          current: page.number,
          count: page.count,
          pathOf: (number) => casesPagePath(number, sector),
        }}
      />
      <CtaBand {...casesPage.cta} />
    </>
  );
}
