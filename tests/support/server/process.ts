/**
 * Test support: the server (from its sources, or compiled as the build
 * compiles it) and a database lock holder as real child processes.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { chmod, mkdir, mkdtemp } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compileServer, type CompiledServer } from "../../../scripts/build/node-server";

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

/**
 * The server compiled as `npm run build` compiles it, into a new folder that
 * every user may read, two levels below the repository as `build/node-server/`
 * is (so the compiled server finds the repository's content as it does there).
 */
export async function compileServerForTest(): Promise<{ dir: string; compiled: CompiledServer }> {
  const cache = path.join(repoRoot, ".cache");
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(path.join(cache, "node-server-"));
  await chmod(dir, 0o755);
  return { dir, compiled: await compileServer(dir) };
}

/** A user to run a process as (only a process running as root may choose one). */
export interface ProcessUser {
  readonly uid: number;
  readonly gid: number;
}

/**
 * Spawns `node --import tsx server/main.ts`, or another entry that starts the
 * server (a TypeScript one through tsx, a compiled one with plain `node`; no
 * wrapper process, so signals reach the server), as the current user or as
 * `user`.
 */
export function spawnMain(
  env: Record<string, string>,
  { entry = serverMain, user }: { entry?: string; user?: ProcessUser } = {},
): {
  child: ChildProcess;
  output: () => string;
  exited: ServerProcess["exited"];
} {
  const args = entry.endsWith(".ts") ? ["--import", "tsx", entry] : [entry];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
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
