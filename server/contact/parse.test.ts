import { describe, expect, it } from "vitest";
import { bodyTypeOf, FormError, parseMultipart, parseUrlEncoded, toFields } from "./parse";

const reason = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof FormError ? error.reason : "other";
  }
  return "none";
};

describe("bodyTypeOf", () => {
  it.each([
    ["application/x-www-form-urlencoded", { kind: "urlencoded" }],
    ["application/x-www-form-urlencoded; charset=UTF-8", { kind: "urlencoded" }],
    [
      "multipart/form-data; boundary=----WebKitFormBoundaryAbC",
      { kind: "multipart", boundary: "----WebKitFormBoundaryAbC" },
    ],
    ['multipart/form-data; boundary="a b"', { kind: "multipart", boundary: "a b" }],
  ])("%s", (header, expected) => {
    expect(bodyTypeOf(header)).toEqual(expected);
  });

  it.each([
    [undefined, "unsupported-media-type"],
    ["application/json", "unsupported-media-type"],
    ["text/plain", "unsupported-media-type"],
    ["application/x-www-form-urlencoded; charset=latin1", "unsupported-media-type"],
    ["multipart/form-data", "malformed"],
    [`multipart/form-data; boundary=${"x".repeat(71)}`, "malformed"],
  ])("%s is refused (%s)", (header, expected) => {
    expect(reason(() => bodyTypeOf(header))).toBe(expected);
  });
});

describe("parsers", () => {
  it("decodes urlencoded bodies like a browser sends them", () => {
    expect(parseUrlEncoded(Buffer.from("naam=Zo%C3%AB+de+Vries&bericht=a%26b%3Dc&&leeg"))).toEqual([
      ["naam", "Zoë de Vries"],
      ["bericht", "a&b=c"],
      ["leeg", ""],
    ]);
  });

  it("reads multipart with a preamble, and refuses file parts", () => {
    const body = Buffer.from(
      'preamble\r\n--b\r\nContent-Disposition: form-data; name="naam"\r\n\r\nZoë\r\n--b--\r\nepilogue',
    );
    expect(parseMultipart(body, "b")).toEqual([["naam", "Zoë"]]);
    const file = Buffer.from(
      '--b\r\nContent-Disposition: form-data; name="x"; filename=""\r\n\r\n\r\n--b--',
    );
    expect(reason(() => parseMultipart(file, "b"))).toBe("file-part");
  });

  it("refuses unknown and repeated names", () => {
    expect(
      reason(() =>
        toFields([
          ["naam", "a"],
          ["naam", "b"],
        ]),
      ),
    ).toBe("unexpected-field");
    expect(reason(() => toFields([["__proto__", "a"]]))).toBe("unexpected-field");
    expect(toFields([["naam", "a"]])).toEqual({ naam: "a" });
  });
});
