import { closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { migrate } from "./migrations";

export type { Database } from "better-sqlite3";

/**
 * Opens (creating if needed) the submissions database with the settings every
 * connection needs; they are per connection, so they are set on every open.
 */
export function openDatabase(file: string): Database.Database {
  if (file !== ":memory:") {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
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
    db.pragma("busy_timeout = 5000");
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
