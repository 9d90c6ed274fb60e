/**
 * `npm run bench:interaction`: how fast the built site answers a visitor's
 * first interactions on a slow phone, against a floor: the same interactions
 * on a bare page with the same native controls (`interaction-floor.html`),
 * measured interleaved with the site in the same run, so that both see the
 * same machine. The site is the fixture site (`npm run build:fixture`: the
 * site with three testimonials, so the home page has its carousel), served as
 * the browser tests serve it; the floor page is served beside it, and every
 * other request of the floor page goes to the site.
 *
 * Every interaction is made once after the page's scripts have run (the
 * islands hydrated, the page settled) and once early: at DOMContentLoaded and
 * the first contentful paint, with the page's script files held back until
 * the input has been made, as on a phone where they are still on their way.
 * Per interaction it prints, for the site and the floor, medians of the runs:
 *
 * - effect: from the input to the end of the work of the first frame that
 *   shows what the visitor asked for (the menu open, the next testimonial,
 *   the video playing); "lost" when it never shows within the time allowed.
 *   The input is the last one before the effect showed: a mouse rests on a
 *   control for 300 ms before it clicks, and where the arrival of the mouse
 *   already opens the menu (the dropdown, on the site and on the floor), the
 *   effect is timed from the arrival, else from the click;
 * - input to next paint: the longest Event Timing entry of the interaction
 *   (what INP counts for it); the browser reports only entries of 16 ms or
 *   more, so "< 16" means it reported none (counted as 16 in the ratio).
 *
 * How the figures are read, and the current ones: docs/performance.md
 * (Interactions). A benchmark that prints figures; it never fails on one.
 *
 *   npm run bench:interaction                  5 runs of each, medians
 *   npm run bench:interaction -- --runs 3
 *   npm run bench:interaction -- --only menu   the interactions whose name has "menu"
 *   npm run bench:interaction -- --url http://127.0.0.1:3000
 *                                              measure a running server instead
 *                                              (the carousel row needs two or more
 *                                              testimonials there)
 *   npm run bench:interaction -- --trace .cache/traces
 *                                              also write a performance trace of
 *                                              each interaction (Chrome's JSON)
 */
import { spawn } from "node:child_process";
import { mkdir, readFile } from "node:fs/promises";
import { createServer, request, type Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
} from "@playwright/test";
import { bundleBrowserScript } from "../../scripts/build/browser-script";
import { nodeServerMain } from "../../scripts/build/node-server";
import { fixtureBuildDir, fixtureRoot } from "../support/fixture-site";
import { findChromium, HEADLESS_CHROMIUM_FLAGS, NO_GPU_FLAGS } from "../../scripts/chromium-path";
import type { EffectName, EffectTimes, EventEntry } from "./interaction-harness";
import { median } from "./median";
import { benchScratch } from "./bench-end";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    url: { type: "string" },
    only: { type: "string" },
    trace: { type: "string" },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a positive whole number");

const repository = fileURLToPath(new URL("../..", import.meta.url));
const here = path.join(repository, "tests", "bench");

/**
 * Slow 4G as Lighthouse's mobile profile models it (150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up); DevTools' throughput is in bytes per second.
 */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};
const CPU_SLOWDOWN = 4;
/** How long a mouse rests on a control before the click: a visitor reads before clicking. */
const HOVER_REST_MS = 300;
/**
 * How long an effect may take before the interaction counts as lost: less than the
 * carousel's five seconds, so that its own turn never passes for the effect of a tap.
 */
const EFFECT_TIMEOUT_MS = 4_000;
/**
 * Before a tap on a page whose scripts have run, the page settles: no long task for
 * this long, but no longer than the cap.
 */
const QUIET_MS = 500;
const QUIET_CAP_MS = 3_000;

const viewports = {
  phone: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1440, height: 900 } },
} as const;

type Moment = "hydrated" | "parsed";
const moments: Record<Moment, string> = {
  hydrated: "after hydration",
  parsed: "at first paint",
};

type Kind = "site" | "floor";

interface Interaction {
  name: string;
  /** The page on the site; the floor is one page. */
  path: string;
  width: keyof typeof viewports;
  /** The control the visitor uses, found alike on the site and on the floor page. */
  control: (page: Page) => Locator;
  /** A tap, or a mouse click (the mouse arrives on the control, rests and clicks). */
  gesture: "tap" | "click";
  effect: EffectName;
}

const interactions: readonly Interaction[] = [
  {
    name: "open the mobile menu (tap)",
    path: "/",
    width: "phone",
    control: (page) => page.getByRole("banner").getByRole("button", { name: "Menu" }),
    gesture: "tap",
    effect: "mobileMenu",
  },
  {
    name: "open the dropdown (click)",
    path: "/",
    width: "desktop",
    control: (page) => page.getByRole("banner").getByRole("button", { name: "Wat we doen" }),
    gesture: "click",
    effect: "dropdown",
  },
  {
    name: "open an FAQ item (tap)",
    path: "/diensten/virtual-reality-laten-maken",
    width: "phone",
    control: (page) => page.locator("details summary").first(),
    gesture: "tap",
    effect: "faq",
  },
  {
    name: "next testimonial (tap, three items)",
    path: "/",
    width: "phone",
    control: (page) => page.getByRole("button", { name: "Volgende ervaring" }),
    gesture: "tap",
    effect: "nextTestimonial",
  },
  {
    name: "start the intro video (tap)",
    path: "/diensten",
    width: "phone",
    control: (page) =>
      page.getByRole("main").getByRole("button", { name: "Introductievideo afspelen" }),
    gesture: "tap",
    effect: "introVideo",
  },
  {
    name: "submit the empty contact form (tap)",
    path: "/contact",
    width: "phone",
    control: (page) => page.getByRole("button", { name: "Verstuur bericht" }),
    gesture: "tap",
    effect: "emptyForm",
  },
];

interface Sample {
  /** Input to the end of the frame that showed the effect; undefined when it never showed. */
  effect: number | undefined;
  /** Longest Event Timing entry of the interaction; 0 when none was reported (under 16 ms). */
  inputToPaint: number;
  /** That entry: where its time went (input delay, handlers, until the paint). */
  longest: EventEntry | undefined;
  /** Whether the page's scripts had run when the input came. */
  scriptsRan: boolean;
}

/** Holds back the page's script files until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
}

interface Target {
  kind: Kind;
  origin: string;
}

async function measure(
  browser: Browser,
  harness: string,
  target: Target,
  interaction: Interaction,
  moment: Moment,
  traceFile: string | undefined,
): Promise<Sample> {
  const context = await browser.newContext({ ...viewports[interaction.width], locale: "nl-NL" });
  let releaseScripts = () => {};
  try {
    await context.addInitScript({ content: harness });
    const page = await context.newPage();
    await throttle(context, page);
    const url = target.origin + (target.kind === "site" ? interaction.path : "/");
    if (moment === "hydrated") {
      await page.goto(url, { waitUntil: "load", timeout: 60_000 });
      if (target.kind === "site") {
        await page.waitForFunction(
          () => document.documentElement.hasAttribute("data-hydrated"),
          null,
          { timeout: 60_000 },
        );
      }
      // A visitor scrolls to a control and reads before using it.
      await interaction.control(page).scrollIntoViewIfNeeded();
      await page.evaluate(([quiet, cap]) => window.__interactionBench.settle(quiet, cap), [
        QUIET_MS,
        QUIET_CAP_MS,
      ] as const);
    } else {
      releaseScripts = await holdScripts(page);
      await page.goto(url, { waitUntil: "domcontentloaded", timeout: 60_000 });
      await page.waitForFunction(
        () => performance.getEntriesByName("first-contentful-paint").length > 0,
        null,
        { timeout: 60_000 },
      );
    }
    if (traceFile) await browser.startTracing(page, { path: traceFile, screenshots: false });
    await page.evaluate(([effect, timeout]) => window.__interactionBench.watch(effect, timeout), [
      interaction.effect,
      EFFECT_TIMEOUT_MS,
    ] as const);
    const control = interaction.control(page);
    if (interaction.gesture === "tap") await control.tap();
    else {
      await control.hover();
      await page.waitForTimeout(HOVER_REST_MS);
      await control.click();
    }
    releaseScripts();
    const shown: EffectTimes | null = await page.evaluate(() =>
      window.__interactionBench.watched(),
    );
    // The interaction's Event Timing entries arrive after its next paint.
    await page.waitForTimeout(500);
    if (traceFile) await browser.stopTracing();
    const report = await page.evaluate(() => window.__interactionBench.report());
    const [first] = report.entries;
    const longest = report.entries
      .filter((entry) => entry.id === first?.id)
      .reduce<EventEntry | undefined>(
        (found, entry) => (found && found.duration >= entry.duration ? found : entry),
        undefined,
      );
    return {
      effect: shown ? shown.paintedAt - shown.inputAt : undefined,
      inputToPaint: longest?.duration ?? 0,
      longest,
      scriptsRan: report.scriptsRan,
    };
  } finally {
    releaseScripts();
    await context.close();
  }
}

const ms = (value: number) => (value < 16 ? "< 16" : `${Math.round(value)}`);

/** The median of the samples' effects, with the number lost, and the median input to paint. */
function summary(samples: readonly Sample[]) {
  const effects = samples.flatMap((sample) => (sample.effect === undefined ? [] : [sample.effect]));
  const lost = samples.length - effects.length;
  return {
    effect: effects.length ? median(effects) : undefined,
    lost,
    inputToPaint: median(samples.map((sample) => Math.max(16, sample.inputToPaint))),
  };
}

const ratio = (site: number | undefined, floor: number | undefined) =>
  site === undefined || floor === undefined ? "–" : `${(site / floor).toFixed(2)}×`;

/** Waits until `url` answers 200, or throws after `timeoutMs`. */
async function waitForHealth(url: string, timeoutMs: number, exited: () => boolean) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited()) throw new Error("The fixture site's server exited before it answered.");
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Starts `server` on a free port of 127.0.0.1; its port. */
async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("No TCP port to listen on.");
  return address.port;
}

async function freePort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Serves the fixture site as the browser tests do (`playwright.config.ts`):
 * builds it when an input changed (`npm run build:fixture`), then runs the
 * server compiled into its build. Their output goes to stderr.
 */
async function serveFixtureSite(scratch: string): Promise<{ origin: string; stop: () => void }> {
  const build = spawn("npm", ["run", "--silent", "build:fixture"], {
    cwd: repository,
    stdio: ["ignore", process.stderr, process.stderr],
  });
  const code = await new Promise<number | null>((resolve) => build.on("exit", resolve));
  if (code !== 0) throw new Error(`npm run build:fixture failed (exit ${code}).`);
  const port = await freePort();
  const child = spawn(process.execPath, [nodeServerMain(fixtureBuildDir)], {
    cwd: repository,
    env: {
      ...process.env,
      BUILD_DIR: fixtureBuildDir,
      CONTENT_ROOT: fixtureRoot,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_PATH: path.join(scratch, "contact.sqlite"),
      CONTACT_RATE_LIMIT: "1000",
      SMTP_URL: "",
      CONTACT_TO: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(process.stderr);
  child.stderr.pipe(process.stderr);
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => child.kill("SIGTERM");
  try {
    await waitForHealth(`${origin}/healthz`, 600_000, () => child.exitCode !== null);
  } catch (error) {
    stop();
    throw error;
  }
  child.stdout.unpipe(process.stderr);
  return { origin, stop };
}

/**
 * The floor page with the intro video of the site's /diensten: its poster (the first
 * `<picture>` in the main content) and the video's `<source>` elements.
 */
async function floorPage(site: string): Promise<string> {
  const template = await readFile(path.join(here, "interaction-floor.html"), "utf8");
  const services = await (await fetch(`${site}/diensten`)).text();
  const main = services.slice(services.indexOf("<main"));
  const poster = /<picture>[\s\S]*?<\/picture>/.exec(main)?.[0];
  const sources = main.match(/<source src="[^"]+" type="video\/[^"]+"\/?>/g);
  if (!poster || !sources) throw new Error(`${site}/diensten shows no intro video to copy.`);
  return template
    .replace("<!--intro-poster-->", poster)
    .replace("<!--intro-video-sources-->", sources.join(""));
}

/** Serves the floor page at `/` and passes every other request on to the site. */
async function serveFloor(site: string): Promise<{ origin: string; server: Server }> {
  const html = await floorPage(site);
  const server = createServer((incoming, outgoing) => {
    if (incoming.url === "/") {
      outgoing.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      outgoing.end(html);
      return;
    }
    const upstream = request(
      new URL(incoming.url ?? "/", site),
      { method: incoming.method, headers: { ...incoming.headers, host: new URL(site).host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  return { origin: `http://127.0.0.1:${await listen(server)}`, server };
}

const chosen = interactions.filter((interaction) => interaction.name.includes(args.only ?? ""));

async function main() {
  const chromiumPath = findChromium();
  if (!chromiumPath.found) throw new Error(chromiumPath.reason);
  const scratch = benchScratch("bench-interaction-");
  const site = args.url
    ? { origin: args.url.replace(/\/+$/, ""), stop: () => undefined }
    : await serveFixtureSite(scratch);
  const harness = await bundleBrowserScript(path.join(here, "interaction-harness.ts"), {
    format: "iife",
  });
  const floor = await serveFloor(site.origin);
  const targets: Record<Kind, Target> = {
    site: { kind: "site", origin: site.origin },
    floor: { kind: "floor", origin: floor.origin },
  };
  if (args.trace) await mkdir(args.trace, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath.path,
    args: [...HEADLESS_CHROMIUM_FLAGS, ...NO_GPU_FLAGS],
  });
  const results = new Map<string, Record<`${Kind} ${Moment}`, Sample[]>>();
  try {
    for (let run = 1; run <= runs; run++) {
      // Site and floor take turns at going first.
      const order: Kind[] = run % 2 ? ["site", "floor"] : ["floor", "site"];
      for (const [index, interaction] of chosen.entries()) {
        const row = results.get(interaction.name) ?? {
          "site hydrated": [],
          "site parsed": [],
          "floor hydrated": [],
          "floor parsed": [],
        };
        results.set(interaction.name, row);
        for (const moment of ["hydrated", "parsed"] as const) {
          for (const kind of order) {
            const traceFile = args.trace
              ? path.join(args.trace, `${run}-${index + 1}-${moment}-${kind}.json`)
              : undefined;
            const sample = await measure(
              browser,
              harness,
              targets[kind],
              interaction,
              moment,
              traceFile,
            );
            row[`${kind} ${moment}`].push(sample);
            const { longest } = sample;
            const parts = longest
              ? ` (${longest.name}: delay ${Math.round(longest.delay)}, handlers ${Math.round(longest.processing)}, ` +
                `to paint ${Math.round(longest.duration - longest.delay - longest.processing)})`
              : "";
            const early = moment === "parsed" && sample.scriptsRan ? " SCRIPTS HAD RUN" : "";
            console.error(
              `  run ${run}, ${interaction.name}, ${moments[moment]}, ${kind}: effect ` +
                `${sample.effect === undefined ? "lost" : `${Math.round(sample.effect)} ms`}, ` +
                `input to paint ${ms(sample.inputToPaint)} ms${parts}${early}`,
            );
          }
        }
      }
    }
  } finally {
    await browser.close();
    floor.server.close();
    site.stop();
  }

  console.log(
    `\nInteractions against the floor, medians of ${runs} runs (4× CPU, 150 ms RTT, 1.6 Mbit/s; ms). ` +
      `"At first paint": at DOMContentLoaded and the first contentful paint, the page's scripts ` +
      `held back until the input.\n`,
  );
  console.log(
    "| interaction | page | when | effect: site | floor | ratio | input to next paint: site | floor | ratio |",
  );
  console.log("|---|---|---|---:|---:|---:|---:|---:|---:|");
  for (const interaction of chosen) {
    const row = results.get(interaction.name);
    if (!row) continue;
    for (const moment of ["hydrated", "parsed"] as const) {
      const site = summary(row[`site ${moment}`]);
      const floor = summary(row[`floor ${moment}`]);
      const effect = (figures: typeof site) =>
        figures.effect === undefined
          ? "lost"
          : `${Math.round(figures.effect)}${figures.lost ? ` (${figures.lost} lost)` : ""}`;
      console.log(
        `| ${interaction.name} | \`${interaction.path}\` (${viewports[interaction.width].viewport.width} px) | ` +
          `${moments[moment]} | ${effect(site)} | ${effect(floor)} | ${ratio(site.effect, floor.effect)} | ` +
          `${ms(site.inputToPaint)} | ${ms(floor.inputToPaint)} | ` +
          `${ratio(site.inputToPaint, floor.inputToPaint)} |`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
