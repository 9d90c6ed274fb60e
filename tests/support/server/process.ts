/**
 * Test support: the server (from its sources, or compiled as the build
 * compiles it) and a database lock holder as real child processes.
 */
import { spawn, type ChildProcess } from "node:child_process";
import {
  chownSync,
  copyFileSync,
  existsSync,
  lchownSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  compileServer,
  nodeServerDir,
  type CompiledServer,
} from "../../../scripts/build/node-server";

export const repoRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "..",
  "..",
);

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly url: string;
  readonly output: () => string;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `server/main.ts` run from its TypeScript sources (through tsx). */
const serverMain = path.join("server", "main.ts");

/** A user to run a process as (only a process running as root may choose one). */
export interface ProcessUser {
  readonly uid: number;
  readonly gid: number;
}

/** The server compiled for a test, and where to run it from. */
export interface TestServerBuild {
  /** The compiled files' folder (`main.js`, the workers, `submissions.js`). */
  readonly dir: string;
  /** The folder two levels above them, holding `content/`: the folder to run it in. */
  readonly root: string;
  readonly compiled: CompiledServer;
  readonly remove: () => Promise<void>;
}

/**
 * The server compiled as `npm run build` compiles it, two levels below a root
 * that holds `content/`, as `build/node-server/` is below the repository.
 *
 * For the tests' own user that root is the repository. Another `user` (the
 * tests run as root) may be unable to enter the repository at all: a clone
 * in a private folder, such as `/root` or a `mktemp -d` folder (mode 0700).
 * So for them the root is a new folder of that user's, mode 0700, in the
 * system's temporary folder, holding a copy of `content/` and of the
 * packages the compiled server imports (with the packages those depend on),
 * where Node's resolution finds them from the compiled files.
 */
export async function compileServerForTest({
  user,
}: { user?: ProcessUser } = {}): Promise<TestServerBuild> {
  if (!user) {
    const cache = path.join(repoRoot, ".cache");
    await mkdir(cache, { recursive: true });
    const dir = await mkdtemp(path.join(cache, "node-server-"));
    return {
      dir,
      root: repoRoot,
      compiled: await compileServer(dir),
      remove: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const root = await mkdtemp(path.join(os.tmpdir(), "immersa-server-"));
  const dir = nodeServerDir(path.join(root, "build"));
  const compiled = await compileServer(dir);
  for (const made of [root, path.dirname(dir), dir, ...compiled.files]) {
    chownSync(made, user.uid, user.gid);
  }
  placeTree(path.join(repoRoot, "content"), path.join(root, "content"), user);
  const packages = packageFolders(compiled.packages);
  for (const folder of packages) {
    const target = path.join(root, path.relative(repoRoot, folder));
    const missing: string[] = [];
    for (let parent = path.dirname(target); !existsSync(parent); parent = path.dirname(parent)) {
      missing.unshift(parent);
    }
    for (const parent of missing) {
      mkdirSync(parent);
      chownSync(parent, user.uid, user.gid);
    }
    placeTree(folder, target, user);
  }
  return { dir, root, compiled, remove: () => rm(root, { recursive: true, force: true }) };
}

/** The folder Node resolves package `name` to from `from`, as `require` looks it up. */
function packageFolder(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", name);
    if (existsSync(path.join(candidate, "package.json"))) return candidate;
    if (dir === repoRoot || dir === path.dirname(dir)) return undefined;
  }
}

/**
 * The repository's top-level package folders that `names` need at run time:
 * those packages and, in turn, their `dependencies`, `optionalDependencies`
 * and installed `peerDependencies` (a nested copy travels with its parent).
 */
function packageFolders(names: readonly string[]): string[] {
  const topLevel = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string, from: string) => {
    const folder = packageFolder(name, from);
    if (!folder || seen.has(folder)) return;
    seen.add(folder);
    const [, name0 = "", name1 = ""] = path.relative(repoRoot, folder).split(path.sep);
    topLevel.add(path.join(repoRoot, "node_modules", name0, name0.startsWith("@") ? name1 : ""));
    const manifest = JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8")) as Record<
      string,
      Record<string, string> | undefined
    >;
    for (const field of ["dependencies", "optionalDependencies", "peerDependencies"]) {
      for (const dependency of Object.keys(manifest[field] ?? {})) visit(dependency, folder);
    }
  };
  for (const name of names) visit(name, repoRoot);
  return [...topLevel].sort();
}

/**
 * Puts a copy of the folder `source` at `target` for `user`: its folders made
 * anew and given to the user; a file that every user may read hard-linked
 * (no bytes copied), else (or across file systems) copied and given to them.
 * Synchronous: a few thousand small steps, each far shorter than a trip
 * through libuv's thread pool.
 */
function placeTree(source: string, target: string, user: ProcessUser): void {
  mkdirSync(target);
  chownSync(target, user.uid, user.gid);
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) {
      placeTree(from, to, user);
    } else if (entry.isSymbolicLink()) {
      symlinkSync(readlinkSync(from), to);
      lchownSync(to, user.uid, user.gid);
    } else if (!linkIfReadable(from, to)) {
      copyFileSync(from, to);
      chownSync(to, user.uid, user.gid);
    }
  }
}

function linkIfReadable(from: string, to: string): boolean {
  if ((statSync(from).mode & 0o004) === 0) return false;
  try {
    linkSync(from, to);
    return true;
  } catch {
    return false;
  }
}

/**
 * Spawns `node --import tsx server/main.ts`, or another entry that starts the
 * server (a TypeScript one through tsx, a compiled one with plain `node`; no
 * wrapper process, so signals reach the server), as the current user or as
 * `user`.
 */
export function spawnMain(
  env: Record<string, string>,
  {
    entry = serverMain,
    user,
    cwd = repoRoot,
  }: { entry?: string; user?: ProcessUser; cwd?: string } = {},
): {
  child: ChildProcess;
  output: () => string;
  exited: ServerProcess["exited"];
} {
  const args = entry.endsWith(".ts") ? ["--import", "tsx", entry] : [entry];
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    ...user,
  });
  let text = "";
  child.stdout?.on("data", (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => text, exited };
}

/** Starts the server process and waits for its `server.listening` line. */
export async function startMain(
  env: Record<string, string>,
  { timeoutMs = 30_000, entry = serverMain }: { timeoutMs?: number; entry?: string } = {},
): Promise<ServerProcess> {
  const started = spawnMain(env, { entry });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = /"event":"server\.listening","url":"([^"]+)"/.exec(started.output());
    if (match?.[1]) return { ...started, url: match[1] };
    if (started.child.exitCode !== null) throw new Error(`server exited:\n${started.output()}`);
    if (Date.now() > deadline) {
      started.child.kill("SIGKILL");
      throw new Error(`server did not start:\n${started.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface LockHolder {
  /** Ends the hold now (SIGTERM) and waits until the process is gone. */
  release(): Promise<void>;
  /** Resolves when the lock holder has exited (after its time, or released). */
  readonly exited: Promise<void>;
}

/**
 * Another process holds the database's write lock for `holdMs` (see
 * `lock-holder.ts`); resolves once it has the lock.
 */
export async function holdWriteLock(databasePath: string, holdMs: number): Promise<LockHolder> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      path.join("tests", "support", "server", "lock-holder.ts"),
      databasePath,
      String(holdMs),
    ],
    { cwd: repoRoot, stdio: ["pipe", "pipe", "pipe"] },
  );
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("locked")) resolve();
    });
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => reject(new Error(`the lock holder exited:\n${output}`)));
  });
  return {
    exited,
    release: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** A server whose store answers before it writes (`ack-before-write.ts`). */
export const ackBeforeWriteEntry = path.join("tests", "support", "server", "ack-before-write.ts");
