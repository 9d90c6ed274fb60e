/**
 * `npm run serve`'s entry point as a process, compiled as the build compiles
 * it: operator messages, signals, unusable database paths.
 */
import { chmod, chown, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtureBuild, removeDir, tempDir } from "../tests/support/server/fixture";
import {
  compileServerForTest,
  spawnMain,
  startMain,
  type ProcessUser,
  type TestServerBuild,
} from "../tests/support/server/process";

/**
 * Root may open any file whatever its mode, so when the tests run as root the
 * server runs as `nobody`, as a service user would; else as the tests' user.
 */
const asRoot = process.getuid?.() === 0;
const serverUser: ProcessUser | undefined = asRoot ? { uid: 65534, gid: 65534 } : undefined;

let compiled: TestServerBuild;
let entry: string;
let buildDir: string;
let dataDir: string;

beforeAll(async () => {
  compiled = await compileServerForTest({ user: serverUser });
  entry = path.join(compiled.dir, "main.js");
  buildDir = await createFixtureBuild();
  dataDir = await tempDir();
}, 60_000);

afterAll(async () => {
  await compiled.remove();
  await removeDir(buildDir);
  await removeDir(dataDir);
});

describe("server/main.ts", { timeout: 60_000 }, () => {
  it("stops with an operator message when there is no build", async () => {
    const missing = spawnMain(
      { BUILD_DIR: path.join(dataDir, "nergens"), DATABASE_PATH: path.join(dataDir, "a.sqlite") },
      { entry },
    );
    expect((await missing.exited).code).toBe(1);
    expect(missing.output()).toContain("Run `npm run build` first");
    expect(missing.output()).not.toMatch(/\n\s+at /); // no stack trace
  });

  it("stops with an operator message when the build lacks the page of a refused post", async () => {
    const partial = await createFixtureBuild();
    await rm(path.join(partial, "client", "contact", "niet-verstuurd.html"));
    const missing = spawnMain(
      { BUILD_DIR: partial, DATABASE_PATH: path.join(dataDir, "b.sqlite") },
      { entry },
    );
    const { code } = await missing.exited;
    await removeDir(partial);
    expect(missing.output()).toMatch(
      /The page for a refused contact request, \S+niet-verstuurd\.html, is missing\. Run `npm run build` again\./,
    );
    expect(missing.output()).not.toMatch(/\n\s+at /);
    expect(code).toBe(1);
  });

  it("stops on invalid configuration", async () => {
    const bad = spawnMain({ BUILD_DIR: buildDir, CONTACT_RATE_LIMIT: "veel" }, { entry });
    expect((await bad.exited).code).toBe(1);
    expect(bad.output()).toContain("CONTACT_RATE_LIMIT must be a whole number");
  });

  it("serves, and exits 0 on SIGTERM after closing the database", async () => {
    const server = await startMain(
      { BUILD_DIR: buildDir, DATABASE_PATH: path.join(dataDir, "c.sqlite") },
      { entry },
    );
    const response = await fetch(`${server.url}/diensten`);
    expect(response.status).toBe(200);
    server.child.kill("SIGTERM");
    expect((await server.exited).code).toBe(0);
    expect(server.output()).toContain('"event":"server.closed"');
  });

  it("exits 1 once its database file is deleted, for systemd to start it on the new one", async () => {
    const file = path.join(dataDir, "d.sqlite");
    const server = await startMain({ BUILD_DIR: buildDir, DATABASE_PATH: file }, { entry });
    // The purge the server runs at start reads the database too: once it is done, the health
    // check below is what finds the file gone (not the purge, with the server already stopped).
    await expect.poll(server.output, { timeout: 10_000 }).toContain('"event":"retention.purged"');
    await rm(file);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(503);
    const exit = await Promise.race([
      server.exited,
      new Promise<undefined>((resolve) => setTimeout(resolve, 10_000)),
    ]);
    if (!exit) server.child.kill("SIGKILL");
    expect(exit, server.output()).toEqual({ code: 1, signal: null });
    expect(server.output()).toMatch(/"event":"database\.replaced","path":"[^"]+d\.sqlite"/);
    expect(server.output()).toContain('"event":"server.stopping","reason":"database.replaced"');
    expect(server.output()).toContain('"event":"server.closed"');
  });
});

/** Spawns the server as `serverUser` and waits at most 10 s for it to exit. */
async function runToExit(env: Record<string, string>) {
  const server = spawnMain(env, { entry, user: serverUser, cwd: compiled.root });
  const exit = await Promise.race([
    server.exited,
    new Promise<undefined>((resolve) => setTimeout(resolve, 10_000)),
  ]);
  if (!exit) server.child.kill("SIGKILL");
  return { exit, output: server.output() };
}

describe("a database path the server cannot use", { timeout: 60_000 }, () => {
  let dir: string;

  /** Gives a file or folder made here to the server's user. */
  const own = async (file: string) => {
    if (serverUser) await chown(file, serverUser.uid, serverUser.gid);
  };

  beforeAll(async () => {
    dir = await tempDir("immersa-unusable-");
    await chmod(dir, 0o755);
    await chmod(buildDir, 0o755);
    await writeFile(path.join(dir, "plain-file"), "");
    await mkdir(path.join(dir, "locked"), { mode: 0o500 });
    await own(path.join(dir, "locked"));
    const readOnly = path.join(dir, "read-only.sqlite");
    new Database(readOnly).close();
    await chmod(readOnly, 0o400);
    await own(readOnly);
    // Made by this process, so another user's file when it runs as root.
    const foreign = path.join(dir, "foreign.sqlite");
    new Database(foreign).close();
    await chmod(foreign, 0o600);
    const notes = path.join(dir, "notes.sqlite");
    await writeFile(notes, "Geen database, maar een notitie.\n".repeat(40), { mode: 0o600 });
    await own(notes);

    // Reads the server's files once, as a first start would.
    await runToExit({ BUILD_DIR: path.join(dir, "no-build") });
  });

  afterAll(async () => {
    await removeDir(dir);
  });

  const access =
    /\(EACCES\): the user the server runs as \([\w ]+\) may not read and write it.*\(chown\)/;
  type Case = [name: string, databasePath: () => string, message: RegExp];
  // Only a root process can make a file that is another user's.
  const anotherUsersFile: Case = [
    "a file of another user",
    () => path.join(dir, "foreign.sqlite"),
    access,
  ];
  const cases: Case[] = [
    [
      "a folder that cannot be created",
      () => "/proc/nope/contact.sqlite",
      /\(ENOENT\): its folder \/proc\/nope does not exist and cannot be created\. Create it, or /,
    ],
    [
      "a path through a file",
      () => path.join(dir, "plain-file", "contact.sqlite"),
      /\(ENOTDIR\): \S+\/plain-file is a file, not a folder\. Choose another path\.$/,
    ],
    ["a folder its user may not write", () => path.join(dir, "locked", "contact.sqlite"), access],
    ["a file its user may only read", () => path.join(dir, "read-only.sqlite"), access],
    ...(asRoot ? [anotherUsersFile] : []),
    [
      "a file that is not a database",
      () => path.join(dir, "notes.sqlite"),
      /\(SQLITE_NOTADB\): the file is not an SQLite database\./,
    ],
    ["a folder", () => dir, /\(EISDIR\): it is a folder\. Give the path of a file in it/],
  ];

  it.each(["", "   "])("DATABASE_PATH set but blank (%j): one line, exit code 1", async (blank) => {
    const { exit, output } = await runToExit({ BUILD_DIR: buildDir, DATABASE_PATH: blank });
    expect(exit, `still running after 10 s:\n${output}`).toEqual({ code: 1, signal: null });
    const lines = output.trim().split("\n");
    expect(lines, `one line, got:\n${output}`).toHaveLength(1);
    expect(lines[0]).toMatch(/^DATABASE_PATH is set but blank\. Give the path of the SQLite file/);
  });

  // How soon it stops is a figure (server/README.md), not an assertion: here only that it
  // stops instead of hanging.
  it.each(cases)(
    "%s: one line naming the path and what to do, exit code 1, no hang",
    async (_name, databasePath, message) => {
      const { exit, output } = await runToExit({
        BUILD_DIR: buildDir,
        DATABASE_PATH: databasePath(),
      });
      expect(exit, `still running after 10 s:\n${output}`).toEqual({ code: 1, signal: null });
      const lines = output.trim().split("\n");
      expect(lines, `one line, got:\n${output}`).toHaveLength(1);
      expect(lines[0]).toContain(`Cannot use DATABASE_PATH ${databasePath()} (`);
      expect(lines[0]).toMatch(message);
    },
  );
});
