import { describe, expect, it } from "vitest";
import { decodeEntities, escapeMarkup } from "./markup";

describe("decodeEntities", () => {
  it("decodes named and numeric references, and leaves unknown names as written", () => {
    expect(decodeEntities("&lt;&#62;&#x27;&amp;&quot;&unknown;")).toBe("<>'&\"&unknown;");
    expect(decodeEntities("€&nbsp;5.000 &ndash; &euro;&hellip;")).toBe("€\u00a05.000 – €…");
  });

  it("lets the caller refuse an unknown name", () => {
    expect(() =>
      decodeEntities("&nope;", (reference) => {
        throw new Error(`unknown ${reference}`);
      }),
    ).toThrow("unknown &nope;");
  });
});

describe("escapeMarkup", () => {
  it("escapes the five markup characters, and decodes back to the text", () => {
    const text = `Tom & Jerry's <"VR">`;
    expect(escapeMarkup(text)).toBe("Tom &amp; Jerry&#39;s &lt;&quot;VR&quot;&gt;");
    expect(decodeEntities(escapeMarkup(text))).toBe(text);
  });
});
