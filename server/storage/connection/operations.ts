/**
 * What the database thread does (`db-worker.ts` runs it, `../db-thread.ts`
 * asks for it): every statement the server runs against SQLite, one request
 * (`../messages.ts`) at a time.
 */
import type { Database } from "better-sqlite3";
import type { DbRequest, DbResult } from "../messages";
import type { SubmissionRow } from "../records";
import { checkpointWal } from "./db";
import { purgeExpired } from "./purge";
import { prepareSubmissionWriter } from "./submission-writer";

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
