import { StatusSection } from "~/components/sections/status-section";
import { pages } from "~/content";

const notFoundPage = pages.notFound;
import { notFoundSeo } from "~/lib/seo/seo";

export const meta = () =>
  notFoundSeo({
    title: notFoundPage.intro.seoTitle,
    description: notFoundPage.intro.seoDescription,
  });

export default function NotFoundPage() {
  const { intro, links } = notFoundPage;
  return <StatusSection mark="404" heading={intro.heading} text={intro.lead} links={links} />;
}
