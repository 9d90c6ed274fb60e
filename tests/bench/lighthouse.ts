/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile form factor, simulated
 * throttling) over every page that answers 200, several runs each, and a
 * table of the medians. A benchmark that prints figures, not a test: it never
 * fails on a score.
 *
 * It builds nothing: run `npm run build` first. It starts the built site's own
 * server (as `npm run serve` does) on a free port with a throw-away database, or
 * measures a server that already runs:
 *
 *   npm run bench:lighthouse
 *   npm run bench:lighthouse -- --runs 5 --only / --only /contact
 *   npm run bench:lighthouse -- --url http://127.0.0.1:3000 --save .cache/lhr
 *
 * Each run of a page is paired with a run of the floor (`floor-page.ts`: a
 * bare page with one image, no script), the two taking turns at going first,
 * and the table gives each page's largest paint over the floor's, and what
 * each had loaded before its largest paint (the requests Lighthouse's
 * simulation makes that paint wait for).
 *
 * Pages and floor are measured over HTTP/2 with TLS, as production serves
 * them (`http2-front.ts` in front of each server), or with --http1 over the
 * servers' own HTTP/1.1 without TLS. An https --url is measured as it is.
 *
 * Options: --url <origin> (measure a running server), --runs <n> (default 3),
 * --only <path> (repeatable), --save <dir> (write every run's JSON report),
 * --http1.
 * The browser is the one the browser tests use (`CHROMIUM_PATH`, else
 * Debian's). Chromium's HOME and XDG folders point at a temporary folder, so
 * nothing is written into the real home.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { prerenderPaths } from "../../app/lib/prerender";
import {
  CATEGORIES,
  type Chrome,
  kb,
  launchChrome,
  type RunFigures,
  runLighthouse,
  scoreOf as score,
} from "./lighthouse-runs";
import { startFloorServer } from "./floor-page";
import { browserFlags, type Http2Front, makeCertificate, startHttp2Front } from "./http2-front";
import { median } from "./median";
import { startBenchServer } from "./server";
import { repoRoot } from "../support/server/process";

const { values: args } = parseArgs({
  options: {
    url: { type: "string" },
    runs: { type: "string", default: "3" },
    only: { type: "string", multiple: true },
    save: { type: "string" },
    http1: { type: "boolean", default: false },
  },
});

const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number`);

/** The pages to measure: every pre-rendered path that answers 200 (Lighthouse stops on a 404). */
async function measurablePaths(origin: string): Promise<string[]> {
  const wanted = args.only?.length ? args.only : prerenderPaths();
  const result: string[] = [];
  for (const pagePath of wanted) {
    const response = await fetch(new URL(pagePath, origin), { redirect: "manual" });
    if (response.status === 200) result.push(pagePath);
    else console.error(`skip ${pagePath}: HTTP ${response.status}`);
  }
  return result;
}

async function main() {
  const scratch = await mkdtemp(path.join(tmpdir(), "bench-lighthouse-"));
  const server = args.url
    ? { origin: new URL(args.url).origin, stop: () => undefined }
    : await startBenchServer(scratch);
  const onSignal = () => {
    server.stop();
    process.exit(130);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  process.once("SIGPIPE", onSignal);
  // Whatever ends this process (an error, a closed pipe), the server goes with it.
  process.once("exit", () => server.stop());

  const floorServer = await startFloorServer(path.join(repoRoot, "build"));
  process.once("exit", () => floorServer.stop());
  const fronts: Http2Front[] = [];
  let chrome: Chrome | undefined;
  try {
    const certificate = args.http1 ? undefined : await makeCertificate(scratch);
    const served = async (origin: string) => {
      if (!certificate || origin.startsWith("https:")) return origin;
      const front = await startHttp2Front(origin, certificate);
      fronts.push(front);
      return front.origin;
    };
    const siteOrigin = await served(server.origin);
    const floorOrigin = await served(floorServer.origin);
    const pagePaths = await measurablePaths(server.origin);
    if (args.save) await mkdir(args.save, { recursive: true });
    const browser = await launchChrome(scratch, certificate ? browserFlags(certificate) : []);
    chrome = browser;

    const protocol = certificate ? "HTTP/2 with TLS" : "HTTP/1.1";
    console.error(
      `Lighthouse ${runs}× per page, mobile, simulated throttling, ${siteOrigin} over ${protocol} (${pagePaths.length} pages)`,
    );
    const rows: { path: string; runs: RunFigures[]; floorRuns: RunFigures[] }[] = [];
    for (const pagePath of pagePaths) {
      const measured: RunFigures[] = [];
      const floorRuns: RunFigures[] = [];
      const measureFloor = async () => {
        const floorRun = await runLighthouse(browser, `${floorOrigin}/`);
        if (floorRun) floorRuns.push(floorRun.figures);
      };
      for (let run = 1; run <= runs; run++) {
        if (run % 2 === 1) await measureFloor();
        const result = await runLighthouse(browser, new URL(pagePath, siteOrigin).href);
        if (run % 2 === 0) await measureFloor();
        if (!result) continue;
        measured.push(result.figures);
        if (args.save) {
          const name = `${pagePath.replace(/^\//, "").replace(/[^a-z0-9-]+/gi, "_") || "home"}-${run}.json`;
          await writeFile(path.join(args.save, name), JSON.stringify(result.report));
        }
        console.error(
          `  ${pagePath} run ${run}: perf ${score([result.figures.scores.performance])}`,
        );
      }
      rows.push({ path: pagePath, runs: measured, floorRuns });
    }

    const header = [
      "route",
      "runs",
      "perf",
      "a11y",
      "best pr.",
      "SEO",
      "LCP (s)",
      "floor LCP (s)",
      "LCP ÷ floor",
      "before LCP (KB / requests)",
      "floor before LCP",
      "TBT (ms)",
      "CLS",
      "JS (KB)",
      "total (KB)",
      "excl. video (KB)",
      "CPU index",
    ];
    const lines = rows.map(({ path: pagePath, runs: measured, floorRuns }) => {
      const pick = (get: (figures: RunFigures) => number) => median(measured.map(get));
      const pickFloor = (get: (figures: RunFigures) => number) => median(floorRuns.map(get));
      const floorLcp = pickFloor((f) => f.lcpMs);
      const beforeLcp = (of: typeof pick) =>
        `${kb(of((f) => f.beforeLcp.bytes))} / ${of((f) => f.beforeLcp.requests)}`;
      return [
        pagePath,
        String(measured.length),
        ...CATEGORIES.map((id) => score(measured.map((figures) => figures.scores[id]))),
        (pick((f) => f.lcpMs) / 1000).toFixed(2),
        (floorLcp / 1000).toFixed(2),
        (pick((f) => f.lcpMs) / floorLcp).toFixed(2),
        beforeLcp(pick),
        beforeLcp(pickFloor),
        pick((f) => f.tbtMs).toFixed(0),
        pick((f) => f.cls).toFixed(3),
        kb(pick((f) => f.jsBytes)),
        kb(pick((f) => f.totalBytes)),
        kb(pick((f) => f.nonMediaBytes)),
        pick((f) => f.benchmarkIndex).toFixed(0),
      ];
    });
    console.log(
      `\nMedian of ${runs} run(s) per page; Lighthouse 12, mobile, simulated throttling; pages and floor over ${protocol}; bytes are transferred (compressed) bytes.` +
        `\nBefore LCP: what had loaded when the unthrottled run painted its largest element; Lighthouse's simulated LCP waits for it.` +
        `\nCPU index: Lighthouse's benchmarkIndex during the runs; TBT and LCP grow when it drops (a busy machine).\n`,
    );
    console.log(`| ${header.join(" | ")} |`);
    console.log(`|${header.map((_, i) => (i === 0 ? "---" : "---:")).join("|")}|`);
    for (const line of lines) console.log(`| ${line.join(" | ")} |`);
  } finally {
    chrome?.kill();
    for (const front of fronts) front.stop();
    server.stop();
    floorServer.stop();
    await rm(scratch, { recursive: true, force: true }).catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
