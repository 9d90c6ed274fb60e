import { ContactRefusedPageSections } from "~/components/pages/contact-refused-page";
import { pages, site } from "~/content";
import { paths } from "~/content/paths";
import { seo } from "~/lib/seo/seo";

const copy = pages.contactRefused;

export const meta = () =>
  seo({ title: copy.refused, description: copy.keep, path: paths.contactRefused, noindex: true });

export default function ContactRefusedPage() {
  return <ContactRefusedPageSections copy={copy} site={site} />;
}
