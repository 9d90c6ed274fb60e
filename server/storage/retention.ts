import type { Database } from "better-sqlite3";
import type { Logger } from "../log";
import { errorCode } from "../log";
import { checkpointWal } from "./db";
import type { DatabaseThread } from "./db-thread";

/** The privacy statement promises at most one year. */
export const RETENTION_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per delete transaction: each holds the write lock for milliseconds only. */
const DELETE_CHUNK = 500;

export interface PurgeResult {
  readonly deleted: number;
  /** The WAL was checkpointed and emptied (false: another connection kept it busy). */
  readonly walTruncated: boolean;
}

/**
 * Deletes the matching rows in short transactions of at most `DELETE_CHUNK`
 * rows, so another connection waiting for the write lock gets its turn
 * between them (rows deleted before a failure stay deleted). Then checkpoints
 * the WAL (TRUNCATE) so the deleted rows are gone from the -wal file as well;
 * `secure_delete` has already zeroed them in the main file.
 */
function purge(db: Database, where: string, params: readonly number[]): PurgeResult {
  const statement = db.prepare(
    `DELETE FROM submissions WHERE id IN (SELECT id FROM submissions WHERE ${where} ORDER BY id LIMIT ${DELETE_CHUNK})`,
  );
  let deleted = 0;
  for (;;) {
    const { changes } = statement.run(...params);
    deleted += changes;
    if (changes < DELETE_CHUNK) return { deleted, walTruncated: checkpointWal(db) };
  }
}

/** Deletes the submissions older than the retention period. */
export const purgeExpired = (db: Database, now = Date.now()): PurgeResult =>
  purge(db, "created_at < ?", [now - RETENTION_DAYS * DAY_MS]);

export const purgeAll = (db: Database): PurgeResult => purge(db, "1", []);

const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/** Runs the purge in the database thread now and every hour. */
export function scheduleRetention(
  db: DatabaseThread,
  logger: Logger,
  now: () => number,
): () => void {
  const run = () => {
    db.purgeExpired(now()).then(
      ({ deleted, walTruncated }) => {
        logger.log("info", "retention.purged", {
          deleted,
          walTruncated,
          retentionDays: RETENTION_DAYS,
        });
      },
      (error: unknown) => {
        // Busy or failed: the next run (within the hour) catches up.
        logger.log("error", "retention.failed", { error: errorCode(error) });
      },
    );
  };
  run();
  const timer = setInterval(run, RETENTION_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
