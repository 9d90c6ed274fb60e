/** `npm run serve`'s entry point as a process: operator messages, signals, the test-only switch. */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtureBuild, removeDir, tempDir } from "../tests/support/server/fixture";
import { spawnMain, startMain } from "../tests/support/server/process";

let buildDir: string;
let dataDir: string;

beforeAll(async () => {
  buildDir = await createFixtureBuild();
  dataDir = await tempDir();
});

afterAll(async () => {
  await removeDir(buildDir);
  await removeDir(dataDir);
});

describe("server/main.ts", { timeout: 60_000 }, () => {
  it("stops with an operator message when there is no build", async () => {
    const missing = spawnMain({
      BUILD_DIR: path.join(dataDir, "nergens"),
      DATABASE_PATH: path.join(dataDir, "a.sqlite"),
    });
    expect((await missing.exited).code).toBe(1);
    expect(missing.output()).toContain("Run `npm run build` first");
    expect(missing.output()).not.toMatch(/\n\s+at /); // no stack trace
  });

  it("stops on invalid configuration", async () => {
    const bad = spawnMain({ BUILD_DIR: buildDir, CONTACT_RATE_LIMIT: "veel" });
    expect((await bad.exited).code).toBe(1);
    expect(bad.output()).toContain("CONTACT_RATE_LIMIT must be a whole number");
  });

  it("serves, and exits 0 on SIGTERM after closing the database", async () => {
    const server = await startMain({
      BUILD_DIR: buildDir,
      DATABASE_PATH: path.join(dataDir, "c.sqlite"),
    });
    const response = await fetch(`${server.url}/diensten`);
    expect(response.status).toBe(200);
    server.child.kill("SIGTERM");
    expect((await server.exited).code).toBe(0);
    expect(server.output()).toContain('"event":"server.closed"');
  });
});
