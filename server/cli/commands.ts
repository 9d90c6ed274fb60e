/**
 * The operator commands for the contact submissions (entry: `submissions.ts`):
 *
 *   npm run submissions -- list [--limit 50]
 *   npm run submissions -- export --format csv|json [--output file] [--delimiter ";"]
 *   npm run submissions -- purge                 delete what is past the retention period
 *   npm run submissions -- purge --all --yes     delete everything
 *   npm run submissions -- delete <id>           delete one submission (erasure request)
 *
 * Uses DATABASE_PATH like the server (default ./data/contact.sqlite). Safe to
 * run while the server runs (WAL; writers wait via busy_timeout).
 */
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase, type Database } from "../storage/db";
import { purgeAll, purgeExpired, RETENTION_DAYS } from "../storage/retention";
import type { SubmissionRow } from "../storage/submissions";
import { toCsv } from "./csv";

export class UsageError extends Error {
  override readonly name = "UsageError";
}

export const usage = `Gebruik:
  npm run submissions -- list [--limit 50]
  npm run submissions -- export --format csv|json [--output bestand] [--delimiter ";"]
  npm run submissions -- purge                 verwijdert aanvragen ouder dan ${RETENTION_DAYS} dagen
  npm run submissions -- purge --all --yes     verwijdert alle aanvragen
  npm run submissions -- delete <id>           verwijdert één aanvraag
Database: DATABASE_PATH (standaard ./data/contact.sqlite).`;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const dateFormat = new Intl.DateTimeFormat("nl-NL", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Europe/Amsterdam",
});
const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, " ");
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

const exportColumns = [
  "id",
  "ontvangen",
  "naam",
  "email",
  "telefoon",
  "bericht",
  "mail_status",
  "mail_pogingen",
  "mail_verzonden",
] as const;

function exportRecords(rows: readonly SubmissionRow[]) {
  return rows.map((row) => ({
    id: row.id,
    ontvangen: iso(row.created_at),
    naam: row.naam,
    email: row.email,
    telefoon: row.telefoon,
    bericht: row.bericht,
    mail_status: row.mail_status,
    mail_pogingen: row.mail_attempts,
    mail_verzonden: iso(row.mail_sent_at),
  }));
}

export interface CliIo {
  out(text: string): void;
  env: NodeJS.ProcessEnv;
  cwd: string;
  now?: () => number;
}

function openExisting(io: CliIo): Database {
  const file = path.resolve(io.cwd, io.env.DATABASE_PATH?.trim() || "data/contact.sqlite");
  if (!existsSync(file)) {
    throw new UsageError(
      `Geen database op ${file} (nog geen aanvragen, of een andere DATABASE_PATH).`,
    );
  }
  return openDatabase(file);
}

export function runCli(argv: readonly string[], io: CliIo): void {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      limit: { type: "string" },
      format: { type: "string" },
      output: { type: "string" },
      delimiter: { type: "string" },
      all: { type: "boolean" },
      yes: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    io.out(`${usage}\n`);
    return;
  }

  if (command === "purge" && values.all && !values.yes) {
    throw new UsageError("purge --all verwijdert álle aanvragen. Bevestig met: purge --all --yes");
  }
  if (!["list", "export", "purge", "delete"].includes(command)) {
    throw new UsageError(`Onbekende opdracht "${command}".\n${usage}`);
  }

  const db = openExisting(io);
  try {
    switch (command) {
      case "list": {
        const limit = Number(values.limit ?? 50);
        if (!Number.isInteger(limit) || limit < 1)
          throw new UsageError("--limit moet een positief geheel getal zijn.");
        const rows = db
          .prepare<[number], SubmissionRow>("SELECT * FROM submissions ORDER BY id DESC LIMIT ?")
          .all(limit);
        const total =
          db.prepare<[], { n: number }>("SELECT count(*) AS n FROM submissions").get()?.n ?? 0;
        for (const row of rows) {
          io.out(
            `#${row.id}  ${dateFormat.format(row.created_at)}  ${row.naam} <${row.email}>` +
              `${row.telefoon ? `  ${row.telefoon}` : ""}  [mail: ${row.mail_status}]\n` +
              `    ${oneLine(row.bericht, 100)}\n`,
          );
        }
        io.out(`${rows.length} van ${total} aanvragen getoond.\n`);
        return;
      }
      case "export": {
        const format = values.format ?? "";
        if (format !== "csv" && format !== "json")
          throw new UsageError("--format moet csv of json zijn.");
        const rows = db.prepare<[], SubmissionRow>("SELECT * FROM submissions ORDER BY id").all();
        const records = exportRecords(rows);
        const delimiter = values.delimiter ?? ",";
        if (delimiter.length !== 1 || /["\r\n]/.test(delimiter)) {
          throw new UsageError("--delimiter moet één teken zijn (bijvoorbeeld , of ;).");
        }
        const text =
          format === "json"
            ? `${JSON.stringify(records, null, 2)}\n`
            : toCsv(
                [
                  exportColumns,
                  ...records.map((record) => exportColumns.map((column) => record[column])),
                ],
                delimiter,
              );
        if (values.output) {
          // Personal data: readable by the owner only.
          writeFileSync(path.resolve(io.cwd, values.output), text, { mode: 0o600 });
          io.out(`${records.length} aanvragen geëxporteerd naar ${values.output}.\n`);
        } else {
          io.out(text);
        }
        return;
      }
      case "purge": {
        const deleted = values.all ? purgeAll(db) : purgeExpired(db, io.now?.() ?? Date.now());
        io.out(
          values.all
            ? `${deleted} aanvragen verwijderd (alle).\n`
            : `${deleted} aanvragen ouder dan ${RETENTION_DAYS} dagen verwijderd.\n`,
        );
        return;
      }
      case "delete": {
        const ids = rest.map(Number);
        if (ids.length === 0 || ids.some((id) => !Number.isInteger(id) || id < 1)) {
          throw new UsageError("Geef het nummer van de aanvraag: delete <id>");
        }
        const remove = db.prepare<[number], void>("DELETE FROM submissions WHERE id = ?");
        const deleted = db.transaction(() =>
          ids.reduce((sum, id) => sum + remove.run(id).changes, 0),
        )();
        db.pragma("wal_checkpoint(TRUNCATE)");
        io.out(`${deleted} aanvraag/aanvragen verwijderd.\n`);
        return;
      }
    }
  } finally {
    db.close();
  }
}
