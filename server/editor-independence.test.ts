/**
 * The editor (`/admin/`) costs visitors nothing: with or without it in the
 * build, every public page answers with the same HTML and the same headers
 * (its inline script, here in the fixture's editor page, is not hashed into
 * the site's policy), and the editor's document answers with its own, for
 * the Git host's API the server is configured with (`CMS_API_ROOT`).
 */
import { cp, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorContentSecurityPolicy } from "../app/lib/http-rules";
import { ConfigError, loadConfig } from "./config";
import {
  createFixtureBuild,
  fixturePages,
  removeDir,
  startTestServer,
  tempDir,
  type TestServer,
} from "../tests/support/server/fixture";

let withEditor: { buildDir: string; dataDir: string; server: TestServer };
let withoutEditor: { buildDir: string; dataDir: string; server: TestServer };

/** A GitHub Enterprise Server's API, as an operator names it. */
const enterpriseApi = "https://github.example.com";
const { editorApiRoot } = loadConfig({ CMS_API_ROOT: enterpriseApi });

async function serve(buildDir: string) {
  const dataDir = await tempDir();
  return { buildDir, dataDir, server: await startTestServer(buildDir, dataDir, { editorApiRoot }) };
}

beforeAll(async () => {
  const buildDir = await createFixtureBuild();
  const bare = await tempDir("immersa-build-");
  await cp(buildDir, bare, { recursive: true });
  await rm(path.join(bare, "client", "admin"), { recursive: true });
  [withEditor, withoutEditor] = await Promise.all([serve(buildDir), serve(bare)]);
});

afterAll(async () => {
  for (const { server, buildDir, dataDir } of [withEditor, withoutEditor]) {
    await server.close();
    await removeDir(buildDir);
    await removeDir(dataDir);
  }
});

const answer = async (server: TestServer, pathname: string) => {
  const response = await fetch(`${server.url}${pathname}`, {
    headers: { "Accept-Encoding": "br" },
  });
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !["date", "last-modified"].includes(name)),
  );
  return { status: response.status, headers, body: await response.text() };
};

const publicPaths = [
  ...Object.keys(fixturePages).map((file) =>
    file === "index.html" ? "/" : `/${file.slice(0, -".html".length)}`,
  ),
  "/onbekend",
  "/assets/app-3f9a1c.js",
];

describe("the editor in the build", () => {
  it.each(publicPaths)("changes nothing of %s", async (pathname) => {
    const [a, b] = await Promise.all([
      answer(withEditor.server, pathname),
      answer(withoutEditor.server, pathname),
    ]);
    expect(a).toEqual(b);
  });

  it("answers at /admin/ with its own policy, which lets it reach the configured Git host", async () => {
    const editor = await answer(withEditor.server, "/admin/");
    expect(editor.status).toBe(200);
    expect(editor.headers["content-security-policy"]).toBe(
      editorContentSecurityPolicy(enterpriseApi),
    );
    expect(editor.headers["content-security-policy"]).toContain(
      `connect-src 'self' data: blob: ${enterpriseApi};`,
    );
    expect((await answer(withoutEditor.server, "/admin/")).status).toBe(404);
  });

  it("does not start with a CMS_API_ROOT it cannot use", () => {
    expect(() => loadConfig({ CMS_API_ROOT: "github.example.com" })).toThrow(ConfigError);
  });
});
