/** Look-ups over the loaded content that several routes share. */
import { type ListPage, pageNumberOf, pageNumbers, pageOf } from "../lib/pagination";
import { sectorSlug } from "../lib/paths";
import { cases, services } from "./index";
import { type Case, type Sector, sectors, type Service, type ServiceId } from "./schema";

export function serviceById(id: ServiceId): Service {
  const found = services.find((item) => item.id === id);
  if (!found) throw new Error(`content: no service with id "${id}"`);
  return found;
}

export const findCase = (id: string): Case | undefined => cases.find((item) => item.id === id);

/** The cases with these ids, in the given order (the loader has checked that they exist). */
export const casesById = (ids: readonly string[]): Case[] =>
  ids.flatMap((id) => findCase(id) ?? []);

/** The sectors that have at least one case, in the order of the sector list. */
export const sectorsInUse = (): Sector[] =>
  sectors.filter((sector) => cases.some((item) => item.sector === sector));

/** The sector with this URL slug, if it has cases. */
export const sectorBySlug = (slug: string): Sector | undefined =>
  sectorsInUse().find((sector) => sectorSlug(sector) === slug);

/** The filter's choices: each sector in use with its number of cases. */
export const sectorFilter = () =>
  sectorsInUse().map((sector) => ({ sector, count: casesListed(sector).length }));

/** Cards per page of a case listing (/cases and each sector's page); further pages follow. */
export const CASES_PER_PAGE = 12;

/** The cases a listing shows: all of them, or one sector's. */
export const casesListed = (sector?: Sector): Case[] =>
  sector === undefined ? cases : cases.filter((item) => item.sector === sector);

/** The page numbers of a listing: [1] until it holds more than `CASES_PER_PAGE` cases. */
export const casesPageNumbers = (sector?: Sector): number[] =>
  pageNumbers(casesListed(sector).length, CASES_PER_PAGE);

/**
 * The page of a listing that a URL's page segment names (none: page 1), or
 * undefined when the listing has no such page.
 */
export function casesPageOf(
  segment: string | undefined,
  sector?: Sector,
): ListPage<Case> | undefined {
  const number = pageNumberOf(segment);
  return number === undefined ? undefined : pageOf(casesListed(sector), CASES_PER_PAGE, number);
}
