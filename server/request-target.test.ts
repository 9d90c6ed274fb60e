/**
 * Request targets other than a path, over a raw socket: the absolute form
 * (`GET http://host/path`), which RFC 9112 §3.2.2 says a server must accept
 * (proxies and some clients send it), with the target's host taking the
 * place of `Host`; and `OPTIONS *`, a question about the server itself.
 */
import { describe, expect, it } from "vitest";
import { formData, validFields } from "../tests/support/server/fixture";
import { serveFixtureBuild } from "../tests/support/server/harness";
import { rawHttp } from "../tests/support/server/http";
import { responseSecurityHeaders } from "../app/lib/http-rules";

const site = serveFixtureBuild({ indexableHosts: ["127.0.0.1"] });

/** One request over a fresh socket; `headers` come after the request line as given. */
async function raw(requestLine: string, headers: readonly string[], body?: Buffer) {
  const head = [requestLine, ...headers, "Connection: close"].join("\r\n");
  return rawHttp(site.server.url, `${head}\r\n\r\n`, body);
}

const origin = () => site.server.url;
const host = () => new URL(site.server.url).host;

describe("an absolute-form request target", () => {
  it("is answered as its path, the same as the origin form", async () => {
    const absolute = await raw(`GET ${origin()}/diensten HTTP/1.1`, [`Host: ${host()}`]);
    const usual = await raw("GET /diensten HTTP/1.1", [`Host: ${host()}`]);
    expect(absolute.status).toBe(200);
    expect(absolute.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(absolute.body).toBe(usual.body);
    expect(absolute.headers["x-robots-tag"]).toBeUndefined();
    for (const [name, value] of Object.entries(responseSecurityHeaders)) {
      expect(absolute.headers[name.toLowerCase()], name).toBe(value);
    }
  });

  it("logs the path only, as for any request", async () => {
    await raw(`GET ${origin()}/cases?pagina=2 HTTP/1.1`, [`Host: ${host()}`]);
    const line = site.server.logs.findLast((entry) => entry.includes('"event":"http.request"'));
    expect(line).toContain('"path":"/cases"');
  });

  it("with scheme and host in capitals and no path, is the home page", async () => {
    const answer = await raw(`GET HTTP://${host().toUpperCase()} HTTP/1.1`, [`Host: ${host()}`]);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("<h1>Home</h1>");
  });

  it("is redirected like its path, to a path", async () => {
    const answer = await raw(`GET ${origin()}/diensten/?x=1 HTTP/1.1`, [`Host: ${host()}`]);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("/diensten?x=1");
  });

  it("renders a search", async () => {
    const answer = await raw(`GET ${origin()}/zoeken?q=museum HTTP/1.1`, [`Host: ${host()}`]);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("Resultaten voor museum");
  });

  it("takes a contact post", async () => {
    const before = site.server.count();
    const form = new Request(origin(), { method: "POST", body: formData(validFields()) });
    const body = Buffer.from(await form.arrayBuffer());
    const answer = await raw(
      `POST ${origin()}/ HTTP/1.1`,
      [
        `Host: ${host()}`,
        `Origin: ${origin()}`,
        "Accept: application/json",
        `Content-Type: ${form.headers.get("content-type") ?? ""}`,
        `Content-Length: ${body.length}`,
      ],
      body,
    );
    expect(answer.status).toBe(200);
    expect(site.server.count()).toBe(before + 1);
  });

  it("names the host: its own, not the Host line, decides what may be indexed", async () => {
    const answer = await raw("GET http://www.example.nl/diensten HTTP/1.1", [`Host: ${host()}`]);
    expect(answer.status).toBe(200);
    expect(answer.headers["x-robots-tag"]).toBe("noindex");
  });

  it.each([
    ["without a Host line", () => raw(`GET ${origin()}/ HTTP/1.1`, [])],
    ["with another scheme", () => raw("GET ftp://127.0.0.1/ HTTP/1.1", [`Host: ${host()}`])],
    [
      "with user info",
      () => raw("GET http://user:secret@127.0.0.1/ HTTP/1.1", [`Host: ${host()}`]),
    ],
    ["without a host", () => raw("GET http:///diensten HTTP/1.1", [`Host: ${host()}`])],
    ["with a host that is no host", () => raw("GET http://a%20b/ HTTP/1.1", [`Host: ${host()}`])],
    ["with a NUL in its path", () => raw(`GET ${origin()}/%00 HTTP/1.1`, [`Host: ${host()}`])],
  ])("%s: 400", async (_name, send) => {
    const answer = await send();
    expect(answer.status).toBe(400);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("OPTIONS *", () => {
  it("answers 204 with the methods the server takes", async () => {
    const answer = await raw("OPTIONS * HTTP/1.1", [`Host: ${host()}`]);
    expect(answer.status).toBe(204);
    expect(answer.headers.allow).toBe("GET, HEAD, POST");
    expect(answer.body).toBe("");
    for (const [name, value] of Object.entries(responseSecurityHeaders)) {
      expect(answer.headers[name.toLowerCase()], name).toBe(value);
    }
  });

  it("is the only method with the target *", async () => {
    expect((await raw("GET * HTTP/1.1", [`Host: ${host()}`])).status).toBe(400);
  });
});
