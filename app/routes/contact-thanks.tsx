import { StatusPageSections } from "~/components/pages/status-page";
import { pages } from "~/content";
import { paths } from "~/content/paths";
import { seo } from "~/lib/seo/seo";

const contactThanksPage = pages.contactThanks;

export const meta = () =>
  seo({
    title: contactThanksPage.intro.seoTitle,
    description: contactThanksPage.intro.seoDescription,
    path: paths.contactThanks,
    noindex: true,
  });

export default function ContactThanksPage() {
  return <StatusPageSections page={contactThanksPage} kind="thanks" />;
}
