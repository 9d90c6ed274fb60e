/**
 * Every route's server HTML (`support/routes.ts`, the fixture site's pages
 * included) passes the W3C Nu HTML Checker (vnu-jar from npm) without errors.
 * All pages go through one Java run, so this stays fast.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { findJava } from "../../scripts/java-path";
import { routes } from "./support/routes";
import { fetchRoutes } from "./support/server-html";

const vnuJar = path.join(
  path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")),
  "build",
  "dist",
  "vnu.jar",
);

/** The java that runs vnu.jar; `npm run test:e2e` installs one first when there is none. */
function java(): string {
  const lookup = findJava();
  if (!lookup.found) {
    throw new Error(
      `${lookup.reason} The HTML validity test runs the W3C Nu HTML Checker (vnu.jar), which needs ` +
        "Java 11 or newer: run `npx tsx scripts/ensure-test-tools.ts` (as root it installs " +
        "Debian's default-jre-headless), or set JAVA_HOME.",
    );
  }
  return lookup.path;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

function runVnu(
  javaPath: string,
  files: readonly string[],
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    // A short-lived run: the C1 compiler and the serial GC halve the CPU time;
    // vnu needs a thread stack of at least 512k (more with C1 only).
    const jvm = ["-Xss4m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];
    const child = spawn(javaPath, [
      ...jvm,
      "-jar",
      vnuJar,
      "--format",
      "json",
      "--errors-only",
      ...files,
    ]);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

test("every route's HTML has zero errors in the W3C Nu HTML Checker", async ({ request }) => {
  test.setTimeout(180_000);
  const javaPath = java();
  const pages = await fetchRoutes(request, routes);
  for (const [index, page] of pages.entries()) {
    expect(page.status, `${page.path} answers ${routes[index]?.status}`).toBe(
      routes[index]?.status,
    );
    expect(page.contentType, `${page.path} is HTML`).toMatch(/^text\/html/);
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), "vnu-"));
  try {
    const fileToRoute = new Map<string, string>();
    const files = await Promise.all(
      pages.map(async (page, index) => {
        const file = path.join(dir, `page-${String(index).padStart(2, "0")}.html`);
        fileToRoute.set(file, page.path);
        await writeFile(file, page.html, "utf8");
        return file;
      }),
    );

    const { code, stdout, stderr } = await runVnu(javaPath, files);
    // vnu writes its JSON report to stderr; anything unparseable is a crash.
    let report: { messages: VnuMessage[] };
    try {
      report = JSON.parse(stderr || stdout) as { messages: VnuMessage[] };
    } catch {
      throw new Error(`vnu.jar exited with ${code} without a JSON report:\n${stderr}\n${stdout}`);
    }
    const errors = report.messages.filter(
      (message) =>
        message.type === "error" ||
        message.subType === "fatal" ||
        message.type === "non-document-error",
    );
    const described = errors.map((message) => {
      const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : "";
      const route = fileToRoute.get(file) ?? message.url ?? "?";
      const where =
        message.lastLine === undefined
          ? ""
          : `:${message.lastLine}:${message.firstColumn ?? message.lastColumn ?? 0}`;
      const extract = message.extract
        ? `\n      ${message.extract.replace(/\s+/g, " ").trim().slice(0, 160)}`
        : "";
      return `  ${route}${where}  ${message.message}${extract}`;
    });
    expect(
      described,
      `vnu.jar found ${described.length} error(s) in ${pages.length} pages:\n${described.join("\n")}`,
    ).toEqual([]);
    expect(code, `vnu.jar exit code (stderr: ${stderr.slice(0, 500)})`).toBe(0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
