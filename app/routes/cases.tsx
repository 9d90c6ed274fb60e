import { CaseGrid } from "~/components/sections/case-grid";
import { PageBanner } from "~/components/sections/page-banner";
import { Section } from "~/components/sections/section";
import { cases } from "~/content/cases";
import { caseLabels } from "~/content/case-page";
import { casesPage } from "~/content/cases-page";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { paths } from "~/lib/paths";
import { breadcrumbList, casesItemList } from "~/lib/seo/structured-data";
import { seo } from "~/lib/seo/seo";

const breadcrumb = breadcrumbFor(paths.cases);

export const meta = () =>
  seo({
    title: casesPage.intro.seoTitle,
    description: casesPage.intro.seoDescription,
    path: paths.cases,
    structuredData: [breadcrumbList(breadcrumb), casesItemList(cases)],
  });

export default function CasesPage() {
  const { intro } = casesPage;
  return (
    <>
      <PageBanner heading={intro.heading} lead={intro.lead} breadcrumb={breadcrumb} />
      <Section aria-label={intro.heading}>
        <CaseGrid
          cases={cases}
          linkLabel={caseLabels.viewCase}
          headingLevel="h2"
          firstImagePriority
        />
      </Section>
    </>
  );
}
