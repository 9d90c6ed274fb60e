/**
 * A worker for `server/worker-slot.test.ts`: opens (or refuses to, with
 * `workerData.refuse`), answers "ping" with its thread id and ends itself on "exit".
 */
import { parentPort, threadId, workerData } from "node:worker_threads";

export function start(): void {
  const port = parentPort;
  if (!port) throw new Error("echo-worker.ts runs as a worker thread");
  if (workerData?.refuse) {
    port.postMessage({ type: "open-failed", message: String(workerData.refuse) });
    return;
  }
  port.on("message", (message: string) => {
    if (message === "exit") process.exit(3);
    port.postMessage({ type: "pong", threadId });
  });
  port.postMessage({ type: "ready" });
}
