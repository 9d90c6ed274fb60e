/**
 * `npm run bench:contact`: throughput and latency of the contact endpoint with
 * `synchronous=FULL`, and GET / for comparison. Starts the server as its own
 * process (so the load generator does not share its event loop) on a
 * temporary database, with the rate limit lifted.
 *
 * Uses the real build and its compiled server when there is one, else the
 * test fixture build and the server's sources.
 * BENCH_DURATION (seconds per run, default 10) shortens or lengthens runs.
 */
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import Database from "better-sqlite3";
import { createFixtureBuild, removeDir, tempDir } from "../support/server/fixture";
import { repoRoot, startMain } from "../support/server/process";
import { nodeServerMain } from "../../scripts/build/node-server";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const boundary = "----ImmersaBenchBoundary7MA4YWxkTrZu0gW";

let sequence = 0;
/** A browser-like multipart body with a unique message, so no post is a duplicate. */
function submissionBody(): string {
  sequence += 1;
  const fields: Record<string, string> = {
    "form-name": "contact",
    "bot-field": "",
    naam: "Bench Test",
    email: `bench${sequence}@example.nl`,
    telefoon: "040 123 4567",
    bericht:
      `Wij willen graag een offerte voor een VR-training voor ons team (${sequence}). `.repeat(4),
  };
  return (
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join("") + `--${boundary}--\r\n`
  );
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Median time of one single-row commit with synchronous=FULL: the floor under every acknowledgement. */
function commitLatency(dir: string): number {
  const db = new Database(path.join(dir, "probe.sqlite"));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.exec("CREATE TABLE probe (v TEXT)");
  const insert = db.prepare("INSERT INTO probe (v) VALUES (?)");
  const times: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const start = performance.now();
    insert.run("x".repeat(500));
    times.push(performance.now() - start);
  }
  db.close();
  return times.sort((a, b) => a - b)[100] ?? 0;
}

const figures = (label: string, result: Result, perSecond: number) => ({
  label,
  perSecond,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
});

async function postRun(url: string, connections: number) {
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: "POST",
        path: "/",
        setupRequest: (request) => ({
          ...request,
          headers: {
            "Content-Type": `multipart/form-data; boundary=${boundary}`,
            Accept: "application/json",
          },
          body: submissionBody(),
        }),
      },
    ],
  });
  // Only an acknowledged post counts: a rejected one is no submission stored.
  return figures(
    `POST / (contact), ${connections} clients`,
    result,
    result["2xx"] / result.duration,
  );
}

async function getRun(url: string, connections: number) {
  const result = await autocannon({
    url: `${url}/`,
    connections,
    duration,
    headers: { "Accept-Encoding": "br" },
  });
  return figures(`GET / (home page), ${connections} clients`, result, result.requests.average);
}

async function main() {
  const realBuild = path.join(repoRoot, "build");
  const useReal =
    existsSync(path.join(realBuild, "client", "index.html")) &&
    existsSync(path.join(realBuild, "server", "index.js"));
  const buildDir = useReal ? realBuild : await createFixtureBuild();
  const dataDir = await tempDir("immersa-bench-");
  const databasePath = path.join(dataDir, "contact.sqlite");
  const server = await startMain(
    {
      BUILD_DIR: buildDir,
      DATABASE_PATH: databasePath,
      CONTACT_RATE_LIMIT: "1000000000",
      NODE_ENV: "production",
    },
    // The fixture build has no compiled server: the sources run it.
    useReal ? { entry: nodeServerMain(realBuild) } : {},
  );
  try {
    console.log(
      `Build: ${useReal ? "build/ (real)" : "test fixture (no build/ found; run npm run build for real pages)"}`,
    );
    console.log(
      `Server: ${server.url}, database ${databasePath}, synchronous=FULL, WAL, group commit`,
    );
    console.log(
      `Disk right now: one synchronous=FULL commit takes ${ms(commitLatency(dataDir))} (median).`,
    );
    console.log(
      `Machine load (1-minute average, ${os.cpus().length} cores): ${os.loadavg()[0]?.toFixed(1)}.`,
    );
    console.log(`Each run: ${duration} s. Warming up…\n`);
    await postRun(server.url, 10).catch(() => undefined);

    const runs = [
      await postRun(server.url, 10),
      await postRun(server.url, 50),
      await getRun(server.url, 10),
      await getRun(server.url, 50),
    ];
    console.log("| run | per second | p50 | p99 | errors/non-2xx |");
    console.log("|---|---:|---:|---:|---:|");
    for (const run of runs) {
      console.log(
        `| ${run.label} | ${Math.round(run.perSecond)} | ${ms(run.p50)} | ${ms(run.p99)} | ${run.errors} |`,
      );
    }

    const target = runs[0];
    if (target) {
      const met = target.perSecond >= 1000 && target.p99 <= 50;
      console.log(
        `\nTarget (>= 1000 acknowledged/s at 10 clients, p99 <= 50 ms): ${met ? "met" : "NOT met"} ` +
          `(${Math.round(target.perSecond)}/s, p99 ${ms(target.p99)}).`,
      );
    }
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  // Every acknowledged post must be a row (warm-up included, so at least as many).
  const db = new Database(databasePath, { readonly: true });
  const stored =
    db.prepare<[], { n: number }>("SELECT count(*) AS n FROM submissions").get()?.n ?? 0;
  db.close();
  console.log(`Rows stored: ${stored}.`);
  await removeDir(dataDir);
  if (!useReal) await removeDir(buildDir);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
