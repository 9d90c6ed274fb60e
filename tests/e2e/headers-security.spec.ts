/**
 * The security headers in a real browser: the pages run (hydrate, navigate,
 * search) with the Content-Security-Policy on and without a single violation,
 * and the policy really blocks what it should (an injected inline script).
 * The problem guard of support/fixtures.ts fails a test on any console error,
 * CSP reports included.
 */
import { test as plainTest } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { openHydrated } from "./support/page";
import { pages, SITE_URL } from "./support/site";

declare global {
  interface Window {
    __cspViolations?: string[];
    __injectedRan?: boolean;
  }
}

/** Records every CSP violation of the document from its first moment. */
const recordViolations = () => {
  window.__cspViolations = [];
  document.addEventListener("securitypolicyviolation", (event) => {
    window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
  });
};

test.describe("with the Content-Security-Policy on", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(recordViolations);
  });

  for (const { path, status } of pages) {
    test(`${path} hydrates without a violation`, async ({ page, problems }) => {
      if (status !== 200) problems.allowHttpError(path, status);
      const response = await page.goto(path);
      const policy = (await response?.headerValue("content-security-policy")) ?? "";
      expect(policy).toContain("default-src 'self'");
      expect(policy).not.toContain("'unsafe-inline'");
      await page.waitForFunction(() =>
        Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")),
      );
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    });
  }

  test("client-side navigation and the server-rendered search page stay clean", async ({
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

plainTest("every response carries the security headers", async ({ request }) => {
  const host = new URL(SITE_URL).host;
  for (const target of ["/", "/robots.txt", "/onbekend", "/services", "/favicon.ico"]) {
    const response = await request.get(target, { headers: { Host: host }, maxRedirects: 0 });
    const headers = response.headers();
    expect(headers["strict-transport-security"], target).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect(headers["x-content-type-options"], target).toBe("nosniff");
    expect(headers["referrer-policy"], target).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-opener-policy"], target).toBe("same-origin");
    expect(headers["cross-origin-resource-policy"], target).toBe("same-origin");
    expect(headers["permissions-policy"], target).toContain("camera=()");
    expect(headers["content-security-policy"], target).toContain("frame-ancestors 'none'");
    expect(headers["x-powered-by"], target).toBeUndefined();
  }
});
