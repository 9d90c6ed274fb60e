import type { Database } from "better-sqlite3";
import type { AddResult, MailStatus, QueuedSubmission } from "../records";

/** A repeat of the same e-mail and message within this window is stored once. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

/**
 * The write of a batch, for the database thread: one `BEGIN IMMEDIATE`
 * transaction for all of them, a repeat (same key within the window, in the
 * table or earlier in the batch) answered with the first one's id.
 */
export function prepareSubmissionWriter(db: Database) {
  const findRecent = db.prepare<[string, number], { id: number }>(
    "SELECT id FROM submissions WHERE dedupe_key = ? AND created_at >= ? ORDER BY id LIMIT 1",
  );
  const insert = db.prepare<
    [number, string, string, string, string, string, string, number | null],
    void
  >(
    `INSERT INTO submissions
       (created_at, naam, email, telefoon, bericht, dedupe_key, mail_status, mail_next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return (batch: readonly QueuedSubmission[], now: number, mailEnabled: boolean): AddResult[] => {
    const status: MailStatus = mailEnabled ? "pending" : "not_configured";
    const nextAttempt = mailEnabled ? now : null;
    return db
      .transaction(() => {
        const inBatch = new Map<string, number>();
        return batch.map(({ message, key }): AddResult => {
          const existing = inBatch.get(key) ?? findRecent.get(key, now - DUPLICATE_WINDOW_MS)?.id;
          if (existing !== undefined) return { id: existing, duplicate: true };
          const { lastInsertRowid } = insert.run(
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
  };
}
