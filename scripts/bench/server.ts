/**
 * The built site's own server for the benchmarks: `server/main.ts` as
 * `npm run serve` starts it, in its own process group, with a throw-away
 * database and no e-mail. Used by `bench:lighthouse` and `bench:xr`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

async function waitForServer(origin: string, server: ChildProcess, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited with code ${server.exitCode}.`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${origin}/healthz within ${timeoutMs / 1000} s.`);
}

/** Starts `server/main.ts` as `npm run serve` does, in its own process group. */
export async function startServer(port: number, scratch: string) {
  if (!existsSync("build/client/index.html")) {
    throw new Error("No build found (build/client/index.html). Run `npm run build` first.");
  }
  const origin = `http://127.0.0.1:${port}`;
  const busy = await fetch(origin).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`Port ${port} is in use; pass --port <n> or --url ${origin}.`);
  const server = spawn(path.resolve("node_modules/.bin/tsx"), ["server/main.ts"], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_PATH: path.join(scratch, "contact.sqlite"),
      SMTP_URL: "",
      CONTACT_TO: "",
      // Measure the pages as production serves them: without this the server marks
      // every host but the production one `X-Robots-Tag: noindex` (SEO score 69).
      INDEXABLE_HOSTS: "127.0.0.1",
    },
  });
  const stop = () => {
    if (server.exitCode === null && server.pid) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  };
  try {
    await waitForServer(origin, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}
