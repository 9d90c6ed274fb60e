/**
 * The security headers of `app/lib/http-rules.ts`, applied per response: the headers
 * for every response at once, the document-only ones when the response turns
 * out to be a document (`securityHeadersKind`). That is known only when the
 * status and Content-Type are final, which is when the head is written, so
 * the middleware hooks `writeHead` (which `end`, `write` and `pipe` also go
 * through) instead of asking every route to remember it. Routes set their
 * Content-Type with `setHeader` (Express always does), not in the headers
 * argument of `writeHead`, which this decision could not see.
 */
import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import {
  documentSecurityHeadersFor,
  responseSecurityHeaders,
  securityHeadersKind,
  svgContentSecurityPolicy,
  type InlineSources,
  type SecurityHeadersKind,
} from "../../app/lib/http-rules";

type HeadHeaders = OutgoingHttpHeaders | OutgoingHttpHeader[];

/** Calls `listener` with the status once, right before the head is written. */
export function beforeHead(res: ServerResponse, listener: (status: number) => void): void {
  const writeHead = res.writeHead.bind(res);
  let called = false;
  function hooked(
    statusCode: number,
    statusMessage?: string,
    headers?: HeadHeaders,
  ): ServerResponse;
  function hooked(statusCode: number, headers?: HeadHeaders): ServerResponse;
  function hooked(
    statusCode: number,
    messageOrHeaders?: string | HeadHeaders,
    headers?: HeadHeaders,
  ): ServerResponse {
    if (!called) {
      called = true;
      listener(statusCode);
    }
    return typeof messageOrHeaders === "string"
      ? writeHead(statusCode, messageOrHeaders, headers)
      : writeHead(statusCode, messageOrHeaders);
  }
  res.writeHead = hooked;
}

/**
 * Middleware: `responseSecurityHeaders` on every response; on HTML the
 * document headers (the editor's under /admin/, for the Git host's API at
 * `editorApi`), on SVG its own small policy. A header a route set itself
 * wins (the server-rendered search page sends a CSP with its own hashes).
 */
export function securityHeaders(inline: InlineSources, editorApi?: string) {
  const always = Object.entries(responseSecurityHeaders);
  const svg: [string, string][] = [["Content-Security-Policy", svgContentSecurityPolicy]];
  const byKind = (kind: SecurityHeadersKind, pathname: string): [string, string][] => {
    if (kind === "svg") return svg;
    return kind === "document"
      ? Object.entries(documentSecurityHeadersFor(pathname, inline, editorApi))
      : [];
  };
  return (req: Request, res: Response, next: NextFunction): void => {
    for (const [name, value] of always) res.setHeader(name, value);
    beforeHead(res, (status) => {
      const type = res.getHeader("Content-Type");
      const kind = securityHeadersKind(status, typeof type === "string" ? type : undefined);
      for (const [name, value] of byKind(kind, req.path)) {
        if (!res.hasHeader(name)) res.setHeader(name, value);
      }
    });
    next();
  };
}
