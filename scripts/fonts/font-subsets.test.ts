import { describe, expect, it } from "vitest";
import {
  codepointsOf,
  formatUnicodeRange,
  isLeftToSystemFonts,
  parseUnicodeRange,
  planSubset,
} from "./font-subsets";

describe("unicode-range", () => {
  it("merges consecutive code points and parses back to the same set", () => {
    const codepoints = [0x20, 0x21, 0x22, 0xe9, 0x2013, 0x2014, 0x20ac];
    const value = formatUnicodeRange([...codepoints].reverse());
    expect(value).toBe("U+0020-0022, U+00E9, U+2013-2014, U+20AC");
    expect([...parseUnicodeRange(value)]).toEqual(codepoints);
  });

  it("refuses wildcards it cannot check", () => {
    expect(() => parseUnicodeRange("U+00??")).toThrow(/Unsupported/);
  });
});

describe("planSubset", () => {
  it("puts the rest of the source's range in the extra file, without invisible characters", () => {
    const source = [...codepointsOf(" Aaéø€"), 0x0d, 0x0308, 0x200b, 0x0102];
    const plan = planSubset(source, "U+0000-00FF, U+0308, U+2000-206F, U+20AC");
    expect(plan.primary).toEqual(codepointsOf(" Aaé€"));
    expect(plan.extra).toEqual(codepointsOf("ø")); // not CR, the combining mark, ZWSP nor Ă (outside the range)
    expect(plan.missing).toContain("ë".codePointAt(0));
  });
});

it("leaves emoji and ✓ to system fonts, but not © or ®", () => {
  expect([..."🥽📱🎥✓\n"].every(isLeftToSystemFonts)).toBe(true);
  expect([..."©®é€"].some(isLeftToSystemFonts)).toBe(false);
});
