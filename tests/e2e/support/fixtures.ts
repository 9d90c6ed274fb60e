/**
 * `test` with a guard that runs in every test: console errors, uncaught
 * exceptions, failed requests and same-origin HTTP errors fail the test.
 * Nothing is ignored silently; a test that provokes an error on purpose (a
 * 404 page, a mocked 500) declares exactly that error with `problems.allow…`.
 */
import { test as base, expect, type Page } from "@playwright/test";

export interface ProblemGuard {
  /** The test opens a page that answers `status` on purpose (a 404 page, a mocked 500). */
  allowHttpError(pathname: string, status: number): void;
  /** The test makes a request fail on purpose (page.route(...).abort()). */
  allowFailedRequest(pathname: string): void;
  /** Starts watching another page (a second context, e.g. without JavaScript). */
  watch(page: Page): void;
}

interface Allowance {
  pathname: string;
  /** An HTTP status, or "failed" for a network error. */
  kind: number | "failed";
}

interface Problem {
  text: string;
  pathname?: string;
  kind?: number | "failed";
}

/**
 * Chrome reports a failed resource twice: as a response or request failure
 * and as "Failed to load resource: …" in the console. The console line names
 * the status (or net::ERR_…) and its location names the URL.
 */
function consoleProblem(text: string, url: string | undefined): Problem {
  const problem: Problem = { text: `console.error: ${text}${url ? ` (${url})` : ""}` };
  const failed =
    /^Failed to load resource: (?:the server responded with a status of (\d+)|net::)/.exec(text);
  if (failed && url) {
    problem.pathname = new URL(url).pathname;
    problem.kind = failed[1] ? Number(failed[1]) : "failed";
  }
  return problem;
}

export const test = base.extend<{ problems: ProblemGuard }>({
  problems: [
    async ({ page, baseURL, javaScriptEnabled }, use) => {
      const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
      const problems: Problem[] = [];
      const allowances: Allowance[] = [];

      const watch = (target: Page) => {
        target.on("console", (message) => {
          if (message.type() !== "error") return;
          problems.push(consoleProblem(message.text(), message.location().url || undefined));
        });
        target.on("pageerror", (error) => problems.push({ text: `uncaught: ${error.message}` }));
        target.on("response", (response) => {
          const url = new URL(response.url());
          if (url.origin !== origin || response.status() < 400) return;
          problems.push({
            text: `HTTP ${response.status()} ${url.pathname}`,
            pathname: url.pathname,
            kind: response.status(),
          });
        });
        target.on("requestfailed", (request) => {
          const errorText = request.failure()?.errorText ?? "unknown error";
          // The browser cancelling a request it no longer needs (a navigation
          // away, a video switching sources) is not a failure of the site.
          if (errorText === "net::ERR_ABORTED") return;
          // With JavaScript disabled Chromium refuses the module scripts and
          // their preloads, and reports that as "csp".
          if (!javaScriptEnabled && errorText === "csp" && request.resourceType() === "script") {
            return;
          }
          const url = new URL(request.url());
          problems.push({
            text: `request failed: ${errorText} ${request.url()}`,
            pathname: url.origin === origin ? url.pathname : undefined,
            kind: "failed",
          });
        });
      };
      watch(page);

      await use({
        allowHttpError: (pathname, status) => allowances.push({ pathname, kind: status }),
        allowFailedRequest: (pathname) => allowances.push({ pathname, kind: "failed" }),
        watch,
      });

      const unexpected = problems
        .filter(
          (problem) =>
            !allowances.some(
              (allowed) => allowed.pathname === problem.pathname && allowed.kind === problem.kind,
            ),
        )
        .map((problem) => problem.text);
      expect(unexpected, "console errors, uncaught exceptions and failed requests").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
