/**
 * The operator commands for the contact submissions (entry: `submissions.ts`;
 * each is listed in `usage` below and described in server/README.md).
 *
 * Uses DATABASE_PATH like the server (default ./data/contact.sqlite). Safe to
 * run while the server runs: reads never wait for writers (WAL), deletes run
 * in short transactions, and a command that waits longer than
 * `CLI_BUSY_TIMEOUT_MS` for another process's write lock stops with
 * `DatabaseLockedError` instead of hanging.
 */
import { randomUUID } from "node:crypto";
import { existsSync, lstatSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { checkpointWal, isBusyError, openDatabase, type Database } from "../storage/connection/db";
import { purgeAll, purgeExpired } from "../storage/connection/purge";
import { type PurgeResult, RETENTION_DAYS, type SubmissionRow } from "../storage/records";
import { isSeparator, toCsv, type Separator } from "./csv";

export class UsageError extends Error {
  override readonly name = "UsageError";
}

/** How long a command waits for another process's write lock. */
const CLI_BUSY_TIMEOUT_MS = 5000;

/** Another process held the write lock for longer than the command waits. */
export class DatabaseLockedError extends Error {
  override readonly name = "DatabaseLockedError";
  constructor(waitedMs: number, partly: boolean) {
    super(
      `De database is bezet: een ander proces (de server, een back-up of een andere opdracht) ` +
        `hield hem langer dan ${waitedMs / 1000} seconden vast. ` +
        (partly ? "Wat al verwijderd was, blijft verwijderd. " : "Er is niets gewijzigd. ") +
        "Probeer het over enkele ogenblikken opnieuw.",
    );
  }
}

export const usage = `Gebruik:
  npm run submissions -- list [--limit 50]
  npm run submissions -- export --format csv|json [--output bestand [--force]] [--delimiter ";"|tab]
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

/** The exported columns, in order, and how each is read from a row. */
const exportColumns: Readonly<Record<string, (row: SubmissionRow) => string | number | null>> = {
  id: (row) => row.id,
  ontvangen: (row) => iso(row.created_at),
  naam: (row) => row.naam,
  email: (row) => row.email,
  telefoon: (row) => row.telefoon,
  bericht: (row) => row.bericht,
  mail_status: (row) => row.mail_status,
  mail_pogingen: (row) => row.mail_attempts,
  mail_verzonden: (row) => iso(row.mail_sent_at),
};

const exportRecord = (row: SubmissionRow) =>
  Object.fromEntries(Object.entries(exportColumns).map(([name, read]) => [name, read(row)]));

export interface CliIo {
  out(text: string): void;
  env: NodeJS.ProcessEnv;
  cwd: string;
  now?: () => number;
  /** Wait for another process's write lock (default `CLI_BUSY_TIMEOUT_MS`). */
  busyTimeoutMs?: number;
}

function openExisting(io: CliIo, busyTimeoutMs: number): Database {
  const file = path.resolve(io.cwd, io.env.DATABASE_PATH?.trim() || "data/contact.sqlite");
  if (!existsSync(file)) {
    throw new UsageError(
      `Geen database op ${file} (nog geen aanvragen, of een andere DATABASE_PATH).`,
    );
  }
  return openDatabase(file, { busyTimeoutMs });
}

/** The separator for `--delimiter`: `,` (default), `;` or a tab (`tab` or a literal tab). */
function separatorOf(raw: string | undefined): Separator {
  const value = raw === "tab" ? "\t" : (raw ?? ",");
  if (!isSeparator(value)) {
    throw new UsageError('--delimiter moet , of ; of tab zijn (bijvoorbeeld --delimiter ";").');
  }
  return value;
}

/**
 * Writes an export to `file`, readable by the owner only (personal data),
 * whatever stood there before: the text goes into a new file beside it, which
 * is then renamed over it. An existing file is replaced only with `force`.
 */
function writeExport(file: string, shownName: string, text: string, force: boolean): void {
  if (!force && lstatSync(file, { throwIfNoEntry: false })) {
    throw new UsageError(
      `${shownName} bestaat al. Kies een andere naam, of overschrijf het bestand met --force.`,
    );
  }
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.part`);
  try {
    writeFileSync(partial, text, { mode: 0o600, flag: "wx" });
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

const separatorName: Readonly<Record<Separator, string>> = {
  ",": "komma",
  ";": "puntkomma",
  "\t": "tab",
};

/** After a purge: the deleted rows are gone from the WAL file too, or will be soon. */
const walNote = ({ walTruncated }: PurgeResult) =>
  walTruncated
    ? ""
    : "Het WAL-bestand is nog niet opgeschoond (de database was bezet); de server doet dat binnen het uur.\n";

export function runCli(argv: readonly string[], io: CliIo): void {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      limit: { type: "string" },
      format: { type: "string" },
      output: { type: "string" },
      delimiter: { type: "string" },
      force: { type: "boolean" },
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

  const busyTimeoutMs = io.busyTimeoutMs ?? CLI_BUSY_TIMEOUT_MS;
  const separator = separatorOf(values.delimiter);
  let db: Database;
  try {
    db = openExisting(io, busyTimeoutMs);
  } catch (error) {
    // Opening writes only to migrate a database from an older server.
    if (isBusyError(error)) throw new DatabaseLockedError(busyTimeoutMs, false);
    throw error;
  }
  try {
    switch (command) {
      case "list": {
        const limit = Number(values.limit ?? 50);
        if (!Number.isInteger(limit) || limit < 1)
          throw new UsageError("--limit moet een positief geheel getal zijn.");
        // One read transaction, so the rows and the total agree.
        const { rows, total } = db.transaction(() => ({
          rows: db
            .prepare<[number], SubmissionRow>("SELECT * FROM submissions ORDER BY id DESC LIMIT ?")
            .all(limit),
          total:
            db.prepare<[], { n: number }>("SELECT count(*) AS n FROM submissions").get()?.n ?? 0,
        }))();
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
        const records = rows.map(exportRecord);
        const text =
          format === "json"
            ? `${JSON.stringify(records, null, 2)}\n`
            : toCsv(
                [Object.keys(exportColumns), ...records.map((record) => Object.values(record))],
                separator,
              );
        if (values.output) {
          writeExport(
            path.resolve(io.cwd, values.output),
            values.output,
            text,
            values.force ?? false,
          );
          const kind =
            format === "csv"
              ? ` (CSV: UTF-8 met BOM, scheidingsteken ${separatorName[separator]}, regeleinden CRLF)`
              : "";
          io.out(`${records.length} aanvragen geëxporteerd naar ${values.output}${kind}.\n`);
        } else {
          io.out(text);
        }
        return;
      }
      case "purge": {
        const result = values.all ? purgeAll(db) : purgeExpired(db, io.now?.() ?? Date.now());
        io.out(
          values.all
            ? `${result.deleted} aanvragen verwijderd (alle).\n`
            : `${result.deleted} aanvragen ouder dan ${RETENTION_DAYS} dagen verwijderd.\n`,
        );
        io.out(walNote(result));
        return;
      }
      case "delete": {
        const ids = rest.map(Number);
        if (ids.length === 0 || ids.some((id) => !Number.isInteger(id) || id < 1)) {
          throw new UsageError("Geef het nummer van de aanvraag: delete <id>");
        }
        const remove = db.prepare<[number], void>("DELETE FROM submissions WHERE id = ?");
        const deleted = db
          .transaction(() => ids.reduce((sum, id) => sum + remove.run(id).changes, 0))
          .immediate();
        io.out(`${deleted} aanvraag/aanvragen verwijderd.\n`);
        io.out(walNote({ deleted, walTruncated: checkpointWal(db) }));
        return;
      }
    }
  } catch (error) {
    if (isBusyError(error)) throw new DatabaseLockedError(busyTimeoutMs, command === "purge");
    throw error;
  } finally {
    db.close();
  }
}
