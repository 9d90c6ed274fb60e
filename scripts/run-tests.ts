/**
 * `npm test`: the whole suite, one step after the other, stopping at the
 * first that fails, then a table of each step's wall time. With
 * `TIMINGS_FILE` set, the rows are also appended to that file as
 * `step<TAB>seconds<TAB>result` (`.ci/run` adds the install and prints them).
 */
import { spawnSync } from "node:child_process";
import { appendFileSync } from "node:fs";

const steps: readonly [name: string, script: string][] = [
  ["lint", "lint"],
  ["typecheck", "typecheck"],
  ["unit tests", "test:unit"],
  ["build", "build"],
  ["build (fixture site)", "build:fixture"],
  ["browser tests", "test:e2e"],
];

const rows: { name: string; seconds: number; result: string }[] = [];
let exitCode = 0;
for (const [name, script] of steps) {
  const started = performance.now();
  const { status, signal } = spawnSync("npm", ["run", script], { stdio: "inherit" });
  const seconds = (performance.now() - started) / 1000;
  const passed = status === 0;
  rows.push({ name, seconds, result: passed ? "passed" : `failed (${signal ?? status})` });
  if (!passed) {
    exitCode = status ?? 1;
    break;
  }
}

const total = rows.reduce((sum, row) => sum + row.seconds, 0);
const width = Math.max(...steps.map(([name]) => name.length));
const line = (name: string, seconds: number, result: string) =>
  `${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s  ${result}`;
console.log(
  [
    "",
    "npm test, wall time per step:",
    ...rows.map((row) => line(row.name, row.seconds, row.result)),
    line("total", total, exitCode === 0 ? "passed" : "failed"),
    "",
  ].join("\n"),
);
const file = process.env.TIMINGS_FILE;
if (file) {
  appendFileSync(
    file,
    rows.map((row) => `${row.name}\t${row.seconds.toFixed(1)}\t${row.result}\n`).join(""),
  );
}
process.exit(exitCode);
