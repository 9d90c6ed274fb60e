/**
 * `POST /`: the contact form. Checks run cheapest first and refuse before the
 * body is read where they can; a submission is acknowledged only after its
 * row has committed to disk.
 */
import type { Request, Response } from "express";
import { contactFormName, formNameField, honeypotField } from "../../app/lib/contact-fields";
import { errorCode, type Logger } from "../log";
import { isDatabaseBusy } from "../storage/errors";
import type { AddResult, ContactMessage } from "../storage/records";
import {
  bodyTypeOf,
  discardBody,
  FormError,
  MAX_BODY_BYTES,
  parseForm,
  type FormErrorReason,
} from "./parse";
import { clientKey, type RateLimiter } from "./rate-limit";
import type { RefusalPage } from "./refusal-page";
import { errorMessages, sendError, sendSuccess } from "./responses";
import { validateContact } from "./validate";

/** Where accepted submissions go: the SQLite store, or a double in tests. */
export interface ContactStore {
  add(message: ContactMessage): Promise<AddResult>;
}

export interface ContactHandlerOptions {
  readonly store: ContactStore;
  readonly rateLimiter: RateLimiter;
  /** The page a refused post without JavaScript gets (`refusal-page.ts`). */
  readonly refusalPage: RefusalPage;
  readonly logger: Logger;
  /** Origins besides the request's own host that may post (the production URL). */
  readonly allowedOrigins: readonly string[];
  /** Called after a new (non-duplicate) submission has been stored. */
  readonly onStored?: (id: number) => void;
}

/** `Retry-After` of a 503 while another process holds the database's write lock. */
const BUSY_RETRY_AFTER_SECONDS = 5;

const METHOD_OVERRIDE_HEADERS = ["x-http-method-override", "x-http-method", "x-method-override"];

const messageFor: Readonly<Record<FormErrorReason, string>> = {
  "unsupported-media-type": errorMessages.unsupportedType,
  "body-too-large": errorMessages.tooLarge,
  malformed: errorMessages.malformed,
  "unexpected-field": errorMessages.unexpectedField,
  "file-part": errorMessages.filePart,
  "invalid-utf8": errorMessages.invalidUtf8,
};

function isCrossSite(req: Request, allowedOrigins: readonly string[]): boolean {
  if (req.headers["sec-fetch-site"] === "cross-site") return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  if (!URL.canParse(origin)) return true; // includes the opaque origin "null"
  const url = new URL(origin);
  if (url.origin === "null") return true;
  if (allowedOrigins.includes(url.origin)) return false;
  return url.host !== req.host;
}

export function createContactHandler(options: ContactHandlerOptions) {
  const { store, rateLimiter, refusalPage, logger } = options;

  /**
   * Refuse without parsing the body, and close the connection: the body is
   * only read away (up to a bound) so that the client receives the answer.
   */
  const refuseEarly = async (req: Request, res: Response, status: number, message: string) => {
    res.setHeader("Connection", "close");
    await discardBody(req);
    sendError(req, res, status, message, refusalPage);
  };

  return async function handleContact(req: Request, res: Response): Promise<void> {
    if (METHOD_OVERRIDE_HEADERS.some((name) => req.headers[name] !== undefined)) {
      await refuseEarly(req, res, 400, errorMessages.methodOverride);
      return;
    }
    if (isCrossSite(req, options.allowedOrigins)) {
      await refuseEarly(req, res, 403, errorMessages.crossSite);
      return;
    }

    let bodyType;
    try {
      bodyType = bodyTypeOf(req.headers["content-type"]);
    } catch (error) {
      if (!(error instanceof FormError)) throw error;
      await refuseEarly(req, res, error.status, messageFor[error.reason]);
      return;
    }
    const declaredLength = Number(req.headers["content-length"] ?? 0);
    if (declaredLength > MAX_BODY_BYTES) {
      await refuseEarly(req, res, 413, errorMessages.tooLarge);
      return;
    }

    const slot = rateLimiter.take(clientKey(req.ip));
    if (!slot.ok) {
      res.setHeader("Retry-After", String(slot.retryAfterSeconds));
      logger.log("warn", "contact.rate_limited", { retryAfter: slot.retryAfterSeconds });
      await refuseEarly(req, res, 429, errorMessages.rateLimited(slot.retryAfterSeconds));
      return;
    }
    let accepted = false;
    try {
      const fields = await parseForm(req, bodyType);
      if (fields[formNameField] !== contactFormName) {
        sendError(req, res, 400, errorMessages.wrongForm, refusalPage);
        return;
      }
      if ((fields[honeypotField] ?? "") !== "") {
        // Same answer as a success; nothing stored, nothing sent.
        accepted = true;
        logger.log("info", "contact.honeypot");
        sendSuccess(req, res);
        return;
      }
      const result = validateContact(fields);
      if (!result.ok) {
        logger.log("info", "contact.invalid", { fields: Object.keys(result.errors).join(",") });
        sendError(req, res, 422, result.errors, refusalPage);
        return;
      }

      let stored: AddResult;
      try {
        stored = await store.add(result.message);
      } catch (error) {
        // Not stored (or, after a timeout, perhaps stored late: a retry is then
        // recognised as a duplicate). Either way the visitor keeps the text and
        // is asked to try again: 503, never a false success.
        const busy = isDatabaseBusy(error);
        logger.log(busy ? "warn" : "error", busy ? "contact.store_busy" : "contact.store_failed", {
          error: errorCode(error),
        });
        if (busy) res.setHeader("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
        sendError(
          req,
          res,
          503,
          busy ? errorMessages.busy : errorMessages.serverError,
          refusalPage,
        );
        return;
      }
      accepted = true;
      logger.log("info", stored.duplicate ? "contact.duplicate" : "contact.stored", {
        submission: stored.id,
      });
      if (!stored.duplicate) options.onStored?.(stored.id);
      sendSuccess(req, res);
    } catch (error) {
      if (error instanceof FormError) {
        if (error.status === 413) res.setHeader("Connection", "close");
        logger.log("info", "contact.refused", { reason: error.reason });
        sendError(req, res, error.status, messageFor[error.reason], refusalPage);
      } else if (res.headersSent || req.socket.destroyed) {
        // The client went away (req itself is destroyed after a complete body, so check the socket).
        logger.log("info", "contact.aborted", { error: errorCode(error) });
      } else {
        logger.log("error", "contact.failed", { error: errorCode(error) });
        sendError(req, res, 500, errorMessages.serverError, refusalPage);
      }
    } finally {
      if (!accepted) slot.release();
    }
  };
}
