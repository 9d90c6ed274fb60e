import { CaseListingSection } from "~/components/sections/case-listing-section";
import { CtaBand } from "~/components/sections/cta-band";
import { PageBanner } from "~/components/sections/page-banner";
import { cases, pages } from "~/content";
import { sectorFilter } from "~/content/queries";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { paths } from "~/lib/paths";
import { breadcrumbList, casesItemList } from "~/lib/seo/structured-data";
import { seo } from "~/lib/seo/seo";

const { cases: casesPage, caseLabels } = pages;
const breadcrumb = breadcrumbFor(paths.cases);

export const meta = () =>
  seo({
    title: casesPage.intro.seoTitle,
    description: casesPage.intro.seoDescription,
    path: paths.cases,
    structuredData: [breadcrumbList(breadcrumb), casesItemList(cases)],
  });

export default function CasesPage() {
  const { intro, filter } = casesPage;
  return (
    <>
      <PageBanner heading={intro.heading} lead={intro.lead} breadcrumb={breadcrumb} />
      <CaseListingSection
        label={intro.heading}
        filter={{ label: filter.label, allLabel: filter.all, sectors: sectorFilter() }}
        cases={cases}
        linkLabel={caseLabels.viewCase}
      />
      <CtaBand
        heading={casesPage.cta.heading}
        text={casesPage.cta.text}
        label={casesPage.cta.label}
      />
    </>
  );
}
