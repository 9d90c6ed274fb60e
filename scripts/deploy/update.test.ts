/**
 * `update.sh` against a local "origin", with a fake build and a fake restart
 * (a line in a file). The fake build "installs" packages into node_modules
 * only when none are there, adds a line to the media cache, fails with the
 * text of the file `break-build` when the commit holds one, and otherwise
 * writes the commit into build/client/index.html and links the updater's
 * compiled mailer into build/node-server/ (as `npm run build` compiles it).
 * The updater serves each new commit, does nothing when there is none, keeps
 * serving through a failed build and e-mails it once (to a local SMTP server),
 * never runs twice at once nor stalls on a lock, reuses the served release's
 * packages and keeps only the newest releases.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, readFile, readlink, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeDir, tempDir } from "../../tests/support/server/fixture";
import { compileServerForTest } from "../../tests/support/server/process";
import { readMail, startSmtp } from "../../tests/support/server/smtp";

const script = path.join(import.meta.dirname, "update.sh");
const run = promisify(execFile);

let dir: string;
let root: string;
let work: string;
let compiledServer: string;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
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

/** Everything the run printed, for the message of a failed check. */
const printed = (outcome: Outcome) =>
  `exit ${outcome.code}\nstdout:\n${outcome.stdout}\nstderr:\n${outcome.stderr}`;

const lines = async (file: string): Promise<string[]> =>
  existsSync(file) ? (await readFile(file, "utf8")).split("\n").filter(Boolean) : [];
const restarts = () => lines(path.join(dir, "restarts"));
const builds = () => lines(path.join(dir, "builds"));
const served = async () => path.basename(await readlink(path.join(root, "current")));
const lockFile = () => path.join(root, "update.lock");
const mediaCache = () => path.join(root, "cache", "media");
/** Another process (`sleep 30`) holding the updater's lock; resolves once it holds it. */
async function holdLock(): Promise<ChildProcess> {
  const holder = spawn("flock", ["--no-fork", lockFile(), "sleep", "30"]);
  // flock execs sleep once it holds the lock.
  await expect
    .poll(async () => (await readFile(`/proc/${holder.pid}/comm`, "utf8")).trim())
    .toBe("sleep");
  return holder;
}

/** The commit whose build "installed" the packages a release has. */
const installedBy = async (release: string) =>
  (
    await readFile(path.join(root, "releases", release, "node_modules", "installed-by"), "utf8")
  ).trim();

/** What the content check prints for a broken case, as the failing build's output. */
const contentProblems = [
  "> npm run build",
  "npm error Lifecycle script `build` failed with error:",
  "The content has problems (2 problems):",
  "  - content/cases/museum-ar.md: title: required",
  "  - content/cases/tu-delft.md: year: must be 2024 or later",
  "",
].join("\n");

beforeAll(async () => {
  dir = await tempDir("immersa-update-");
  root = path.join(dir, "srv");
  work = path.join(dir, "work");
  ({ dir: compiledServer } = await compileServerForTest());
  smtp = await startSmtp();
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
      "if [ ! -e node_modules/installed-by ]; then",
      "  mkdir -p node_modules && git rev-parse HEAD > node_modules/installed-by",
      "fi",
      `git rev-parse HEAD >> "$MEDIA_CACHE_DIR/built"`,
      `if [ -e break-build ]; then cat break-build; exit 1; fi`,
      "mkdir -p build/client",
      "git rev-parse HEAD > build/client/index.html",
      `ln -s ${compiledServer} build/node-server`,
    ].join("\n"),
    UPDATE_RESTART_COMMAND: `echo restart >> ${path.join(dir, "restarts")}`,
    DATABASE_PATH: path.join(dir, "data", "contact.sqlite"),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    CONTACT_TO: "info@immersa-xr.nl",
    UPDATE_MAIL_TO: "web@immersa-xr.nl",
  };
}, 60_000);

afterAll(async () => {
  await smtp.close();
  await removeDir(dir);
  await removeDir(compiledServer);
});

describe("update.sh", { timeout: 120_000 }, () => {
  let a: string;
  let b: string;
  let c: string;
  let d: string;

  it("refuses a DATABASE_PATH or MEDIA_CACHE_DIR that would stay behind in a release", async () => {
    const database = await update({ DATABASE_PATH: "data/contact.sqlite" });
    expect(database.code).not.toBe(0);
    expect(database.stderr).toMatch(/DATABASE_PATH must be an absolute path/);
    const media = await update({ MEDIA_CACHE_DIR: path.join(root, "current", "cache") });
    expect(media.code).not.toBe(0);
    expect(media.stderr).toMatch(/MEDIA_CACHE_DIR \(.*\) must lie outside the releases/);
  });

  it("builds and serves the first commit, and restarts once", async () => {
    a = await push("First version", { "page.txt": "A", "package-lock.json": "1" });
    await git(dir, "clone", "--quiet", path.join(dir, "origin.git"), path.join(root, "repo"));
    const outcome = await update();
    expect(outcome.code, printed(outcome)).toBe(0);
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
    const holder = await holdLock();
    try {
      const outcome = await update();
      expect(outcome.code, printed(outcome)).toBe(0);
      expect(outcome.stdout).toMatch(/another update is running/);
      expect(await served()).toBe(a);
    } finally {
      holder.kill();
    }
  });

  it("fails, naming the holder, when the lock is held longer than an update can take", async () => {
    const since = Math.floor(Date.now() / 1000) - 3 * 60 * 60;
    await writeFile(lockFile(), `pid=999999999\nsince=${since}\n`);
    const holder = await holdLock();
    try {
      const outcome = await update();
      expect(outcome.code, printed(outcome)).toBe(1);
      expect(outcome.stderr).toContain(`the lock ${lockFile()} has been held for 180 minutes`);
      expect(outcome.stderr).toContain("UPDATE_LOCK_STALE_MINUTES=120");
      expect(outcome.stderr).toContain(
        "taken by the update with pid 999999999 (no longer running)",
      );
      expect(outcome.stderr).toContain(`held by ${holder.pid} (sleep 30)`);
      expect(await served()).toBe(a);
    } finally {
      holder.kill();
    }
  });

  it("switches to a new commit, and records who holds the lock while it runs", async () => {
    const seen = path.join(dir, "lock-during-restart");
    const outcome = await update({
      UPDATE_RESTART_COMMAND: `echo restart >> ${path.join(dir, "restarts")}; cat ${lockFile()} > ${seen}`,
    });
    expect(outcome.code, printed(outcome)).toBe(0);
    expect(await served()).toBe(b);
    expect(await readFile(path.join(root, "current/build/client/index.html"), "utf8")).toBe(
      `${b}\n`,
    );
    expect(await restarts()).toHaveLength(2);
    const record = await readFile(seen, "utf8");
    const since = Number(/^since=(\d+)$/m.exec(record)?.[1]);
    expect(record, "the lock's record").toMatch(/^pid=\d+$/m);
    expect(Math.abs(Date.now() / 1000 - since), record).toBeLessThan(120);
  });

  it("reuses the served release's packages as a copy, and keeps the media cache", async () => {
    expect(await installedBy(b)).toBe(a);
    const served = await stat(path.join(root, "releases", a, "node_modules", "installed-by"));
    const copied = await stat(path.join(root, "releases", b, "node_modules", "installed-by"));
    expect(copied.ino, "a copy, not a hard link").not.toBe(served.ino);
    expect(await lines(path.join(mediaCache(), "built"))).toEqual([a, b]);
  });

  it("keeps serving the last good commit when a build fails, says which and where, and e-mails it", async () => {
    c = await push("Broken version", { "page.txt": "C", "break-build": contentProblems });
    const outcome = await update();
    expect(outcome.code, printed(outcome)).not.toBe(0);
    const log = path.join(root, "logs", `${c}.log`);
    expect(outcome.stderr.trim().split("\n")).toEqual([
      `update: build of commit ${c} failed, still serving ${b}; log: ${log}`,
    ]);
    expect(await readFile(log, "utf8")).toContain("content/cases/museum-ar.md: title: required");
    expect(await served()).toBe(b);
    expect(await restarts()).toHaveLength(2);
    expect(existsSync(path.join(root, "releases", c))).toBe(false);

    expect(
      smtp.received.map((mail) => mail.to),
      printed(outcome),
    ).toEqual([["web@immersa-xr.nl"]]);
    const mail = readMail(smtp.received[0]?.raw ?? "");
    expect(mail.subject).toBe("Wijziging niet gepubliceerd: Broken version");
    expect(mail.text).toContain("Wijziging: Broken version\n");
    expect(mail.text).toContain("Auteur: Update Test <update-test@example.nl>\n");
    expect(mail.text).toContain(`Commit: ${c}\n`);
    expect(mail.text).toContain("Eerste probleem: content/cases/museum-ar.md: title: required\n");
    expect(mail.text).toContain(`Online versie: ${b}\n`);
    expect(mail.text).toContain(`Volledig verslag op de server: ${log}\n`);
  });

  it("does not build a failed commit again, nor e-mail it again", async () => {
    const outcome = await update();
    expect(outcome.code).not.toBe(0);
    expect(outcome.stderr).toMatch(new RegExp(`commit ${c} failed to build before`));
    expect(await builds()).toEqual([a, b, c]);
    expect(await served()).toBe(b);
    expect(smtp.received, printed(outcome)).toHaveLength(1);
  });

  it("e-mails a failure that could not be sent at the next run, once", async () => {
    const again = await push("Broken again", { "page.txt": "C2" });
    const closed = await startSmtp();
    await closed.close();
    const unsent = await update({ SMTP_URL: `smtp://127.0.0.1:${closed.port}` });
    expect(unsent.code).not.toBe(0);
    expect(unsent.stdout).toContain("update-mail: the e-mail was not sent: ");
    expect(unsent.stdout).toContain(
      `the e-mail about the failed build of ${again} could not be sent`,
    );
    expect(smtp.received).toHaveLength(1);

    const sent = await update();
    expect(sent.stderr).toMatch(new RegExp(`commit ${again} failed to build before`));
    expect(
      smtp.received.map((mail) => readMail(mail.raw).subject),
      printed(sent),
    ).toEqual([
      "Wijziging niet gepubliceerd: Broken version",
      "Wijziging niet gepubliceerd: Broken again",
    ]);
    await update();
    expect(smtp.received).toHaveLength(2);
  });

  it("serves the next good commit, installs packages afresh for a new lock file, e-mails nothing", async () => {
    d = await push("Fixed version", {
      "page.txt": "D",
      "break-build": null,
      "package-lock.json": "2",
    });
    const outcome = await update();
    expect(outcome.code, printed(outcome)).toBe(0);
    expect(await served()).toBe(d);
    expect(await installedBy(d)).toBe(d);
    expect(await restarts()).toHaveLength(3);
    expect(smtp.received).toHaveLength(2);
  });

  it("keeps only the newest releases", async () => {
    expect((await readdir(path.join(root, "releases"))).sort()).toEqual([b, d].sort());
    const worktrees = await git(path.join(root, "repo"), "worktree", "list", "--porcelain");
    expect(worktrees).not.toContain(path.join(root, "releases", a));
    expect(existsSync(path.join(root, "logs", `${a}.log`))).toBe(false);
  });

  it("still deploys after a restart command that leaves a process running", async () => {
    const pidFile = path.join(dir, "left-running");
    const e = await push("Started by hand", { "page.txt": "E" });
    const first = await update({
      UPDATE_RESTART_COMMAND: `nohup sleep 600 >/dev/null 2>&1 & echo $! > ${pidFile}`,
    });
    expect(first.code, printed(first)).toBe(0);
    const pid = Number(await readFile(pidFile, "utf8"));
    try {
      const files = await readdir(`/proc/${pid}/fd`);
      const targets = await Promise.all(files.map((fd) => readlink(`/proc/${pid}/fd/${fd}`)));
      expect(targets, "what the process left running holds open").not.toContain(lockFile());

      const f = await push("After the restart", { "page.txt": "F" });
      const second = await update();
      expect(second.code, printed(second)).toBe(0);
      expect(second.stdout).toContain(`update: serving ${f}`);
      expect(await served()).toBe(f);
      expect(await builds()).toContain(e);
    } finally {
      process.kill(pid);
    }
  });
});
