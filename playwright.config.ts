/**
 * Browser tests against the BUILT site, served by `npm run serve` (the compiled
 * server) exactly as in production, and against the fixture site (`tests/support/fixture-site.ts`:
 * the same build with more content), served beside it. `npm run test:e2e`
 * builds the fixture site when its inputs changed; `npm test` builds the site
 * first (run `npm run build` before `npm run test:e2e` yourself). Chromium is
 * Debian's, found by the same rules as `scripts/ensure-test-tools.ts`;
 * Playwright never downloads one.
 */
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import {
  findChromium,
  HEADLESS_CHROMIUM_FLAGS,
  NO_GPU_FLAGS,
  SWIFTSHADER_FLAGS,
} from "./scripts/chromium-path";
import { nodeServerMain } from "./scripts/build/node-server";
import { fixturePort, fixtureURL, mainPort, mainURL } from "./tests/e2e/support/servers";
import { fixtureBuildDir, fixtureRoot } from "./tests/support/fixture-site";

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD ??= "1";

const chromium = findChromium();
if (!chromium.found) {
  throw new Error(`${chromium.reason} Run "npx tsx scripts/ensure-test-tools.ts" first.`);
}

/** Specs that draw with WebGL, through SwiftShader on a machine without a GPU. */
const webglSpecs = /\.webgl\.spec\.ts$/;

const outputDir = path.resolve("test-results");

/**
 * The server's settings for a run: a fresh database per run (Playwright
 * empties `outputDir` before it starts the web servers, and the server
 * creates the file and its folder when missing).
 */
const serverEnv = (port: number, name: string) => ({
  HOST: "127.0.0.1",
  PORT: String(port),
  DATABASE_PATH: path.join(outputDir, name, "contact.sqlite"),
  // The suite posts a few dozen forms from one address; the 429 answer is
  // exercised by intercepting the request (tests/e2e/contact-form.spec.ts).
  CONTACT_RATE_LIMIT: "1000",
  // No e-mail from test submissions, whatever the shell has configured.
  SMTP_URL: "",
  CONTACT_TO: "",
});

export default defineConfig({
  testDir: "tests/e2e",
  outputDir,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // On CI one retry absorbs a rare stall of headless Chromium itself; a test
  // that fails twice still fails the run, and the list names every test that
  // needed its retry as flaky (with a trace of the retry).
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Bounds for a failure, not waits: every wait ends at the event it waits for, so a
  // passing test never spends them. They leave room for a loaded machine, where a page
  // takes several times as long to load and hydrate (docs/performance.md, "Test suite").
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Each test as it ends, then where the run spent its time (the slowest tests, each spec's total).
  reporter: [["list"], ["./tests/e2e/support/timing-reporter.ts"]],
  use: {
    baseURL: mainURL,
    locale: "nl-NL",
    timezoneId: "Europe/Amsterdam",
    // Recording a trace costs time on every test: only a retry records one.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: webglSpecs,
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: chromium.path,
          args: [...HEADLESS_CHROMIUM_FLAGS, ...NO_GPU_FLAGS],
        },
      },
    },
    {
      name: "webgl",
      testMatch: webglSpecs,
      // SwiftShader draws on the CPU, and decoding a 2048 x 1024 video takes it too: one test
      // at a time, with room for a busy machine.
      fullyParallel: false,
      timeout: 180_000,
      expect: { timeout: 30_000 },
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: chromium.path,
          args: [...HEADLESS_CHROMIUM_FLAGS, ...SWIFTSHADER_FLAGS],
        },
      },
    },
  ],
  webServer: [
    {
      command: "npm run serve",
      url: `${mainURL}/healthz`,
      timeout: 60_000,
      // Never test against a stale server left running: always start our own.
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: serverEnv(mainPort, "e2e-server"),
    },
    {
      // Builds the fixture site first when an input changed (npm run test:e2e already has),
      // then serves it with the server compiled into its build.
      command: `npm run build:fixture && node ${path.relative(".", nodeServerMain(fixtureBuildDir))}`,
      url: `${fixtureURL}/healthz`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        ...serverEnv(fixturePort, "e2e-fixture-server"),
        BUILD_DIR: fixtureBuildDir,
        CONTENT_ROOT: fixtureRoot,
      },
    },
  ],
});
