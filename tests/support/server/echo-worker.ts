/**
 * A worker for `server/threads/worker-slot.test.ts`: opens (or refuses to, with
 * `workerData.refuse`), answers `ping` with its thread id (`late`: after 200 ms), ignores `silence`
 * and ends itself on `exit`.
 */
import { parentPort, threadId, workerData } from "node:worker_threads";

function start(): void {
  const port = parentPort;
  if (!port) throw new Error("echo-worker.ts runs as a worker thread");
  if (workerData?.refuse) {
    port.postMessage({ type: "open-failed", message: String(workerData.refuse) });
    return;
  }
  port.on("message", ({ id, say }: { id: number; say: "ping" | "late" | "silence" | "exit" }) => {
    if (say === "exit") process.exit(3);
    const pong = () => port.postMessage({ type: "pong", id, threadId });
    if (say === "ping") pong();
    if (say === "late") setTimeout(pong, 200);
  });
  port.postMessage({ type: "ready" });
}

start();
