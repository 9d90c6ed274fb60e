/**
 * `npm run test:e2e` runs this before Playwright: it makes sure a Chromium is
 * available for the browser tests, so `npm test` works on a fresh machine.
 *
 * 1. `CHROMIUM_PATH`, `/usr/bin/chromium` or `/usr/bin/chromium-browser` (see chromium-path.ts).
 * 2. None, but running as root with apt-get: installs Debian's `chromium` package.
 * 3. Otherwise: stops with instructions for the operator.
 *
 * It never downloads a browser through Playwright (`npx playwright install`
 * cannot reach its CDN from these machines, and we test Debian's build).
 */
import { spawnSync } from "node:child_process";
import { findChromium, SYSTEM_CHROMIUM_PATHS } from "./chromium-path";

const log = (message: string) => process.stdout.write(`ensure-chromium: ${message}\n`);

function fail(message: string): never {
  process.stderr.write(
    [
      "",
      `ensure-chromium: ${message}`,
      "",
      "The browser tests need Chromium. Either:",
      "  - install it as root:  apt-get update && apt-get install -y chromium",
      "  - or point CHROMIUM_PATH at an existing Chromium or Chrome executable.",
      "Playwright's own browser download (npx playwright install) is not used.",
      "",
    ].join("\n"),
  );
  process.exit(1);
}

function hasCommand(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

function run(command: string, args: readonly string[]): void {
  log(`running: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.error) fail(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0)
    fail(`"${command} ${args.join(" ")}" failed with exit code ${result.status}.`);
}

function version(executable: string): string {
  const result = spawnSync(executable, ["--version"], { encoding: "utf8", timeout: 30_000 });
  return result.status === 0 ? result.stdout.trim() : "version unknown";
}

function main(): void {
  let lookup = findChromium();

  // An explicit CHROMIUM_PATH that is wrong is the operator's to fix; never paper over it.
  if (!lookup.found && process.env.CHROMIUM_PATH?.trim()) fail(lookup.reason);

  if (!lookup.found) {
    log(lookup.reason);
    const isRoot = process.getuid?.() === 0;
    if (!isRoot)
      fail(`${lookup.reason} Installing it needs root, and this runs as a regular user.`);
    if (!hasCommand("apt-get")) fail(`${lookup.reason} apt-get is not available to install it.`);
    log("installing Debian's chromium package");
    run("apt-get", ["update"]);
    run("apt-get", ["install", "-y", "chromium"]);
    lookup = findChromium();
    if (!lookup.found) {
      fail(`apt-get installed chromium, but none of ${SYSTEM_CHROMIUM_PATHS.join(", ")} exists.`);
    }
  }

  const source = lookup.source === "CHROMIUM_PATH" ? " (from CHROMIUM_PATH)" : "";
  log(`using ${lookup.path}${source}: ${version(lookup.path)}`);
}

main();
