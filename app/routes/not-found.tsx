import { StatusPageSections } from "~/components/pages/status-page";
import { pages } from "~/content";
import { notFoundSeo } from "~/lib/seo/seo";

const notFoundPage = pages.notFound;

export const meta = () =>
  notFoundSeo({
    title: notFoundPage.intro.seoTitle,
    description: notFoundPage.intro.seoDescription,
  });

export default function NotFoundPage() {
  return <StatusPageSections page={notFoundPage} kind="notFound" />;
}
