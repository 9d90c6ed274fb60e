import type { Database } from "better-sqlite3";
import type { Logger } from "../log";

/** The privacy statement promises at most one year. */
export const RETENTION_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes submissions older than the retention period, then checkpoints the
 * WAL (TRUNCATE) so the deleted rows are gone from the -wal file as well;
 * `secure_delete` has already zeroed them in the main file.
 */
export function purgeExpired(db: Database, now = Date.now(), days = RETENTION_DAYS): number {
  const cutoff = now - days * DAY_MS;
  const { changes } = db.prepare("DELETE FROM submissions WHERE created_at < ?").run(cutoff);
  db.pragma("wal_checkpoint(TRUNCATE)");
  return changes;
}

export function purgeAll(db: Database): number {
  const { changes } = db.prepare("DELETE FROM submissions").run();
  db.pragma("wal_checkpoint(TRUNCATE)");
  return changes;
}

/** Runs the purge now and every `intervalMs` (default one hour). */
export function scheduleRetention(
  db: Database,
  logger: Logger,
  { intervalMs = 60 * 60 * 1000, now = Date.now }: { intervalMs?: number; now?: () => number } = {},
): () => void {
  const run = () => {
    try {
      const deleted = purgeExpired(db, now());
      logger.log("info", "retention.purged", { deleted, retentionDays: RETENTION_DAYS });
    } catch (error) {
      logger.log("error", "retention.failed", {
        error: error instanceof Error ? error.name : "unknown",
      });
    }
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
