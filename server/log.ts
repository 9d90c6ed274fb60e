/**
 * Structured logging: one JSON object per line.
 *
 * Log fields are typed as plain scalars and the contact code only ever passes
 * ids, counts, statuses and error codes — never names, e-mail addresses, phone
 * numbers, messages or client IP addresses (the privacy statement promises this).
 */
export type LogValue = string | number | boolean | null;
export type LogFields = Readonly<Record<string, LogValue>>;
export type LogLevel = "info" | "warn" | "error";

export interface Logger {
  log(level: LogLevel, event: string, fields?: LogFields): void;
}

export type LogSink = (line: string) => void;

export function createLogger(sink: LogSink = (line) => process.stdout.write(`${line}\n`)): Logger {
  return {
    log(level, event, fields = {}) {
      sink(JSON.stringify({ time: new Date().toISOString(), level, event, ...fields }));
    },
  };
}

/** A logger that drops everything (tests that do not look at logs). */
export const silentLogger: Logger = { log() {} };

/** Error code or class name only: messages of some errors can echo input. */
export function errorCode(error: unknown): string {
  if (error instanceof Error) {
    return "code" in error && typeof error.code === "string" ? error.code : error.name;
  }
  return "unknown";
}
