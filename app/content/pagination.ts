/**
 * Splitting a list into numbered pages of a fixed size (the case listings).
 * Pages are numbered from 1; an empty list still has one (empty) page.
 */

export interface ListPage<T> {
  /** This page's number, from 1. */
  number: number;
  /** How many pages the whole list has. */
  count: number;
  items: T[];
}

/** How many pages `total` items fill at `perPage` a page; at least 1. */
export function pageCount(total: number, perPage: number): number {
  if (!Number.isInteger(perPage) || perPage < 1) {
    throw new Error(`pagination: perPage must be a positive integer, got ${perPage}`);
  }
  return Math.max(1, Math.ceil(total / perPage));
}

/** 1, 2, …, pageCount. */
export const pageNumbers = (total: number, perPage: number): number[] =>
  Array.from({ length: pageCount(total, perPage) }, (_, index) => index + 1);

/** Page `number` of `items`, or undefined when there is no such page. */
export function pageOf<T>(
  items: readonly T[],
  perPage: number,
  number: number,
): ListPage<T> | undefined {
  const count = pageCount(items.length, perPage);
  if (!Number.isInteger(number) || number < 1 || number > count) return undefined;
  const start = (number - 1) * perPage;
  return { number, count, items: items.slice(start, start + perPage) };
}

/**
 * The page number of a URL segment: no segment is page 1; "2" is 2; anything
 * not written as a plain positive number ("0", "02", "abc", "1.5") is undefined.
 */
export function pageNumberOf(segment: string | undefined): number | undefined {
  if (segment === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(segment) ? Number(segment) : undefined;
}
