import { describe, expect, it } from "vitest";
import { selfHostedFontFaces, updateFontFace } from "./font-face-css";

const css = `
@font-face {
  font-family: "Inter Variable";
  font-weight: 100 900;
  src: url("/fonts/inter.woff2") format("woff2-variations");
  unicode-range:
    U+0000-00FF,
    U+20AC;
}
@font-face {
  font-family: "Inter Fallback";
  src: local("Arial");
}
`;

describe("self-hosted @font-face rules", () => {
  it("reads family, file, weight and unicode-range, skipping local() fallbacks", () => {
    expect(selfHostedFontFaces(css)).toEqual([
      {
        family: "Inter Variable",
        file: "inter.woff2",
        fontWeight: "100 900",
        unicodeRange: "U+0000-00FF, U+20AC",
      },
    ]);
  });

  it("rewrites weight and unicode-range of the rule for one file only", () => {
    const updated = updateFontFace(css, "inter.woff2", {
      fontWeight: "400 600",
      unicodeRange: "U+0020-007E",
    });
    expect(selfHostedFontFaces(updated)[0]).toMatchObject({
      fontWeight: "400 600",
      unicodeRange: "U+0020-007E",
    });
    expect(updated).toContain('src: local("Arial");');
  });

  it("throws for a file without a rule", () => {
    expect(() =>
      updateFontFace(css, "outfit.woff2", { fontWeight: "400", unicodeRange: "U+0020" }),
    ).toThrow(/No @font-face rule loads \/fonts\/outfit.woff2/);
  });
});
