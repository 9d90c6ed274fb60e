/**
 * Starts a worker thread on a TypeScript entry. The server runs under tsx,
 * but a Node 20 worker does not inherit tsx's loader, so the worker
 * registers tsx's hooks itself, imports the entry (and with it every module
 * the entry imports), removes the hooks again and calls the entry's
 * `start()`. Whatever the entry imports later (the React Router build) is
 * loaded by Node alone, as on the main thread.
 */
import { Worker } from "node:worker_threads";

const BOOTSTRAP = `
const { workerData } = require("node:worker_threads");
import(workerData.tsx).then(async ({ register }) => {
  const unregister = register();
  const entry = await import(workerData.entry);
  await unregister();
  await entry.start();
});
`;

export function startTsWorker(entry: URL, data: Readonly<Record<string, unknown>>): Worker {
  return new Worker(BOOTSTRAP, {
    eval: true,
    workerData: { ...data, tsx: import.meta.resolve("tsx/esm/api"), entry: entry.href },
  });
}
