/**
 * The header and footer draw the brand mark from the stylesheet (the
 * `logo-mark` utility in app/app.css): it must stay the same drawing as
 * public/icon.svg, the favicon and Organization logo that
 * scripts/media/brand.ts generates.
 */
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { markSvg } from "../../../scripts/media/brand";

it("the logo-mark utility draws public/icon.svg", () => {
  const css = readFileSync(new URL("../../app.css", import.meta.url), "utf8");
  const match = /@utility logo-mark \{\s*background: url\('data:image\/svg\+xml,([^']+)'\)/.exec(
    css,
  );
  expect(match, "@utility logo-mark with an SVG data URL").not.toBeNull();
  const drawn = decodeURIComponent(match?.[1] ?? "");
  expect(drawn).toBe(markSvg(64, { tile: "rounded" }));
  expect(drawn).toBe(readFileSync(new URL("../../../public/icon.svg", import.meta.url), "utf8"));
});
