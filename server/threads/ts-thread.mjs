// @ts-check
/**
 * A worker thread of the server run from its TypeScript sources, as the
 * tests run it; the compiled server starts each thread from a JavaScript
 * file of its own (`worker-slot.ts`). A Node 20 worker does not inherit the
 * main thread's tsx hooks, so this loads the thread's module,
 * `workerData.entry`, through tsx, scoped to that module and what it imports:
 * what the module loads by URL later (the React Router server build) is
 * loaded by Node alone, as in production.
 */
import { workerData } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

await tsImport(workerData.entry, import.meta.url);
