import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../storage/db";
import { SubmissionStore } from "../storage/submissions";
import { removeDir, tempDir } from "../testing/fixture";
import { runCli, UsageError } from "./commands";
import { csvCell, neutralise, toCsv } from "./csv";

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
  });
  return output;
};

beforeEach(async () => {
  dir = await tempDir();
  db = openDatabase(path.join(dir, "contact.sqlite"));
  let clock = Date.parse("2027-01-01T12:00:00Z") - 400 * DAY;
  const store = new SubmissionStore(db, { mailEnabled: false, now: () => clock });
  await store.add({ naam: "Oud", email: "oud@example.nl", telefoon: "", bericht: "Verlopen" });
  clock = Date.parse("2027-01-01T11:00:00Z");
  await store.add({
    naam: '=HYPERLINK("http://evil.example";"klik")',
    email: "sanne@example.nl",
    telefoon: "+31 40 123 4567",
    bericht: 'Regel 1\nRegel 2, met "quotes"',
  });
});

afterEach(async () => {
  db.close();
  await removeDir(dir);
});

describe("csv", () => {
  it.each(["=1+1", "+31", "-2", "@SUM(A1)", "\tx", "\rx"])("neutralises %j", (value) => {
    expect(neutralise(value)).toBe(`'${value}`);
  });

  it("quotes delimiters, quotes and line breaks", () => {
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("a;b", ";")).toBe('"a;b"');
    expect(toCsv([["a", 1, null]])).toBe("\uFEFFa,1,\r\n");
  });
});

describe("npm run submissions", () => {
  it("list shows the newest first", () => {
    const text = run("list");
    expect(text.indexOf("#2")).toBeLessThan(text.indexOf("#1"));
    expect(text).toContain("2 van 2 aanvragen getoond.");
  });

  it("export --format csv neutralises formulas", () => {
    const csv = run("export", "--format", "csv");
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "id,ontvangen,naam,email,telefoon,bericht,mail_status,mail_pogingen,mail_verzonden",
    );
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"";""klik"")"`);
    expect(csv).toContain("'+31 40 123 4567");
    expect(csv).toContain('"Regel 1\nRegel 2, met ""quotes"""');
  });

  it("export --format json to a file readable by the owner only", () => {
    run("export", "--format", "json", "--output", "export.json");
    const file = path.join(dir, "export.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const records = JSON.parse(readFileSync(file, "utf8")) as { naam: string }[];
    expect(records.map((r) => r.naam)).toEqual(["Oud", '=HYPERLINK("http://evil.example";"klik")']);
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

  it("refuses unknown commands and formats, and a missing database", () => {
    expect(() => run("drop")).toThrow(UsageError);
    expect(() => run("export", "--format", "xml")).toThrow(/csv of json/);
    expect(() =>
      runCli(["list"], { out: () => {}, env: { DATABASE_PATH: "nergens.sqlite" }, cwd: dir }),
    ).toThrow(/Geen database/);
  });
});
