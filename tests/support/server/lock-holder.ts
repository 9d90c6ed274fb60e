/**
 * Test and benchmark support, run as its own process (`holdWriteLock` in
 * `process.ts`): another connection that holds the database's write lock,
 * as a backup, an operator command or a second server would. Takes the lock
 * (`BEGIN IMMEDIATE`), prints `locked`, and holds it for the given time, or
 * until SIGTERM or its standard input closes; then rolls back and exits.
 *
 *   node --import tsx tests/support/server/lock-holder.ts <database file> <milliseconds>
 */
import Database from "better-sqlite3";

const [file, holdMs] = process.argv.slice(2);
if (!file || !Number.isFinite(Number(holdMs))) {
  process.stderr.write("usage: lock-holder.ts <database file> <milliseconds>\n");
  process.exit(2);
}

const db = new Database(file, { fileMustExist: true });
db.exec("BEGIN IMMEDIATE");
process.stdout.write("locked\n");

const release = () => {
  db.exec("ROLLBACK");
  db.close();
  process.exit(0);
};
setTimeout(release, Number(holdMs));
process.once("SIGTERM", release);
process.stdin.on("end", release);
process.stdin.resume();
