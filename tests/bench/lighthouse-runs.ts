/**
 * Lighthouse 12 runs for the benchmarks: Debian's Chromium with the flags
 * these machines need (its HOME and XDG folders in a scratch folder), the
 * mobile form factor with simulated throttling, and the figures the tables
 * print. Used by `bench:lighthouse` and `bench:cases`.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { findChromium, HEADLESS_CHROMIUM_FLAGS, NO_GPU_FLAGS } from "../../scripts/chromium-path";
import { endsWithBench } from "./bench-end";
import { type LcpHalves, lcpHalves } from "./lantern-halves";
import { median } from "./median";

const CHROME_FLAGS = [...HEADLESS_CHROMIUM_FLAGS, ...NO_GPU_FLAGS];

/** Attempts per run before a run is given up (it then counts as missing). */
const MAX_ATTEMPTS = 3;

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface RunFigures {
  scores: Record<Category, number | null>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  totalBytes: number;
  /** Everything except audio/video: the budget's "first load excluding video". */
  nonMediaBytes: number;
  /** Lighthouse's CPU benchmark of the machine during the run: low means a busy machine. */
  benchmarkIndex: number;
  /**
   * The requests that had finished when the unthrottled load painted its
   * largest element. Lighthouse's simulation makes the largest paint wait for
   * all of them (low-priority images only through the bandwidth they take), so
   * these are what a page has before its largest paint that the floor has not.
   */
  beforeLcp: { requests: number; bytes: number };
  /** The two simulations whose mean is `lcpMs`, and what each waited for. */
  halves: LcpHalves;
}

interface NetworkRequest {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  networkEndTime?: number;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

export const scoreOf = (values: readonly (number | null)[]) => {
  const present = values.filter((value): value is number => value !== null);
  return present.length ? String(Math.round(median(present) * 100)) : "–";
};

function figures(
  lhr: {
    environment: { benchmarkIndex: number };
    categories: Record<string, { score: number | null } | undefined>;
    audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  },
  halves: LcpHalves,
): RunFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits["network-requests"]?.details as
    { items?: NetworkRequest[] } | undefined;
  const requests = details?.items ?? [];
  const metrics = lhr.audits.metrics?.details as
    { items?: { observedLargestContentfulPaint?: number }[] } | undefined;
  const observedLcp = metrics?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN;
  const loadedBeforeLcp = requests.filter(
    (request) =>
      !request.url?.startsWith("data:") && (request.networkEndTime ?? Infinity) <= observedLcp,
  );
  const sum = (list: NetworkRequest[]) =>
    list.reduce((total, request) => total + (request.transferSize ?? 0), 0);
  const bytes = (filter: (request: NetworkRequest) => boolean) => sum(requests.filter(filter));
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null]),
    ) as Record<Category, number | null>,
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes: bytes((request) => request.resourceType === "Script"),
    totalBytes: bytes(() => true),
    nonMediaBytes: bytes((request) => request.resourceType !== "Media"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    beforeLcp: {
      requests: loadedBeforeLcp.length,
      bytes: sum(loadedBeforeLcp),
    },
    halves,
  };
}

export type Chrome = chromeLauncher.LaunchedChrome;

/** The Chromium the browser tests use (`CHROMIUM_PATH`, else Debian's), writing only into `scratch`. */
export async function launchChrome(
  scratch: string,
  extraFlags: readonly string[] = [],
): Promise<Chrome> {
  const chromium = findChromium();
  if (!chromium.found) throw new Error(chromium.reason);
  const home = path.join(scratch, "home");
  await mkdir(home, { recursive: true });
  await mkdir(path.join(scratch, "profile"), { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: chromium.path,
    chromeFlags: [...CHROME_FLAGS, ...extraFlags],
    userDataDir: path.join(scratch, "profile"),
    logLevel: "silent",
    envVars: {
      ...process.env,
      HOME: home,
      XDG_CONFIG_HOME: path.join(home, ".config"),
      XDG_CACHE_HOME: path.join(home, ".cache"),
      XDG_DATA_HOME: path.join(home, ".local/share"),
      XDG_RUNTIME_DIR: home,
    },
  });
  endsWithBench(chrome.pid);
  return chrome;
}

/**
 * One Lighthouse run of `url`; a spoilt trace (a busy machine now and then
 * causes NO_NAVSTART and the like) is repeated up to MAX_ATTEMPTS times.
 * Returns the figures and the full report, or undefined when every attempt failed.
 */
export async function runLighthouse(
  chrome: Chrome,
  url: string,
): Promise<{ figures: RunFigures; report: unknown } | undefined> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
        formFactor: "mobile",
        throttlingMethod: "simulate",
      },
      undefined,
    );
    const lhr = result?.lhr;
    if (!result || !lhr || lhr.runtimeError) {
      const reason = lhr?.runtimeError
        ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}`
        : "no result";
      console.error(`  ${url}, attempt ${attempt}: ${reason}`);
      continue;
    }
    return { figures: figures(lhr, await lcpHalves(result)), report: lhr };
  }
  return undefined;
}
