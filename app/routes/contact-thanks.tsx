import { StatusSection } from "~/components/sections/status-section";
import { contactThanksPage } from "~/content/contact-thanks-page";
import { paths } from "~/lib/paths";
import { seo } from "~/lib/seo/seo";

export const meta = () =>
  seo({
    title: contactThanksPage.intro.seoTitle,
    description: contactThanksPage.intro.seoDescription,
    path: paths.contactThanks,
    noindex: true,
  });

export default function ContactThanksPage() {
  const { intro, links } = contactThanksPage;
  return <StatusSection mark="✓" heading={intro.heading} text={intro.lead} links={links} />;
}
