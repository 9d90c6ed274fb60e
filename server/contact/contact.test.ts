/**
 * POST / against a running server: the happy paths, and a catalogue of bad
 * input (malformed, oversized, unexpected or cross-site posts). Every refusal asserts its status, that nothing was
 * stored, and that the server still answers afterwards.
 */
import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import {
  formData,
  jsonHeaders,
  removeDir,
  startTestServer,
  tempDir,
  validFields,
  type TestServer,
} from "../../tests/support/server/fixture";
import { contactFieldLimits } from "../../app/lib/contact-fields";
import { serveFixtureBuild } from "../../tests/support/server/harness";
import { holdWriteLock } from "../../tests/support/server/process";
import {
  multipartBody,
  postHead,
  rawHttp,
  rawPost,
  textPart,
} from "../../tests/support/server/http";
import { openDatabase } from "../storage/connection/db";
import { errorMessages } from "./responses";
import { serverText } from "../text";
import type { SubmissionRow } from "../storage/records";

const site = serveFixtureBuild();

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${site.server.url}/`, {
    method: "POST",
    body,
    headers: { ...jsonHeaders, ...headers },
    redirect: "manual",
  });

const lastRow = () =>
  site.server.testDb
    .prepare<[], SubmissionRow>("SELECT * FROM submissions ORDER BY id DESC LIMIT 1")
    .get();

/** Runs `send`, then checks status, that no row was added, and that the server still answers. */
async function expectRefused<T extends { status: number }>(
  send: () => Promise<T>,
  status: number,
): Promise<T> {
  const before = site.server.count();
  const response = await send();
  expect(response.status).toBe(status);
  expect(site.server.count()).toBe(before);
  const health = await fetch(`${site.server.url}/healthz`);
  expect(health.status).toBe(200);
  return response;
}

async function expectFieldError(fields: Record<string, string>, field: string, message?: string) {
  const response = await post(formData(fields));
  expect(response.status).toBe(422);
  const body = (await response.json()) as { ok: boolean; errors: Record<string, string> };
  expect(body.ok).toBe(false);
  expect(Object.keys(body.errors)).toContain(field);
  if (message) expect(body.errors[field]).toBe(message);
  return response;
}

describe("accepted submissions", () => {
  it("stores a multipart post from fetch and answers JSON", async () => {
    const fields = validFields();
    const before = site.server.count();
    const response = await post(formData(fields));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ ok: true });
    expect(site.server.count()).toBe(before + 1);
    expect(lastRow()).toMatchObject({
      naam: fields.naam,
      email: fields.email,
      telefoon: fields.telefoon,
      bericht: fields.bericht,
      mail_status: "not_configured",
    });
  });

  it("answers a native urlencoded post with 303 to the thank-you page", async () => {
    const response = await fetch(`${site.server.url}/`, {
      method: "POST",
      body: new URLSearchParams(validFields({ telefoon: "" })),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact/bedankt");
  });

  it("trims fields and keeps non-ASCII text intact", async () => {
    const fields = validFields({ naam: "  Zoë Ğünther-Øster  " });
    fields.bericht = `  ${fields.bericht}\r\nGroet, Zoë 👋  `;
    expect((await post(formData(fields))).status).toBe(200);
    const row = lastRow();
    expect(row?.naam).toBe("Zoë Ğünther-Øster");
    expect(row?.bericht.endsWith("\nGroet, Zoë 👋")).toBe(true);
  });

  it("keeps HTML and script in the message as text and never echoes it", async () => {
    const script = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    const fields = validFields({ bericht: `Test ${Date.now()} ${script}` });
    const response = await post(formData(fields));
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain("<script>");
    expect(lastRow()?.bericht).toBe(fields.bericht);

    // The error page for a native post lists fixed messages only, never input.
    const page = await fetch(`${site.server.url}/`, {
      method: "POST",
      body: new URLSearchParams({ ...fields, email: script }),
      redirect: "manual",
    });
    expect(page.status).toBe(422);
    const html = await page.text();
    expect(html).toContain(`<li>${serverText.contact.fields.email.invalid}</li>`);
    expect(html).not.toContain("alert");
    expect(html).not.toContain("onerror");
  });

  it.each([
    ["a ZWJ emoji sequence", "Sanne de Vries 👩\u200d💻"],
    ["a Persian name with ZWNJ", "مهسا محمدی\u200cنژاد"],
    ["an Arabic name", "ليلى عبد الرحمن"],
    ["a Hebrew name with points and a right-to-left mark", "נֹעָה כֹּהֵן\u200f (Noa)"],
  ])("keeps %s as typed", async (_name, naam) => {
    expect((await post(formData(validFields({ naam })))).status).toBe(200);
    expect(lastRow()?.naam).toBe(naam.normalize("NFC"));
  });

  it("writes no personal data to the logs", async () => {
    const fields = validFields({
      naam: "Geheime Naam",
      email: "geheim@example.nl",
      telefoon: "0612345678",
    });
    await post(formData(fields));
    await post(formData({ ...fields, email: "kapot" }));
    // Only request-time events: the start-up line names the listening address.
    const logs = site.server.logs.filter((line) => line.includes('"event":"contact.')).join("\n");
    expect(logs).toContain("contact.stored");
    for (const value of [
      fields.naam,
      fields.email,
      fields.telefoon,
      fields.bericht,
      "kapot",
      "127.0.0.1",
    ]) {
      expect(logs).not.toContain(value);
    }
  });
});

describe("the bad-input catalogue: field values", () => {
  it.each(["naam", "email", "bericht"])("missing %s: 422", async (field) => {
    const fields = validFields();
    delete fields[field];
    await expectRefused(() => expectFieldError(fields, field), 422);
  });

  it.each(["naam", "email", "bericht"])("empty %s: 422", async (field) => {
    await expectRefused(() => expectFieldError(validFields({ [field]: "" }), field), 422);
  });

  it("whitespace-only naam: 422", async () => {
    await expectRefused(
      () => expectFieldError(validFields({ naam: " \t  " }), "naam", "Vul uw naam in."),
      422,
    );
  });

  it.each([
    ["three zero-width spaces", "\u200b\u200b\u200b"],
    ["a Hangul filler", "\u3164"],
    ["spaces, a soft hyphen and a word joiner", " \u00ad \u2060 "],
  ])("naam of %s only (nothing visible): 422 as empty", async (_name, naam) => {
    await expectRefused(
      () => expectFieldError(validFields({ naam }), "naam", "Vul uw naam in."),
      422,
    );
  });

  it("bericht of invisible characters only: 422 as empty", async () => {
    await expectRefused(
      () =>
        expectFieldError(
          validFields({ bericht: "\u200b\n\u200d\ufeff\u3164" }),
          "bericht",
          "Vul uw bericht in.",
        ),
      422,
    );
  });

  // Embeddings, overrides and isolates reorder what follows them where the
  // operator reads it (`submissions list`, the notification e-mail).
  it.each(["202A", "202B", "202C", "202D", "202E", "2066", "2067", "2068", "2069"])(
    "bidi control U+%s in naam and telefoon: 422",
    async (codePoint) => {
      const control = String.fromCodePoint(Number.parseInt(codePoint, 16));
      await expectRefused(
        () =>
          expectFieldError(
            validFields({ naam: `Sanne ${control}seirV ed` }),
            "naam",
            "Uw naam mag geen regeleinden of andere besturingstekens bevatten.",
          ),
        422,
      );
      await expectRefused(
        () =>
          expectFieldError(
            validFields({ telefoon: `040 ${control}7654 321` }),
            "telefoon",
            "Uw telefoonnummer mag geen regeleinden of andere besturingstekens bevatten.",
          ),
        422,
      );
    },
  );

  it.each([
    "sanne",
    "sanne@",
    "@example.nl",
    "sanne@example",
    "san ne@example.nl",
    "a..b@example.nl",
    "sanne@-x.nl",
  ])("invalid e-mail %j: 422", async (email) => {
    await expectRefused(
      () => expectFieldError(validFields({ email }), "email", "Vul een geldig e-mailadres in."),
      422,
    );
  });

  it("CRLF in e-mail: 422", async () => {
    await expectRefused(
      () =>
        expectFieldError(
          validFields({ email: "sanne@example.nl\r\nBcc: x@evil.example" }),
          "email",
        ),
      422,
    );
  });

  it.each(["Sanne\r\nBcc: x@evil.example", "Sanne\n", "Sanne\rde Vries"])(
    "CR/LF in naam %j: 422",
    async (naam) => {
      await expectRefused(() => expectFieldError(validFields({ naam }), "naam"), 422);
    },
  );

  it("NUL byte in naam and in bericht: 422", async () => {
    await expectRefused(() => expectFieldError(validFields({ naam: "San\u0000ne" }), "naam"), 422);
    await expectRefused(
      () => expectFieldError(validFields({ bericht: "Hallo\u0000" }), "bericht"),
      422,
    );
    await expectRefused(
      () => expectFieldError(validFields({ telefoon: "040\u0000" }), "telefoon"),
      422,
    );
  });

  it("invalid UTF-8 in a multipart field: 400", async () => {
    const boundary = "----grens123";
    const body = multipartBody(boundary, [
      textPart("form-name", "contact"),
      textPart("naam", Buffer.from([0x53, 0xc3, 0x28, 0x61])),
      textPart("email", "sanne@example.nl"),
      textPart("bericht", "Hallo"),
    ]);
    const response = await expectRefused(
      () => rawPost(site.server.url, `multipart/form-data; boundary=${boundary}`, body),
      400,
    );
    expect(JSON.parse(response.body)).toMatchObject({ ok: false });
  });

  it("invalid UTF-8 in a urlencoded field: 400", async () => {
    const body = Buffer.from(
      "form-name=contact&naam=S%C3%28a&email=sanne%40example.nl&bericht=Hallo",
    );
    await expectRefused(
      () => rawPost(site.server.url, "application/x-www-form-urlencoded", body),
      400,
    );
  });

  it("broken percent-encoding: 400", async () => {
    const body = Buffer.from(
      "form-name=contact&naam=Sanne%zz&email=sanne%40example.nl&bericht=Hallo",
    );
    await expectRefused(
      () => rawPost(site.server.url, "application/x-www-form-urlencoded", body),
      400,
    );
  });

  it.each([
    ["naam", 201],
    ["email", 255],
    ["telefoon", 41],
    ["bericht", 5001],
  ] as const)("oversized %s (%i characters): 422", async (field, length) => {
    const value =
      field === "email" ? `${"a".repeat(60)}@${"b".repeat(length - 64)}.nl` : "a".repeat(length);
    await expectRefused(() => expectFieldError(validFields({ [field]: value }), field), 422);
  });

  // Not a speed target: a count that grew with the square of the length took
  // 7–12 s per field here, and at 65,000 characters ran the server out of memory.
  it.each(["naam", "telefoon", "bericht"] as const)(
    "%s as long as the body allows (60,000 characters): 422 within seconds",
    { timeout: 5_000 },
    async (field) => {
      await expectRefused(
        () => expectFieldError(validFields({ [field]: "a".repeat(60_000) }), field),
        422,
      );
      // Four code points per allowed character, the most that is counted as characters.
      const decomposed = "e\u0301".repeat(2 * contactFieldLimits[field]);
      await expectRefused(() => expectFieldError(validFields({ [field]: decomposed }), field), 422);
    },
  );

  it("fields at their maximum length are accepted", async () => {
    const fields = validFields({ naam: "n".repeat(200), telefoon: "1".repeat(40) });
    const start = fields.bericht ?? "";
    fields.bericht = `${start} ${"b".repeat(5000 - start.length - 1)}`;
    expect((await post(formData(fields))).status).toBe(200);
  });

  it("limits count characters as typed, after normalisation", async () => {
    // U+FB2C becomes three code points under NFC; 100 of them are 100 characters.
    const hebrew = "\uFB2C".repeat(100);
    expect((await post(formData(validFields({ naam: hebrew })))).status).toBe(200);
    expect(lastRow()?.naam).toBe(hebrew.normalize("NFC"));
    // 200 accented letters typed decomposed (400 code points) are 200 characters.
    const decomposed = "e\u0301".repeat(200);
    expect((await post(formData(validFields({ naam: decomposed })))).status).toBe(200);
    await expectRefused(
      () => expectFieldError(validFields({ naam: `${decomposed}e` }), "naam"),
      422,
    );
  });
});

describe("the bad-input catalogue: body size", () => {
  it("oversized body without Content-Length (chunked): 413", async () => {
    const chunk = Buffer.from("a".repeat(8 * 1024));
    const chunks = Array.from({ length: 10 }, () =>
      Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]),
    );
    const body = Buffer.concat([
      Buffer.from("form-name=contact&bericht="),
      ...chunks,
      Buffer.from("0\r\n\r\n"),
    ]);
    const head = postHead(site.server.url, {
      "Content-Type": "application/x-www-form-urlencoded",
      "Transfer-Encoding": "chunked",
    });
    // The first chunk-size line must follow the head directly.
    const firstData = Buffer.from("form-name=contact&bericht=");
    const framed = Buffer.concat([
      Buffer.from(`${firstData.length.toString(16)}\r\n`),
      firstData,
      Buffer.from("\r\n"),
      body.subarray(firstData.length),
    ]);
    const response = await expectRefused(() => rawHttp(site.server.url, head, framed), 413);
    expect(response).toMatchObject({ status: 413 });
  });

  it("oversized body with a true Content-Length: 413", async () => {
    const body = Buffer.from(`form-name=contact&bericht=${"a".repeat(70 * 1024)}`);
    await expectRefused(
      () => rawPost(site.server.url, "application/x-www-form-urlencoded", body),
      413,
    );
  });

  it("declared Content-Length over the limit: 413 before the body is sent", async () => {
    const head = postHead(site.server.url, {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": 50 * 1024 * 1024,
    });
    // No body follows: the server must answer from the headers alone.
    await expectRefused(() => rawHttp(site.server.url, head, undefined, 5_000), 413);
  });

  it("Expect: 100-continue with a body over the limit: 413 without inviting the body", async () => {
    const head = postHead(site.server.url, {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": 1024 * 1024,
      Expect: "100-continue",
    });
    const response = await expectRefused(
      () => rawHttp(site.server.url, head, undefined, 5_000),
      413,
    );
    expect(response.body).not.toContain("100 Continue");
  });

  it("1000 fields: 400 (urlencoded), 413 (multipart: 1000 parts exceed 64 KB)", async () => {
    const fields = new URLSearchParams(validFields());
    for (let i = 0; i < 1000; i += 1) fields.append(`v${i}`, "x");
    await expectRefused(() => post(fields), 400);
    const parts = Object.entries(validFields()).map(([name, value]) => textPart(name, value));
    for (let i = 0; i < 1000; i += 1) parts.push(textPart(`v${i}`, "x"));
    const multipart = multipartBody("----WebKitFormBoundary7MA4YWxkTrZu0gW", parts);
    await expectRefused(
      () =>
        rawPost(
          site.server.url,
          "multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW",
          multipart,
        ),
      413,
    );
    // Past the six allowed fields, small enough to be read whole: 400.
    const few = formData(validFields());
    for (let i = 0; i < 20; i += 1) few.append(`v${i}`, "x");
    await expectRefused(() => post(few), 400);
  });
});

describe("the bad-input catalogue: the body's shape and encoding", () => {
  it("unknown field: 400", async () => {
    await expectRefused(() => post(formData({ ...validFields(), bedrijf: "Acme" })), 400);
    await expectRefused(
      () => post(new URLSearchParams({ ...validFields(), bedrijf: "Acme" })),
      400,
    );
  });

  it("duplicated field: 400", async () => {
    const data = formData(validFields());
    data.append("email", "tweede@example.nl");
    await expectRefused(() => post(data), 400);
    const params = new URLSearchParams(validFields());
    params.append("naam", "Nog een naam");
    await expectRefused(() => post(params), 400);
  });

  it("file part with a path-traversal filename: 400, nothing written", async () => {
    const data = formData(validFields());
    data.append(
      "bericht2",
      new Blob(["root:x:0:0"], { type: "text/plain" }),
      "../../../../etc/passwd",
    );
    await expectRefused(() => post(data), 400);

    const boundary = "xyz";
    const body = multipartBody(boundary, [
      textPart("form-name", "contact"),
      textPart("naam", "Sanne"),
      textPart("email", "sanne@example.nl"),
      {
        headers: [
          'Content-Disposition: form-data; name="bericht"; filename="../../.ssh/authorized_keys"',
        ],
        content: "ssh-rsa AAAA",
      },
    ]);
    await expectRefused(
      () => rawPost(site.server.url, `multipart/form-data; boundary=${boundary}`, body),
      400,
    );
  });

  it("part with a non-text Content-Type: 400", async () => {
    const boundary = "xyz";
    const body = multipartBody(boundary, [
      textPart("form-name", "contact"),
      {
        headers: [
          'Content-Disposition: form-data; name="naam"',
          "Content-Type: application/octet-stream",
        ],
        content: "x",
      },
      textPart("email", "sanne@example.nl"),
      textPart("bericht", "Hallo"),
    ]);
    await expectRefused(
      () => rawPost(site.server.url, `multipart/form-data; boundary=${boundary}`, body),
      400,
    );
  });

  it("JSON body: 415", async () => {
    await expectRefused(
      () => post(JSON.stringify(validFields()), { "Content-Type": "application/json" }),
      415,
    );
  });

  it("text/plain body: 415", async () => {
    const body = Object.entries(validFields())
      .map(([k, v]) => `${k}=${v}`)
      .join("\r\n");
    await expectRefused(() => post(body, { "Content-Type": "text/plain" }), 415);
  });

  it("no Content-Type: 415", async () => {
    await expectRefused(
      () =>
        rawPost(
          site.server.url,
          undefined,
          Buffer.from(new URLSearchParams(validFields()).toString()),
        ),
      415,
    );
  });

  it("urlencoded with a non-UTF-8 charset: 415", async () => {
    const body = Buffer.from(new URLSearchParams(validFields()).toString());
    await expectRefused(
      () => rawPost(site.server.url, "application/x-www-form-urlencoded; charset=iso-8859-1", body),
      415,
    );
  });

  it("broken multipart boundary: 400", async () => {
    const body = multipartBody("juist", [
      textPart("form-name", "contact"),
      textPart("naam", "Sanne"),
      textPart("email", "sanne@example.nl"),
      textPart("bericht", "Hallo"),
    ]);
    await expectRefused(
      () => rawPost(site.server.url, "multipart/form-data; boundary=anders", body),
      400,
    );
    await expectRefused(() => rawPost(site.server.url, "multipart/form-data", body), 400);
    // Truncated: the closing delimiter never comes.
    await expectRefused(
      () =>
        rawPost(
          site.server.url,
          "multipart/form-data; boundary=juist",
          body.subarray(0, body.length - 20),
        ),
      400,
    );
  });
});

describe("the bad-input catalogue: the form's own rules", () => {
  it("wrong or missing form-name: 400", async () => {
    const response = await expectRefused(
      () => post(formData(validFields({ "form-name": "nieuwsbrief" }))),
      400,
    );
    expect(await response.json()).toEqual({ ok: false, error: expect.any(String) });
    const fields = validFields();
    delete fields["form-name"];
    await expectRefused(() => post(formData(fields)), 400);
  });

  it("filled honeypot: the success answer, nothing stored", async () => {
    const response = await expectRefused(
      () => post(formData(validFields({ "bot-field": "http://spam.example" }))),
      200,
    );
    expect(await response.json()).toEqual({ ok: true });
    const native = await expectRefused(
      () =>
        fetch(`${site.server.url}/`, {
          method: "POST",
          body: new URLSearchParams(validFields({ "bot-field": "x", naam: "" })),
          redirect: "manual",
        }),
      303,
    );
    expect(native.headers.get("location")).toBe("/contact/bedankt");
  });

  it("cross-site posts: 403", async () => {
    await expectRefused(
      () => post(formData(validFields()), { Origin: "https://evil.example" }),
      403,
    );
    await expectRefused(() => post(formData(validFields()), { Origin: "null" }), 403);
    await expectRefused(
      () => post(formData(validFields()), { "Sec-Fetch-Site": "cross-site" }),
      403,
    );
    // Same origin and the configured production origin are fine.
    expect(
      (
        await post(formData(validFields()), {
          Origin: site.server.url,
          "Sec-Fetch-Site": "same-origin",
        })
      ).status,
    ).toBe(200);
    expect(
      (await post(formData(validFields()), { Origin: "https://www.immersa-xr.nl" })).status,
    ).toBe(200);
  });

  it("method override header or field: 400", async () => {
    for (const header of ["X-HTTP-Method-Override", "X-HTTP-Method", "X-Method-Override"]) {
      await expectRefused(() => post(formData(validFields()), { [header]: "DELETE" }), 400);
    }
    await expectRefused(() => post(formData({ ...validFields(), _method: "PUT" })), 400);
  });

  it.each(["PUT", "DELETE", "PATCH", "OPTIONS"])("%s /: 405 with Allow", async (method) => {
    const response = await expectRefused(
      () => fetch(`${site.server.url}/`, { method, body: method === "OPTIONS" ? null : "x" }),
      405,
    );
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
  });

  it("duplicate within 10 minutes: stored once, both acknowledged", async () => {
    const fields = validFields();
    const before = site.server.count();
    expect((await post(formData(fields))).status).toBe(200);
    // Same e-mail (other case) and message, other name: still the same lead.
    const again = await post(
      formData({ ...fields, naam: "S. de Vries", email: fields.email?.toUpperCase() ?? "" }),
    );
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true });
    expect(site.server.count()).toBe(before + 1);
    // A double click: two at once are also one row.
    const twin = validFields();
    const [a, b] = await Promise.all([post(formData(twin)), post(formData(twin))]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(site.server.count()).toBe(before + 2);
  });
});

describe("storage failure", () => {
  it("answers 503 with a Dutch message (never a false success) and recovers", async () => {
    const before = site.server.count();
    // A failing disk, as the server's connection sees it: every write is refused.
    site.server.testDb.exec(`
      CREATE TRIGGER refuse_submission BEFORE INSERT ON submissions BEGIN SELECT RAISE(ABORT, 'I/O'); END;
      CREATE TRIGGER refuse_health_insert BEFORE INSERT ON health BEGIN SELECT RAISE(ABORT, 'I/O'); END;
      CREATE TRIGGER refuse_health_update BEFORE UPDATE ON health BEGIN SELECT RAISE(ABORT, 'I/O'); END;
    `);
    try {
      const response = await post(formData(validFields()));
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        ok: false,
        error: expect.stringContaining("storing"),
      });
      const native = await fetch(`${site.server.url}/`, {
        method: "POST",
        body: new URLSearchParams(validFields()),
        redirect: "manual",
      });
      expect(native.status).toBe(503);
      expect(await native.text()).toContain("Uw bericht kon niet worden verstuurd");
      const health = await fetch(`${site.server.url}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ ok: false, reason: "database-unavailable" });
    } finally {
      site.server.testDb.exec(`
        DROP TRIGGER refuse_submission;
        DROP TRIGGER refuse_health_insert;
        DROP TRIGGER refuse_health_update;
      `);
    }
    expect(site.server.count()).toBe(before);
    expect((await post(formData(validFields()))).status).toBe(200);
  });
});

describe("the database file deleted or replaced under the running server", () => {
  /** A server of its own: its database file does not survive the test. */
  async function ownServer() {
    const dataDir = await tempDir();
    const server = await startTestServer(site.buildDir, dataDir);
    return { server, dataDir, file: path.join(dataDir, "contact.sqlite") };
  }

  const postTo = (server: TestServer) =>
    fetch(`${server.url}/`, {
      method: "POST",
      body: formData(validFields()),
      headers: jsonHeaders,
    });

  /** Posts and /healthz answer 503, never a false success, and the operator is told once. */
  async function expectRefusing(server: TestServer, file: string) {
    const response = await postTo(server);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: expect.stringContaining("storing") });
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ ok: false, reason: "database-unavailable" });
    expect((await postTo(server)).status).toBe(503);
    await server.databaseReplaced;
    const replaced = server.logs.filter((line) => line.includes('"event":"database.replaced"'));
    expect(replaced).toHaveLength(1);
    expect(JSON.parse(replaced[0] ?? "{}")).toMatchObject({ level: "error", path: file });
  }

  it("deleted: 503, nothing stored, /healthz 503, one database.replaced line", async () => {
    const { server, dataDir, file } = await ownServer();
    try {
      expect((await postTo(server)).status).toBe(200);
      const before = server.count();
      await rm(file);
      await expectRefusing(server, file);
      // Nothing went into the deleted file either, and no new file was made.
      expect(server.count()).toBe(before);
      expect(existsSync(file)).toBe(false);
    } finally {
      await server.close();
      await removeDir(dataDir);
    }
  });

  it("replaced by another file: 503, nothing stored in either, /healthz 503", async () => {
    const { server, dataDir, file } = await ownServer();
    try {
      expect((await postTo(server)).status).toBe(200);
      const before = server.count();
      const restored = path.join(dataDir, "restored.sqlite");
      openDatabase(restored).close();
      await rename(restored, file);
      await expectRefusing(server, file);
      expect(server.count()).toBe(before);
      // Read once the server's connection has closed: it shares -wal and -shm by name.
      await server.close();
      const db = new Database(file, { readonly: true });
      const count = db.prepare<[], number>("SELECT count(*) FROM submissions").pluck().get();
      db.close();
      expect(count).toBe(0);
    } finally {
      await server.close();
      await removeDir(dataDir);
    }
  });

  it("replaced while a post waits for the write lock: its commit reaches the old file, and it gets 503", async () => {
    const { server, dataDir, file } = await ownServer();
    const lock = await holdWriteLock(file, 10_000);
    try {
      const before = server.count();
      const posted = postTo(server);
      // Answered "busy" once the post is in the database thread, waiting for the lock.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(503);
      const restored = path.join(dataDir, "restored.sqlite");
      openDatabase(restored).close();
      await rename(restored, file);
      await lock.release();
      expect((await posted).status).toBe(503);
      expect(server.count()).toBe(before + 1);
      await server.databaseReplaced;
      expect(server.logs.join("\n")).toContain('"event":"database.replaced"');
    } finally {
      await lock.release();
      await server.close();
      await removeDir(dataDir);
    }
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After past the limit and stores nothing more", async () => {
    const limited = await startTestServer(site.buildDir, await tempDir(), {
      rateLimitPerMinute: 2,
    });
    try {
      const send = (fields = validFields()) =>
        fetch(`${limited.url}/`, { method: "POST", body: formData(fields), headers: jsonHeaders });
      // Refused posts do not use up the allowance.
      expect((await send(validFields({ email: "fout" }))).status).toBe(422);
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const refused = await send();
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await refused.json()).toEqual({
        ok: false,
        error: errorMessages.rateLimited(retryAfter),
      });
      // Without JavaScript: the page of a refused post, under the heading for this refusal.
      const page = await fetch(`${limited.url}/`, {
        method: "POST",
        body: formData(validFields()),
      });
      expect(page.status).toBe(429);
      const heading = /<h1>(.*?)<\/h1>/.exec(await page.text())?.[1];
      expect(heading).toBe(serverText.contact.errorPage.tooMany);
      expect(limited.count()).toBe(2);
      expect((await fetch(`${limited.url}/healthz`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("says how long to wait in words, one second in the singular", () => {
    expect(errorMessages.rateLimited(1)).toMatch(/ over 1 seconde opnieuw\.$/);
    expect(errorMessages.rateLimited(45)).toMatch(/ over 45 seconden opnieuw\.$/);
  });

  it("behind a trusted proxy, limits per forwarded client address", async () => {
    const proxied = await startTestServer(site.buildDir, await tempDir(), {
      rateLimitPerMinute: 1,
      trustProxy: "loopback",
    });
    try {
      const send = (client: string) =>
        fetch(`${proxied.url}/`, {
          method: "POST",
          body: formData(validFields()),
          headers: { ...jsonHeaders, "X-Forwarded-For": client },
        });
      expect((await send("203.0.113.7")).status).toBe(200);
      expect((await send("203.0.113.7")).status).toBe(429);
      expect((await send("198.51.100.4")).status).toBe(200);
      // IPv6 clients share a bucket per /64.
      expect((await send("2001:db8:1:2::a")).status).toBe(200);
      expect((await send("2001:db8:1:2:ffff::b")).status).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
