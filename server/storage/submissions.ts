import { createHash } from "node:crypto";
import type { Database } from "better-sqlite3";

export interface ContactMessage {
  readonly naam: string;
  readonly email: string;
  readonly telefoon: string;
  readonly bericht: string;
}

export interface SubmissionRow extends ContactMessage {
  readonly id: number;
  readonly created_at: number;
  readonly mail_status: MailStatus;
  readonly mail_attempts: number;
  readonly mail_last_error: string | null;
  readonly mail_sent_at: number | null;
}

export type MailStatus = "not_configured" | "pending" | "sent" | "failed";

export interface AddResult {
  readonly id: number;
  /** The same e-mail and message arrived within the window: not stored again. */
  readonly duplicate: boolean;
}

export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;
const MAX_BATCH = 256;

export function dedupeKey(message: Pick<ContactMessage, "email" | "bericht">): string {
  return createHash("sha256")
    .update(message.email.toLowerCase())
    .update("\0")
    .update(message.bericht)
    .digest("base64url");
}

interface Pending {
  readonly message: ContactMessage;
  readonly key: string;
  readonly resolve: (result: AddResult) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Stores contact submissions with group commit: submissions that arrive while
 * the event loop is busy are written in one transaction, and each promise
 * resolves only after that transaction has committed (with `synchronous=FULL`
 * the commit has reached the disk). One fsync serves many submissions.
 */
export class SubmissionStore {
  readonly #db: Database;
  readonly #mailEnabled: boolean;
  readonly #now: () => number;
  #queue: Pending[] = [];
  #scheduled = false;
  #idle: Promise<void> = Promise.resolve();
  #markIdle: () => void = () => {};
  readonly #findRecent;
  readonly #insert;

  constructor(db: Database, options: { mailEnabled: boolean; now?: () => number }) {
    this.#db = db;
    this.#mailEnabled = options.mailEnabled;
    this.#now = options.now ?? Date.now;
    this.#findRecent = db.prepare<[string, number], { id: number }>(
      "SELECT id FROM submissions WHERE dedupe_key = ? AND created_at >= ? ORDER BY id LIMIT 1",
    );
    this.#insert = db.prepare<
      [number, string, string, string, string, string, string, number | null],
      void
    >(
      `INSERT INTO submissions
         (created_at, naam, email, telefoon, bericht, dedupe_key, mail_status, mail_next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
  }

  add(message: ContactMessage): Promise<AddResult> {
    return new Promise<AddResult>((resolve, reject) => {
      this.#queue.push({ message, key: dedupeKey(message), resolve, reject });
      if (!this.#scheduled) {
        this.#scheduled = true;
        this.#idle = new Promise((done) => (this.#markIdle = done));
        setImmediate(() => this.#flush());
      }
    });
  }

  /** Resolves when everything queued so far has been written (or failed). */
  drained(): Promise<void> {
    return this.#idle;
  }

  #flush(): void {
    const batch = this.#queue.splice(0, MAX_BATCH);
    let results: AddResult[] | undefined;
    let failure: unknown;
    try {
      results = this.#writeBatch(batch);
    } catch (error) {
      failure = error;
    }
    batch.forEach((item, index) => {
      const result = results?.[index];
      if (result) item.resolve(result);
      else item.reject(failure ?? new Error("submission not written"));
    });
    if (this.#queue.length > 0) {
      setImmediate(() => this.#flush());
    } else {
      this.#scheduled = false;
      this.#markIdle();
    }
  }

  #writeBatch(batch: readonly Pending[]): AddResult[] {
    const now = this.#now();
    const status: MailStatus = this.#mailEnabled ? "pending" : "not_configured";
    const nextAttempt = this.#mailEnabled ? now : null;
    return this.#db
      .transaction(() => {
        const inBatch = new Map<string, number>();
        return batch.map(({ message, key }): AddResult => {
          const existing =
            inBatch.get(key) ?? this.#findRecent.get(key, now - DUPLICATE_WINDOW_MS)?.id;
          if (existing !== undefined) return { id: existing, duplicate: true };
          const { lastInsertRowid } = this.#insert.run(
            now,
            message.naam,
            message.email,
            message.telefoon,
            message.bericht,
            key,
            status,
            nextAttempt,
          );
          const id = Number(lastInsertRowid);
          inBatch.set(key, id);
          return { id, duplicate: false };
        });
      })
      .immediate();
  }
}
