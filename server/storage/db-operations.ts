/**
 * What the database thread does (`db-worker.ts` runs it, `db-thread.ts` asks
 * for it): every statement the server runs against SQLite, as requests and
 * results that cross the thread boundary by structured clone.
 */
import type { Database } from "better-sqlite3";
import { checkpointWal } from "./db";
import { purgeExpired, type PurgeResult } from "./retention";
import {
  prepareSubmissionWriter,
  type AddResult,
  type QueuedSubmission,
  type SubmissionRow,
} from "./submissions";

export type DbRequest =
  | {
      readonly op: "addSubmissions";
      readonly items: readonly QueuedSubmission[];
      readonly now: number;
      readonly mailEnabled: boolean;
    }
  | { readonly op: "touchHealth"; readonly now: number }
  | { readonly op: "purgeExpired"; readonly now: number }
  | { readonly op: "dueMail"; readonly now: number; readonly limit: number }
  | { readonly op: "markMailSent"; readonly id: number; readonly now: number }
  | {
      readonly op: "markMailRetry";
      readonly id: number;
      readonly status: "pending" | "failed";
      readonly nextAttemptAt: number | null;
      readonly error: string;
    }
  | { readonly op: "close" };

export type DbResult =
  | { readonly op: "addSubmissions"; readonly results: AddResult[] }
  | { readonly op: "touchHealth" }
  | { readonly op: "purgeExpired"; readonly purge: PurgeResult }
  | { readonly op: "dueMail"; readonly rows: SubmissionRow[] }
  | { readonly op: "markMailSent" }
  | { readonly op: "markMailRetry" }
  | { readonly op: "close"; readonly walTruncated: boolean };

/** Main thread to worker. */
export interface WorkerCall {
  readonly id: number;
  /** `Date.now()` after which the request is not started; lock waits end there too. */
  readonly deadline: number;
  readonly request: DbRequest;
}

/** Worker to main thread: the answer to a call. */
export type DbReply =
  | { readonly type: "result"; readonly id: number; readonly result: DbResult }
  | {
      readonly type: "failed";
      readonly id: number;
      readonly code: string;
      /** Locked by another connection until the deadline: nothing was written. */
      readonly busy: boolean;
    };

/** Prepares every statement once; the returned function runs one request. */
export function createOperations(db: Database): (request: DbRequest) => DbResult {
  const writeSubmissions = prepareSubmissionWriter(db);
  const touchHealth = db.prepare<[number], void>(
    "INSERT INTO health (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at",
  );
  const dueMail = db.prepare<[number, number], SubmissionRow>(
    `SELECT * FROM submissions WHERE mail_status = 'pending' AND mail_next_attempt_at <= ?
     ORDER BY mail_next_attempt_at, id LIMIT ?`,
  );
  // Only a pending row: the outbox repeats this until it is answered, and a
  // repeat after an attempt whose answer came too late changes nothing.
  const markSent = db.prepare<[number, number], void>(
    `UPDATE submissions SET mail_status = 'sent', mail_sent_at = ?, mail_attempts = mail_attempts + 1,
       mail_next_attempt_at = NULL, mail_last_error = NULL WHERE id = ? AND mail_status = 'pending'`,
  );
  const markRetry = db.prepare<[string, number | null, string, number], void>(
    `UPDATE submissions SET mail_status = ?, mail_next_attempt_at = ?, mail_attempts = mail_attempts + 1,
       mail_last_error = ? WHERE id = ?`,
  );

  return (request) => {
    switch (request.op) {
      case "addSubmissions":
        return {
          op: request.op,
          results: writeSubmissions(request.items, request.now, request.mailEnabled),
        };
      case "touchHealth":
        touchHealth.run(request.now);
        return { op: request.op };
      case "purgeExpired":
        return { op: request.op, purge: purgeExpired(db, request.now) };
      case "dueMail":
        return { op: request.op, rows: dueMail.all(request.now, request.limit) };
      case "markMailSent":
        markSent.run(request.now, request.id);
        return { op: request.op };
      case "markMailRetry":
        markRetry.run(request.status, request.nextAttemptAt, request.error, request.id);
        return { op: request.op };
      case "close":
        try {
          return { op: request.op, walTruncated: checkpointWal(db) };
        } finally {
          db.close();
        }
    }
  };
}
