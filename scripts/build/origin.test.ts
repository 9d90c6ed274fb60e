import { describe, expect, it } from "vitest";
import { site } from "../../app/content/site";
import { buildOrigin } from "./origin";

describe("buildOrigin()", () => {
  it("uses SITE_URL like the Vite build does, without trailing slash", () => {
    expect(buildOrigin({ SITE_URL: " https://preview.example.nl/ " })).toBe(
      "https://preview.example.nl",
    );
  });

  it("falls back to site.url", () => {
    expect(buildOrigin({})).toBe(site.url);
    expect(buildOrigin({ SITE_URL: "  " })).toBe(site.url);
  });
});
