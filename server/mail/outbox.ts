import type { Transporter } from "nodemailer";
import { errorCode, type Logger } from "../log";
import type { DatabaseThread } from "../storage/db-thread";
import type { SubmissionRow } from "../storage/records";
import { notificationFor, type MailSettings } from "./message";

/** Waits between attempts; after the last one the row is marked `failed`. */
const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [
  30_000,
  2 * 60_000,
  10 * 60_000,
  30 * 60_000,
  60 * 60_000,
  3 * 60 * 60_000,
  6 * 60 * 60_000,
  12 * 60 * 60_000,
];

/** Rows fetched per round. */
const DUE_BATCH = 20;

/** Pause before trying again to record a sent mail (a lock wait comes on top of it). */
const MARK_SENT_RETRY_MS = 1000;

export interface OutboxOptions {
  readonly retryDelaysMs?: readonly number[] | undefined;
  readonly pollIntervalMs?: number | undefined;
  readonly now?: () => number;
}

/** nodemailer errors carry a code (ECONNECTION, EAUTH, …) and an SMTP reply code. */
function mailErrorCode(error: unknown): string {
  const reply =
    error instanceof Error && "responseCode" in error && typeof error.responseCode === "number"
      ? ` ${error.responseCode}`
      : "";
  return `${errorCode(error)}${reply}`;
}

/**
 * Sends stored submissions to the agency. The row is written (and
 * acknowledged) first; this outbox works through `pending` rows afterwards,
 * retrying with back-off, so an SMTP outage delays mail but never loses a lead.
 * Delivery is at least once: a crash (or a stop) between SMTP's "250 OK" and
 * the status update sends that mail again (same Message-ID, so mail clients
 * fold them). A status update that fails, as when another process holds the
 * write lock for longer than the database thread waits, is tried again until
 * it is written, so a lock never sends a mail twice. One server process per
 * database (a second process would send twice).
 */
export class MailOutbox {
  readonly #db: DatabaseThread;
  readonly #transport: Transporter;
  readonly #settings: MailSettings;
  readonly #logger: Logger;
  readonly #delays: readonly number[];
  readonly #pollIntervalMs: number;
  readonly #now: () => number;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = false;

  constructor(
    db: DatabaseThread,
    transport: Transporter,
    settings: MailSettings,
    logger: Logger,
    options: OutboxOptions = {},
  ) {
    this.#db = db;
    this.#transport = transport;
    this.#settings = settings;
    this.#logger = logger;
    this.#delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.#pollIntervalMs = options.pollIntervalMs ?? 30_000;
    this.#now = options.now ?? Date.now;
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

  /** Stops polling, waits for the current run (if any), closes the transport. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    while (this.#running) await this.#running;
    this.#transport.close();
  }

  async #drain(): Promise<void> {
    for (;;) {
      if (this.#stopped) return;
      const rows = await this.#db.dueMail(this.#now(), DUE_BATCH);
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
    } catch (error) {
      const attempt = row.mail_attempts + 1;
      const delay = this.#delays[attempt - 1];
      const code = mailErrorCode(error);
      if (delay === undefined) {
        await this.#db.markMailRetry(row.id, "failed", null, code);
        this.#logger.log("error", "mail.failed", { submission: row.id, attempt, error: code });
      } else {
        await this.#db.markMailRetry(row.id, "pending", this.#now() + delay, code);
        this.#logger.log("warn", "mail.retry", {
          submission: row.id,
          attempt,
          error: code,
          delayMs: delay,
        });
      }
      return;
    }
    await this.#markSent(row.id);
    this.#logger.log("info", "mail.sent", { submission: row.id, attempt: row.mail_attempts + 1 });
  }

  /** Records a sent mail, trying again until it is written or the outbox stops. */
  async #markSent(id: number): Promise<void> {
    for (;;) {
      try {
        await this.#db.markMailSent(id, this.#now());
        return;
      } catch (error) {
        // Stopping: the row stays pending and the mail goes out again after the restart.
        if (this.#stopped) throw error;
        this.#logger.log("warn", "mail.mark_sent_retry", {
          submission: id,
          error: errorCode(error),
        });
        await new Promise((resolve) => setTimeout(resolve, MARK_SENT_RETRY_MS));
      }
    }
  }
}
