import { closeSync, mkdirSync, openSync, statSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { errorCode } from "../../log";
import { migrate } from "./migrations";

export type { Database } from "better-sqlite3";

/** How long a statement waits for another connection's lock unless told otherwise. */
const DEFAULT_BUSY_TIMEOUT_MS = 5000;

/**
 * Creates `folder` and any missing folders above it (mode 0700). Node 20's
 * `mkdirSync(…, { recursive: true })` never returns for a folder the file
 * system refuses with ENOENT although its parent exists (`/proc/nope`): it
 * keeps creating that parent. This goes up once and stops.
 */
function makeFolder(folder: string): void {
  try {
    mkdirSync(folder, { mode: 0o700 });
  } catch (error) {
    const code = errorCode(error);
    if (code === "EEXIST") return;
    const parent = path.dirname(folder);
    if (code !== "ENOENT" || parent === folder) throw error;
    makeFolder(parent);
    mkdirSync(folder, { mode: 0o700 });
  }
}

/**
 * Opens (creating if needed) the submissions database with the settings every
 * connection needs; they are per connection, so they are set on every open.
 */
export function openDatabase(
  file: string,
  { busyTimeoutMs = DEFAULT_BUSY_TIMEOUT_MS }: { busyTimeoutMs?: number } = {},
): Database.Database {
  if (file !== ":memory:") {
    makeFolder(path.dirname(file));
    // Personal data: create the file readable by the owner only. SQLite gives
    // the -wal and -shm files the same permissions.
    closeSync(openSync(file, "a", 0o600));
  }
  const db = new Database(file);
  try {
    db.pragma("journal_mode = WAL");
    // better-sqlite3 builds SQLite with WAL defaulting to NORMAL, which can lose
    // acknowledged commits on power loss; a reopened database is NORMAL again.
    db.pragma("synchronous = FULL");
    setBusyTimeout(db, busyTimeoutMs);
    // Deleted rows are overwritten with zeros, not just unlinked.
    db.pragma("secure_delete = ON");
    db.pragma("foreign_keys = ON");
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * A test whether `file` still names the file it names now (the same device
 * and inode), for a connection just opened on it. SQLite keeps writing to the
 * file it opened when that is deleted, or when another file is moved over it
 * (`mv backup.sqlite contact.sqlite`): those writes land in a file nobody
 * reads. A path that is gone or cannot be checked is not the same file.
 */
export function sameFileCheck(file: string): () => boolean {
  const opened = statSync(file, { bigint: true });
  return () => {
    try {
      const now = statSync(file, { bigint: true });
      return now.dev === opened.dev && now.ino === opened.ino;
    } catch {
      return false;
    }
  };
}

/** How long this connection's next statements wait for another connection's lock. */
export function setBusyTimeout(db: Database.Database, ms: number): void {
  db.pragma(`busy_timeout = ${Math.max(0, Math.floor(ms))}`);
}

/** SQLite's "the database is locked by another connection" (SQLITE_BUSY and its extended codes). */
export function isBusyError(error: unknown): boolean {
  return (
    error instanceof Database.SqliteError &&
    (error.code === "SQLITE_BUSY" || error.code.startsWith("SQLITE_BUSY_"))
  );
}

/**
 * `wal_checkpoint(TRUNCATE)`: copies the WAL into the database file and empties
 * it. True when it completed; false when another connection kept it from
 * finishing within the busy timeout (the WAL then keeps its frames for now).
 */
export function checkpointWal(db: Database.Database): boolean {
  const result = db.prepare<[], { busy: number }>("PRAGMA wal_checkpoint(TRUNCATE)").get();
  return result?.busy === 0;
}
