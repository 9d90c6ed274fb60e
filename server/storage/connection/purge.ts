import type { Database } from "better-sqlite3";
import { type PurgeResult, RETENTION_DAYS } from "../records";
import { checkpointWal } from "./db";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per delete transaction: each holds the write lock for milliseconds only. */
const DELETE_CHUNK = 500;

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
