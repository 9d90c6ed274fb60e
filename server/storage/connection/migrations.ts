import type { Database } from "better-sqlite3";

/**
 * Versioned schema. Each entry moves the schema from version `index` to
 * `index + 1` (tracked in `PRAGMA user_version`). Append only; never edit a
 * migration that has shipped.
 */
export const migrations: readonly ((db: Database) => void)[] = [
  (db) => {
    db.exec(`
      CREATE TABLE submissions (
        id INTEGER PRIMARY KEY,
        created_at INTEGER NOT NULL,
        naam TEXT NOT NULL,
        email TEXT NOT NULL,
        telefoon TEXT NOT NULL,
        bericht TEXT NOT NULL,
        -- sha256 of e-mail and message: a repeat within 10 minutes is stored once
        dedupe_key TEXT NOT NULL,
        -- e-mail outbox: not_configured (no SMTP at the time), pending, sent, failed
        mail_status TEXT NOT NULL CHECK (mail_status IN ('not_configured', 'pending', 'sent', 'failed')),
        mail_attempts INTEGER NOT NULL DEFAULT 0,
        mail_next_attempt_at INTEGER,
        mail_last_error TEXT,
        mail_sent_at INTEGER
      ) STRICT;
      CREATE INDEX submissions_created_at ON submissions (created_at);
      CREATE INDEX submissions_dedupe ON submissions (dedupe_key, created_at);
      CREATE INDEX submissions_outbox ON submissions (mail_next_attempt_at) WHERE mail_status = 'pending';
    `);
  },
  (db) => {
    // One row that /healthz rewrites: proves the database really takes a write.
    db.exec(
      `CREATE TABLE health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at INTEGER NOT NULL) STRICT;`,
    );
  },
];

export function migrate(db: Database): void {
  const current = Number(db.pragma("user_version", { simple: true }));
  if (current > migrations.length) {
    throw new Error(
      `Database schema version ${current} is newer than this server knows (${migrations.length}). Deploy the newer server.`,
    );
  }
  for (const [version, step] of migrations.entries()) {
    if (version < current) continue;
    db.transaction(() => {
      step(db);
      db.pragma(`user_version = ${version + 1}`);
    }).immediate();
  }
}
