/**
 * One server per test file: a fixture build, a temporary database folder and
 * a running server, started before the file's tests and removed after them.
 */
import { afterAll, beforeAll } from "vitest";
import type { ServerConfig } from "../../../server/config";
import {
  createFixtureBuild,
  removeDir,
  startTestServer,
  tempDir,
  type TestServer,
} from "./fixture";

export interface TestSite {
  readonly server: TestServer;
  readonly buildDir: string;
  readonly dataDir: string;
}

export function serveFixtureBuild(overrides: Partial<ServerConfig> = {}): TestSite {
  let site: TestSite | undefined;
  beforeAll(async () => {
    const buildDir = await createFixtureBuild();
    const dataDir = await tempDir();
    site = { buildDir, dataDir, server: await startTestServer(buildDir, dataDir, overrides) };
  });
  afterAll(async () => {
    if (!site) return;
    await site.server.close();
    await removeDir(site.buildDir);
    await removeDir(site.dataDir);
  });
  const started = (): TestSite => {
    if (!site) throw new Error("serveFixtureBuild: the server is started in beforeAll");
    return site;
  };
  return {
    get server() {
      return started().server;
    },
    get buildDir() {
      return started().buildDir;
    },
    get dataDir() {
      return started().dataDir;
    },
  };
}
