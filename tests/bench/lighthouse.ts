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
 * With --against <origin>, the same paths on a second running server (the
 * previous build, say) are measured in the same turns, and the table adds
 * their largest paint and the page's over it: a change is judged against the
 * build before it, measured under the same load of the machine.
 *
 *   BUILD_DIR=/tmp/previous/build PORT=4400 node build/node-server/main.js &
 *   npm run bench:lighthouse -- --against http://127.0.0.1:4400 --only /diensten
 *
 * Options: --url <origin> (measure a running server), --runs <n> (default 3),
 * --only <path> (repeatable), --save <dir> (write every run's JSON report),
 * --against <origin>, --http1, --explain (after the table, the two halves of
 * each page's median run: every request and main-thread task each simulation
 * ran, and when).
 * The browser is the one the browser tests use (`CHROMIUM_PATH`, else
 * Debian's). Chromium's HOME and XDG folders point at a temporary folder, so
 * nothing is written into the real home.
 */
import { mkdir, writeFile } from "node:fs/promises";
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
import { describeNodes } from "./lantern-halves";
import { benchScratch } from "./bench-end";
import { startFloorServer } from "./floor-page";
import { browserFlags, type Http2Front, makeCertificate, startHttp2Front } from "./http2-front";
import { median } from "./median";
import { startBenchServer } from "./server";
import { repoRoot } from "../support/server/process";

const { values: args } = parseArgs({
  options: {
    url: { type: "string" },
    against: { type: "string" },
    runs: { type: "string", default: "3" },
    only: { type: "string", multiple: true },
    save: { type: "string" },
    http1: { type: "boolean", default: false },
    explain: { type: "boolean", default: false },
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

/**
 * The two simulations of the run whose LCP is the median: each request and
 * main-thread task they ran, when, in simulated milliseconds.
 */
function explain(label: string, measured: readonly RunFigures[]) {
  const byLcp = [...measured].sort((a, b) => a.lcpMs - b.lcpMs);
  const run = byLcp[Math.floor((byLcp.length - 1) / 2)];
  if (!run) return;
  console.log(`\n${label}, the run with LCP ${(run.lcpMs / 1000).toFixed(2)} s:`);
  for (const [name, half] of Object.entries(run.halves)) {
    console.log(`  ${name}: ${(half.ms / 1000).toFixed(2)} s`);
    for (const line of describeNodes(half.nodes)) console.log(`    ${line}`);
  }
}

async function main() {
  const scratch = benchScratch("bench-lighthouse-");
  const server = args.url
    ? { origin: new URL(args.url).origin, stop: () => undefined }
    : await startBenchServer(scratch);

  const floorServer = await startFloorServer(path.join(repoRoot, "build"));
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
    const previousOrigin = args.against ? await served(new URL(args.against).origin) : undefined;
    const rows: {
      path: string;
      runs: RunFigures[];
      floorRuns: RunFigures[];
      previousRuns: RunFigures[];
    }[] = [];
    for (const pagePath of pagePaths) {
      const measured: RunFigures[] = [];
      const floorRuns: RunFigures[] = [];
      const previousRuns: RunFigures[] = [];
      const subjects: { origin: string; path: string; into: RunFigures[]; label?: string }[] = [
        { origin: floorOrigin, path: "/", into: floorRuns, label: "floor" },
        { origin: siteOrigin, path: pagePath, into: measured },
        ...(previousOrigin
          ? [{ origin: previousOrigin, path: pagePath, into: previousRuns, label: "previous" }]
          : []),
      ];
      for (let run = 1; run <= runs; run++) {
        // Each run starts with the next subject, so none is always first.
        const turn = (run - 1) % subjects.length;
        for (const subject of [...subjects.slice(turn), ...subjects.slice(0, turn)]) {
          const result = await runLighthouse(browser, new URL(subject.path, subject.origin).href);
          if (!result) continue;
          subject.into.push(result.figures);
          if (subject.into === floorRuns) continue;
          const suffix = subject.label ? ` (${subject.label})` : "";
          if (args.save) {
            const name = `${pagePath.replace(/^\//, "").replace(/[^a-z0-9-]+/gi, "_") || "home"}${subject.label ? `-${subject.label}` : ""}-${run}.json`;
            await writeFile(path.join(args.save, name), JSON.stringify(result.report));
          }
          console.error(
            `  ${pagePath}${suffix} run ${run}: perf ${score([result.figures.scores.performance])}, LCP ${(result.figures.lcpMs / 1000).toFixed(2)} s`,
          );
        }
      }
      rows.push({ path: pagePath, runs: measured, floorRuns, previousRuns });
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
      "LCP halves (s)",
      "before LCP (KB / requests)",
      "floor before LCP",
      "TBT (ms)",
      "CLS",
      "JS (KB)",
      "total (KB)",
      "excl. video (KB)",
      "CPU index",
      ...(previousOrigin ? ["previous LCP (s)", "LCP ÷ previous", "previous before LCP"] : []),
    ];
    const lines = rows.map(({ path: pagePath, runs: measured, floorRuns, previousRuns }) => {
      const medianOf = (list: RunFigures[]) => (get: (figures: RunFigures) => number) =>
        median(list.map(get));
      const pick = medianOf(measured);
      const pickFloor = medianOf(floorRuns);
      const floorLcp = pickFloor((f) => f.lcpMs);
      const halves = (of: typeof pick) =>
        `${(of((f) => f.halves.optimistic.ms) / 1000).toFixed(2)} / ${(of((f) => f.halves.pessimistic.ms) / 1000).toFixed(2)}`;
      const beforeLcp = (of: typeof pick) =>
        `${kb(of((f) => f.beforeLcp.bytes))} / ${of((f) => f.beforeLcp.requests)}`;
      const previousColumns = () => {
        if (!previousRuns.length) return ["–", "–", "–"];
        const pickPrevious = medianOf(previousRuns);
        const previousLcp = pickPrevious((f) => f.lcpMs);
        return [
          (previousLcp / 1000).toFixed(2),
          (pick((f) => f.lcpMs) / previousLcp).toFixed(2),
          beforeLcp(pickPrevious),
        ];
      };
      return [
        pagePath,
        String(measured.length),
        ...CATEGORIES.map((id) => score(measured.map((figures) => figures.scores[id]))),
        (pick((f) => f.lcpMs) / 1000).toFixed(2),
        (floorLcp / 1000).toFixed(2),
        (pick((f) => f.lcpMs) / floorLcp).toFixed(2),
        halves(pick),
        beforeLcp(pick),
        beforeLcp(pickFloor),
        pick((f) => f.tbtMs).toFixed(0),
        pick((f) => f.cls).toFixed(3),
        kb(pick((f) => f.jsBytes)),
        kb(pick((f) => f.totalBytes)),
        kb(pick((f) => f.nonMediaBytes)),
        pick((f) => f.benchmarkIndex).toFixed(0),
        ...(previousOrigin ? previousColumns() : []),
      ];
    });
    console.log(
      `\nMedian of ${runs} run(s) per page; Lighthouse 12, mobile, simulated throttling; pages and floor over ${protocol}; bytes are transferred (compressed) bytes.` +
        `\nLCP halves: Lighthouse's LCP is the mean of an optimistic and a pessimistic simulation (medians of each; --explain lists what each waited for).` +
        `\nBefore LCP: what had loaded when the unthrottled run painted its largest element; Lighthouse's simulated LCP waits for it.` +
        `\nCPU index: Lighthouse's benchmarkIndex during the runs; TBT and LCP grow when it drops (a busy machine).\n`,
    );
    console.log(`| ${header.join(" | ")} |`);
    console.log(`|${header.map((_, i) => (i === 0 ? "---" : "---:")).join("|")}|`);
    for (const line of lines) console.log(`| ${line.join(" | ")} |`);
    if (args.explain) {
      for (const { path: pagePath, runs: measured, floorRuns } of rows) {
        explain(pagePath, measured);
        explain(`${pagePath}: its floor`, floorRuns);
      }
    }
  } finally {
    chrome?.kill();
    for (const front of fronts) front.stop();
    server.stop();
    floorServer.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
