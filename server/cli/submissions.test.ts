import { chmodSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../storage/connection/db";
import { prepareSubmissionWriter } from "../storage/connection/submission-writer";
import type { ContactMessage } from "../storage/records";
import { dedupeKey } from "../storage/submission-store";
import { removeDir, tempDir } from "../../tests/support/server/fixture";
import { DatabaseLockedError, runCli, UsageError } from "./commands";
import { csvCell, neutralise, SEPARATORS, toCsv, type Separator } from "./csv";

const DAY = 24 * 60 * 60 * 1000;
let dir: string;
let db: Database;
let output: string;
const run = (...args: string[]) => {
  output = "";
  runCli(args, {
    out: (text) => (output += text),
    env: { DATABASE_PATH: "contact.sqlite" },
    cwd: dir,
    now: () => Date.parse("2027-01-01T12:00:00Z"),
    busyTimeoutMs: 200,
  });
  return output;
};

/** Seeds rows as the server's database thread writes them. */
function store(messages: readonly ContactMessage[], at: number) {
  prepareSubmissionWriter(db)(
    messages.map((message) => ({ message, key: dedupeKey(message) })),
    at,
    false,
  );
}

beforeEach(async () => {
  dir = await tempDir();
  db = openDatabase(path.join(dir, "contact.sqlite"));
  store(
    [{ naam: "Oud", email: "oud@example.nl", telefoon: "", bericht: "Verlopen" }],
    Date.parse("2027-01-01T12:00:00Z") - 400 * DAY,
  );
  store(
    [
      {
        naam: '=HYPERLINK("http://evil.example";"klik")',
        email: "sanne@example.nl",
        telefoon: "+31 40 123 4567",
        bericht: 'Regel 1\nRegel 2, met "quotes"',
      },
    ],
    Date.parse("2027-01-01T11:00:00Z"),
  );
});

afterEach(async () => {
  if (db.inTransaction) db.exec("ROLLBACK");
  db.close();
  await removeDir(dir);
});

/** Values that try to get a formula into a cell, whatever separator the spreadsheet uses. */
const hostile = [
  "Jan;=cmd|' /C calc'!A0;",
  "Jan,=cmd|' /C calc'!A0,",
  "Jan\t=cmd|' /C calc'!A0",
  "=1+1",
  "+31 6 1234 5678",
  "-2+3",
  "@SUM(A1:A9)",
  "\t=1+1",
  "\r=1+1",
  "Regel 1\n=1+1",
  "Regel 1\r\n-1+1",
  "x; =1+1",
  'x;"=1+1"',
  'x,""=1+1',
  'x;" @SUM(A1)',
  "x;\t\t+1",
  "\uFF1D1+1",
  "x;\uFF20SUM(A1)",
];

const FORMULA_CHARACTERS = ["=", "+", "-", "@", "\uFF1D", "\uFF0B", "\uFF0D", "\uFF20"];

/**
 * Every cell a spreadsheet could make of the text when it splits on
 * `separator`: honouring quotes leniently (as Excel and LibreOffice do), and
 * ignoring them altogether, splitting at every line break.
 */
function cellsAsSplitBy(text: string, separator: Separator): string[] {
  const lenient = parse(text, {
    bom: true,
    delimiter: separator,
    relax_quotes: true,
    relax_column_count: true,
  });
  const quoteless = parse(text, {
    bom: true,
    delimiter: separator,
    quote: false,
    record_delimiter: ["\r\n", "\n", "\r"],
    relax_column_count: true,
  });
  return [...lenient, ...quoteless].flat();
}

/** A cell a spreadsheet would run: a formula character after leading spaces and quotes. */
const isFormula = (cell: string) =>
  FORMULA_CHARACTERS.includes(cell.replace(/^[\s"]+/u, "").charAt(0));

describe("csv", () => {
  it.each(["=1+1", "+31", "-2", "@SUM(A1)", "\t=x", "\r=x"])("neutralises %j", (value) => {
    expect(neutralise(value).replace(/^\s*/u, "")).toMatch(/^'/);
  });

  it("neutralises a formula after a separator or line break inside the field", () => {
    expect(neutralise("Jan;=cmd|' /C calc'!A0;")).toBe("Jan;'=cmd|' /C calc'!A0;");
    expect(neutralise('x,""=1')).toBe(`x,""'=1`);
    expect(neutralise("Regel 1\n- punt")).toBe("Regel 1\n'- punt");
    expect(neutralise("Gewone tekst, met een komma; en -streepjes")).toBe(
      "Gewone tekst, met een komma; en -streepjes",
    );
  });

  it("quotes every field (RFC 4180), with a byte order mark and CRLF", () => {
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell(1)).toBe('"1"');
    expect(csvCell(null)).toBe('""');
    expect(toCsv([["a", 1, null]], ";")).toBe('\uFEFF"a";"1";""\r\n');
  });

  it.each(SEPARATORS)(
    "written with %j: no separator a spreadsheet may split on yields a formula cell",
    (written) => {
      const rows = hostile.map((value, index) => [index, value, `${value} ${value}`]);
      const text = toCsv(rows, written);
      for (const read of SEPARATORS) {
        const formulas = cellsAsSplitBy(text, read).filter(isFormula);
        expect(formulas, `read with ${JSON.stringify(read)}`).toEqual([]);
      }
      // Read with the separator it was written with, every value comes back whole.
      const parsed: string[][] = parse(text, { bom: true, delimiter: written });
      expect(parsed.map((row) => row[1])).toEqual(hostile.map(neutralise));
    },
  );
});

describe("npm run submissions", () => {
  it("list shows the newest first", () => {
    const text = run("list");
    expect(text.indexOf("#2")).toBeLessThan(text.indexOf("#1"));
    expect(text).toContain("2 van 2 aanvragen getoond.");
  });

  it("export --format csv quotes every field and neutralises formulas", () => {
    const csv = run("export", "--format", "csv");
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      '"id","ontvangen","naam","email","telefoon","bericht","mail_status","mail_pogingen","mail_verzonden"',
    );
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"";""klik"")"`);
    expect(csv).toContain(`"'+31 40 123 4567"`);
    expect(csv).toContain('"Regel 1\nRegel 2, met ""quotes"""');
  });

  it.each([
    [";", ";", "puntkomma"],
    ["tab", "\t", "tab"],
  ])(
    "export --delimiter %j to a file states its separator and encoding",
    (option, separator, name) => {
      const note = run(
        "export",
        "--format",
        "csv",
        "--delimiter",
        option,
        "--output",
        "export.csv",
      );
      expect(note).toBe(
        `2 aanvragen geëxporteerd naar export.csv (CSV: UTF-8 met BOM, scheidingsteken ${name}, regeleinden CRLF).\n`,
      );
      const text = readFileSync(path.join(dir, "export.csv"), "utf8");
      expect(text.startsWith("\uFEFF")).toBe(true);
      const rows: string[][] = parse(text, { bom: true, delimiter: separator });
      expect(rows[2]?.[2]).toBe(`'=HYPERLINK("http://evil.example";"klik")`);
    },
  );

  it("refuses a separator that the neutralisation does not cover", () => {
    expect(() => run("export", "--format", "csv", "--delimiter", "|")).toThrow(/, of ; of tab/);
  });

  it("export --format json to a file readable by the owner only", () => {
    run("export", "--format", "json", "--output", "export.json");
    const file = path.join(dir, "export.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const records = JSON.parse(readFileSync(file, "utf8")) as { naam: string }[];
    expect(records.map((r) => r.naam)).toEqual(["Oud", '=HYPERLINK("http://evil.example";"klik")']);
  });

  it("export onto an existing file needs --force, and leaves it readable by the owner only", () => {
    const file = path.join(dir, "export.csv");
    writeFileSync(file, "oude export\n");
    chmodSync(file, 0o644);
    expect(() => run("export", "--format", "csv", "--output", "export.csv")).toThrow(
      /export\.csv bestaat al.*--force/,
    );
    expect(readFileSync(file, "utf8")).toBe("oude export\n");

    run("export", "--format", "csv", "--output", "export.csv", "--force");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8")).toContain("sanne@example.nl");
    expect(readdirSync(dir).filter((name) => name.includes("export"))).toEqual(["export.csv"]);
  });

  it("purge deletes only what is past retention; purge --all needs --yes", () => {
    expect(run("purge")).toContain("1 aanvragen ouder dan 365 dagen verwijderd.");
    expect(() => run("purge", "--all")).toThrow(UsageError);
    expect(run("list")).toContain("1 van 1");
    expect(run("purge", "--all", "--yes")).toContain("1 aanvragen verwijderd (alle).");
    expect(run("list")).toContain("0 van 0");
  });

  it("delete removes one submission", () => {
    expect(run("delete", "1")).toContain("1 aanvraag");
    expect(run("list")).toContain("1 van 1");
  });

  it("says the database is busy when another process holds the write lock; reads still work", () => {
    db.exec("BEGIN IMMEDIATE");
    for (const args of [["purge"], ["purge", "--all", "--yes"], ["delete", "2"]]) {
      expect(() => run(...args)).toThrow(DatabaseLockedError);
    }
    expect(() => run("delete", "2")).toThrow(/De database is bezet.*Er is niets gewijzigd/);
    expect(run("list")).toContain("2 van 2");
    expect(run("export", "--format", "json")).toContain("sanne@example.nl");
    db.exec("ROLLBACK");
    expect(run("delete", "2")).toContain("1 aanvraag");
  });

  it("refuses unknown commands and formats, and a missing database", () => {
    expect(() => run("drop")).toThrow(UsageError);
    expect(() => run("export", "--format", "xml")).toThrow(/csv of json/);
    expect(() =>
      runCli(["list"], { out: () => {}, env: { DATABASE_PATH: "nergens.sqlite" }, cwd: dir }),
    ).toThrow(/Geen database/);
  });
});
