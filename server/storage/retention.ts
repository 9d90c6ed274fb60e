import { errorCode, type Logger } from "../log";
import type { DatabaseThread } from "./db-thread";
import { RETENTION_DAYS } from "./records";

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
