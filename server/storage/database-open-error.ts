/**
 * The database file cannot be used: said to the operator in one line that
 * names the path, the error code and what to do about it (`main.ts` prints
 * it and stops the server).
 */
import { statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** The user the server runs as, by name when the system knows one. */
function serverUser(): string {
  try {
    return os.userInfo().username;
  } catch {
    return `uid ${process.getuid?.() ?? "unknown"}`;
  }
}

/** The nearest part of the path above `file` that exists and is not a folder. */
function fileOnTheWay(file: string): string | undefined {
  for (let part = path.dirname(file); part !== path.dirname(part); part = path.dirname(part)) {
    const stats = statSync(part, { throwIfNoEntry: false });
    if (stats && !stats.isDirectory()) return part;
  }
  return undefined;
}

/** What to do, by error code (an extended SQLite code counts as its primary one). */
function advice(file: string, code: string): string {
  const folder = path.dirname(file);
  const access =
    `the user the server runs as (${serverUser()}) may not read and write it, or create files in ${folder}. ` +
    `Make that user the owner of the folder and the file (chown), with mode 0700 for the folder and 0600 for the file`;
  switch (/^SQLITE_[A-Z]+/.exec(code)?.[0] ?? code) {
    case "ENOENT":
      return `its folder ${folder} does not exist and cannot be created. Create it, or choose a folder that exists`;
    case "ENOTDIR":
      return `${fileOnTheWay(file) ?? "a part of the path"} is a file, not a folder. Choose another path`;
    case "EACCES":
    case "EPERM":
    case "SQLITE_PERM":
    case "SQLITE_READONLY":
    case "SQLITE_CANTOPEN":
      return access;
    case "EROFS":
      return "it is on a read-only file system. Choose a folder on a writable one (under systemd's ProtectSystem=strict, list it in ReadWritePaths)";
    case "EISDIR":
      return `it is a folder. Give the path of a file in it, such as ${path.join(file, "contact.sqlite")}`;
    case "SQLITE_NOTADB":
      return "the file is not an SQLite database. Point DATABASE_PATH at the contact database, or at a file that does not exist yet";
    case "SQLITE_CORRUPT":
      return "the database is damaged. Restore it from a backup (docs/deployment.md)";
    case "SQLITE_BUSY":
      return "another process held its write lock all through the start. Stop that process, or try again";
    case "ENOSPC":
    case "SQLITE_FULL":
      return "the disk is full. Make room on it";
    default:
      return `it could not be opened. Check the path; ${access}`;
  }
}

export class DatabaseOpenError extends Error {
  override readonly name = "DatabaseOpenError";
  constructor(
    readonly file: string,
    readonly code: string,
    options?: ErrorOptions,
  ) {
    super(`Cannot use DATABASE_PATH ${file} (${code}): ${advice(file, code)}.`, options);
  }
}
