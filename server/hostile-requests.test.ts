/**
 * The bad-input table: hostile requests against a running server, each with
 * the status it must get. After each one: nothing was stored, the answer
 * carries the security headers every response has (also when Node's parser
 * refused the request before Express saw it), and the server still answers.
 */
import { describe, expect, it } from "vitest";
import { responseSecurityHeaders } from "../app/lib/http-rules";
import { formData, jsonHeaders, validFields } from "../tests/support/server/fixture";
import { serveFixtureBuild } from "../tests/support/server/harness";
import {
  multipartBody,
  postHead,
  rawHttp,
  textPart,
  type Part,
} from "../tests/support/server/http";

const site = serveFixtureBuild({ rateLimitPerMinute: 1_000_000_000 });

const NO_HOST = "(no Host line)";

interface Answer {
  readonly status: number;
  readonly header: (name: string) => string | undefined;
}

/**
 * A raw request: `lines` are the request line and headers. The server's Host
 * is added unless the lines name one, or `NO_HOST` is among them.
 */
async function raw(lines: readonly string[], body?: Buffer | string): Promise<Answer> {
  const { host } = new URL(site.server.url);
  const [requestLine = "", ...given] = lines;
  const headers = given.filter((line) => line !== NO_HOST);
  const addHost = given.length === headers.length && !headers.some((l) => /^host\s*:/i.test(l));
  const head = [
    requestLine,
    ...(addHost ? [`Host: ${host}`] : []),
    ...headers,
    "Connection: close",
  ].join("\r\n");
  const payload = body === undefined ? undefined : Buffer.from(body);
  const answer = await rawHttp(site.server.url, `${head}\r\n\r\n`, payload);
  return { status: answer.status, header: (name) => answer.headers[name.toLowerCase()] };
}

/** `POST /` over a raw socket with a correct Content-Length. */
function rawPost(contentType: string | undefined, body: Buffer | string, extra: string[] = []) {
  const bytes = Buffer.from(body);
  return raw(
    [
      "POST / HTTP/1.1",
      "Accept: application/json",
      ...(contentType === undefined ? [] : [`Content-Type: ${contentType}`]),
      `Content-Length: ${bytes.length}`,
      ...extra,
    ],
    bytes,
  );
}

/**
 * `POST /` from a client on a slow link (`slowUpload`). The answer must come
 * after the whole body: a server that answers and closes earlier leaves the
 * client mid-upload on a closed connection, and it never sees the answer.
 */
async function slowLinkPost(headers: Record<string, string | number>, body: Buffer | string) {
  const answer = await rawHttp(
    site.server.url,
    postHead(site.server.url, headers),
    Buffer.from(body),
    10_000,
    {
      slowUpload: true,
    },
  );
  expect(answer.answeredEarly, "answered before the body was sent").toBe(false);
  return { status: answer.status, header: (name: string) => answer.headers[name.toLowerCase()] };
}

/** `POST /` with fetch, as a browser script would send it. */
async function post(body: BodyInit, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${site.server.url}/`, {
    method: "POST",
    body,
    headers: { ...jsonHeaders, ...headers },
    redirect: "manual",
  });
  await response.arrayBuffer();
  return { status: response.status, header: (name) => response.headers.get(name) ?? undefined };
}

const BOUNDARY = "----hostile0123";
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;
const valid = () => validFields();
const partsOf = (fields: Record<string, string>): Part[] =>
  Object.entries(fields).map(([name, value]) => textPart(name, value));
/** A multipart body of the valid fields with `change` applied to the part list. */
const multipart = (change: (parts: Part[]) => Part[] = (parts) => parts) =>
  multipartBody(BOUNDARY, change(partsOf(valid())));
const urlencoded = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
/** A urlencoded body of the valid fields with `naam` replaced by raw (already encoded) bytes. */
const withRawNaam = (encoded: string) =>
  Object.entries(valid())
    .map(([name, value]) =>
      name === "naam" ? `naam=${encoded}` : `${name}=${encodeURIComponent(value)}`,
    )
    .join("&");
const withNaamBytes = (bytes: number[]) =>
  multipart((parts) =>
    parts.map((part, index) => (index === 2 ? textPart("naam", Buffer.from(bytes)) : part)),
  );

type Case = readonly [name: string, status: number, send: () => Promise<Answer>];

const malformedMultipart: Case[] = [
  ["no boundary parameter", 400, () => rawPost("multipart/form-data", multipart())],
  ["another boundary than the body's", 400, () => rawPost(`${multipartType}x`, multipart())],
  [
    "a boundary of 71 characters",
    400,
    () => rawPost(`multipart/form-data; boundary=${"b".repeat(71)}`, multipart()),
  ],
  ["a boundary with a quote inside", 400, () => rawPost('multipart/form-data; boundary=a"b', "")],
  ["an empty body", 400, () => rawPost(multipartType, "")],
  ["only a preamble", 400, () => rawPost(multipartType, "hallo, geen delen hier\r\n")],
  [
    "truncated before the closing delimiter",
    400,
    () => rawPost(multipartType, multipart().subarray(0, -10)),
  ],
  [
    "no CRLF after a delimiter",
    400,
    () => rawPost(multipartType, `--${BOUNDARY}Content-Disposition: form-data; name="naam"`),
  ],
  [
    "a part without headers",
    400,
    () =>
      rawPost(
        multipartType,
        multipart((parts) => [{ headers: [], content: "x" }, ...parts]),
      ),
  ],
  [
    "a part header without a colon",
    400,
    () =>
      rawPost(
        multipartType,
        multipart((parts) => [
          { headers: ["Content-Disposition form-data"], content: "x" },
          ...parts,
        ]),
      ),
  ],
  [
    "a part whose headers exceed 1 KB",
    400,
    () =>
      rawPost(
        multipartType,
        multipart((parts) => [
          {
            headers: ['Content-Disposition: form-data; name="naam"', `X-Pad: ${"p".repeat(2000)}`],
            content: "x",
          },
          ...parts.slice(1),
        ]),
      ),
  ],
  [
    "a Content-Disposition twice in one part",
    400,
    () =>
      rawPost(
        multipartType,
        multipart((parts) => [
          {
            headers: [
              'Content-Disposition: form-data; name="form-name"',
              'Content-Disposition: form-data; name="bot-field"',
            ],
            content: "contact",
          },
          ...parts.slice(1),
        ]),
      ),
  ],
  [
    "a part without a name",
    400,
    () =>
      rawPost(
        multipartType,
        multipart((parts) => [
          { headers: ["Content-Disposition: form-data"], content: "x" },
          ...parts,
        ]),
      ),
  ],
  [
    "a part that is not form-data",
    400,
    () =>
      rawPost(
        multipartType,
        multipart((parts) => [
          { headers: ['Content-Disposition: attachment; name="naam"'], content: "x" },
          ...parts,
        ]),
      ),
  ],
  [
    "a base64 part",
    400,
    () =>
      rawPost(
        multipartType,
        multipart((parts) => [
          {
            headers: [
              'Content-Disposition: form-data; name="naam"',
              "Content-Transfer-Encoding: base64",
            ],
            content: "U2FubmU=",
          },
          ...parts.filter((_, index) => index !== 2),
        ]),
      ),
  ],
  [
    "a file part with a traversal name",
    400,
    () =>
      rawPost(
        multipartType,
        multipart((parts) => [
          ...parts,
          {
            headers: [
              'Content-Disposition: form-data; name="bijlage"; filename="../../etc/passwd"',
            ],
            content: "root:x:0:0",
          },
        ]),
      ),
  ],
  [
    "a file part by filename*",
    400,
    () =>
      rawPost(
        multipartType,
        multipart((parts) =>
          parts.map((part, index) =>
            index === 5
              ? {
                  headers: [
                    `Content-Disposition: form-data; name="bericht"; filename*=UTF-8''x.txt`,
                  ],
                  content: "Hallo",
                }
              : part,
          ),
        ),
      ),
  ],
  [
    "a part of type application/octet-stream",
    400,
    () =>
      rawPost(
        multipartType,
        multipart((parts) =>
          parts.map((part, index) =>
            index === 2
              ? {
                  headers: [...part.headers, "Content-Type: application/octet-stream"],
                  content: "x",
                }
              : part,
          ),
        ),
      ),
  ],
  [
    "a nested multipart part",
    400,
    () =>
      rawPost(
        multipartType,
        multipart((parts) =>
          parts.map((part, index) =>
            index === 5
              ? {
                  headers: [...part.headers, "Content-Type: multipart/mixed; boundary=x"],
                  content: "x",
                }
              : part,
          ),
        ),
      ),
  ],
  [
    "a part in ISO-8859-1",
    415,
    () =>
      rawPost(
        multipartType,
        multipart((parts) =>
          parts.map((part, index) =>
            index === 2
              ? {
                  headers: [...part.headers, "Content-Type: text/plain; charset=iso-8859-1"],
                  content: "Zo\xeb",
                }
              : part,
          ),
        ),
      ),
  ],
  [
    "seven parts",
    400,
    () =>
      rawPost(
        multipartType,
        multipart((parts) => [...parts, textPart("extra", "x")]),
      ),
  ],
];

const invalidUtf8: Case[] = [
  ["a lone continuation byte", 400, () => rawPost(multipartType, withNaamBytes([0x53, 0x80]))],
  ["an overlong slash", 400, () => rawPost(multipartType, withNaamBytes([0xc0, 0xaf]))],
  ["a surrogate half", 400, () => rawPost(multipartType, withNaamBytes([0xed, 0xa0, 0x80]))],
  ["a truncated sequence", 400, () => rawPost(multipartType, withNaamBytes([0xe2, 0x82]))],
  ["a 0xFF byte", 400, () => rawPost(multipartType, withNaamBytes([0x61, 0xff]))],
  ["beyond U+10FFFF", 400, () => rawPost(multipartType, withNaamBytes([0xf4, 0x90, 0x80, 0x80]))],
  [
    "in a part's name",
    400,
    () =>
      rawPost(
        multipartType,
        multipart((parts) => [
          ...parts,
          { headers: [`Content-Disposition: form-data; name="na\xffam"`], content: "x" },
        ]),
      ),
  ],
  [
    "percent-encoded in a urlencoded field",
    400,
    () => rawPost("application/x-www-form-urlencoded", withRawNaam("S%C3%28a")),
  ],
  [
    "a percent-encoded surrogate half",
    400,
    () => rawPost("application/x-www-form-urlencoded", withRawNaam("%ED%A0%80")),
  ],
  [
    "raw bytes in a urlencoded field",
    400,
    () =>
      rawPost(
        "application/x-www-form-urlencoded",
        Buffer.concat([Buffer.from(withRawNaam("x")), Buffer.from([0x26, 0x78, 0x3d, 0xfe])]),
      ),
  ],
  [
    "a broken percent escape",
    400,
    () => rawPost("application/x-www-form-urlencoded", withRawNaam("Sanne%zz")),
  ],
  [
    "a percent sign at the end",
    400,
    () => rawPost("application/x-www-form-urlencoded", withRawNaam("Sanne%")),
  ],
];

const bigBody = Buffer.from(`form-name=contact&bericht=${"a".repeat(200 * 1024)}`);
const oversized: Case[] = [
  [
    "a 200 KB body from fetch (the 413 reaches the client)",
    413,
    () => post(bigBody, { "Content-Type": "application/x-www-form-urlencoded" }),
  ],
  [
    "a 200 KB chunked body from a client on a slow link",
    413,
    () => {
      const chunk = `2000\r\n${"a".repeat(0x2000)}\r\n`;
      return slowLinkPost(
        { "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked" },
        `${chunk.repeat(25)}0\r\n\r\n`,
      );
    },
  ],
  [
    "a 200 KB body with its length from a client on a slow link",
    413,
    () =>
      slowLinkPost(
        { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": bigBody.length },
        bigBody,
      ),
  ],
  [
    "a 200 KB multipart body from fetch",
    413,
    () => post(formData({ ...valid(), bericht: "b".repeat(200 * 1024) })),
  ],
  [
    "a 70 KB body with a true length",
    413,
    () => rawPost("application/x-www-form-urlencoded", bigBody.subarray(0, 70 * 1024)),
  ],
  [
    "50 MB declared, nothing sent",
    413,
    () =>
      raw([
        "POST / HTTP/1.1",
        "Content-Type: application/x-www-form-urlencoded",
        `Content-Length: ${50 * 1024 * 1024}`,
      ]),
  ],
  [
    "1 MB declared with Expect: 100-continue",
    413,
    () =>
      raw([
        "POST / HTTP/1.1",
        "Content-Type: application/x-www-form-urlencoded",
        `Content-Length: ${1024 * 1024}`,
        "Expect: 100-continue",
      ]),
  ],
  [
    "a chunked body past the limit",
    413,
    () => {
      const chunk = `2000\r\n${"a".repeat(0x2000)}\r\n`;
      return raw(
        [
          "POST / HTTP/1.1",
          "Content-Type: application/x-www-form-urlencoded",
          "Transfer-Encoding: chunked",
        ],
        `${chunk.repeat(10)}0\r\n\r\n`,
      );
    },
  ],
  ["a naam of 201 characters", 422, () => post(formData({ ...valid(), naam: "n".repeat(201) }))],
  [
    "a naam of 201 characters after normalisation",
    422,
    () => post(formData({ ...valid(), naam: "\uFB2C".repeat(201) })),
  ],
  [
    "a naam of one character with 900 combining marks",
    422,
    () => post(formData({ ...valid(), naam: `a${"\u0301".repeat(900)}` })),
  ],
  [
    "an e-mail address of 255 characters",
    422,
    () => post(formData({ ...valid(), email: `${"a".repeat(64)}@${"b".repeat(187)}.nl` })),
  ],
  [
    "a telefoon of 41 characters",
    422,
    () => post(formData({ ...valid(), telefoon: "1".repeat(41) })),
  ],
  [
    "a bericht of 5001 characters",
    422,
    () => post(formData({ ...valid(), bericht: "b".repeat(5001) })),
  ],
  [
    "1000 urlencoded fields",
    400,
    () =>
      post(
        new URLSearchParams([
          ...Object.entries(valid()),
          ...Array.from({ length: 1000 }, (_, i): [string, string] => [`v${i}`, "x"]),
        ]),
      ),
  ],
  ["an unknown field", 400, () => post(formData({ ...valid(), bedrijf: "Acme" }))],
  ["a _method field", 400, () => post(formData({ ...valid(), _method: "DELETE" }))],
  ["a field name with a NUL", 400, () => post(formData({ ...valid(), "naam\u0000": "x" }))],
];

const duplicates: Case[] = [
  ...(["form-name", "bot-field", "naam", "email", "telefoon", "bericht"] as const).map(
    (name): Case => [
      `${name} twice (multipart)`,
      400,
      () =>
        rawPost(
          multipartType,
          multipart((parts) => [...parts, textPart(name, "")]),
        ),
    ],
  ),
  [
    "email twice (urlencoded)",
    400,
    () =>
      post(`${urlencoded(valid())}&email=b%40example.nl`, {
        "Content-Type": "application/x-www-form-urlencoded",
      }),
  ],
  [
    "naam twice, once empty (urlencoded)",
    400,
    () =>
      post(`naam=&${urlencoded(valid())}`, { "Content-Type": "application/x-www-form-urlencoded" }),
  ],
];

const foreignOrigins: Case[] = [
  ...[
    "https://evil.example",
    "null",
    "http://127.0.0.1.evil.example",
    "file://",
    "https://www.immersa-xr.nl.evil.example",
    "http://localhost:1",
    "not a url",
  ].map((origin): Case => [
    `Origin: ${origin}`,
    403,
    () => post(formData(valid()), { Origin: origin }),
  ]),
  [
    "a cross-site post from a client on a slow link",
    403,
    () => {
      const body = urlencoded(valid());
      return slowLinkPost(
        {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": body.length,
          Origin: "https://evil.example",
        },
        body,
      );
    },
  ],
  [
    "Sec-Fetch-Site: cross-site",
    403,
    () => post(formData(valid()), { "Sec-Fetch-Site": "cross-site" }),
  ],
  [
    "Sec-Fetch-Site: cross-site with a same-origin Origin",
    403,
    () => post(formData(valid()), { "Sec-Fetch-Site": "cross-site", Origin: site.server.url }),
  ],
];

const methodTricks: Case[] = [
  ...["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "MKCOL"].map((method): Case => [
    `${method} /`,
    405,
    () => raw([`${method} / HTTP/1.1`, "Content-Length: 0"]),
  ]),
  ["POST /diensten", 405, () => raw(["POST /diensten HTTP/1.1", "Content-Length: 0"])],
  ["CONNECT", 405, () => raw(["CONNECT example.com:443 HTTP/1.1", "Host: example.com:443"])],
  ["a lower-case method", 400, () => raw(["post / HTTP/1.1", "Content-Length: 0"])],
  ["an unknown method", 400, () => raw(["BREW / HTTP/1.1", "Content-Length: 0"])],
  ...["X-HTTP-Method-Override", "X-HTTP-Method", "X-Method-Override"].map((header): Case => [
    `POST with ${header}`,
    400,
    () => post(formData(valid()), { [header]: "DELETE" }),
  ]),
  ["GET with a body to /", 200, () => raw(["GET / HTTP/1.1", "Content-Length: 5"], "hallo")],
];

const traversal: Case[] = [
  ...[
    ["/../../etc/passwd", 404],
    ["/%2e%2e/%2e%2e/etc/passwd", 404],
    ["/assets/..%2f..%2fserver%2findex.js", 404],
    ["/assets/%2e%2e/%2e%2e/package.json", 404],
    ["/..%5c..%5cwindows%5cwin.ini", 404],
    ["//etc/passwd", 404],
    ["/.env", 404],
    ["/.git/config", 404],
    ["/server/index.js", 404],
    ["/data/contact.sqlite", 404],
    ["/%00", 400],
    ["/robots.txt%00.html", 400],
    ["/%c0%ae%c0%ae/etc/passwd", 400],
    ["/%E0%A4%A", 400],
    ["*", 400],
    ["http://evil.example/../../etc/passwd", 404],
    ["http://evil.example/%2e%2e/%2e%2e/etc/passwd", 404],
    ["http://user@evil.example/", 400],
  ].map(([target, status]): Case => [
    `GET ${target}`,
    Number(status),
    () => raw([`GET ${target} HTTP/1.1`]),
  ]),
];

const headerAbuse: Case[] = [
  ["two Host lines", 400, () => raw(["GET / HTTP/1.1", "Host: a.example", "Host: b.example"])],
  [
    "two equal Host lines",
    400,
    () => raw(["GET / HTTP/1.1", "Host: a.example", "Host: a.example"]),
  ],
  ["no Host (HTTP/1.1)", 400, () => raw(["GET / HTTP/1.1", NO_HOST])],
  ["an empty Host", 400, () => raw(["GET / HTTP/1.1", "Host:"])],
  ["a Host with a space", 400, () => raw(["GET / HTTP/1.1", "Host: a b"])],
  ["a Host with user info", 400, () => raw(["GET / HTTP/1.1", "Host: user@evil.example"])],
  ["a Host with a path", 400, () => raw(["GET / HTTP/1.1", "Host: evil.example/x"])],
  ["a Host with port 99999", 400, () => raw(["GET / HTTP/1.1", "Host: localhost:99999"])],
  ["a Host with a script tag", 400, () => raw(["GET / HTTP/1.1", "Host: <script>"])],
  ["a Host of 300 characters", 400, () => raw(["GET / HTTP/1.1", `Host: ${"a".repeat(300)}`])],
  [
    "Content-Length and Transfer-Encoding",
    400,
    () => raw(["POST / HTTP/1.1", "Content-Length: 5", "Transfer-Encoding: chunked"], "0\r\n\r\n"),
  ],
  [
    "two different Content-Lengths",
    400,
    () => raw(["POST / HTTP/1.1", "Content-Length: 5", "Content-Length: 6"], "hallo!"),
  ],
  ["a negative Content-Length", 400, () => raw(["POST / HTTP/1.1", "Content-Length: -1"])],
  ["a Content-Length with letters", 400, () => raw(["POST / HTTP/1.1", "Content-Length: 1e3"])],
  [
    "Transfer-Encoding with chunked not last",
    400,
    () => raw(["POST / HTTP/1.1", "Transfer-Encoding: chunked, gzip"], "0\r\n\r\n"),
  ],
  [
    "an invalid chunk size",
    400,
    () => raw(["POST / HTTP/1.1", "Transfer-Encoding: chunked"], "zz\r\nhallo\r\n0\r\n\r\n"),
  ],
  ["a folded header line", 400, () => raw(["GET / HTTP/1.1", "X-Folded: a", " b"])],
  ["a header name with a space", 400, () => raw(["GET / HTTP/1.1", "X Bad: a"])],
  ["a NUL in a header value", 400, () => raw(["GET / HTTP/1.1", "X-Nul: a\u0000b"])],
  ["a bare LF in a header value", 400, () => raw(["GET / HTTP/1.1", "X-Lf: a\nInjected: b"])],
  ["headers over 16 KiB", 431, () => raw(["GET / HTTP/1.1", `X-Junk: ${"a".repeat(20_000)}`])],
  ["Expect: something else", 417, () => raw(["GET / HTTP/1.1", "Expect: 200-ok"])],
  ["an HTTP/2 request line", 505, () => raw(["GET / HTTP/2.0"])],
  ["no request target", 400, () => raw(["GET HTTP/1.1"])],
  [
    "Content-Type: application/json",
    415,
    () => post(JSON.stringify(valid()), { "Content-Type": "application/json" }),
  ],
  ["Content-Type: text/plain", 415, () => post("naam=x", { "Content-Type": "text/plain" })],
  ["no Content-Type", 415, () => rawPost(undefined, urlencoded(valid()))],
  [
    "a charset other than UTF-8",
    415,
    () => rawPost("application/x-www-form-urlencoded; charset=utf-16", urlencoded(valid())),
  ],
  [
    "Content-Type: multipart/mixed",
    415,
    () => rawPost(`multipart/mixed; boundary=${BOUNDARY}`, multipart()),
  ],
  [
    "a 16 KB query on /zoeken",
    200,
    () => raw([`GET /zoeken?q=${"museum%20".repeat(1500)} HTTP/1.1`]),
  ],
  [
    "/zoeken with 2000 terms",
    200,
    () =>
      raw([`GET /zoeken?q=${Array.from({ length: 2000 }, (_, i) => `t${i}`).join("+")} HTTP/1.1`]),
  ],
];

const table: [string, Case[]][] = [
  ["malformed multipart", malformedMultipart],
  ["invalid UTF-8", invalidUtf8],
  ["oversized and over-long", oversized],
  ["duplicate fields", duplicates],
  ["foreign origins", foreignOrigins],
  ["method tricks", methodTricks],
  ["traversal paths", traversal],
  ["header abuse", headerAbuse],
];

const count = table.reduce((sum, [, cases]) => sum + cases.length, 0);

describe(`the bad-input table (${count} hostile requests)`, () => {
  it("has at least 90 of them", () => {
    expect(count).toBeGreaterThanOrEqual(90);
  });

  describe.each(table)("%s", (_group, cases) => {
    it.each(cases)("%s: %i", async (_name, status, send) => {
      const before = site.server.count();
      const answer = await send();
      expect(answer.status).toBe(status);
      for (const [name, value] of Object.entries(responseSecurityHeaders)) {
        expect(answer.header(name), name).toBe(value);
      }
      expect(site.server.count()).toBe(before);
    });
  });

  it("left the server answering and the database writable", async () => {
    expect((await fetch(`${site.server.url}/healthz`)).status).toBe(200);
    expect((await post(formData(valid()))).status).toBe(200);
  });
});
