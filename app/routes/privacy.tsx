import { LegalPageSections } from "~/components/pages/legal-page";
import { legal } from "~/content";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { paths } from "~/content/paths";
import { breadcrumbList } from "~/lib/seo/structured-data";
import { seo } from "~/lib/seo/seo";

const privacy = legal.privacy;
const breadcrumb = breadcrumbFor(paths.privacy);

export const meta = () =>
  seo({
    title: privacy.intro.seoTitle,
    description: privacy.intro.seoDescription,
    path: paths.privacy,
    structuredData: [breadcrumbList(breadcrumb)],
  });

export default function PrivacyPage() {
  return <LegalPageSections document={privacy} path={paths.privacy} />;
}
