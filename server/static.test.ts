/** The site server over real HTTP, against a fixture build: statuses, redirects, caching, compression. */
import { writeFile } from "node:fs/promises";
import { request } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompress } from "../scripts/build/precompress";
import {
  BIG_MEDIA_BYTES,
  createFixtureBuild,
  removeDir,
  startTestServer,
  tempDir,
} from "../tests/support/server/fixture";
import { serveFixtureBuild } from "../tests/support/server/harness";
import { isCompressible } from "./static";

const site = serveFixtureBuild();

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http, so compressed bodies arrive as sent (fetch would decode them). */
function get(
  target: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${site.server.url}${target}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const title = (answer: Answer) => /<title>([^<]*)<\/title>/.exec(answer.body.toString())?.[1];

describe("pages and not-found rules", () => {
  it.each([
    ["/", "Home"],
    ["/diensten", "Diensten"],
    ["/diensten/virtual-reality-laten-maken", "VR laten maken"],
    ["/cases/museum-ar", "Museum AR"],
    ["/contact/bedankt", "Bedankt"],
    ["/zoeken", "Zoeken"],
    ["/zoeken?q=", "Zoeken"],
    ["/diensten?utm_source=x", "Diensten"],
  ])("GET %s: 200 with the pre-rendered page", async (target, expected) => {
    const answer = await get(target);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("no-cache");
    expect(title(answer)).toBe(expected);
  });

  it.each([
    ["/onbekend", "Pagina niet gevonden"],
    ["/diensten/onbekend", "Pagina niet gevonden"],
    ["/404", "Pagina niet gevonden"],
    ["/diensten/index.html", "Pagina niet gevonden"],
    ["/cases/onbekend", "Case niet gevonden"],
    ["/cases/museum-ar/extra", "Case niet gevonden"],
    ["/cases/niet-gevonden", "Case niet gevonden"],
    ["/%2e%2e/%2e%2e/etc/passwd", "Pagina niet gevonden"],
    ["/assets/../../package.json", "Pagina niet gevonden"],
  ])("GET %s: 404 with %s (never a soft 404)", async (target, expected) => {
    const answer = await get(target);
    expect(answer.status).toBe(404);
    expect(title(answer)).toBe(expected);
    expect(answer.headers.etag).toBeUndefined();
  });

  // A target is answered by its decoded path, rendered or not: the page only
  // where that is a page, a not-found page always with 404.
  it.each([
    ["/zoeken.dat%61?q=vr", "/zoeken.data?q=vr", 200],
    ["/%7a%6f%65%6b%65%6e?q=vr", "/zoeken?q=vr", 200],
    ["/%7a%6f%65%6b%65%6e", "/zoeken", 200],
    ["/zoeken%2F", "/zoeken/", 301],
    ["/zoeken%2F?q=vr", "/zoeken/?q=vr", 301],
    ["/zoeken.dat%61", "/zoeken.data", 404],
    ["/zoeken%2Fextra?q=vr", "/zoeken/extra?q=vr", 404],
    ["/onbekend.dat%61?q=vr", "/onbekend.data?q=vr", 404],
  ])("GET %s answers as %s: %i", async (encoded, decoded, status) => {
    const [answer, expected] = await Promise.all([get(encoded), get(decoded)]);
    expect(answer.status).toBe(status);
    expect(expected.status).toBe(status);
    for (const name of ["content-type", "location"]) {
      expect(answer.headers[name], name).toBe(expected.headers[name]);
    }
    expect(answer.body.toString()).toBe(expected.body.toString());
    if (status === 404) expect(title(answer)).toBe("Pagina niet gevonden");
  });

  it("a malformed percent-encoding is a 400", async () => {
    expect((await get("/%E0%A4%A")).status).toBe(400);
  });

  it("server-renders /zoeken with a query", async () => {
    const answer = await get("/zoeken?q=%3Cvr%3E", { "Accept-Encoding": "gzip" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    const html = zlib.gunzipSync(answer.body).toString();
    expect(html).toContain("Resultaten voor &#60;vr&#62;");
    const head = await get("/zoeken?q=vr", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });
});

describe("redirects", () => {
  it.each([
    ["/diensten/", "/diensten"],
    ["/diensten/?a=1&b=2", "/diensten?a=1&b=2"],
    ["/cases/museum-ar/", "/cases/museum-ar"],
    ["/diensten//", "/diensten"],
    ["/services", "/diensten"],
    ["/services/", "/diensten"],
    ["/services?x=1", "/diensten?x=1"],
    // A page's file name (as Netlify's Pretty URLs answer it).
    ["/diensten.html", "/diensten"],
    ["/cases/museum-ar.html?a=1", "/cases/museum-ar?a=1"],
    ["/index.html", "/"],
    ["/404.html", "/404"],
    ["/cases/niet-gevonden.html", "/cases/niet-gevonden"],
  ])("%s: 301 to %s", async (target, location) => {
    const answer = await get(target);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(location);
  });

  it("an unknown path with a slash is a 404, not a redirect to another 404", async () => {
    expect((await get("/onbekend/")).status).toBe(404);
    expect((await get("/cases/niet-gevonden/")).status).toBe(404);
  });

  it("never redirects off-site", async () => {
    const answer = await get("//evil.example/");
    expect(answer.status).toBe(404);
    expect(answer.headers.location).toBeUndefined();
  });
});

describe("caching and validators", () => {
  it("hashed assets are immutable for a year", async () => {
    const answer = await get("/assets/app-3f9a1c.js");
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  });

  it.each([
    ["/media/poster.webp", "public, max-age=86400, stale-while-revalidate=604800"],
    ["/fonts/inter-latin-wght.woff2", "public, max-age=604800"],
    ["/robots.txt", "no-cache"],
  ])("%s: Cache-Control %s", async (target, expected) => {
    expect((await get(target)).headers["cache-control"]).toBe(expected);
  });

  it("answers 304 to If-None-Match and If-Modified-Since", async () => {
    const first = await get("/diensten");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect((await get("/diensten", { "If-None-Match": etag })).status).toBe(304);
    expect((await get("/diensten", { "If-None-Match": `W/${etag}` })).status).toBe(304);
    expect((await get("/diensten", { "If-None-Match": '"ander"' })).status).toBe(200);
    const since = String(first.headers["last-modified"]);
    expect((await get("/diensten", { "If-Modified-Since": since })).status).toBe(304);
  });

  it("gives each encoding its own ETag and varies on Accept-Encoding", async () => {
    const plainPage = await get("/diensten");
    const brPage = await get("/diensten", { "Accept-Encoding": "gzip, br" });
    expect(brPage.headers["content-encoding"]).toBe("br");
    expect(brPage.headers.etag).toMatch(/^"[^"]+"$/);
    expect(brPage.headers.etag).not.toBe(plainPage.headers.etag);

    const plain = await get("/assets/app-3f9a1c.js");
    const br = await get("/assets/app-3f9a1c.js", { "Accept-Encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await get("/assets/app-3f9a1c.js", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
    const refused = await get("/assets/app-3f9a1c.js", { "Accept-Encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    // Tiny files and images are sent as they are.
    expect(
      (await get("/assets/tiny-1a2b3c.js", { "Accept-Encoding": "br" })).headers[
        "content-encoding"
      ],
    ).toBeUndefined();
    expect(
      (await get("/media/poster.webp", { "Accept-Encoding": "br" })).headers["content-encoding"],
    ).toBeUndefined();
  });

  it("sends no validators with immutable files: browsers never revalidate them", async () => {
    const asset = await get("/assets/app-3f9a1c.js", { "Accept-Encoding": "br" });
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect(asset.headers.etag).toBeUndefined();
    expect(asset.headers["last-modified"]).toBeUndefined();
    const font = await get("/fonts/inter-latin-wght.woff2");
    expect(font.status).toBe(200);
    expect(font.headers.etag).toMatch(/^"[^"]+"$/);
  });

  it("HEAD answers the headers of GET without a body", async () => {
    const getAnswer = await get("/diensten", { "Accept-Encoding": "br" });
    const head = await get("/diensten", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(getAnswer.headers["content-length"]);
    expect(head.headers.etag).toBe(getAnswer.headers.etag);
    expect((await get("/onbekend", {}, "HEAD")).status).toBe(404);
  });

  it("streams large media with byte ranges", async () => {
    const full = await get("/media/hero.mp4");
    expect(full.status).toBe(200);
    expect(full.body.length).toBe(BIG_MEDIA_BYTES);
    expect(full.headers["accept-ranges"]).toBe("bytes");
    const part = await get("/media/hero.mp4", { Range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${BIG_MEDIA_BYTES}`);
    expect(part.body.length).toBe(100);
    const tail = await get("/media/hero.mp4", { Range: "bytes=-10" });
    expect(tail.body.length).toBe(10);
    expect((await get("/media/hero.mp4", { Range: `bytes=${BIG_MEDIA_BYTES}-` })).status).toBe(416);
  });

  it("sends no X-Powered-By, and the basic security headers", async () => {
    const answer = await get("/");
    expect(answer.headers["x-powered-by"]).toBeUndefined();
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("other methods on pages: 405 with Allow: GET, HEAD", async () => {
    const answer = await get("/diensten", {}, "DELETE");
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
  });
});

describe("precompressed siblings", () => {
  it("are written by precompress() and served with their own ETag", async () => {
    const build = await createFixtureBuild();
    const data = await tempDir();
    const client = path.join(build, "client");
    // A marker proves the sibling, not on-the-fly compression, is what is sent.
    await writeFile(path.join(client, "marker.txt"), "hallo ".repeat(500));
    const result = await precompress(client);
    expect(result.files).toBeGreaterThan(5);
    await writeFile(
      path.join(client, "marker.txt.br"),
      zlib.brotliCompressSync(Buffer.from("sibling")),
    );
    const precompressed = await startTestServer(build, data);
    try {
      const answer = await fetch(`${precompressed.url}/marker.txt`, {
        headers: { "Accept-Encoding": "br" },
      });
      expect(answer.headers.get("content-encoding")).toBe("br");
      expect(await answer.text()).toBe("sibling");
      const page = await fetch(`${precompressed.url}/diensten`, {
        headers: { "Accept-Encoding": "gzip" },
      });
      expect(page.headers.get("content-encoding")).toBe("gzip");
      expect(await page.text()).toContain("<title>Diensten</title>");
      // The siblings are not pages or files of their own.
      expect((await fetch(`${precompressed.url}/marker.txt.br`)).status).toBe(404);
    } finally {
      await precompressed.close();
      await removeDir(build);
      await removeDir(data);
    }
  });
});

describe("which files are compressed", () => {
  it("text, and the 3D product's GLB; not images, video, fonts or the USDZ", () => {
    for (const file of ["page.html", "app.js", "models/headset.glb"]) {
      expect(isCompressible(file), file).toBe(true);
    }
    for (const file of ["still.avif", "demo.mp4", "font.woff2", "models/headset.usdz"]) {
      expect(isCompressible(file), file).toBe(false);
    }
  });
});
