/**
 * `npm run bench:xr`: for both XR demos, the time from the visitor's press to
 * the first frame drawn (the 360° video's first frame on the sphere; the 3D
 * model on screen) and the bytes fetched in between, with a cold cache, on a
 * fast local run and on Lighthouse's slow profile (slow 4G: 150 ms round
 * trips, 1.6 Mbit/s down, 750 kbit/s up; the CPU 4 times slower). A benchmark
 * that prints figures, not a test: it never fails on a number.
 *
 * It builds nothing: run `npm run build` first. It starts the built site's
 * own server on a free port, or measures one that already runs:
 *
 *   npm run bench:xr
 *   npm run bench:xr -- --runs 5 --url http://127.0.0.1:3000
 *   npm run bench:xr -- --demo model --profile slow
 *
 * `--demo` (`360` or `model`) and `--profile` (`fast` or `slow`) measure one
 * of them only.
 *
 * The page marks the press (`xr:360:start`, `xr:model:start`), the moment the
 * viewer's code has arrived and run (`xr:360:loaded`; for the model, once the
 * GLB is parsed too: `xr:model:loaded`) and the first frame
 * (`xr:360:first-frame`, `xr:model:first-frame`) with the User Timing API;
 * bytes are the encoded bytes the network delivered between the press and the
 * first frame, headers included, the video's partial answers too. WebGL runs
 * through SwiftShader, as in the browser tests: what comes after "code in" is
 * drawing (shaders, lighting, the video's texture) done by the CPU, which a
 * phone's GPU does in a fraction of the time.
 */
import { parseArgs } from "node:util";
import { type Browser, chromium } from "@playwright/test";
import { loadContent } from "../../app/content/load.server";
import { paths } from "../../app/content/paths";
import {
  findChromium,
  HEADLESS_CHROMIUM_FLAGS,
  SWIFTSHADER_FLAGS,
} from "../../scripts/chromium-path";
import { median } from "./median";
import { startBenchServer } from "./server";
import { benchScratch } from "./bench-end";

const { values: args } = parseArgs({
  options: {
    url: { type: "string" },
    runs: { type: "string", default: "3" },
    demo: { type: "string" },
    profile: { type: "string" },
  },
});
const runs = Number(args.runs);
const { pages } = loadContent();
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a positive whole number");
if (args.demo !== undefined && !["360", "model"].includes(args.demo)) {
  throw new Error("--demo must be 360 or model");
}
if (args.profile !== undefined && !["fast", "slow"].includes(args.profile)) {
  throw new Error("--profile must be fast or slow");
}

interface Profile {
  key: "fast" | "slow";
  name: string;
  /** Chrome DevTools' network conditions; undefined: no throttling. */
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
  cpuSlowdown: number;
}

const profiles: readonly Profile[] = [
  { key: "fast", name: "fast (local)", cpuSlowdown: 1 },
  {
    key: "slow",
    name: "slow 4G, 4x CPU",
    network: {
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
    cpuSlowdown: 4,
  },
];

interface Demo {
  key: "360" | "model";
  name: string;
  path: string;
  button: string;
}

const demos: readonly Demo[] = [
  {
    key: "360",
    name: "360° player",
    path: paths.video360,
    button: pages.video360.demo.labels.start,
  },
  {
    key: "model",
    name: "3D model",
    path: paths.ar,
    button: pages.ar.tryIt.labels.start,
  },
];

/** A User Timing mark the page sets (the file's header names them). */
const mark = (demo: Demo, moment: "start" | "loaded" | "first-frame") => `xr:${demo.key}:${moment}`;

interface Measurement {
  ms: number;
  loadedMs: number;
  bytes: number;
}

async function measure(
  browser: Browser,
  origin: string,
  demo: Demo,
  profile: Profile,
): Promise<Measurement> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: false });
    await page.goto(`${origin}${demo.path}`);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await page.waitForLoadState("networkidle");
    if (profile.network) {
      await cdp.send("Network.emulateNetworkConditions", { offline: false, ...profile.network });
    }
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuSlowdown });

    let counting = true;
    let bytes = 0;
    cdp.on("Network.dataReceived", (event) => {
      if (counting) bytes += event.encodedDataLength;
    });
    cdp.on("Network.responseReceived", (event) => {
      // Headers are part of what travels; dataReceived counts the body only.
      if (counting) bytes += event.response.encodedDataLength;
    });

    const button = page.getByRole("button", { name: demo.button });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await page.waitForFunction(
      (name) => performance.getEntriesByName(name).length > 0,
      mark(demo, "first-frame"),
      { timeout: 120_000, polling: 20 },
    );
    counting = false;
    const [loadedMs, ms] = await page.evaluate(
      ([start, ...ends]) => {
        const [from] = performance.getEntriesByName(start ?? "");
        return ends.map((end) => {
          const [to] = performance.getEntriesByName(end ?? "");
          return (to?.startTime ?? Number.NaN) - (from?.startTime ?? Number.NaN);
        });
      },
      [mark(demo, "start"), mark(demo, "loaded"), mark(demo, "first-frame")],
    );
    return { ms: ms ?? Number.NaN, loadedMs: loadedMs ?? Number.NaN, bytes };
  } finally {
    await context.close();
  }
}

async function main() {
  const found = findChromium();
  if (!found.found) throw new Error(found.reason);
  const scratch = benchScratch("bench-xr-");
  const server = args.url
    ? { origin: args.url.replace(/\/+$/, ""), stop: () => undefined }
    : await startBenchServer(scratch);
  const browser = await chromium.launch({
    executablePath: found.path,
    args: [...HEADLESS_CHROMIUM_FLAGS, ...SWIFTSHADER_FLAGS],
  });
  try {
    const rows: string[][] = [];
    for (const profile of profiles.filter((p) => (args.profile ?? p.key) === p.key)) {
      for (const demo of demos.filter((d) => (args.demo ?? d.key) === d.key)) {
        const results: Measurement[] = [];
        for (let run = 0; run < runs; run += 1) {
          results.push(await measure(browser, server.origin, demo, profile));
        }
        const ms = median(results.map((result) => result.ms));
        const loadedMs = median(results.map((result) => result.loadedMs));
        const kb = median(results.map((result) => result.bytes)) / 1024;
        rows.push([
          demo.name,
          profile.name,
          `${(loadedMs / 1000).toFixed(2)} s`,
          `${(ms / 1000).toFixed(2)} s`,
          `${kb.toFixed(1)} KB`,
          results.map((result) => `${(result.ms / 1000).toFixed(2)}`).join(" / "),
        ]);
        console.error(`${demo.name}, ${profile.name}: ${(ms / 1000).toFixed(2)} s`);
      }
    }
    const header = [
      "viewer",
      "profile",
      "press to code in",
      "press to first frame",
      "bytes fetched",
      "runs (s)",
    ];
    console.log(`\n| ${header.join(" | ")} |`);
    console.log(`| --- | --- | ---: | ---: | ---: | --- |`);
    for (const row of rows) console.log(`| ${row.join(" | ")} |`);
    console.log(`\nMedians of ${runs} runs with a cold cache, 412 x 823 px viewport.`);
  } finally {
    await browser.close();
    server.stop();
  }
}

await main();
