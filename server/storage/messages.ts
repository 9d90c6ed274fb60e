/**
 * What crosses the boundary between the main thread (`db-thread.ts`) and the
 * database thread (`connection/db-worker.ts`), by structured clone: one
 * request per call, answered by a result of the same `op` or a failure.
 */
import type { AddResult, PurgeResult, QueuedSubmission, SubmissionRow } from "./records";

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

/**
 * The code of a failed request when the file at DATABASE_PATH is no longer the
 * one the connection opened (deleted, or another file moved over it): the
 * request was not run, or what it wrote is not in that file.
 */
export const DATABASE_REPLACED = "DB_REPLACED";

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
