import { CaseListingSection } from "~/components/sections/case-listing-section";
import { CtaBand } from "~/components/sections/cta-band";
import { PageBanner } from "~/components/sections/page-banner";
import { cases, pages } from "~/content";
import { sectorFilter } from "~/content/queries";
import type { CasesPageContent } from "~/content/schema";
import type { CaseListing } from "~/lib/case-listing";
import { casesPagePath } from "~/content/paths";

/** /cases, a sector's cases, or a further page of either: the cases of `listing`. */
export function CasesPageSections({
  page,
  listing,
}: {
  page: CasesPageContent;
  listing: CaseListing;
}) {
  const { sector } = listing;
  return (
    <>
      <PageBanner heading={listing.heading} lead={listing.lead} breadcrumb={listing.breadcrumb} />
      <CaseListingSection
        label={listing.heading}
        filter={{
          label: page.filter.label,
          allLabel: page.filter.all,
          sectors: sectorFilter(cases),
          current: sector,
        }}
        cases={listing.page.items}
        linkLabel={pages.caseLabels.viewCase}
        pagination={{
          labels: page.pagination,
          current: listing.page.number,
          count: listing.page.count,
          pathOf: (number) => casesPagePath(number, sector),
        }}
      />
      <CtaBand {...page.cta} />
    </>
  );
}
