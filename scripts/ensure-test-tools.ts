/**
 * `npm run test:e2e` runs this before Playwright: it makes sure the tools the
 * browser tests need are there, so `npm test` works on a fresh machine, and
 * no test has to install anything itself:
 *
 * - Chromium: `CHROMIUM_PATH`, `/usr/bin/chromium` or `/usr/bin/chromium-browser`
 *   (see chromium-path.ts);
 * - Java 11 or newer for the W3C Nu HTML Checker: `JAVA_HOME` or `java` on the
 *   PATH (see java-path.ts).
 *
 * What is missing is installed from Debian's packages (`chromium`,
 * `default-jre-headless`) when this runs as root with apt-get; otherwise it
 * stops with instructions for the operator. It never downloads a browser
 * through Playwright (`npx playwright install` cannot reach its CDN from these
 * machines, and we test Debian's build).
 */
import { spawnSync } from "node:child_process";
import { findChromium, SYSTEM_CHROMIUM_PATHS } from "./chromium-path";
import { findJava, JAVA_PACKAGE } from "./java-path";

const log = (message: string) => process.stdout.write(`ensure-test-tools: ${message}\n`);

function fail(message: string): never {
  process.stderr.write(
    [
      "",
      `ensure-test-tools: ${message}`,
      "",
      "The browser tests need Chromium, and Java for the HTML checker. Either:",
      `  - install them as root:  apt-get update && apt-get install -y chromium ${JAVA_PACKAGE}`,
      "  - or point CHROMIUM_PATH at an existing Chromium or Chrome executable,",
      "    and JAVA_HOME at a Java 11 or newer.",
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

function version(executable: string, flag: string): string {
  const result = spawnSync(executable, [flag], { encoding: "utf8", timeout: 30_000 });
  const text = `${result.stdout}${result.stderr}`.trim().split("\n")[0];
  return result.status === 0 && text ? text : "version unknown";
}

function main(): void {
  let chromium = findChromium();
  let java = findJava();

  // An explicit CHROMIUM_PATH that is wrong is the operator's to fix; never paper over it.
  if (!chromium.found && process.env.CHROMIUM_PATH?.trim()) fail(chromium.reason);

  const missing = [
    ...(chromium.found ? [] : [chromium.reason]),
    ...(java.found ? [] : [java.reason]),
  ].join(" ");
  if (missing) {
    log(missing);
    if (process.getuid?.() !== 0)
      fail(`${missing} Installing needs root, and this runs as a regular user.`);
    if (!hasCommand("apt-get")) fail(`${missing} apt-get is not available to install it.`);
    run("apt-get", ["update"]);
    if (!chromium.found) run("apt-get", ["install", "-y", "chromium"]);
    if (!java.found) run("apt-get", ["install", "-y", "--no-install-recommends", JAVA_PACKAGE]);
    chromium = findChromium();
    java = findJava();
  }
  if (!chromium.found) {
    fail(`apt-get installed chromium, but none of ${SYSTEM_CHROMIUM_PATHS.join(", ")} exists.`);
  }
  if (!java.found) fail(`apt-get installed ${JAVA_PACKAGE}, but java is not on the PATH.`);

  const source = chromium.source === "CHROMIUM_PATH" ? " (from CHROMIUM_PATH)" : "";
  log(`using ${chromium.path}${source}: ${version(chromium.path, "--version")}`);
  log(`using ${java.path}: ${version(java.path, "-version")}`);
}

main();
