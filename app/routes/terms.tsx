import { LegalPageSections } from "~/components/pages/legal-page";
import { legal } from "~/content";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { paths } from "~/content/paths";
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
  return <LegalPageSections document={terms} path={paths.terms} />;
}
