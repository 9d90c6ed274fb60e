/**
 * `update.sh` against a local "origin", with a fake build (it writes the
 * commit into build/client/index.html, and fails when the commit holds a file
 * `break-build`) and a fake restart (a line in a file): it serves each new
 * commit, does nothing when there is none, keeps serving through a failed
 * build, never runs twice at once, and keeps only the newest releases.
 */
import { execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, readFile, readlink, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeDir, tempDir } from "../../tests/support/server/fixture";

const script = path.join(import.meta.dirname, "update.sh");
const run = promisify(execFile);

let dir: string;
let root: string;
let work: string;
let env: NodeJS.ProcessEnv;

/** Git without the machine's own configuration, so the test sees only its repositories. */
const gitEnv = (): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("GIT_"))),
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
});

async function git(cwd: string, ...args: string[]): Promise<string> {
  return (await run("git", args, { cwd, env: gitEnv() })).stdout.trim();
}

/** Commits the given files (`null` deletes one) in the work clone and pushes; returns the commit. */
async function push(message: string, files: Record<string, string | null>): Promise<string> {
  for (const [name, text] of Object.entries(files)) {
    if (text === null) await rm(path.join(work, name));
    else await writeFile(path.join(work, name), text);
  }
  await git(work, "add", "--all");
  await git(work, "commit", "--quiet", "-m", message);
  await git(work, "push", "--quiet", "origin", "main");
  return git(work, "rev-parse", "HEAD");
}

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

function update(extra: NodeJS.ProcessEnv = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(script, { env: { ...env, ...extra } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

const lines = async (file: string): Promise<string[]> =>
  existsSync(file) ? (await readFile(file, "utf8")).split("\n").filter(Boolean) : [];
const restarts = () => lines(path.join(dir, "restarts"));
const builds = () => lines(path.join(dir, "builds"));
const served = async () => path.basename(await readlink(path.join(root, "current")));

beforeAll(async () => {
  dir = await tempDir("immersa-update-");
  root = path.join(dir, "srv");
  work = path.join(dir, "work");
  await git(dir, "init", "--quiet", "--bare", "--initial-branch=main", "origin.git");
  await git(dir, "init", "--quiet", "--initial-branch=main", "work");
  await git(work, "config", "user.name", "Update Test");
  await git(work, "config", "user.email", "update-test@example.nl");
  await git(work, "remote", "add", "origin", path.join(dir, "origin.git"));
  env = {
    ...gitEnv(),
    UPDATE_ROOT: root,
    UPDATE_BRANCH: "main",
    UPDATE_KEEP: "2",
    UPDATE_BUILD_COMMAND: [
      `echo "$(git rev-parse HEAD)" >> ${path.join(dir, "builds")}`,
      `if [ -e break-build ]; then echo "the build broke" >&2; exit 1; fi`,
      "mkdir -p build/client",
      "git rev-parse HEAD > build/client/index.html",
    ].join("\n"),
    UPDATE_RESTART_COMMAND: `echo restart >> ${path.join(dir, "restarts")}`,
    DATABASE_PATH: path.join(dir, "data", "contact.sqlite"),
  };
});

afterAll(async () => {
  await removeDir(dir);
});

describe("update.sh", () => {
  let a: string;
  let b: string;
  let c: string;

  it("refuses a DATABASE_PATH that would stay behind in a release", async () => {
    const outcome = await update({ DATABASE_PATH: "data/contact.sqlite" });
    expect(outcome.code).not.toBe(0);
    expect(outcome.stderr).toMatch(/DATABASE_PATH must be an absolute path/);
  });

  it("builds and serves the first commit, and restarts once", async () => {
    a = await push("First version", { "page.txt": "A" });
    await git(dir, "clone", "--quiet", path.join(dir, "origin.git"), path.join(root, "repo"));
    const outcome = await update();
    expect(outcome.code, outcome.stderr).toBe(0);
    expect(await readlink(path.join(root, "current"))).toBe(`releases/${a}`);
    expect(await readFile(path.join(root, "current/build/client/index.html"), "utf8")).toBe(
      `${a}\n`,
    );
    expect(await readFile(path.join(root, "current/page.txt"), "utf8")).toBe("A");
    expect(await restarts()).toEqual(["restart"]);
  });

  it("does nothing when the branch has not moved", async () => {
    const outcome = await update();
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toMatch(/nothing to do/);
    expect(await builds()).toEqual([a]);
    expect(await restarts()).toHaveLength(1);
  });

  it("does nothing while another update holds the lock", async () => {
    b = await push("Second version", { "page.txt": "B" });
    const holder = spawn("flock", ["--no-fork", path.join(root, "update.lock"), "sleep", "30"]);
    try {
      // flock execs sleep once it holds the lock.
      await expect
        .poll(async () => (await readFile(`/proc/${holder.pid}/comm`, "utf8")).trim())
        .toBe("sleep");
      const outcome = await update();
      expect(outcome.code).toBe(0);
      expect(outcome.stdout).toMatch(/another update is running/);
      expect(await served()).toBe(a);
    } finally {
      holder.kill();
    }
  });

  it("switches to a new commit", async () => {
    const outcome = await update();
    expect(outcome.code, outcome.stderr).toBe(0);
    expect(await served()).toBe(b);
    expect(await readFile(path.join(root, "current/build/client/index.html"), "utf8")).toBe(
      `${b}\n`,
    );
    expect(await restarts()).toHaveLength(2);
  });

  it("keeps serving the last good commit when a build fails, and says which and where", async () => {
    c = await push("Broken version", { "page.txt": "C", "break-build": "" });
    const outcome = await update();
    expect(outcome.code).not.toBe(0);
    const log = path.join(root, "logs", `${c}.log`);
    expect(outcome.stderr.trim().split("\n")).toEqual([
      `update: build of commit ${c} failed, still serving ${b}; log: ${log}`,
    ]);
    expect(await readFile(log, "utf8")).toContain("the build broke");
    expect(await served()).toBe(b);
    expect(await restarts()).toHaveLength(2);
    expect(existsSync(path.join(root, "releases", c))).toBe(false);
  });

  it("does not build a failed commit again", async () => {
    const outcome = await update();
    expect(outcome.code).not.toBe(0);
    expect(outcome.stderr).toMatch(new RegExp(`commit ${c} failed to build before`));
    expect(await builds()).toEqual([a, b, c]);
    expect(await served()).toBe(b);
  });

  it("serves the next good commit and keeps only the newest releases", async () => {
    const d = await push("Fixed version", { "page.txt": "D", "break-build": null });
    const outcome = await update();
    expect(outcome.code, outcome.stderr).toBe(0);
    expect(await served()).toBe(d);
    expect(await restarts()).toHaveLength(3);
    expect((await readdir(path.join(root, "releases"))).sort()).toEqual([b, d].sort());
    const worktrees = await git(path.join(root, "repo"), "worktree", "list", "--porcelain");
    expect(worktrees).not.toContain(path.join(root, "releases", a));
    expect(existsSync(path.join(root, "logs", `${a}.log`))).toBe(false);
  });
});
