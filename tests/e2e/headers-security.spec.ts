/**
 * The security headers in a real browser: a visitor who follows a search
 * result and comes back meets no Content-Security-Policy violation (every
 * route hydrating without one is checked by the route audit), and the policy
 * really blocks what it should (an injected inline script).
 * The problem guard of support/fixtures.ts fails a test on any console error,
 * CSP reports included. The document headers (CSP, Permissions-Policy,
 * Referrer-Policy, COOP) come on HTML only; every answer carries HSTS,
 * nosniff and CORP.
 */
import { test as plainTest } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { openHydrated } from "./support/page";
import { recordViolations } from "./support/page-audit";
import { SITE_URL } from "./support/spec-pages";

declare global {
  interface Window {
    __injectedRan?: boolean;
  }
}

test.describe("with the Content-Security-Policy on", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(recordViolations);
  });

  test("following a result from the server-rendered search page and back stays clean", async ({
    page,
  }) => {
    await openHydrated(page, "/zoeken?q=museum");
    await page.locator('main article a[href="/cases/museum-ar"]').first().click();
    await page.waitForURL(/\/cases\/museum-ar$/);
    await page.goBack();
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  });
});

// Plain test: the blocked script is reported on the console on purpose.
plainTest("an injected inline script does not run", async ({ page }) => {
  await page.goto("/");
  const ran = await page.evaluate(async () => {
    const violation = new Promise<string>((resolve) =>
      document.addEventListener("securitypolicyviolation", (event) =>
        resolve(event.effectiveDirective),
      ),
    );
    const script = document.createElement("script");
    script.textContent = "window.__injectedRan = true;";
    document.body.append(script);
    return { ran: window.__injectedRan === true, directive: await violation };
  });
  expect(ran).toEqual({ ran: false, directive: "script-src-elem" });
});

/** The headers every response carries, whatever it is. */
const expectResponseHeaders = (headers: Record<string, string>, target: string) => {
  expect(headers["strict-transport-security"], target).toBe("max-age=63072000; includeSubDomains");
  expect(headers["x-content-type-options"], target).toBe("nosniff");
  expect(headers["cross-origin-resource-policy"], target).toBe("same-origin");
  expect(headers["x-powered-by"], target).toBeUndefined();
};

/** Only documents use these; on anything else they are bytes for nothing. */
const documentOnly = [
  "content-security-policy",
  "permissions-policy",
  "referrer-policy",
  "cross-origin-opener-policy",
];

plainTest("HTML answers carry every security header", async ({ request }) => {
  const host = new URL(SITE_URL).host;
  for (const target of ["/", "/diensten", "/onbekend", "/cases/onbekend", "/zoeken?q=museum"]) {
    const response = await request.get(target, { headers: { Host: host }, maxRedirects: 0 });
    const headers = response.headers();
    expect(headers["content-type"], target).toMatch(/^text\/html/);
    expectResponseHeaders(headers, target);
    expect(headers["referrer-policy"], target).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-opener-policy"], target).toBe("same-origin");
    expect(headers["permissions-policy"], target).toContain("camera=()");
    expect(headers["content-security-policy"], target).toContain("frame-ancestors 'none'");
  }
});

plainTest("other answers carry only HSTS, nosniff and CORP", async ({ request }) => {
  const host = new URL(SITE_URL).host;
  const home = await (await request.get("/", { headers: { Host: host } })).text();
  // Files of the current build, as the home page links them.
  const linked = (pattern: RegExp) => {
    const found = pattern.exec(home)?.[0];
    expect(found, `the home page links ${pattern.source}`).toBeDefined();
    return found ?? "";
  };
  const targets = [
    linked(/\/assets\/[\w.-]+\.js/),
    linked(/\/assets\/[\w.-]+\.css/),
    linked(/\/fonts\/[\w.-]+\.woff2/),
    "/favicon.ico",
    "/robots.txt",
    "/sitemap.xml",
    "/services",
    "/diensten/",
    "/healthz",
  ];
  const contentTypes: Record<string, RegExp> = {
    "/robots.txt": /^text\/plain; charset=utf-8$/,
    "/sitemap.xml": /^application\/xml; charset=utf-8$/,
  };
  for (const target of targets) {
    const response = await request.get(target, { headers: { Host: host }, maxRedirects: 0 });
    expect(response.status(), target).toBeLessThan(400);
    const headers = response.headers();
    const contentType = contentTypes[target];
    if (contentType) expect(headers["content-type"], target).toMatch(contentType);
    expectResponseHeaders(headers, target);
    for (const name of documentOnly) expect(headers[name], `${target} ${name}`).toBeUndefined();
  }
});

plainTest("an SVG opened on its own may run no script and load nothing", async ({ request }) => {
  const response = await request.get("/icon.svg");
  expect(response.headers()["content-type"]).toBe("image/svg+xml");
  expectResponseHeaders(response.headers(), "/icon.svg");
  expect(response.headers()["content-security-policy"]).toBe(
    "default-src 'none'; style-src 'unsafe-inline'",
  );
});
