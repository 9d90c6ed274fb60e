/**
 * The server as an attacker and an operator meet it: the security headers
 * for every response everywhere and the document headers on HTML only,
 * per-response CSP hashes for server-rendered pages,
 * `noindex` off the production host, access logs without personal data,
 * 431 for oversized headers, 408 for a slowloris client, and HTTPS mode.
 */
import { request as httpsRequest } from "node:https";
import { connect } from "node:net";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { sha256Source, siteInlineSources } from "./headers/csp";
import {
  documentSecurityHeaderNames,
  responseSecurityHeaders,
  documentSecurityHeaders,
  svgContentSecurityPolicy,
} from "../app/lib/http-rules";
import { createLocalCertificate } from "../tests/support/server/local-tls";
import { rawHttp } from "../tests/support/server/http";
import { removeDir, startTestServer, tempDir, validFields } from "../tests/support/server/fixture";
import { serveFixtureBuild } from "../tests/support/server/harness";

const site = serveFixtureBuild({
  indexableHosts: ["www.immersa-xr.nl"],
  trustProxy: "loopback",
});

const policyOf = (response: Response) => {
  const header = response.headers.get("content-security-policy") ?? "";
  return new Map(
    header.split(/;\s*/).map((item) => {
      const [name = "", ...sources] = item.split(" ");
      return [name, sources];
    }),
  );
};

describe("security headers", () => {
  const responseHeaders = Object.entries(responseSecurityHeaders);
  const documentOnly = documentSecurityHeaderNames.map((name) => name.toLowerCase());
  let siteHeaders: Readonly<Record<string, string>>;

  beforeAll(async () => {
    siteHeaders = documentSecurityHeaders(
      await siteInlineSources(path.join(site.buildDir, "client")),
    );
  });

  const expectResponseHeaders = (response: Response) => {
    for (const [name, value] of responseHeaders)
      expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get("x-powered-by")).toBeNull();
  };

  /** HTML: the basic headers and every document header with its site-wide value. */
  const expectDocumentHeaders = (response: Response, label = "") => {
    expectResponseHeaders(response);
    for (const [name, value] of Object.entries(siteHeaders))
      expect(response.headers.get(name), `${label}${name}`).toBe(value);
  };

  const expectNoDocumentHeaders = (response: Response) => {
    for (const name of documentOnly) expect(response.headers.get(name), name).toBeNull();
  };

  /** HTML: every header, with exactly the site-wide values (as on Netlify). */
  const documents: [string, string, number][] = [
    ["a page", "/diensten", 200],
    ["the home page", "/", 200],
    ["an unknown path", "/onbekend", 404],
    ["an unknown case", "/cases/onbekend", 404],
    ["a not-found page by its path", "/404", 404],
  ];

  it.each(documents)("HTML, all of them: %s (%s)", async (_kind, target, status) => {
    for (const method of ["GET", "HEAD"]) {
      const response = await fetch(`${site.server.url}${target}`, { method, redirect: "manual" });
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expectDocumentHeaders(response, `${method} `);
      const policy = policyOf(response);
      expect(policy.get("default-src")).toEqual(["'self'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    }
  });

  it("HTML, all of them: a page's 304 (it refreshes the cached page's headers)", async () => {
    const first = await fetch(`${site.server.url}/diensten`);
    const etag = first.headers.get("etag") ?? "";
    const revalidated = await fetch(`${site.server.url}/diensten`, {
      headers: { "If-None-Match": etag },
    });
    expect(revalidated.status).toBe(304);
    expectDocumentHeaders(revalidated);
  });

  it("HTML, all of them: the server-rendered search page, its CSP with its own hashes", async () => {
    const response = await fetch(`${site.server.url}/zoeken?q=museum`);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expectResponseHeaders(response);
    for (const name of ["Referrer-Policy", "Permissions-Policy", "Cross-Origin-Opener-Policy"]) {
      expect(response.headers.get(name), name).toBe(siteHeaders[name]);
    }
    const scripts = policyOf(response).get("script-src") ?? [];
    expect(scripts).toContain(sha256Source('window.__query = "museum";'));
    expect(policyOf(response).get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("HTML, all of them: the contact form's error page for a native form post", async () => {
    const post = await fetch(`${site.server.url}/`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "x",
    });
    expect(post.status).toBe(415);
    expect(post.headers.get("content-type")).toMatch(/^text\/html/);
    expectDocumentHeaders(post);
  });

  /** Everything else: only HSTS, nosniff and CORP (and X-Robots-Tag off production). */
  const resources: [string, string, number][] = [
    ["a script", "/assets/app-3f9a1c.js", 200],
    ["a tiny script", "/assets/tiny-1a2b3c.js", 200],
    ["a stylesheet", "/assets/style-77b2e0.css", 200],
    ["a font", "/fonts/inter-latin-wght.woff2", 200],
    ["an image", "/media/poster.webp", 200],
    ["a streamed video", "/media/hero.mp4", 200],
    ["an icon", "/favicon.ico", 200],
    ["a text file", "/robots.txt", 200],
    ["a redirect", "/services", 301],
    ["a redirect to the bare path", "/diensten/", 301],
    ["a redirect from a page's file", "/diensten.html", 301],
    ["the rendered data of the search page", "/zoeken.data?q=museum", 200],
    ["a bad request", "/%E0%A4%A", 400],
    ["a health check", "/healthz", 200],
  ];

  it.each(resources)("not HTML, only the basic ones: %s (%s)", async (_kind, target, status) => {
    for (const accept of ["*/*", "text/html"]) {
      const response = await fetch(`${site.server.url}${target}`, {
        headers: { Accept: accept },
        redirect: "manual",
      });
      expect(response.status).toBe(status);
      expectResponseHeaders(response);
      expectNoDocumentHeaders(response);
      await response.arrayBuffer();
    }
  });

  it("not HTML, only the basic ones: a file's 304 and a byte range", async () => {
    // A font: immutable assets carry no validators to revalidate with.
    const first = await fetch(`${site.server.url}/fonts/inter-latin-wght.woff2`);
    const revalidated = await fetch(`${site.server.url}/fonts/inter-latin-wght.woff2`, {
      headers: { "If-None-Match": first.headers.get("etag") ?? "" },
    });
    expect(revalidated.status).toBe(304);
    const range = await fetch(`${site.server.url}/media/hero.mp4`, {
      headers: { Range: "bytes=0-9" },
    });
    expect(range.status).toBe(206);
    for (const response of [revalidated, range]) {
      expectResponseHeaders(response);
      expectNoDocumentHeaders(response);
    }
  });

  it("not HTML, only the basic ones: 405, 404 text and the contact form's JSON and redirect", async () => {
    const wrongMethod = await fetch(`${site.server.url}/diensten`, { method: "DELETE" });
    expect(wrongMethod.status).toBe(405);
    const json = await fetch(`${site.server.url}/`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", Accept: "application/json" },
      body: "x",
    });
    expect(json.status).toBe(415);
    const sent = await fetch(`${site.server.url}/`, {
      method: "POST",
      body: new URLSearchParams(validFields()),
      headers: { Accept: "text/html" },
      redirect: "manual",
    });
    expect(sent.status).toBe(303);
    for (const response of [wrongMethod, json, sent]) {
      expectResponseHeaders(response);
      expectNoDocumentHeaders(response);
    }
  });

  it("an SVG opened on its own gets a policy that allows no script and no loads", async () => {
    const response = await fetch(`${site.server.url}/icon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expectResponseHeaders(response);
    expect(response.headers.get("content-security-policy")).toBe(svgContentSecurityPolicy);
    expect(policyOf(response).get("default-src")).toEqual(["'none'"]);
    for (const name of ["referrer-policy", "permissions-policy", "cross-origin-opener-policy"]) {
      expect(response.headers.get(name), name).toBeNull();
    }
  });

  it("an asset's head stays small: under 512 bytes, a page's is several times that", async () => {
    const headBytes = async (target: string) => {
      const { headers } = await rawHttp(
        site.server.url,
        `HEAD ${target} HTTP/1.1\r\nHost: www.immersa-xr.nl\r\nConnection: close\r\n\r\n`,
      );
      return Object.entries(headers).reduce((sum, [n, v]) => sum + n.length + v.length + 4, 0);
    };
    const asset = await headBytes("/assets/app-3f9a1c.js");
    expect(asset).toBeLessThan(512);
    expect(await headBytes("/diensten")).toBeGreaterThan(3 * asset);
  });

  it("the CSP lists the hash of every inline script and style attribute of the pages, not JSON-LD", async () => {
    const policy = policyOf(await fetch(`${site.server.url}/`));
    const scripts = policy.get("script-src") ?? [];
    for (const title of ["Home", "Diensten", "Case niet gevonden", "Pagina niet gevonden"]) {
      expect(scripts).toContain(sha256Source(`window.__page = ${JSON.stringify(title)};`));
    }
    expect(scripts).not.toContain(sha256Source('{"@type":"WebPage","name":"Home"}'));
    expect(policy.get("style-src-attr")).toEqual([
      "'unsafe-hashes'",
      sha256Source("min-height:420px"),
    ]);
  });

  it("a server-rendered search page gets the hash of its own inline script, per request", async () => {
    const first = policyOf(await fetch(`${site.server.url}/zoeken?q=museum`));
    const second = policyOf(await fetch(`${site.server.url}/zoeken?q=360`));
    const own = (q: string) => sha256Source(`window.__query = ${JSON.stringify(q)};`);
    expect(first.get("script-src")).toContain(own("museum"));
    expect(first.get("script-src")).not.toContain(own("360"));
    expect(second.get("script-src")).toContain(own("360"));
    // The pre-rendered pages' hashes stay allowed: one policy serves every page.
    expect(second.get("script-src")).toContain(sha256Source('window.__page = "Home";'));
  });
});

describe("previews are never indexed", () => {
  it.each([
    ["www.immersa-xr.nl", null],
    ["WWW.IMMERSA-XR.NL", null],
    ["preview.immersa-xr.nl", "noindex"],
    ["203.0.113.7:3000", "noindex"],
  ])("Host %s: X-Robots-Tag %s", async (host, expected) => {
    const answer = await rawHttp(
      site.server.url,
      `GET /diensten HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers["x-robots-tag"] ?? null).toBe(expected);
  });

  it("behind a trusted proxy the forwarded host decides", async () => {
    const answer = await rawHttp(
      site.server.url,
      "GET /diensten HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-Host: www.immersa-xr.nl\r\nConnection: close\r\n\r\n",
    );
    expect(answer.headers["x-robots-tag"]).toBeUndefined();
  });
});

describe("access log", () => {
  it("writes one JSON line per request: time, method, path without query, status, duration", async () => {
    const before = site.server.logs.length;
    await fetch(`${site.server.url}/zoeken?q=jan.jansen%40example.nl`);
    await fetch(`${site.server.url}/onbekend`);
    const requestLines = () =>
      site.server.logs
        .slice(before)
        .map((line): unknown => JSON.parse(line))
        .filter(
          (entry): entry is Record<string, unknown> =>
            typeof entry === "object" &&
            entry !== null &&
            Reflect.get(entry, "event") === "http.request",
        );
    // A request's line is written when its answer has gone out, which the client may see first.
    const lines = await vi.waitFor(() => {
      const written = requestLines();
      expect(written).toHaveLength(2);
      return written;
    });
    expect(lines[0]).toMatchObject({ method: "GET", path: "/zoeken", status: 200 });
    expect(lines[1]).toMatchObject({ method: "GET", path: "/onbekend", status: 404 });
    for (const line of lines) {
      expect(typeof line.time).toBe("string");
      expect(typeof line.ms).toBe("number");
    }
    expect(site.server.logs.slice(before).join("\n")).not.toContain("example.nl");
  });
});

describe("abusive clients", { timeout: 30_000 }, () => {
  it("headers over 16 KiB: 431", async () => {
    const answer = await rawHttp(
      site.server.url,
      `GET / HTTP/1.1\r\nHost: x\r\nX-Junk: ${"a".repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(site.server.logs.some((line) => line.includes('"status":431'))).toBe(true);
  });

  it("a slowloris client (one header byte per second) gets 408 within about 10 s; others are served meanwhile", async () => {
    const { hostname, port } = new URL(site.server.url);
    const socket = connect(Number(port), hostname);
    const started = Date.now();
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
    socket.on("error", () => {});
    const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now())));
    socket.write("GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ");
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write("a");
    }, 1000);
    try {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const quick = Date.now();
      expect((await fetch(`${site.server.url}/diensten`)).status).toBe(200);
      expect(Date.now() - quick).toBeLessThan(1000);
      const elapsed = (await closed) - started;
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(elapsed).toBeGreaterThanOrEqual(9_500);
      expect(elapsed).toBeLessThanOrEqual(12_000);
    } finally {
      clearInterval(drip);
      socket.destroy();
    }
  });
});

describe("HTTPS mode (TLS_CERT, TLS_KEY)", () => {
  it("serves the site over TLS with the same headers", async () => {
    const tlsDir = await tempDir("immersa-tls-");
    const tlsData = await tempDir();
    const cert = await createLocalCertificate(tlsDir);
    const secure = await startTestServer(site.buildDir, tlsData, {
      tls: { certPath: cert.certPath, keyPath: cert.keyPath },
    });
    try {
      expect(secure.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const ca = await readFile(cert.caPath);
      const answer = await new Promise<{ status: number; hsts: string | undefined }>(
        (resolve, reject) => {
          const req = httpsRequest(`${secure.url}/diensten`, { ca }, (res) => {
            res.resume();
            res.on("end", () =>
              resolve({
                status: res.statusCode ?? 0,
                hsts: res.headers["strict-transport-security"],
              }),
            );
          });
          req.on("error", reject);
          req.end();
        },
      );
      expect(answer).toEqual({ status: 200, hsts: "max-age=63072000; includeSubDomains" });
    } finally {
      await secure.close();
      await removeDir(tlsDir);
      await removeDir(tlsData);
    }
  });
});
