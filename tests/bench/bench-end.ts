/**
 * What a bench starts (its browser, its servers) and its scratch folders go
 * when the bench ends, however it ends. A watchdog process, started with the
 * first of them, is told each one; when the bench's process is gone (its end
 * of the pipe closes) it ends those processes and then removes the folders.
 * It acts also when the bench was killed: tsx kills a bench that does not
 * answer a Ctrl-C or a `kill` within 60 ms, as one running Lighthouse often
 * does not, so the bench's own exit handlers cannot be relied on.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import type { Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** The watchdog: JSON lines `{"pid":…}` and `{"dir":…}` on its input. */
const watchdogSource = `
const { rmSync } = require("node:fs");
const pids = [];
const dirs = [];
let rest = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => {
  const lines = (rest + chunk).split("\\n");
  rest = lines.pop();
  for (const line of lines) {
    const entry = JSON.parse(line);
    if (entry.pid) pids.push(entry.pid);
    if (entry.dir) dirs.push(entry.dir);
  }
});
process.stdin.on("end", () => {
  for (const pid of pids) {
    // A browser leads a process group of its own; a server is one process.
    try { process.kill(-pid, "SIGKILL"); } catch { try { process.kill(pid, "SIGKILL"); } catch {} }
  }
  // A process just killed may still be closing its files for a moment.
  setTimeout(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  }, 300);
});
`;

let watchdog: ChildProcess | undefined;

function tellWatchdog(entry: { pid: number } | { dir: string }) {
  if (!watchdog) {
    watchdog = spawn(process.execPath, ["-e", watchdogSource], {
      detached: true,
      stdio: ["pipe", "ignore", "ignore"],
    });
    // Neither the watchdog nor its pipe keeps the bench running.
    watchdog.unref();
    (watchdog.stdin as Socket | null)?.unref();
  }
  watchdog.stdin?.write(`${JSON.stringify(entry)}\n`);
}

/** Ends the process `pid` (and its group, if it leads one) when the bench ends. */
export function endsWithBench(pid: number | undefined): void {
  if (pid !== undefined) tellWatchdog({ pid });
}

/** A new folder under the system's temporary folder, removed when the bench ends. */
export function benchScratch(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  tellWatchdog({ dir });
  return dir;
}
