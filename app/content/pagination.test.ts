import { describe, expect, it } from "vitest";
import { pageCount, pageNumberOf, pageNumbers, pageOf } from "./pagination";

const items = Array.from({ length: 60 }, (_, index) => index + 1);

describe("pageCount", () => {
  it.each([
    [0, 1],
    [1, 1],
    [6, 1],
    [12, 1],
    [13, 2],
    [24, 2],
    [25, 3],
    [60, 5],
  ])("%i items fill %i page(s) of 12", (total, count) => {
    expect(pageCount(total, 12)).toBe(count);
    expect(pageNumbers(total, 12)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
  });

  it("refuses a page size that is not a positive integer", () => {
    expect(() => pageCount(10, 0)).toThrow(/positive integer/);
    expect(() => pageCount(10, 2.5)).toThrow(/positive integer/);
  });
});

describe("pageOf", () => {
  it("slices the list in order, every item on exactly one page", () => {
    const pages = pageNumbers(items.length, 12).map((number) => pageOf(items, 12, number));
    expect(pages.map((page) => page?.items.length)).toEqual([12, 12, 12, 12, 12]);
    expect(pages.flatMap((page) => page?.items ?? [])).toEqual(items);
    expect(pageOf(items, 12, 2)).toEqual({
      number: 2,
      count: 5,
      items: [13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24],
    });
  });

  it("gives the last page what is left", () => {
    expect(pageOf(items.slice(0, 26), 12, 3)).toEqual({ number: 3, count: 3, items: [25, 26] });
  });

  it("has a first page for an empty list and no page outside the range", () => {
    expect(pageOf([], 12, 1)).toEqual({ number: 1, count: 1, items: [] });
    for (const number of [0, -1, 6, 99, 1.5, Number.NaN]) {
      expect(pageOf(items, 12, number)).toBeUndefined();
    }
  });
});

describe("pageNumberOf", () => {
  it("reads no segment as page 1 and a plain number as itself", () => {
    expect(pageNumberOf(undefined)).toBe(1);
    expect(pageNumberOf("1")).toBe(1);
    expect(pageNumberOf("2")).toBe(2);
    expect(pageNumberOf("120")).toBe(120);
  });

  it.each(["", "0", "02", "-1", "1.5", "abc", "2abc", " 2", "1e3", "99999999"])(
    "rejects %j",
    (segment) => {
      expect(pageNumberOf(segment)).toBeUndefined();
    },
  );
});
