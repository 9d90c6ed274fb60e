/**
 * How a request to the database thread fails, as the main thread sees it
 * (`db-thread.ts` throws them; the contact form, the health check and the
 * submission store tell them apart).
 */

/** Another connection held the write lock until the deadline; nothing was written. */
export class DatabaseBusyError extends Error {
  override readonly name = "DatabaseBusyError";
  readonly code = "SQLITE_BUSY";
}

/** The database thread did not answer in time; the request may still complete. */
export class DatabaseTimeoutError extends Error {
  override readonly name = "DatabaseTimeoutError";
  readonly code = "DB_TIMEOUT";
}

/** Locked, or no answer in time: busy for now rather than broken. */
export const isDatabaseBusy = (error: unknown): boolean =>
  error instanceof DatabaseBusyError || error instanceof DatabaseTimeoutError;

/** Any other failure of a request (I/O, a read-only file, a constraint, a dead thread). */
export class DatabaseError extends Error {
  override readonly name = "DatabaseError";
  constructor(readonly code: string) {
    super(`database request failed (${code})`);
  }
}
