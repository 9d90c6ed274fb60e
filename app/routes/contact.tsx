import { ContactPageSections } from "~/components/pages/contact-page";
import { pages, site } from "~/content";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { paths } from "~/content/paths";
import { breadcrumbList } from "~/lib/seo/structured-data";
import { seo } from "~/lib/seo/seo";

const breadcrumb = breadcrumbFor(paths.contact);
const contactPage = pages.contact;

export const meta = () =>
  seo({
    title: contactPage.intro.seoTitle,
    description: contactPage.intro.seoDescription,
    path: paths.contact,
    structuredData: [breadcrumbList(breadcrumb)],
  });

export default function ContactPage() {
  return <ContactPageSections page={contactPage} site={site} />;
}
