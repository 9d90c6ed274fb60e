/**
 * `npm run bench:interaction`: how fast the built site answers a visitor's
 * first interactions on a slow phone, on a copy of the site with three
 * testimonials (so the home page has its carousel). How it measures, and the
 * current figures: docs/performance.md (Interactions). Each interaction is made
 * once after hydration and once early: at DOMContentLoaded and the first
 * contentful paint, with the page's script files held back until the input has
 * been made, as on a phone where they are still on their way. Per interaction
 * it prints:
 *
 * - input to next paint: the longest Event Timing entry of the interaction
 *   (what INP counts for it); the browser reports only entries of 16 ms or
 *   more, so "< 16" means it reported none.
 * - effect: from the input (for a mouse, from its arrival on the control) to
 *   the first frame that shows what the visitor asked for (the menu open, the
 *   next testimonial, the video playing), or "lost" when it never shows, or
 *   when an early input's effect first shows more than a second after the
 *   islands have hydrated (then it is the page's own doing: the carousel turns
 *   by itself five seconds after hydration).
 *
 * A benchmark that prints figures; it never fails on one.
 *
 *   npm run bench:interaction                  3 runs of each, medians
 *   npm run bench:interaction -- --runs 5
 *   npm run bench:interaction -- --only menu   the interactions whose name has "menu"
 *   npm run bench:interaction -- --url http://127.0.0.1:3000
 *                                              measure a running server instead
 *                                              (the carousel row needs two or more
 *                                              testimonials there)
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
} from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { startMain, type ServerProcess } from "../../tests/support/server/process";
import { buildSite, copySite, writeTestimonial } from "../../tests/support/site-copy";
import { findChromium, HEADLESS_CHROMIUM_FLAGS, NO_GPU_FLAGS } from "../chromium-path";
import { median } from "./lighthouse-runs";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    url: { type: "string" },
    only: { type: "string" },
  },
});
const runs = Number(args.runs);

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
/** How long a mouse rests on a control before the click, on a hydrated page. */
const HOVER_REST_MS = 300;
/** How long an effect may take before the interaction counts as lost. */
const EFFECT_TIMEOUT_MS = 15_000;
/** An effect later than this after hydration is the page's own doing, not the input's. */
const AFTER_HYDRATION_LIMIT_MS = 1_000;

/**
 * A visitor's tap on a hydrated page comes once it has settled: wait for this long
 * without a long task, but no longer than the cap (the carousel turns by itself
 * five seconds after hydration).
 */
const QUIET_MS = 500;
const QUIET_CAP_MS = 3_000;

const viewports = {
  phone: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1440, height: 900 } },
} as const;

type Moment = "hydrated" | "parsed";

interface Interaction {
  name: string;
  path: string;
  width: keyof typeof viewports;
  /** The control the visitor uses. */
  control: (page: Page) => Locator;
  /** A tap, or a mouse click (on a hydrated page the pointer first rests on the control). */
  gesture: "tap" | "click";
  /**
   * Runs in the page on every frame: the frame's time once the effect the
   * visitor asked for shows, else false.
   */
  effect: () => number | false;
}

const interactions: readonly Interaction[] = [
  {
    name: "open the mobile menu (tap)",
    path: "/",
    width: "phone",
    control: (page) => page.getByRole("banner").getByRole("button", { name: "Menu" }),
    gesture: "tap",
    effect: () => !!document.getElementById("menu-mobiel")?.checkVisibility() && performance.now(),
  },
  {
    name: "open the dropdown (click)",
    path: "/",
    width: "desktop",
    control: (page) => page.getByRole("banner").getByRole("button", { name: "Wat we doen" }),
    gesture: "click",
    effect: () =>
      !!document.getElementById("menu-wat-we-doen")?.checkVisibility() && performance.now(),
  },
  {
    name: "open an FAQ item (tap)",
    path: "/diensten/virtual-reality-laten-maken",
    width: "phone",
    control: (page) => page.locator("details summary").first(),
    gesture: "tap",
    effect: () => {
      const answer = document.querySelector("details p");
      const open = document.querySelector("details")?.open === true;
      return open && !!answer?.checkVisibility() && performance.now();
    },
  },
  {
    name: "next testimonial (tap, three items)",
    path: "/",
    width: "phone",
    control: (page) => page.getByRole("button", { name: "Volgende ervaring" }),
    gesture: "tap",
    effect: () => {
      const slides = document.querySelectorAll('[aria-roledescription="slide"]');
      const moved = slides[1]?.checkVisibility() === true && !slides[0]?.checkVisibility();
      return moved && performance.now();
    },
  },
  {
    name: "start the intro video (tap)",
    path: "/diensten",
    width: "phone",
    control: (page) =>
      page.getByRole("main").getByRole("button", { name: "Introductievideo afspelen" }),
    gesture: "tap",
    effect: () => {
      const video = document.querySelector<HTMLVideoElement>("main video");
      const playing = !!video && video.controls && !video.paused && video.checkVisibility();
      return playing && performance.now();
    },
  },
  {
    name: "submit the empty contact form (tap)",
    path: "/contact",
    width: "phone",
    control: (page) => page.getByRole("button", { name: "Verstuur bericht" }),
    gesture: "tap",
    // The browser's own validation stops the post and focuses the first empty required field.
    effect: () => document.activeElement?.id === "contact-naam" && performance.now(),
  },
];

/**
 * Runs in every page before its own scripts: notes the time of the first
 * input, whether the page's scripts had run by then, and every Event Timing
 * entry that belongs to an interaction. Plain JavaScript: a function compiled
 * here would carry the compiler's helpers into the page.
 */
const HARNESS = `
const state = { inputAt: -1, scriptsRan: false, hydratedAt: -1, entries: [] };
window.__interactionBench = state;
// The script runs before the document has its root element: watch the whole document.
new MutationObserver(() => {
  if (state.hydratedAt < 0 && document.documentElement?.hasAttribute("data-hydrated")) {
    state.hydratedAt = performance.now();
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
const onInput = (event) => {
  if (state.inputAt >= 0) return;
  state.inputAt = event.timeStamp;
  state.scriptsRan = document.documentElement.hasAttribute("data-hydrated");
};
addEventListener("pointerdown", onInput, { capture: true });
// A mouse arriving on a control starts the interaction: a hover may already show its effect.
addEventListener("pointerover", (event) => event.pointerType === "mouse" && onInput(event), { capture: true });
addEventListener("keydown", onInput, { capture: true });
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (!entry.interactionId) continue;
    state.entries.push({
      id: entry.interactionId,
      name: entry.name,
      duration: entry.duration,
      delay: entry.processingStart - entry.startTime,
      processing: entry.processingEnd - entry.processingStart,
    });
  }
}).observe({ type: "event", durationThreshold: 16, buffered: true });
`;

interface BenchState {
  inputAt: number;
  scriptsRan: boolean;
  hydratedAt: number;
  entries: EventEntry[];
}

/** An Event Timing entry of an interaction: its event, duration, input delay and handler time. */
interface EventEntry {
  id: number;
  name: string;
  duration: number;
  delay: number;
  processing: number;
}

interface Sample {
  /** Longest Event Timing entry of the interaction; 0 when none was reported (under 16 ms). */
  inputToPaint: number;
  /** That entry: where its time went (input delay, handlers, until the paint). */
  longest: EventEntry | undefined;
  /** Input to the frame that shows the effect; undefined when it never showed. */
  effect: number | undefined;
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

/**
 * Lighthouse's benchmark of the machine, unthrottled: its own page function, as source text
 * (Lighthouse passes its page functions to the browser the same way).
 */
const BENCHMARK_INDEX = `(${pageFunctions.computeBenchmarkIndex})()`;

async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
}

/**
 * Resolves once the page's main thread has had no long task for `QUIET_MS`, or at the cap.
 * A string, not a function: tsx would wrap a function's inner functions in a helper
 * the page does not have.
 */
function settle(page: Page): Promise<void> {
  return page.evaluate(`new Promise((resolve) => {
    let timer;
    const observer = new PerformanceObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, ${QUIET_MS});
    });
    const done = () => {
      observer.disconnect();
      resolve();
    };
    timer = setTimeout(done, ${QUIET_MS});
    observer.observe({ type: "longtask" });
    setTimeout(done, ${QUIET_CAP_MS});
  })`);
}

async function measure(
  browser: Browser,
  origin: string,
  interaction: Interaction,
  moment: Moment,
): Promise<Sample> {
  const context = await browser.newContext({ ...viewports[interaction.width], locale: "nl-NL" });
  let releaseScripts = () => {};
  try {
    await context.addInitScript({ content: HARNESS });
    const page = await context.newPage();
    await throttle(context, page);
    if (moment === "hydrated") {
      await page.goto(origin + interaction.path, { waitUntil: "load", timeout: 60_000 });
      await page.waitForFunction(
        () => document.documentElement.hasAttribute("data-hydrated"),
        null,
        { timeout: 60_000 },
      );
      // A visitor scrolls to a control and reads before using it.
      await interaction.control(page).scrollIntoViewIfNeeded();
      await settle(page);
    } else {
      releaseScripts = await holdScripts(page);
      await page.goto(origin + interaction.path, {
        waitUntil: "domcontentloaded",
        timeout: 60_000,
      });
      await page.waitForFunction(
        () => performance.getEntriesByName("first-contentful-paint").length > 0,
        null,
        { timeout: 60_000 },
      );
    }
    // Watches every frame from now on for the effect; resolves with the frame's time.
    const effectShown = page
      .waitForFunction(interaction.effect, null, { polling: "raf", timeout: EFFECT_TIMEOUT_MS })
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(() => undefined);
    const control = interaction.control(page);
    if (interaction.gesture === "tap") await control.tap();
    else {
      // A mouse rests on a control before the click; on a hydrated page the hover may act first.
      if (moment === "hydrated") {
        await control.hover();
        await page.waitForTimeout(HOVER_REST_MS);
      }
      await control.click();
    }
    releaseScripts();
    const shownAt = await effectShown;
    // The interaction's entries arrive after its next paint.
    await page.waitForTimeout(500);
    const state = await page.evaluate(
      () => (window as unknown as { __interactionBench: BenchState }).__interactionBench,
    );
    const [first] = state.entries;
    const durations = state.entries.filter((entry) => entry.id === first?.id);
    const ownDoing =
      shownAt !== undefined &&
      state.hydratedAt > state.inputAt &&
      shownAt > state.hydratedAt + AFTER_HYDRATION_LIMIT_MS;
    const longest = durations.reduce<EventEntry | undefined>(
      (found, entry) => (found && found.duration >= entry.duration ? found : entry),
      undefined,
    );
    return {
      inputToPaint: longest?.duration ?? 0,
      longest,
      effect: shownAt === undefined || ownDoing ? undefined : Math.max(0, shownAt - state.inputAt),
      scriptsRan: state.scriptsRan,
    };
  } finally {
    releaseScripts();
    await context.close();
  }
}

const ms = (value: number) => (value < 16 ? "< 16" : `${Math.round(value)}`);

function summary(samples: readonly Sample[]): { paint: string; effect: string; note: string } {
  const lost = samples.filter((sample) => sample.effect === undefined).length;
  const effects = samples.flatMap((sample) => (sample.effect === undefined ? [] : [sample.effect]));
  const early = samples.filter((sample) => !sample.scriptsRan).length;
  return {
    paint: ms(median(samples.map((sample) => sample.inputToPaint))),
    effect:
      lost === samples.length
        ? "lost"
        : `${Math.round(median(effects))}${lost ? ` (${lost} of ${samples.length} lost)` : ""}`,
    note: `${early}/${samples.length}`,
  };
}

async function fixtureSite(): Promise<{ server: ServerProcess; root: string }> {
  const root = copySite("bench-interaction-");
  writeTestimonial(root, {
    id: "proef-twee",
    order: 20,
    author: "Proefpersoon Twee",
    company: "Proefbedrijf Twee",
  });
  writeTestimonial(root, {
    id: "proef-drie",
    order: 30,
    author: "Proefpersoon Drie",
    company: "Proefbedrijf Drie",
  });
  console.error("Building a copy of the site with three testimonials…");
  const buildDir = await buildSite(root);
  const server = await startMain({
    CONTENT_ROOT: root,
    BUILD_DIR: buildDir,
    DATABASE_PATH: path.join(root, "contact.sqlite"),
    CONTACT_RATE_LIMIT: "1000",
  });
  return { server, root };
}

const chosen = interactions.filter((interaction) => interaction.name.includes(args.only ?? ""));

async function main() {
  const chromiumPath = findChromium();
  if (!chromiumPath.found) throw new Error(chromiumPath.reason);
  const site = args.url ? undefined : await fixtureSite();
  const origin = (args.url ?? site?.server.url ?? "").replace(/\/+$/, "");
  const browser = await chromium.launch({
    executablePath: chromiumPath.path,
    args: [...HEADLESS_CHROMIUM_FLAGS, ...NO_GPU_FLAGS],
  });
  const results = new Map<string, Record<Moment, Sample[]>>();
  const cpuIndex: number[] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      const blank = await browser.newPage();
      cpuIndex.push(await blank.evaluate<number>(BENCHMARK_INDEX));
      await blank.close();
      for (const interaction of chosen) {
        const row = results.get(interaction.name) ?? { hydrated: [], parsed: [] };
        results.set(interaction.name, row);
        for (const moment of ["hydrated", "parsed"] as const) {
          const sample = await measure(browser, origin, interaction, moment);
          row[moment].push(sample);
          const { longest } = sample;
          const parts = longest
            ? ` (${longest.name}: delay ${Math.round(longest.delay)}, handlers ${Math.round(longest.processing)}, ` +
              `to paint ${Math.round(longest.duration - longest.delay - longest.processing)})`
            : "";
          console.error(
            `  run ${run}, ${interaction.name}, ${moment}: input to paint ${ms(sample.inputToPaint)} ms${parts}, ` +
              `effect ${sample.effect === undefined ? "lost" : `${Math.round(sample.effect)} ms`}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    site?.server.child.kill("SIGKILL");
    if (site) await rm(site.root, { recursive: true, force: true });
  }

  console.log(
    `\nInteractions, median of ${runs} runs (4× CPU, 150 ms RTT, 1.6 Mbit/s; ms; machine's CPU ` +
      `index ${Math.round(median(cpuIndex))} unthrottled). "Early" is made at DOMContentLoaded ` +
      `and first paint with the page's scripts held back until then; "scripts not run" counts ` +
      `the runs in which the input came before the page's scripts had run.\n`,
  );
  console.log(
    "| interaction | page | after hydration: input to next paint | effect | early: input to next paint | effect | scripts not run |",
  );
  console.log("|---|---|---:|---:|---:|---:|---:|");
  for (const interaction of chosen) {
    const row = results.get(interaction.name);
    if (!row) continue;
    const late = summary(row.hydrated);
    const early = summary(row.parsed);
    console.log(
      `| ${interaction.name} | \`${interaction.path}\` (${viewports[interaction.width].viewport.width} px) | ` +
        `${late.paint} | ${late.effect} | ${early.paint} | ${early.effect} | ${early.note} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
