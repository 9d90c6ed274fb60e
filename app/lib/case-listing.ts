import type { Crumb } from "./breadcrumbs";
import { cases, pages } from "~/content";
import { casesPageOf, sectorBySlug } from "~/content/queries";
import type { CasesPageContent, Sector } from "~/content/schema";
import { breadcrumbFor } from "./breadcrumbs";
import { casesPagePath, paths } from "../content/paths";
import { fill } from "../content/template";

/**
 * What a case listing shows: all cases or one sector's (`:sector`), page 1
 * or a further page (`:page`), in the words of the overview's content
 * (`copy`; the editor's preview gives what is in its form). Undefined for an
 * unknown sector or page.
 */
export function caseListing(
  params: { sector?: string; page?: string },
  copy: CasesPageContent = pages.cases,
) {
  const { intro, filter, pagination } = copy;
  const sector: Sector | undefined =
    params.sector === undefined ? undefined : sectorBySlug(cases, params.sector);
  if (params.sector !== undefined && sector === undefined) return undefined;
  const page = casesPageOf(cases, params.page, sector);
  if (!page) return undefined;

  const values = { number: page.number, count: page.count, sector: sector ?? "" };
  const further = page.number > 1;
  const path = casesPagePath(page.number, sector);
  const breadcrumb: [Crumb, ...Crumb[]] = [
    ...breadcrumbFor(paths.cases),
    ...(sector ? [{ name: sector, path: casesPagePath(1, sector) }] : []),
    ...(further ? [{ name: fill(pagination.page, values), path }] : []),
  ];
  const head = sector
    ? further
      ? { title: pagination.sectorTitle, description: pagination.sectorDescription }
      : { title: filter.sectorTitle, description: filter.sectorDescription }
    : further
      ? { title: pagination.title, description: pagination.description }
      : { title: intro.seoTitle, description: intro.seoDescription };
  return {
    sector,
    page,
    path,
    breadcrumb,
    heading: sector ? fill(filter.sectorTitle, { sector }) : intro.heading,
    lead: sector ? fill(filter.sectorLead, { sector }) : intro.lead,
    title: fill(head.title, values),
    description: fill(head.description, values),
  };
}

/** A listing that exists: what a listing page shows. */
export type CaseListing = NonNullable<ReturnType<typeof caseListing>>;
