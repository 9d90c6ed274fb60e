import { createHash } from "node:crypto";
import type { DatabaseThread } from "./db-thread";
import { DatabaseBusyError } from "./errors";
import type { AddResult, ContactMessage, QueuedSubmission } from "./records";

/** How long a submission waits for another connection's write lock before it is refused. */
const DEFAULT_WRITE_WAIT_MS = 5000;
const MAX_BATCH = 256;
const BUSY_RETRY_PAUSE_MS = 20;

/** The key a repeat is recognised by: the same e-mail address (in any case) and message. */
export function dedupeKey(message: Pick<ContactMessage, "email" | "bericht">): string {
  return createHash("sha256")
    .update(message.email.toLowerCase())
    .update("\0")
    .update(message.bericht)
    .digest("base64url");
}

interface Pending extends QueuedSubmission {
  /** `Date.now()` after which this submission is refused rather than written. */
  readonly deadline: number;
  readonly resolve: (result: AddResult) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Stores contact submissions with group commit: submissions that arrive while
 * a write is under way go to the database thread together, in one
 * transaction, and each promise resolves only after that transaction has
 * committed (with `synchronous=FULL` the commit has reached the disk).
 *
 * Each submission waits at most `writeWaitMs` for another connection's write
 * lock. When the lock stays taken, the database thread answers "busy" with
 * nothing written: a submission whose own wait is not over goes back into
 * the queue, one whose wait is over is refused with `DatabaseBusyError`.
 */
export class SubmissionStore {
  readonly #db: DatabaseThread;
  readonly #mailEnabled: boolean;
  readonly #now: () => number;
  readonly #writeWaitMs: number;
  #queue: Pending[] = [];
  #writing = false;
  #idle: Promise<void> = Promise.resolve();
  #markIdle: () => void = () => {};

  constructor(
    db: DatabaseThread,
    options: { mailEnabled: boolean; now?: () => number; writeWaitMs?: number },
  ) {
    this.#db = db;
    this.#mailEnabled = options.mailEnabled;
    this.#now = options.now ?? Date.now;
    this.#writeWaitMs = options.writeWaitMs ?? DEFAULT_WRITE_WAIT_MS;
  }

  add(message: ContactMessage): Promise<AddResult> {
    return new Promise<AddResult>((resolve, reject) => {
      if (!this.#writing && this.#queue.length === 0) {
        this.#idle = new Promise((done) => (this.#markIdle = done));
      }
      this.#queue.push({
        message,
        key: dedupeKey(message),
        deadline: Date.now() + this.#writeWaitMs,
        resolve,
        reject,
      });
      void this.#write();
    });
  }

  /** Resolves when everything queued so far has been written (or refused). */
  drained(): Promise<void> {
    return this.#idle;
  }

  async #write(): Promise<void> {
    if (this.#writing) return;
    const batch = this.#queue.splice(0, MAX_BATCH);
    if (batch.length === 0) {
      this.#markIdle();
      return;
    }
    this.#writing = true;
    // The queue is in arrival order, so the first one's deadline is the earliest.
    const waitMs = (batch[0]?.deadline ?? Date.now()) - Date.now();
    const items = batch.map(({ message, key }) => ({ message, key }));
    try {
      const results = await this.#db.addSubmissions(items, this.#now(), this.#mailEnabled, waitMs);
      batch.forEach((item, index) => {
        const result = results[index];
        if (result) item.resolve(result);
        else item.reject(new Error("submission not written"));
      });
    } catch (error) {
      if (!(error instanceof DatabaseBusyError)) {
        for (const item of batch) item.reject(error);
      } else {
        // Nothing was written: retry those that may still wait, after a
        // short pause in case SQLite answered busy without waiting.
        const now = Date.now();
        for (const item of batch) if (item.deadline <= now) item.reject(error);
        this.#queue.unshift(...batch.filter((item) => item.deadline > now));
        await new Promise((resume) => setTimeout(resume, BUSY_RETRY_PAUSE_MS));
      }
    }
    this.#writing = false;
    void this.#write();
  }
}
