import { describe, expect, it } from "vitest";
import {
  cacheControlFor,
  contentSecurityPolicy,
  documentSecurityHeaderNames,
  documentSecurityHeaders,
  isIndexableHost,
  isServerRendered,
  noInlineSources,
  pageFile,
  pagePathOf,
  resolvePath,
  responseSecurityHeaders,
  documentSecurityHeadersFor,
  editorApiRoot,
  editorContentSecurityPolicy,
  editorSignInPaths,
  securityHeadersKind,
  svgContentSecurityPolicy,
  type SiteIndex,
} from "./http-rules";

const pages = new Set([
  "/",
  "/diensten",
  "/cases",
  "/cases/pagina/2",
  "/cases/museum-ar",
  "/cases/niet-gevonden",
  "/404",
]);
const files = new Set([
  "/assets/app.js",
  "/favicon.ico",
  "/admin/index.html",
  "/admin/assets/a.js",
]);
const site: SiteIndex = {
  hasPage: (p) => pages.has(p),
  hasFile: (p) => files.has(p),
  pageOfFile: (p) => {
    const page = pagePathOf(p.slice(1));
    return page !== undefined && pages.has(page) && `/${pageFile(page)}` === p ? page : undefined;
  },
};

describe("page layout", () => {
  it.each([
    ["/", "index.html"],
    ["/diensten", "diensten.html"],
    ["/cases/museum-ar", "cases/museum-ar.html"],
    ["/404", "404.html"],
  ])("%s is published as %s", (page, file) => {
    expect(pageFile(page)).toBe(file);
    expect(pagePathOf(file)).toBe(page);
  });

  it("also understands React Router's folder layout", () => {
    expect(pagePathOf("diensten/index.html")).toBe("/diensten");
    expect(pagePathOf("assets/app.js")).toBeUndefined();
  });

  it("never takes the editor's document for a page", () => {
    expect(pagePathOf("admin/index.html")).toBeUndefined();
  });
});

describe("resolvePath", () => {
  it.each([
    ["/", { kind: "page", path: "/" }],
    ["/diensten", { kind: "page", path: "/diensten" }],
    ["/diensten/", { kind: "redirect", status: 301, location: "/diensten" }],
    ["/diensten.html", { kind: "redirect", status: 301, location: "/diensten" }],
    ["/index.html", { kind: "redirect", status: 301, location: "/" }],
    ["/diensten/index.html", { kind: "not-found", page: "/404" }],
    ["/services", { kind: "redirect", status: 301, location: "/diensten" }],
    ["/services/", { kind: "redirect", status: 301, location: "/diensten" }],
    ["/assets/app.js", { kind: "file", path: "/assets/app.js" }],
    ["/404.html", { kind: "redirect", status: 301, location: "/404" }],
    ["/404", { kind: "not-found", page: "/404" }],
    ["/cases/niet-gevonden", { kind: "not-found", page: "/cases/niet-gevonden" }],
    ["/cases/x", { kind: "not-found", page: "/cases/niet-gevonden" }],
    ["/cases/sector", { kind: "not-found", page: "/404" }],
    ["/cases/sector/x", { kind: "not-found", page: "/404" }],
    ["/cases/pagina/2", { kind: "page", path: "/cases/pagina/2" }],
    ["/cases/pagina/2/", { kind: "redirect", status: 301, location: "/cases/pagina/2" }],
    ["/cases/pagina/1", { kind: "redirect", status: 301, location: "/cases" }],
    ["/cases/pagina/1/", { kind: "redirect", status: 301, location: "/cases" }],
    [
      "/cases/sector/training/pagina/1",
      { kind: "redirect", status: 301, location: "/cases/sector/training" },
    ],
    ["/cases/pagina", { kind: "not-found", page: "/404" }],
    ["/cases/pagina/0", { kind: "not-found", page: "/404" }],
    ["/cases/pagina/99", { kind: "not-found", page: "/404" }],
    ["/cases/pagina/abc", { kind: "not-found", page: "/404" }],
    ["/cases/sector/training/pagina/99", { kind: "not-found", page: "/404" }],
    ["/x", { kind: "not-found", page: "/404" }],
    ["/x/", { kind: "not-found", page: "/404" }],
    ["/admin/", { kind: "file", path: "/admin/index.html" }],
    ["/admin", { kind: "redirect", status: 301, location: "/admin/" }],
    ["/admin/index.html", { kind: "redirect", status: 301, location: "/admin/" }],
    ["/admin/index", { kind: "redirect", status: 301, location: "/admin/" }],
    ["/admin/assets/a.js", { kind: "file", path: "/admin/assets/a.js" }],
    ["/admin/x", { kind: "not-found", page: "/404" }],
  ])("%s", (pathname, expected) => {
    expect(resolvePath(pathname, "", site)).toEqual(expected);
  });

  it("keeps the query string on redirects", () => {
    expect(resolvePath("/services/", "?a=1", site)).toMatchObject({ location: "/diensten?a=1" });
    expect(resolvePath("/diensten.html", "?a=1", site)).toMatchObject({
      location: "/diensten?a=1",
    });
  });

  it("caches hashed assets for a year and revalidates the rest", () => {
    expect(cacheControlFor("/assets/x.js")).toContain("immutable");
    expect(cacheControlFor("/admin/assets/x.js")).toContain("immutable");
    expect(cacheControlFor("/admin/")).toBe("no-cache");
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

describe("security headers", () => {
  const inline = {
    scripts: ["'sha256-AAA='", "'sha256-BBB='"],
    styles: [],
    styleAttributes: ["'sha256-CCC='"],
  };

  it("the CSP allows inline code only by hash, and locks down the rest", () => {
    const policy = contentSecurityPolicy(inline);
    const directives = new Map(
      policy.split("; ").map((item) => {
        const [name = "", ...sources] = item.split(" ");
        return [name, sources];
      }),
    );
    expect(directives.get("default-src")).toEqual(["'self'"]);
    // data: for images only: the stylesheet draws the brand mark from one.
    expect(directives.get("img-src")).toEqual(["'self'", "data:"]);
    expect(directives.get("script-src")).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
    expect(directives.get("style-src")).toEqual(["'self'"]);
    expect(directives.get("style-src-attr")).toEqual(["'unsafe-hashes'", "'sha256-CCC='"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("base-uri")).toEqual(["'none'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(directives.get("form-action")).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
    expect(policy.replace("img-src 'self' data:", "")).not.toMatch(/data:|blob:/);
  });

  it("without style attributes no attribute may carry styles", () => {
    expect(contentSecurityPolicy(noInlineSources)).toContain("style-src-attr 'none'");
  });

  it("every response: HSTS for two years, nosniff and CORP", () => {
    expect(responseSecurityHeaders).toEqual({
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
  });

  it("documents also: the CSP, a strict referrer, isolation and no unused features", () => {
    const document = documentSecurityHeaders(inline);
    expect(Object.keys(document).sort()).toEqual([...documentSecurityHeaderNames].sort());
    expect(document).toMatchObject({
      "Content-Security-Policy": contentSecurityPolicy(inline),
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin",
    });
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(document["Permissions-Policy"]).toContain(`${feature}=()`);
    }
    // The XR demos: VR and AR (WebXR), and the 360° demo turning with the phone.
    for (const feature of ["xr-spatial-tracking", "accelerometer", "gyroscope", "fullscreen"]) {
      expect(document["Permissions-Policy"]).toContain(`${feature}=(self)`);
    }
    // The two groups never overlap.
    for (const name of documentSecurityHeaderNames) {
      expect(responseSecurityHeaders[name]).toBeUndefined();
    }
  });

  it("the editor's document gets its own policy, and keeps its sign-in popup", () => {
    const inline = { scripts: ["'sha256-a'"], styles: [], styleAttributes: [] };
    expect(documentSecurityHeadersFor("/diensten", inline)).toEqual(
      documentSecurityHeaders(inline),
    );
    const editor = documentSecurityHeadersFor("/admin/", inline);
    const policy = editorContentSecurityPolicy();
    expect(editor["Content-Security-Policy"]).toBe(policy);
    expect(editor["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
    expect(editor["Permissions-Policy"]).toBe(
      documentSecurityHeaders(inline)["Permissions-Policy"],
    );
    // Scripts only from our files, other hosts only the Git host's API, never framed.
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toContain("connect-src 'self' data: blob: https://api.github.com;");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(documentSecurityHeadersFor("/administratie", inline)).toEqual(
      documentSecurityHeaders(inline),
    );
  });

  it("the sign-in window's pages run only our script files and keep their opener", () => {
    const inline = { scripts: ["'sha256-a'"], styles: [], styleAttributes: [] };
    for (const pathname of [editorSignInPaths.start, editorSignInPaths.callback]) {
      const headers = documentSecurityHeadersFor(pathname, inline);
      expect(headers["Content-Security-Policy"]).toBe(
        "default-src 'none'; script-src 'self'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'",
      );
      expect(headers["Cross-Origin-Opener-Policy"]).toBe("unsafe-none");
      expect(headers["Referrer-Policy"]).toBe("no-referrer");
    }
    expect(documentSecurityHeadersFor("/admin/authors", inline)).toEqual(
      documentSecurityHeadersFor("/admin/", inline),
    );
  });

  it("the editor's policy lets it reach the Git host named by CMS_API_ROOT, and no other", () => {
    const inline = { scripts: [], styles: [], styleAttributes: [] };
    const apiRoot = editorApiRoot({ CMS_API_ROOT: "https://github.example.com/api/v3/" });
    expect(apiRoot).toBe("https://github.example.com");
    expect(editorApiRoot({ CMS_API_ROOT: "https://github.example.com/api" })).toBe(apiRoot);
    const policy = documentSecurityHeadersFor("/admin/", inline, apiRoot)[
      "Content-Security-Policy"
    ];
    expect(policy).toContain("connect-src 'self' data: blob: https://github.example.com;");
    expect(policy).not.toContain("api.github.com");
    expect(editorApiRoot({})).toBe("https://api.github.com");
    expect(editorApiRoot({ CMS_API_ROOT: " " })).toBe("https://api.github.com");
    expect(editorApiRoot({ CMS_API_ROOT: "http://127.0.0.1:4513" })).toBe("http://127.0.0.1:4513");
  });

  it.each([
    ["github.example.com", "must be the address of the Git host"],
    ["http://github.example.com", "must start with https://"],
    ["ftp://127.0.0.1", "must start with https://"],
  ])("refuses CMS_API_ROOT=%s with a clear message", (value, message) => {
    expect(() => editorApiRoot({ CMS_API_ROOT: value })).toThrow(message);
  });

  it.each([
    [200, "text/html; charset=utf-8", "document"],
    [404, "text/html; charset=utf-8", "document"],
    [304, "text/html; charset=utf-8", "document"],
    [422, "TEXT/HTML", "document"],
    [200, "application/xhtml+xml", "document"],
    [200, "image/svg+xml", "svg"],
    [200, "text/javascript; charset=utf-8", "resource"],
    [200, "text/css; charset=utf-8", "resource"],
    [200, "font/woff2", "resource"],
    [206, "video/mp4", "resource"],
    [200, "application/json; charset=utf-8", "resource"],
    [200, "text/x-script", "resource"],
    [400, "text/plain; charset=utf-8", "resource"],
    [301, "text/html; charset=utf-8", "resource"],
    [303, "text/html; charset=utf-8", "resource"],
    [204, undefined, "resource"],
  ] as const)("status %i, %s: %s", (status, type, kind) => {
    expect(securityHeadersKind(status, type)).toBe(kind);
  });

  it("an SVG document may run no script and load nothing", () => {
    expect(svgContentSecurityPolicy).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it("only the production host may be indexed", () => {
    expect(isIndexableHost("www.immersa-xr.nl", ["www.immersa-xr.nl"])).toBe(true);
    expect(isIndexableHost("WWW.Immersa-XR.nl", ["www.immersa-xr.nl"])).toBe(true);
    expect(isIndexableHost("preview.immersa-xr.nl", ["www.immersa-xr.nl"])).toBe(false);
    expect(isIndexableHost(undefined, ["www.immersa-xr.nl"])).toBe(false);
    expect(isIndexableHost("127.0.0.1", "*")).toBe(true);
  });
});
