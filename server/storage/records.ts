/**
 * The contact submissions as the database holds them, and what writing and
 * purging them returns: the shapes both sides of the database thread use
 * (`db-thread.ts` and the code under `connection/`), the mail outbox and the
 * operator command.
 */

/** The privacy statement promises at most one year. */
export const RETENTION_DAYS = 365;

export interface ContactMessage {
  readonly naam: string;
  readonly email: string;
  readonly telefoon: string;
  readonly bericht: string;
}

export type MailStatus = "not_configured" | "pending" | "sent" | "failed";

export interface SubmissionRow extends ContactMessage {
  readonly id: number;
  readonly created_at: number;
  readonly mail_status: MailStatus;
  readonly mail_attempts: number;
  readonly mail_last_error: string | null;
  readonly mail_sent_at: number | null;
}

/** A submission on its way to the database thread. */
export interface QueuedSubmission {
  readonly message: ContactMessage;
  /** `dedupeKey` of the message: a repeat within the window is stored once. */
  readonly key: string;
}

export interface AddResult {
  readonly id: number;
  /** The same e-mail and message arrived within the window: not stored again. */
  readonly duplicate: boolean;
}

export interface PurgeResult {
  readonly deleted: number;
  /** The WAL was checkpointed and emptied (false: another connection kept it busy). */
  readonly walTruncated: boolean;
}
