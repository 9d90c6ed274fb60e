/**
 * The server's handle on its database: the SQLite connection lives in a
 * worker thread (`connection/db-worker.ts`), so a statement waiting for another
 * process's write lock (a backup, `npm run submissions -- purge`, a second
 * server on the same file) stalls that thread, never the event loop that
 * serves pages, assets and `/healthz`.
 *
 * Every call names how long it may wait for a lock. The worker gives up at
 * that deadline with nothing written (`DatabaseBusyError`); the main thread
 * waits a grace period longer for the answer, then gives up too
 * (`DatabaseTimeoutError`: the outcome is unknown, e.g. a commit stuck on a
 * slow disk). A late answer is logged. Requests run one at a time in the
 * worker, in order; if the thread dies, the calls in flight fail and the next
 * call starts a new one.
 */
import type { Worker } from "node:worker_threads";
import { errorCode, type Logger } from "../log";
import { WorkerSlot } from "../threads/worker-slot";
import { DatabaseOpenError } from "./database-open-error";
import { DatabaseBusyError, DatabaseError, DatabaseTimeoutError } from "./errors";
import {
  DATABASE_REPLACED,
  type DbReply,
  type DbRequest,
  type DbResult,
  type WorkerCall,
} from "./messages";
import type { AddResult, PurgeResult, QueuedSubmission, SubmissionRow } from "./records";

export interface Wait {
  /** How long the request may wait, from now, for another connection's lock. */
  readonly lockWaitMs: number;
  /** How much longer the main thread waits for the answer (the work itself). */
  readonly graceMs?: number;
}

/** The result of `request`: the worker answers each request with a result of the same op. */
type ResultOf<R extends DbRequest> = Extract<DbResult, { readonly op: R["op"] }>;

const isResultOf = <R extends DbRequest>(result: DbResult, request: R): result is ResultOf<R> =>
  result.op === request.op;

/** For work nobody is waiting for (mail bookkeeping, retention). */
const BACKGROUND_WAIT: Wait = { lockWaitMs: 5000, graceMs: 10_000 };
const DEFAULT_GRACE_MS = 2000;

export class DatabaseThread {
  /**
   * Resolves when the file at the database path turned out to be another than
   * the one opened (deleted, or another file moved over it). While it is,
   * every request fails (`DatabaseError` with the code `DB_REPLACED`): the
   * connection would write into a file nobody reads.
   */
  readonly replaced: Promise<void>;
  readonly #file: string;
  readonly #logger: Logger;
  readonly #worker: WorkerSlot<DbReply>;
  #closed = false;
  #markReplaced: (() => void) | undefined;

  private constructor(file: string, logger: Logger) {
    this.#file = file;
    this.#logger = logger;
    this.replaced = new Promise((resolve) => (this.#markReplaced = resolve));
    this.#worker = new WorkerSlot<DbReply>({
      entry: new URL("./connection/db-worker.ts", import.meta.url),
      data: { file },
      logger,
      name: "db",
      exitError: () => new DatabaseError("DB_THREAD_EXITED"),
      onExit: () => {
        if (!this.#closed) this.#logger.log("error", "db.thread_exited");
      },
      // The main thread had given up waiting: say what became of it.
      onLateReply: (reply) =>
        this.#logger.log("warn", "db.late_answer", {
          op: reply.type === "result" ? reply.result.op : null,
          ok: reply.type === "result",
        }),
    });
  }

  /**
   * Starts the thread; resolves once the database is open and migrated, and
   * rejects with a `DatabaseOpenError` when the file cannot be used.
   */
  static async open(file: string, logger: Logger): Promise<DatabaseThread> {
    const thread = new DatabaseThread(file, logger);
    await thread.#worker.get().catch((error: unknown) => {
      throw new DatabaseOpenError(file, errorCode(error), { cause: error });
    });
    return thread;
  }

  async addSubmissions(
    items: readonly QueuedSubmission[],
    now: number,
    mailEnabled: boolean,
    lockWaitMs: number,
  ): Promise<AddResult[]> {
    return (await this.#call({ op: "addSubmissions", items, now, mailEnabled }, { lockWaitMs }))
      .results;
  }

  /** Rewrites the one `health` row: proves the database takes a write. */
  async touchHealth(now: number, wait: Wait): Promise<void> {
    await this.#call({ op: "touchHealth", now }, wait);
  }

  async purgeExpired(now: number, wait = BACKGROUND_WAIT): Promise<PurgeResult> {
    return (await this.#call({ op: "purgeExpired", now }, wait)).purge;
  }

  async dueMail(now: number, limit: number): Promise<SubmissionRow[]> {
    return (await this.#call({ op: "dueMail", now, limit }, BACKGROUND_WAIT)).rows;
  }

  async markMailSent(id: number, now: number): Promise<void> {
    await this.#call({ op: "markMailSent", id, now }, BACKGROUND_WAIT);
  }

  async markMailRetry(
    id: number,
    status: "pending" | "failed",
    nextAttemptAt: number | null,
    error: string,
  ): Promise<void> {
    await this.#call({ op: "markMailRetry", id, status, nextAttemptAt, error }, BACKGROUND_WAIT);
  }

  /**
   * After the requests already sent: checkpoints the WAL (waiting up to a
   * second for other connections), closes the connection and ends the thread.
   */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    const worker = await this.#worker.running();
    if (!worker) return;
    const walTruncated = await this.#send(worker, { op: "close" }, { lockWaitMs: 1000 }).then(
      (result) => result.walTruncated,
      (error: unknown) => {
        this.#logger.log("warn", "db.close_failed", { error: errorCode(error) });
        return true;
      },
    );
    if (!walTruncated) this.#logger.log("warn", "db.checkpoint_busy");
    await worker.terminate();
  }

  async #call<R extends DbRequest>(request: R, wait: Wait): Promise<ResultOf<R>> {
    if (this.#closed) throw new DatabaseError("DB_CLOSED");
    const worker = await this.#worker.get().catch((error: unknown) => {
      this.#logger.log("error", "db.thread_start_failed", { error: errorCode(error) });
      throw new DatabaseError("DB_THREAD_START_FAILED");
    });
    return this.#send(worker, request, wait);
  }

  #send<R extends DbRequest>(
    worker: Worker,
    request: R,
    { lockWaitMs, graceMs = DEFAULT_GRACE_MS }: Wait,
  ): Promise<ResultOf<R>> {
    const deadline = Date.now() + Math.max(0, lockWaitMs);
    return this.#worker.call(worker, {
      message: (id): WorkerCall => ({ id, deadline, request }),
      timeoutMs: Math.max(0, lockWaitMs) + graceMs,
      timeout: () => new DatabaseTimeoutError(`no answer to ${request.op} in time`),
      settle: (reply) => {
        if (reply.type === "failed") {
          if (reply.code === DATABASE_REPLACED) this.#noteReplaced();
          throw reply.busy
            ? new DatabaseBusyError(`the database stayed locked during ${request.op}`)
            : new DatabaseError(reply.code);
        }
        if (!isResultOf(reply.result, request)) throw new DatabaseError("DB_UNEXPECTED_RESULT");
        return reply.result;
      },
    });
  }

  /** Said to the operator once: the server can no longer store anything. */
  #noteReplaced(): void {
    if (!this.#markReplaced) return;
    this.#logger.log("error", "database.replaced", { path: this.#file });
    this.#markReplaced();
    this.#markReplaced = undefined;
  }
}
