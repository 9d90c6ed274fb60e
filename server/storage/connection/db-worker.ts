/**
 * The database thread (started by `../db-thread.ts`): it owns the server's one
 * SQLite connection and runs the requests one after the other. A statement
 * that waits for another process's lock blocks this thread only, never the
 * event loop that serves pages. Each request carries a deadline: one that
 * arrives after it is not started, and a lock wait ends at it
 * (`busy_timeout` is set to the time left), answered as "busy" with nothing
 * written.
 */
import { parentPort, workerData } from "node:worker_threads";
import { errorCode } from "../../log";
import type { OpenMessage } from "../../threads/worker-messages";
import {
  DATABASE_REPLACED,
  type DbReply,
  type DbRequest,
  type DbResult,
  type WorkerCall,
} from "../messages";
import { isBusyError, openDatabase, sameFileCheck, setBusyTimeout, type Database } from "./db";
import { createOperations } from "./operations";

function start(): void {
  const port = parentPort;
  if (!port) throw new Error("db-worker.ts runs as a worker thread (see storage/db-thread.ts)");
  const send = (message: DbReply | OpenMessage) => port.postMessage(message);
  const file: unknown = workerData?.file;
  if (typeof file !== "string") throw new Error("db-worker.ts needs workerData.file");

  let db: Database;
  let run: (request: DbRequest) => DbResult;
  let isOpenedFile: () => boolean;
  try {
    db = openDatabase(file);
    run = createOperations(db);
    isOpenedFile = sameFileCheck(file);
  } catch (error) {
    send({
      type: "open-failed",
      message: error instanceof Error ? error.message : String(error),
      code: errorCode(error),
    });
    port.close();
    return;
  }
  send({ type: "ready" });

  port.on("message", ({ id, deadline, request }: WorkerCall) => {
    const left = deadline - Date.now();
    // Closing always happens; the deadline only bounds its checkpoint.
    if (left <= 0 && request.op !== "close") {
      send({ type: "failed", id, code: "SQLITE_BUSY", busy: true });
      return;
    }
    // Only while DATABASE_PATH is still the file this connection opened: checked
    // before the request (nothing goes into a file nobody reads) and after it (a
    // commit that raced a replacement reached the old file, not DATABASE_PATH, so
    // it must not be acknowledged). Closing happens whatever the path names now.
    const replaced = () => request.op !== "close" && !isOpenedFile();
    if (replaced()) {
      send({ type: "failed", id, code: DATABASE_REPLACED, busy: false });
      return;
    }
    try {
      setBusyTimeout(db, left);
      const result = run(request);
      send(
        replaced()
          ? { type: "failed", id, code: DATABASE_REPLACED, busy: false }
          : { type: "result", id, result },
      );
    } catch (error) {
      send({ type: "failed", id, code: errorCode(error), busy: isBusyError(error) });
    }
    if (request.op === "close") port.close();
  });
}

start();
