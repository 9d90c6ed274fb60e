/**
 * Access log: one JSON line per request (`"event":"http.request"`) with time,
 * method, path, status and duration in milliseconds. Deliberately without the
 * query string (search terms and campaign parameters can hold personal
 * data), client address, user agent or referrer.
 */
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { NextFunction, Request, Response } from "express";
import { errorCode, type Logger } from "./log";
import { responseSecurityHeaders } from "../app/lib/http-rules";
import { serverText } from "./text";

/** Longer paths are cut: they are junk or attacks, and logs must stay bounded. */
const MAX_PATH_LENGTH = 200;

/** The path of a request target as received (still percent-encoded), without its query. */
function loggedPath(target: string): string {
  const queryStart = target.indexOf("?");
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  return path.length > MAX_PATH_LENGTH ? `${path.slice(0, MAX_PATH_LENGTH)}…` : path;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export function requestLogger(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const start = performance.now();
    res.once("close", () => {
      logger.log("info", "http.request", {
        method: req.method,
        path: loggedPath(req.originalUrl),
        status: res.statusCode,
        ms: round(performance.now() - start),
        // The client went away before the whole answer was sent.
        ...(res.writableFinished ? {} : { aborted: true }),
      });
    });
    next();
  };
}

/** Node's answer to a request it could not parse or that took too long (else 400). */
const clientErrorStatus = new Map([
  ["HPE_HEADER_OVERFLOW", 431],
  ["HPE_CHUNK_EXTENSIONS_OVERFLOW", 413],
  ["ERR_HTTP_REQUEST_TIMEOUT", 408],
]);

/** The short bodies of the answers written here, for a person who sees one. */
const rawAnswerTexts: Readonly<Record<number, string>> = {
  400: serverText.http.badRequest,
  405: serverText.http.methodNotAllowed,
  408: serverText.http.timeout,
  413: serverText.http.tooLarge,
  431: serverText.http.headersTooLarge,
};

/**
 * A complete answer for a request Express never sees, written straight to
 * the socket: plain text with the security headers every response carries,
 * `no-store`, and `Connection: close` (the connection is closed after it).
 */
export function rawAnswer(status: number, extraHeaders: Readonly<Record<string, string>> = {}) {
  const reason = STATUS_CODES[status] ?? "";
  const body = Buffer.from(`${rawAnswerTexts[status] ?? reason}\n`);
  const headers: Record<string, string> = {
    ...responseSecurityHeaders,
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    ...extraHeaders,
    Connection: "close",
    "Content-Length": String(body.length),
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return Buffer.concat([
    Buffer.from(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n`, "latin1"),
    body,
  ]);
}

/** As Node checks: no answer of a request in flight has started on this socket. */
function nothingSentYet(socket: Socket): boolean {
  const inFlight: unknown = Reflect.get(socket, "_httpMessage");
  return (
    typeof inFlight !== "object" ||
    inFlight === null ||
    Reflect.get(inFlight, "_headerSent") !== true
  );
}

/**
 * `clientError` handler: the statuses Node itself would send (400; 408 for a
 * request that outlived `headersTimeout`/`requestTimeout`; 431 for headers
 * over `maxHeaderSize`; 413 for oversized chunk extensions), but as a
 * complete answer with the security headers (`rawAnswer`), then close; plus
 * a log line for each answer. Those requests never reach Express, so this is
 * their only trace. A connection reset by the client gets neither.
 */
export function clientErrorHandler(logger: Logger) {
  return (error: Error, socket: Socket): void => {
    const code = errorCode(error);
    if (socket.writable && nothingSentYet(socket)) {
      const status = clientErrorStatus.get(code) ?? 400;
      socket.end(rawAnswer(status));
      logger.log("info", "http.request", { method: null, path: null, status, error: code });
    }
    socket.destroySoon();
  };
}
