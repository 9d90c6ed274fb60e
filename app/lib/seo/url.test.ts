import { describe, expect, it } from "vitest";
import { site } from "../../content";
import { absoluteUrl, canonicalUrl, normalizePath } from "./url";

describe("normalizePath()", () => {
  it.each([
    ["/", "/"],
    ["//", "/"],
    ["/diensten/", "/diensten"],
    ["/diensten//vr/", "/diensten/vr"],
    ["/cases?x=1", "/cases"],
    ["/#proces", "/"],
  ])("%s -> %s", (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it("rejects relative paths and absolute URLs", () => {
    expect(() => normalizePath("diensten")).toThrow();
    expect(() => normalizePath("https://example.nl/")).toThrow();
  });
});

describe("canonicalUrl()", () => {
  it("only the origin root keeps a trailing slash", () => {
    expect(canonicalUrl("/", site.url)).toBe(`${site.url}/`);
    expect(canonicalUrl("/contact/", site.url)).toBe(`${site.url}/contact`);
    expect(canonicalUrl("/cases/museum-ar", "https://preview.example")).toBe(
      "https://preview.example/cases/museum-ar",
    );
  });

  it("site.url itself has no trailing slash", () => {
    expect(site.url).not.toMatch(/\/$/);
    expect(site.url).toMatch(/^https?:\/\/[^/]+$/);
  });
});

describe("absoluteUrl()", () => {
  it("prefixes site paths and keeps absolute URLs", () => {
    expect(absoluteUrl("/media/img/a-320.jpg", site.url)).toBe(`${site.url}/media/img/a-320.jpg`);
    expect(absoluteUrl("https://cdn.example/a.jpg", site.url)).toBe("https://cdn.example/a.jpg");
    expect(() => absoluteUrl("media/a.jpg", site.url)).toThrow();
  });
});
