/**
 * The compiled server runs on plain `node`: no tsx, no TypeScript, no code
 * made from strings, only packages the production install has; and it
 * serves, with both of its threads, and stops as `npm run serve` does.
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/storage/connection/db";
import { createFixtureBuild, removeDir, tempDir } from "../../tests/support/server/fixture";
import { compileServerForTest, repoRoot, startMain } from "../../tests/support/server/process";
import { type CompiledServer, serverEntries } from "./node-server";

const run = promisify(execFile);

let outDir: string;
let compiled: CompiledServer;
let removeCompiled: () => Promise<void>;
let buildDir: string;
let dataDir: string;

beforeAll(async () => {
  ({ dir: outDir, compiled, remove: removeCompiled } = await compileServerForTest());
  buildDir = await createFixtureBuild();
  dataDir = await tempDir();
}, 60_000);

afterAll(async () => {
  await removeCompiled();
  await removeDir(buildDir);
  await removeDir(dataDir);
});

describe("the compiled server", { timeout: 60_000 }, () => {
  it("is one file per entry: the server, each worker thread, the operator command, the updater's mailer", () => {
    expect(compiled.files.map((file) => path.relative(outDir, file)).sort()).toEqual(
      Object.keys(serverEntries)
        .map((name) => `${name}.js`)
        .sort(),
    );
  });

  it("imports only Node's modules and the packages in `dependencies`", async () => {
    const { dependencies } = JSON.parse(
      await readFile(path.join(repoRoot, "package.json"), "utf8"),
    ) as { dependencies: Record<string, string> };
    // Imported as `entities/escape`: counted by package.
    expect(compiled.packages).toEqual(expect.arrayContaining(["entities", "parse5"]));
    expect(compiled.packages.filter((name) => !(name in dependencies))).toEqual([]);
    expect(compiled.packages).not.toContain("tsx");
  });

  it("holds no code made from strings", async () => {
    for (const file of compiled.files) {
      const code = await readFile(file, "utf8");
      expect(code, path.basename(file)).not.toMatch(/\beval\(|new Function\(/);
    }
  });

  it("serves with its database and render threads, and exits 0 on SIGTERM", async () => {
    const server = await startMain(
      { BUILD_DIR: buildDir, DATABASE_PATH: path.join(dataDir, "contact.sqlite") },
      { entry: path.join(outDir, "main.js") },
    );
    try {
      expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ ok: true });
      const search = await fetch(`${server.url}/zoeken?q=museum`);
      expect(search.status).toBe(200);
      expect(await search.text()).toContain("Resultaten voor museum");
    } finally {
      server.child.kill("SIGTERM");
    }
    expect((await server.exited).code).toBe(0);
    expect(server.output()).toContain('"event":"server.closed"');
  });

  it("runs the operator command", async () => {
    const file = path.join(dataDir, "cli.sqlite");
    openDatabase(file).close();
    const { stdout } = await run(process.execPath, [path.join(outDir, "submissions.js"), "list"], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? "", DATABASE_PATH: file },
    });
    expect(stdout).toBe("0 van 0 aanvragen getoond.\n");
  });
});
