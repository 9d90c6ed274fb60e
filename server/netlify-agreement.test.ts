/**
 * One definition, two deployments: the Netlify files generated from
 * `site-rules.ts` and the self-hosted server give the same answer, rule by
 * rule (status, Location, the file served and every header `_headers`
 * declares). Here on the fixture build; `tests/e2e/headers-netlify-agreement.spec.ts`
 * runs the same comparison against the real build.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeNetlifyFiles } from "../scripts/build/netlify-files";
import {
  createFixtureBuild,
  removeDir,
  startTestServer,
  tempDir,
  type TestServer,
} from "../tests/support/server/fixture";
import {
  compareWithServer,
  netlifyAnswer,
  netlifyHeadersFor,
  parseHeaders,
  parseRedirects,
} from "../tests/support/server/netlify-model";

let buildDir: string;
let dataDir: string;
let server: TestServer;

beforeAll(async () => {
  buildDir = await createFixtureBuild();
  dataDir = await tempDir();
  await writeNetlifyFiles(path.join(buildDir, "client"), {});
  server = await startTestServer(buildDir, dataDir, { indexableHosts: ["www.immersa-xr.nl"] });
});

afterAll(async () => {
  await server.close();
  await removeDir(buildDir);
  await removeDir(dataDir);
});

describe("the Netlify model", () => {
  const files = new Set([
    "/index.html",
    "/diensten.html",
    "/404.html",
    "/cases/niet-gevonden.html",
  ]);
  const rules = parseRedirects(
    "/services  /diensten  301!\n/cases/niet-gevonden  /cases/niet-gevonden.html  404!\n" +
      "/cases/*  /cases/niet-gevonden.html  404\n",
  );

  it.each([
    ["/diensten", { kind: "file", status: 200, file: "/diensten.html" }],
    ["/diensten/", { kind: "redirect", status: 301, location: "/diensten" }],
    ["/diensten.html?a=1", { kind: "redirect", status: 301, location: "/diensten?a=1" }],
    ["/services/", { kind: "redirect", status: 301, location: "/diensten" }],
    ["/cases/niet-gevonden", { kind: "file", status: 404, file: "/cases/niet-gevonden.html" }],
    ["/cases/x", { kind: "file", status: 404, file: "/cases/niet-gevonden.html" }],
    ["/x", { kind: "file", status: 404, file: "/404.html" }],
  ])("%s", (target, expected) => {
    expect(netlifyAnswer(target, files, rules)).toEqual(expected);
  });

  it("joins a header that two matching blocks set, as Netlify does", () => {
    const blocks = parseHeaders("/a/*\n  X-A: 1\n/*\n  X-A: 2\n  X-B: 3\n");
    expect(netlifyHeadersFor(blocks, "/a/b")).toEqual({ "x-a": "1, 2", "x-b": "3" });
  });
});

describe("server and Netlify files agree", () => {
  it("on every probe path", async () => {
    const { probes, differences } = await compareWithServer({
      baseUrl: server.url,
      clientDir: path.join(buildDir, "client"),
      host: "www.immersa-xr.nl",
    });
    expect(probes).toBeGreaterThan(40);
    expect(differences).toEqual([]);
  });
});
