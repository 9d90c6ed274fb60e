import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconLink, inlineIcon, svgDataUrl } from "./inline-icon.server";

const icon = readFileSync(new URL("../../public/icon.svg", import.meta.url), "utf8");
const head = '<head><meta charSet="utf-8"/><link rel="icon" href="/favicon.ico" sizes="32x32"/>';

describe("inlineIcon", () => {
  it("adds the SVG favicon as a data URL right after the /favicon.ico link", () => {
    const html = inlineIcon(`${head}<link rel="stylesheet" href="/a.css"/></head>`);
    expect(html).toBe(`${head}${iconLink}<link rel="stylesheet" href="/a.css"/></head>`);
    const [, href] =
      /<link rel="icon" href="([^"]+)" type="image\/svg\+xml"\/>/.exec(iconLink) ?? [];
    expect(decodeURIComponent(href?.replace("data:image/svg+xml,", "") ?? "")).toBe(
      icon.trim().replace(/"/g, "'"),
    );
  });

  it("refuses a page without the /favicon.ico link", () => {
    expect(() => inlineIcon("<head></head>")).toThrow(/no <link rel="icon" href="\/favicon.ico"/);
  });
});

describe("svgDataUrl", () => {
  it("keeps the attribute closed and escapes what URLs and HTML would misread", () => {
    const url = svgDataUrl('<svg a="1" fill="url(#g)"><text>5% & more</text></svg>\n');
    expect(url).toBe(
      "data:image/svg+xml,%3Csvg%20a='1'%20fill='url(%23g)'%3E%3Ctext%3E5%25%20%26%20more%3C/text%3E%3C/svg%3E",
    );
    expect(url).not.toMatch(/["<>#&\s]/);
  });
});
