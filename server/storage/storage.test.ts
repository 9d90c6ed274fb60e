import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { silentLogger } from "../log";
import { removeDir, tempDir } from "../../tests/support/server/fixture";
import { openDatabase, type Database } from "./connection/db";
import { migrations } from "./connection/migrations";
import { purgeExpired } from "./connection/purge";
import { DUPLICATE_WINDOW_MS, prepareSubmissionWriter } from "./connection/submission-writer";
import { DatabaseThread } from "./db-thread";
import { DatabaseBusyError } from "./errors";
import { RETENTION_DAYS } from "./records";
import { dedupeKey, SubmissionStore } from "./submission-store";

const DAY = 24 * 60 * 60 * 1000;
let dir: string;
let file: string;
let db: Database;
let thread: DatabaseThread | undefined;

beforeEach(async () => {
  dir = await tempDir();
  file = path.join(dir, "nested", "contact.sqlite");
  db = openDatabase(file);
});

afterEach(async () => {
  if (db.inTransaction) db.exec("ROLLBACK");
  await thread?.close();
  thread = undefined;
  if (db.open) db.close();
  await removeDir(dir);
});

/** The server's database thread on the same file; `db` is another connection. */
async function openThread(): Promise<DatabaseThread> {
  thread = await DatabaseThread.open(file, silentLogger);
  return thread;
}

const message = (bericht: string) => ({
  naam: "Sanne de Vries",
  email: "sanne@example.nl",
  telefoon: "",
  bericht,
});

describe("openDatabase", () => {
  it("creates the directory and a file only the owner can read", () => {
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
  });

  it("sets WAL, synchronous=FULL, busy_timeout and secure_delete on every open", () => {
    db.close();
    db = openDatabase(file); // a reopened WAL database would otherwise be back at NORMAL
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("synchronous", { simple: true })).toBe(2); // FULL
    expect(db.pragma("busy_timeout", { simple: true })).toBe(5000);
    expect(db.pragma("secure_delete", { simple: true })).toBe(1);
  });

  it("migrates to the latest schema version once", () => {
    expect(db.pragma("user_version", { simple: true })).toBe(migrations.length);
    db.close();
    db = openDatabase(file);
    expect(db.pragma("user_version", { simple: true })).toBe(migrations.length);
  });

  it("refuses a database from a newer server", () => {
    db.pragma(`user_version = ${migrations.length + 1}`);
    db.close();
    expect(() => openDatabase(file)).toThrow(/newer than this server knows/);
  });
});

describe("SubmissionStore", () => {
  it("stores a repeat of e-mail and message within 10 minutes once", async () => {
    let now = Date.parse("2026-03-01T10:00:00Z");
    const store = new SubmissionStore(await openThread(), { mailEnabled: true, now: () => now });
    const first = await store.add(message("Hallo"));
    expect(first.duplicate).toBe(false);
    now += DUPLICATE_WINDOW_MS - 1;
    expect(await store.add({ ...message("Hallo"), email: "SANNE@example.nl" })).toEqual({
      id: first.id,
      duplicate: true,
    });
    now += 2;
    expect((await store.add(message("Hallo"))).duplicate).toBe(false);
    const row = db
      .prepare("SELECT mail_status, mail_next_attempt_at FROM submissions WHERE id = ?")
      .get(first.id);
    expect(row).toEqual({
      mail_status: "pending",
      mail_next_attempt_at: Date.parse("2026-03-01T10:00:00Z"),
    });
  });

  it("writes many concurrent submissions in few transactions, each acknowledged after commit", async () => {
    const store = new SubmissionStore(await openThread(), { mailEnabled: false });
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, i) => store.add(message(`Bericht ${i}`))),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(500);
    expect(db.prepare("SELECT count(*) AS n FROM submissions").get()).toEqual({ n: 500 });
  });
});

describe("retention", () => {
  it("deletes rows older than 365 days and leaves no trace in the files", async () => {
    const now = Date.parse("2027-06-01T12:00:00Z");
    let clock = now - (RETENTION_DAYS + 1) * DAY;
    const write = prepareSubmissionWriter(db);
    const queued = (bericht: string) => [
      { message: message(bericht), key: dedupeKey(message(bericht)) },
    ];
    write(queued("OUDE-AANVRAAG-MARKER"), clock, false);
    clock = now - (RETENTION_DAYS - 1) * DAY;
    write(queued("RECENTE-AANVRAAG"), clock, false);

    expect(purgeExpired(db, now)).toEqual({ deleted: 1, walTruncated: true });
    const left = db.prepare("SELECT bericht FROM submissions").all();
    expect(left).toEqual([{ bericht: "RECENTE-AANVRAAG" }]);

    db.close();
    for (const suffix of ["", "-wal"]) {
      let bytes: Buffer;
      try {
        bytes = readFileSync(file + suffix);
      } catch {
        continue; // no WAL file left at all
      }
      expect(bytes.includes("OUDE-AANVRAAG-MARKER")).toBe(false);
    }
  });
});

describe("the database thread while another connection holds the write lock", () => {
  const rows = () =>
    db.prepare<[], { n: number }>("SELECT count(*) AS n FROM submissions").get()?.n;

  it("keeps the event loop free, then refuses the write with nothing written", async () => {
    const store = new SubmissionStore(await openThread(), { mailEnabled: false, writeWaitMs: 500 });
    db.exec("BEGIN IMMEDIATE");
    const order: string[] = [];
    const write = store.add(message("Tijdens het slot")).then(
      () => order.push("stored"),
      (error: unknown) => order.push(error instanceof DatabaseBusyError ? "busy" : "failed"),
    );
    // The next turn of the event loop: a blocked one would reach it only after
    // the write had given up.
    await new Promise((resolve) => setImmediate(resolve));
    order.push("timer");
    await write;
    db.exec("ROLLBACK");
    expect(order).toEqual(["timer", "busy"]);
    expect(rows()).toBe(0);
  });

  it("writes once when the lock is released within the wait", async () => {
    const store = new SubmissionStore(await openThread(), {
      mailEnabled: false,
      writeWaitMs: 10_000,
    });
    db.exec("BEGIN IMMEDIATE");
    let settled = false;
    const write = store.add(message("Na het slot")).finally(() => (settled = true));
    // A window, as nothing outside the thread shows that its write has started
    // waiting for the lock: it lets the write get there first. The check cannot
    // fail for want of time (the lock is held throughout); a write that arrived
    // only after the release would make the test prove less, not fail.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);
    db.exec("COMMIT");
    expect(await write).toMatchObject({ duplicate: false });
    expect(rows()).toBe(1);
  });

  it("answers a health write and a purge with DatabaseBusyError, and works again after", async () => {
    const db2 = await openThread();
    db.exec("BEGIN IMMEDIATE");
    await expect(db2.touchHealth(Date.now(), { lockWaitMs: 100 })).rejects.toBeInstanceOf(
      DatabaseBusyError,
    );
    await expect(db2.purgeExpired(Date.now(), { lockWaitMs: 100 })).rejects.toBeInstanceOf(
      DatabaseBusyError,
    );
    db.exec("ROLLBACK");
    await expect(db2.touchHealth(Date.now(), { lockWaitMs: 100 })).resolves.toBeUndefined();
    await expect(db2.purgeExpired(Date.now())).resolves.toEqual({ deleted: 0, walTruncated: true });
  });
});
