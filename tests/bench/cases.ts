/**
 * `npm run bench:cases`: how the site grows from today's 6 cases to 60. Builds
 * two copies of the site (the repository's content, and the same plus 54
 * generated cases, each with its own banner original), then prints the build
 * time and /cases as Lighthouse sees it (mobile, simulated throttling): first
 * load excluding video, LCP and CLS, the two sites measured in alternation so
 * machine noise hits both. A benchmark that prints figures; it never fails on one.
 *
 *   npm run bench:cases                 3 Lighthouse runs per site
 *   npm run bench:cases -- --runs 5
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { startMain, type ServerProcess } from "../support/server/process";
import { addGeneratedCases, buildSite, copySite, deriveMediaOf } from "../support/site-copy";
import { kb, launchChrome, type RunFigures, runLighthouse, scoreOf } from "./lighthouse-runs";
import { benchScratch, endsWithBench } from "./bench-end";
import { median } from "./median";
import { nodeServerMain } from "../../scripts/build/node-server";

const { values: args } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const runs = Number(args.runs);

interface Site {
  cases: number;
  root: string;
  buildSeconds: number;
  pages: number;
  server?: ServerProcess;
  runs: RunFigures[];
}

const seconds = (since: number) => (Date.now() - since) / 1000;

async function prepare(extraCases: number): Promise<Site> {
  const root = copySite(undefined, benchScratch(`bench-cases-${6 + extraCases}-`));
  await addGeneratedCases(root, { count: extraCases });
  let started = Date.now();
  await deriveMediaOf(root);
  const mediaSeconds = seconds(started);
  started = Date.now();
  const buildDir = await buildSite(root);
  const buildSeconds = seconds(started);
  const pages = readdirSync(path.join(buildDir, "client"), { recursive: true }).filter((file) =>
    String(file).endsWith(".html"),
  ).length;
  console.error(
    `${6 + extraCases} cases: media ${mediaSeconds.toFixed(0)} s, build ${buildSeconds.toFixed(1)} s, ${pages} pages`,
  );
  return { cases: 6 + extraCases, root, buildSeconds, pages, runs: [] };
}

async function main() {
  const sites = [await prepare(0), await prepare(54)];
  const scratch = benchScratch("bench-cases-");
  const chrome = await launchChrome(scratch);
  try {
    for (const site of sites) {
      const buildDir = path.join(site.root, "build");
      site.server = await startMain(
        {
          CONTENT_ROOT: site.root,
          BUILD_DIR: buildDir,
          DATABASE_PATH: path.join(site.root, "contact.sqlite"),
          INDEXABLE_HOSTS: "127.0.0.1",
        },
        { entry: nodeServerMain(buildDir) },
      );
      endsWithBench(site.server.child.pid);
    }
    for (let run = 1; run <= runs; run++) {
      for (const site of sites) {
        const result = await runLighthouse(chrome, `${site.server?.url ?? ""}/cases`);
        if (result) site.runs.push(result.figures);
        console.error(
          `  ${site.cases} cases, run ${run}: LCP ${result?.figures.lcpMs.toFixed(0)} ms`,
        );
      }
    }
  } finally {
    chrome.kill();
    for (const site of sites) site.server?.child.kill("SIGKILL");
  }

  const pick = (site: Site, get: (figures: RunFigures) => number) => median(site.runs.map(get));
  console.log(
    `\n/cases with 6 and 60 cases: median of ${runs} Lighthouse runs each (mobile, simulated throttling).\n`,
  );
  console.log(
    "| cases | pages built | build (s) | build per page (s) | perf | LCP (s) | CLS | first load excl. video (KB) | JS (KB) |",
  );
  console.log("|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const site of sites) {
    console.log(
      `| ${site.cases} | ${site.pages} | ${site.buildSeconds.toFixed(1)} | ${(site.buildSeconds / site.pages).toFixed(2)} | ` +
        `${scoreOf(site.runs.map((figures) => figures.scores.performance))} | ` +
        `${(pick(site, (f) => f.lcpMs) / 1000).toFixed(2)} | ${pick(site, (f) => f.cls).toFixed(3)} | ` +
        `${kb(pick(site, (f) => f.nonMediaBytes))} | ${kb(pick(site, (f) => f.jsBytes))} |`,
    );
  }
  const [small, large] = sites;
  if (small && large) {
    const lcp = pick(large, (f) => f.lcpMs) / pick(small, (f) => f.lcpMs) - 1;
    const perPage = large.buildSeconds / large.pages / (small.buildSeconds / small.pages);
    console.log(
      `\nLCP with 60 cases: ${lcp >= 0 ? "+" : ""}${(lcp * 100).toFixed(1)} % (budget +10 %). ` +
        `Build time per page at 60 cases: ${perPage.toFixed(2)}× that at 6 (linear growth or better: ≤ 1).`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
