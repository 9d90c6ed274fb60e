import { LegalArticle } from "~/components/sections/legal-article";
import { PageBanner } from "~/components/sections/page-banner";
import { legal } from "~/content";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { paths } from "~/lib/paths";
import { breadcrumbList } from "~/lib/seo/structured-data";
import { seo } from "~/lib/seo/seo";

const terms = legal.terms;
const breadcrumb = breadcrumbFor(paths.terms);

export const meta = () =>
  seo({
    title: terms.intro.seoTitle,
    description: terms.intro.seoDescription,
    path: paths.terms,
    structuredData: [breadcrumbList(breadcrumb)],
  });

export default function TermsPage() {
  return (
    <>
      <PageBanner heading={terms.intro.heading} lead={terms.intro.lead} breadcrumb={breadcrumb} />
      <LegalArticle document={terms} updatedLabel={terms.updatedLabel} />
    </>
  );
}
