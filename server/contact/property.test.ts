/**
 * Property-based: random field values posted to a running server always get
 * one of the expected answers (never a 5xx, never a hang), and a row appears
 * only when the answer is a success.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formData, jsonHeaders } from "../../tests/support/server/fixture";
import { serveFixtureBuild } from "../../tests/support/server/harness";
import { FormError, parseMultipart, parseUrlEncoded } from "./parse";

const site = serveFixtureBuild({ rateLimitPerMinute: 1_000_000_000 });

/** Strings that stress the rules: unicode, controls, markup, long runs, look-alike addresses. */
const nasty = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 80 }),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.constantFrom(
    "",
    " ",
    "\r\n",
    "\u0000",
    "<script>alert(1)</script>",
    '=HYPERLINK("x")',
    "\u2028",
  ),
  fc.string({ maxLength: 6000 }),
  fc.emailAddress(),
  fc.emailAddress().map((email) => `${email}\r\nBcc: x@evil.example`),
);

const submission = fc.record(
  {
    "form-name": fc.oneof(fc.constant("contact"), fc.constant("contact"), nasty),
    "bot-field": fc.oneof(fc.constant(""), fc.constant(""), fc.constant(""), nasty),
    naam: fc.oneof(fc.constantFrom("Sanne de Vries", "Zoë"), nasty),
    email: fc.oneof(fc.emailAddress(), nasty),
    telefoon: fc.oneof(fc.constant(""), fc.constant("040 123 4567"), nasty),
    bericht: fc.oneof(fc.lorem({ maxCount: 30 }), nasty),
  },
  { requiredKeys: [] },
);

describe("POST / with random field values", () => {
  it("answers 200, 400, 413 or 422, never 5xx, and stores a row only on 200", async () => {
    await fc.assert(
      fc.asyncProperty(submission, fc.boolean(), async (fields, multipart) => {
        const entries = Object.entries(fields).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        );
        const body = multipart
          ? formData(Object.fromEntries(entries))
          : new URLSearchParams(entries);
        const before = site.server.count();
        const response = await fetch(`${site.server.url}/`, {
          method: "POST",
          body,
          headers: jsonHeaders,
          signal: AbortSignal.timeout(5_000),
        });
        const json = (await response.json()) as { ok: boolean };
        const added = site.server.count() - before;
        expect([200, 400, 413, 422]).toContain(response.status);
        expect(json.ok).toBe(response.status === 200);
        if (response.status !== 200) expect(added).toBe(0);
        else expect([0, 1]).toContain(added);
        if (added === 1) expect(fields["bot-field"] ?? "").toBe("");
      }),
      { numRuns: 300 },
    );
    expect((await fetch(`${site.server.url}/healthz`)).status).toBe(200);
    // The generator is not all noise: some submissions were valid and stored.
    expect(site.server.count()).toBeGreaterThan(10);
  });
});

describe("the body parsers on arbitrary bytes", () => {
  const onlyFormErrors = (parse: () => unknown) => {
    try {
      parse();
    } catch (error) {
      expect(error).toBeInstanceOf(FormError);
    }
  };

  it("urlencoded: pairs or a FormError, nothing else", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        onlyFormErrors(() => parseUrlEncoded(Buffer.from(bytes)));
      }),
      { numRuns: 2000 },
    );
  });

  it("multipart: pairs or a FormError, nothing else", () => {
    const framed = fc
      .array(
        fc.oneof(
          fc.uint8Array({ maxLength: 40 }),
          fc
            .constantFrom(
              "--b",
              "\r\n",
              "--b--",
              'Content-Disposition: form-data; name="naam"',
              "\r\n\r\n",
            )
            .map((s) => new TextEncoder().encode(s)),
        ),
        { maxLength: 20 },
      )
      .map((pieces) => Buffer.concat(pieces));
    fc.assert(
      fc.property(framed, (bytes) => {
        onlyFormErrors(() => parseMultipart(bytes, "b"));
      }),
      { numRuns: 2000 },
    );
  });
});
