import { CaseDetail } from "~/components/sections/case-detail";
import { StatusPageSections } from "~/components/pages/status-page";
import { cases, pages } from "~/content";
import { findCase } from "~/content/queries";
import { breadcrumbFor } from "~/lib/breadcrumbs";
import { casePath } from "~/content/paths";
import { breadcrumbList } from "~/lib/seo/structured-data";
import { caseStudy } from "~/lib/seo/structured-data-case";
import { notFoundSeo, seo } from "~/lib/seo/seo";
import type { Route } from "./+types/case-detail";

const { caseLabels, caseNotFound: caseNotFoundPage } = pages;

export const meta = ({ params }: Route.MetaArgs) => {
  const item = findCase(cases, params.id);
  if (!item) {
    const { intro } = caseNotFoundPage;
    return notFoundSeo({ title: intro.seoTitle, description: intro.seoDescription });
  }
  const path = casePath(item.id);
  return seo({
    title: item.title,
    description: item.description,
    path,
    type: "article",
    image: item.banner,
    structuredData: [breadcrumbList(breadcrumbFor(path, item.title)), caseStudy(item)],
  });
};

export default function CaseDetailPage({ params }: Route.ComponentProps) {
  const item = findCase(cases, params.id);
  if (!item) return <StatusPageSections page={caseNotFoundPage} kind="notFound" />;
  return <CaseDetail item={item} labels={caseLabels} />;
}
