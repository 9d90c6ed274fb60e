import { describe, expect, it } from "vitest";
import { capQuery, MAX_QUERY_LENGTH, search, type SearchEntry } from "./search";

const index: SearchEntry[] = [
  { kind: "page", title: "Augmented reality", text: "Een AR-app voor musea.", path: "/ar" },
  { kind: "page", title: "Virtual reality", text: "VR-training op maat.", path: "/vr" },
];

describe("capQuery", () => {
  it("keeps the first characters, never half of one", () => {
    expect(capQuery("museum")).toBe("museum");
    expect([...capQuery("👋".repeat(500))]).toHaveLength(MAX_QUERY_LENGTH);
    expect(capQuery(`${"a".repeat(MAX_QUERY_LENGTH - 1)}👋b`)).toBe(`${"a".repeat(99)}👋`);
  });
});

describe("search", () => {
  it("searches only the first characters of a long query", () => {
    expect(search(index, `augm ${"x".repeat(10_000)}`)).toEqual([]);
    expect(search(index, `augm ${" ".repeat(10_000)}zzz`).map((hit) => hit.path)).toEqual(["/ar"]);
  });

  it("searches only the first eight distinct terms", () => {
    const eight = "augm reality reality een ar app voor musea augmented";
    expect(search(index, `${eight} nergens`).map((hit) => hit.path)).toEqual(["/ar"]);
    expect(search(index, "augm nergens")).toEqual([]);
  });
});
