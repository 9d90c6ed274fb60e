import type { Database } from "better-sqlite3";
import type { Transporter } from "nodemailer";
import type { Logger } from "../log";
import type { SubmissionRow } from "../storage/submissions";
import { notificationFor, type MailSettings } from "./message";

/** Waits between attempts; after the last one the row is marked `failed`. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [
  30_000,
  2 * 60_000,
  10 * 60_000,
  30 * 60_000,
  60 * 60_000,
  3 * 60 * 60_000,
  6 * 60 * 60_000,
  12 * 60 * 60_000,
];

export interface OutboxOptions {
  readonly retryDelaysMs?: readonly number[];
  readonly pollIntervalMs?: number;
  readonly now?: () => number;
}

/** nodemailer errors carry a code (ECONNECTION, EAUTH, …) and an SMTP reply code. */
function mailErrorCode(error: unknown): string {
  if (!(error instanceof Error)) return "unknown";
  const code = "code" in error && typeof error.code === "string" ? error.code : error.name;
  const reply =
    "responseCode" in error && typeof error.responseCode === "number"
      ? ` ${error.responseCode}`
      : "";
  return `${code}${reply}`;
}

/**
 * Sends stored submissions to the agency. The row is written (and
 * acknowledged) first; this outbox works through `pending` rows afterwards,
 * retrying with back-off, so an SMTP outage delays mail but never loses a lead.
 * Delivery is at least once: a crash between SMTP's "250 OK" and the status
 * update sends that mail again (same Message-ID, so mail clients fold them).
 * One server process per database (a second process would send twice).
 */
export class MailOutbox {
  readonly #transport: Transporter;
  readonly #settings: MailSettings;
  readonly #logger: Logger;
  readonly #delays: readonly number[];
  readonly #pollIntervalMs: number;
  readonly #now: () => number;
  readonly #due;
  readonly #markSent;
  readonly #markRetry;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = false;

  constructor(
    db: Database,
    transport: Transporter,
    settings: MailSettings,
    logger: Logger,
    options: OutboxOptions = {},
  ) {
    this.#transport = transport;
    this.#settings = settings;
    this.#logger = logger;
    this.#delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.#pollIntervalMs = options.pollIntervalMs ?? 30_000;
    this.#now = options.now ?? Date.now;
    this.#due = db.prepare<[number], SubmissionRow>(
      `SELECT * FROM submissions WHERE mail_status = 'pending' AND mail_next_attempt_at <= ?
       ORDER BY mail_next_attempt_at, id LIMIT 20`,
    );
    this.#markSent = db.prepare<[number, number], void>(
      `UPDATE submissions SET mail_status = 'sent', mail_sent_at = ?, mail_attempts = mail_attempts + 1,
         mail_next_attempt_at = NULL, mail_last_error = NULL WHERE id = ?`,
    );
    this.#markRetry = db.prepare<[string, number | null, string, number], void>(
      `UPDATE submissions SET mail_status = ?, mail_next_attempt_at = ?, mail_attempts = mail_attempts + 1,
         mail_last_error = ? WHERE id = ?`,
    );
  }

  start(): void {
    this.#timer = setInterval(() => this.kick(), this.#pollIntervalMs);
    this.#timer.unref();
    this.kick();
  }

  /** Process due rows soon; called after each stored submission. */
  kick(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#drain()
      .catch((error: unknown) => {
        this.#logger.log("error", "mail.outbox_error", { error: mailErrorCode(error) });
      })
      .finally(() => {
        this.#running = undefined;
        if (this.#again) {
          this.#again = false;
          this.kick();
        }
      });
  }

  /** Resolves when the current run (if any) has finished. */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    await this.idle();
    this.#transport.close();
  }

  async #drain(): Promise<void> {
    for (;;) {
      if (this.#stopped) return;
      const rows = this.#due.all(this.#now());
      if (rows.length === 0) return;
      for (const row of rows) {
        if (this.#stopped) return;
        await this.#send(row);
      }
    }
  }

  async #send(row: SubmissionRow): Promise<void> {
    try {
      await this.#transport.sendMail(notificationFor(row, this.#settings));
      this.#markSent.run(this.#now(), row.id);
      this.#logger.log("info", "mail.sent", { submission: row.id, attempt: row.mail_attempts + 1 });
    } catch (error) {
      const attempt = row.mail_attempts + 1;
      const delay = this.#delays[attempt - 1];
      const code = mailErrorCode(error);
      if (delay === undefined) {
        this.#markRetry.run("failed", null, code, row.id);
        this.#logger.log("error", "mail.failed", { submission: row.id, attempt, error: code });
      } else {
        this.#markRetry.run("pending", this.#now() + delay, code, row.id);
        this.#logger.log("warn", "mail.retry", {
          submission: row.id,
          attempt,
          error: code,
          delayMs: delay,
        });
      }
    }
  }
}
