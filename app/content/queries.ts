/** Look-ups over the content that several routes and the build share. */
import { type ListPage, pageNumberOf, pageNumbers, pageOf } from "./pagination";
import { sectorSlug } from "./paths";
import type { Case, Sector, Service, ServiceId } from "./schema";
import { sectors } from "./schemas/choices";

export function serviceById(services: readonly Service[], id: ServiceId): Service {
  const found = services.find((item) => item.id === id);
  if (!found) throw new Error(`content: no service with id "${id}"`);
  return found;
}

export const findCase = (cases: readonly Case[], id: string): Case | undefined =>
  cases.find((item) => item.id === id);

/** The cases with these ids, in the given order (the loader has checked that they exist). */
export const casesById = (cases: readonly Case[], ids: readonly string[]): Case[] =>
  ids.flatMap((id) => findCase(cases, id) ?? []);

/** The cases the home page shows (and lists in its structured data): the first `count`. */
export const featuredCases = (cases: readonly Case[], count: number): Case[] =>
  cases.slice(0, count);

/** The sectors that have at least one case, in the order of the sector list. */
export const sectorsInUse = (cases: readonly Case[]): Sector[] =>
  sectors.filter((sector) => cases.some((item) => item.sector === sector));

/** The sector with this URL slug, if it has cases. */
export const sectorBySlug = (cases: readonly Case[], slug: string): Sector | undefined =>
  sectorsInUse(cases).find((sector) => sectorSlug(sector) === slug);

/** The filter's choices: each sector in use with its number of cases. */
export const sectorFilter = (cases: readonly Case[]) =>
  sectorsInUse(cases).map((sector) => ({ sector, count: casesListed(cases, sector).length }));

/** Cards per page of a case listing (/cases and each sector's page); further pages follow. */
export const CASES_PER_PAGE = 12;

/** The cases a listing shows: all of them, or one sector's. */
export const casesListed = (cases: readonly Case[], sector?: Sector): Case[] =>
  sector === undefined ? [...cases] : cases.filter((item) => item.sector === sector);

/** The page numbers of a listing: [1] until it holds more than `CASES_PER_PAGE` cases. */
export const casesPageNumbers = (cases: readonly Case[], sector?: Sector): number[] =>
  pageNumbers(casesListed(cases, sector).length, CASES_PER_PAGE);

/**
 * The page of a listing that a URL's page segment names (none: page 1), or
 * undefined when the listing has no such page.
 */
export function casesPageOf(
  cases: readonly Case[],
  segment: string | undefined,
  sector?: Sector,
): ListPage<Case> | undefined {
  const number = pageNumberOf(segment);
  return number === undefined
    ? undefined
    : pageOf(casesListed(cases, sector), CASES_PER_PAGE, number);
}
