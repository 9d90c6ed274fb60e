import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { netlifyHeaders, netlifyRedirects, writeNetlifyFiles } from "./netlify-files";
import { cacheControlFor, isServerRendered, resolvePath, type SiteIndex } from "./site-rules";

const pages = new Set([
  "/",
  "/diensten",
  "/cases",
  "/cases/museum-ar",
  "/cases/niet-gevonden",
  "/404",
]);
const files = new Set(["/assets/app.js", "/404.html", "/favicon.ico"]);
const site: SiteIndex = { hasPage: (p) => pages.has(p), hasFile: (p) => files.has(p) };

describe("resolvePath", () => {
  it.each([
    ["/", { kind: "page", path: "/" }],
    ["/diensten", { kind: "page", path: "/diensten" }],
    ["/diensten/", { kind: "redirect", status: 301, location: "/diensten" }],
    ["/services", { kind: "redirect", status: 301, location: "/diensten" }],
    ["/services/", { kind: "redirect", status: 301, location: "/diensten" }],
    ["/assets/app.js", { kind: "file", path: "/assets/app.js" }],
    ["/404.html", { kind: "not-found", file: "404.html" }],
    ["/404", { kind: "not-found", file: "404.html" }],
    ["/cases/niet-gevonden", { kind: "not-found", file: "cases/niet-gevonden/index.html" }],
    ["/cases/x", { kind: "not-found", file: "cases/niet-gevonden/index.html" }],
    ["/x", { kind: "not-found", file: "404.html" }],
    ["/x/", { kind: "not-found", file: "404.html" }],
  ])("%s", (pathname, expected) => {
    expect(resolvePath(pathname, "", site)).toEqual(expected);
  });

  it("keeps the query string on redirects", () => {
    expect(resolvePath("/services/", "?a=1", site)).toMatchObject({ location: "/diensten?a=1" });
  });

  it("caches hashed assets for a year and revalidates the rest", () => {
    expect(cacheControlFor("/assets/x.js")).toContain("immutable");
    expect(cacheControlFor("/media/x.webp")).toContain("max-age=86400");
    expect(cacheControlFor("/diensten")).toBe("no-cache");
  });
});

describe("isServerRendered", () => {
  it.each([
    ["/zoeken", "?q=vr", true],
    ["/zoeken.data", "?q=vr&_routes=routes%2Fsearch", true],
    ["/zoeken", "?q=", false],
    ["/zoeken", "?q=%20", false],
    ["/zoeken", "", false],
    ["/diensten", "?q=vr", false],
  ])("%s%s: %s", (pathname, search, expected) => {
    expect(isServerRendered(pathname, search)).toBe(expected);
  });
});

describe("Netlify files from the same rules", () => {
  it("_redirects: forced 301s, forced 404 for the not-found pages, shadowable 404 for unknown cases", () => {
    const lines = netlifyRedirects()
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
    expect(lines).toEqual([
      "/services  /diensten  301!",
      "/cases/niet-gevonden  /cases/niet-gevonden/index.html  404!",
      "/404  /404.html  404!",
      "/cases/*  /cases/niet-gevonden/index.html  404",
    ]);
  });

  it("_headers: cache blocks that do not overlap, security headers for all", () => {
    const text = netlifyHeaders();
    expect(text).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
    expect(text).toContain("/*\n  X-Content-Type-Options: nosniff");
    // Netlify joins a header that two matching blocks set; Cache-Control is never under /*.
    expect(text.split("\n/*\n")[1] ?? "Cache-Control").not.toContain("Cache-Control");
  });

  it("writeNetlifyFiles writes both into the client directory", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "netlify-"));
    try {
      await writeNetlifyFiles(dir);
      expect(await readFile(path.join(dir, "_redirects"), "utf8")).toBe(netlifyRedirects());
      expect(await readFile(path.join(dir, "_headers"), "utf8")).toBe(netlifyHeaders());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
