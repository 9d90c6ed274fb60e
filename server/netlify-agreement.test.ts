/**
 * One definition, two deployments: what Netlify's own code (its parsers and
 * the `netlify dev` matcher, `tests/support/server/netlify-agreement.ts`)
 * makes of the generated `_redirects` and `_headers` is what the self-hosted
 * server answers, path by path (status, Location, the file served and every
 * header `_headers` gives). Here on the fixture build;
 * `tests/e2e/cases-pages.spec.ts` compares a full build (the fixture site's).
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  netlifyHeaders,
  netlifyRedirects,
  publishedPages,
  writeNetlifyFiles,
} from "../scripts/build/netlify-files";
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
  readNetlifySite,
  type NetlifySite,
} from "../tests/support/server/netlify-agreement";
import { noInlineSources } from "../app/lib/http-rules";

const host = "www.immersa-xr.nl";
let buildDir: string;
let clientDir: string;
let dataDir: string;
let server: TestServer;
let site: NetlifySite;

beforeAll(async () => {
  buildDir = await createFixtureBuild();
  clientDir = path.join(buildDir, "client");
  dataDir = await tempDir();
  await writeNetlifyFiles(clientDir, {});
  server = await startTestServer(buildDir, dataDir, { indexableHosts: [host] });
  site = await readNetlifySite(clientDir, host);
});

afterAll(async () => {
  await server?.close();
  await removeDir(buildDir);
  await removeDir(dataDir);
});

const compare = () => compareWithServer({ baseUrl: server.url, clientDir, host });

describe("what Netlify's code makes of the generated files", () => {
  it.each([
    ["/diensten", { kind: "file", status: 200, file: "/diensten.html" }],
    ["/diensten/", { kind: "redirect", status: 301, location: "/diensten" }],
    ["/diensten.html?a=1", { kind: "redirect", status: 301, location: "/diensten?a=1" }],
    ["/services/?a=1", { kind: "redirect", status: 301, location: "/diensten?a=1" }],
    ["/cases/niet-gevonden", { kind: "file", status: 404, file: "/cases/niet-gevonden.html" }],
    ["/cases/x", { kind: "file", status: 404, file: "/cases/niet-gevonden.html" }],
    ["/cases/sector", { kind: "file", status: 404, file: "/404.html" }],
    ["/cases/pagina/2", { kind: "file", status: 200, file: "/cases/pagina/2.html" }],
    ["/cases/pagina/1/", { kind: "redirect", status: 301, location: "/cases" }],
    ["/cases/pagina/99", { kind: "file", status: 404, file: "/404.html" }],
    ["/cases/pagina/abc", { kind: "file", status: 404, file: "/404.html" }],
    ["/x", { kind: "file", status: 404, file: "/404.html" }],
    ["/admin/", { kind: "file", status: 200, file: "/admin/index.html" }],
    ["/admin", { kind: "redirect", status: 301, location: "/admin/" }],
    ["/admin/index.html", { kind: "redirect", status: 301, location: "/admin/" }],
  ])("%s", (target, expected) => {
    expect(netlifyAnswer(site, target)).toEqual(expected);
  });
});

describe("server and Netlify files agree", () => {
  it("on every probe path", async () => {
    const { probes, differences } = await compare();
    expect(probes).toBeGreaterThan(40);
    expect(differences).toEqual([]);
  });

  it("and the comparison notices a rule the files change", async () => {
    const redirects = netlifyRedirects();
    const pages = await publishedPages(clientDir);
    const headers = netlifyHeaders({ inlineSources: noInlineSources, noindex: false, pages });
    await writeFile(path.join(clientDir, "_redirects"), redirects.replace("301!", "302!"));
    await writeFile(
      path.join(clientDir, "_headers"),
      headers.replace("max-age=604800", "max-age=60"),
    );
    try {
      const { differences } = await compare();
      expect(differences).toContain("/services: status 301, Netlify 302");
      expect(differences).toContain(
        "/fonts/inter-latin-wght.woff2: cache-control: public, max-age=604800, Netlify public, max-age=60",
      );
    } finally {
      await writeNetlifyFiles(clientDir, {});
    }
  });
});
