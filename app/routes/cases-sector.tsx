import { CaseListingSection } from "~/components/sections/case-listing-section";
import { CtaBand } from "~/components/sections/cta-band";
import { PageBanner } from "~/components/sections/page-banner";
import { StatusSection } from "~/components/sections/status-section";
import type { Crumb } from "~/components/ui/breadcrumb";
import { pages } from "~/content";
import { casesInSector, sectorBySlug, sectorFilter, withSector } from "~/content/queries";
import type { Sector } from "~/content/schema";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { paths, sectorPath } from "~/lib/paths";
import { breadcrumbList, casesItemList } from "~/lib/seo/structured-data";
import { notFoundSeo, seo } from "~/lib/seo/seo";
import type { Route } from "./+types/cases-sector";

const { cases: casesPage, caseLabels, notFound } = pages;
const breadcrumbOf = (sector: Sector): [Crumb, ...Crumb[]] => [
  ...breadcrumbFor(paths.cases),
  { name: sector, path: sectorPath(sector) },
];

export const meta = ({ params }: Route.MetaArgs) => {
  const sector = sectorBySlug(params.sector);
  if (!sector) {
    const { intro } = notFound;
    return notFoundSeo({ title: intro.seoTitle, description: intro.seoDescription });
  }
  const path = sectorPath(sector);
  return seo({
    title: withSector(casesPage.filter.sectorTitle, sector),
    description: withSector(casesPage.filter.sectorDescription, sector),
    path,
    structuredData: [
      breadcrumbList(breadcrumbOf(sector)),
      casesItemList(casesInSector(sector), path),
    ],
  });
};

/** The cases of one sector: the filter's target, pre-rendered like every page. */
export default function CasesSectorPage({ params }: Route.ComponentProps) {
  const sector = sectorBySlug(params.sector);
  if (!sector) {
    const { intro, links } = notFound;
    return <StatusSection mark="404" heading={intro.heading} text={intro.lead} links={links} />;
  }
  const { intro, filter } = casesPage;
  const heading = withSector(filter.sectorTitle, sector);
  return (
    <>
      <PageBanner heading={heading} lead={intro.lead} breadcrumb={breadcrumbOf(sector)} />
      <CaseListingSection
        label={heading}
        filter={{
          label: filter.label,
          allLabel: filter.all,
          sectors: sectorFilter(),
          current: sector,
        }}
        cases={casesInSector(sector)}
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
