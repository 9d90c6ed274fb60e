/** Test support: raw HTTP for requests that `fetch` will not send (malformed, oversized). */
import { connect } from "node:net";

export interface RawResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  /** Answer bytes (or the close) arrived before the whole request was written. */
  readonly answeredEarly: boolean;
}

/**
 * Sends `head` and then `body` (if any) over a fresh socket and reads until the
 * server closes it. Write errors are ignored: a server that refuses a large
 * body may close the socket while the client is still writing.
 *
 * `slowUpload` plays a client on a slow link: half the body, a pause of
 * `SLOW_UPLOAD_PAUSE_MS`, then the rest. A server that answers and closes
 * before the body is all there leaves such a client mid-upload on a closed
 * connection (browsers and `fetch` then report a network error).
 */
export function rawHttp(
  url: string,
  head: string,
  body?: Buffer,
  timeoutMs = 10_000,
  { slowUpload = false }: { slowUpload?: boolean } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let written = false;
    let answeredEarly = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("error", () => {}); // EPIPE/ECONNRESET while writing; the answer may still be there
    socket.on("data", (chunk: Buffer) => {
      if (!written) answeredEarly = true;
      chunks.push(chunk);
    });
    socket.on("close", () => {
      if (!written) answeredEarly = true;
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      const [statusLine = "", ...headerLines] = text.slice(0, split).split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      const status = Number(statusLine.split(" ")[1]);
      if (!Number.isFinite(status)) {
        reject(new Error(`no HTTP answer (got ${JSON.stringify(text.slice(0, 80))})`));
        return;
      }
      resolve({ status, headers, body: split === -1 ? "" : text.slice(split + 4), answeredEarly });
    });
    const done = () => (written = true);
    if (!body) {
      socket.write(head, done);
      return;
    }
    socket.write(head);
    if (!slowUpload) {
      socket.write(body, done);
      return;
    }
    const half = Math.floor(body.length / 2);
    socket.write(body.subarray(0, half));
    setTimeout(() => {
      if (!socket.destroyed) socket.write(body.subarray(half), done);
    }, SLOW_UPLOAD_PAUSE_MS);
  });
}

const SLOW_UPLOAD_PAUSE_MS = 300;

/** A POST / request head; `Connection: close` so the server ends the socket after answering. */
export function postHead(url: string, headers: Readonly<Record<string, string | number>>): string {
  const { host } = new URL(url);
  const lines = [
    "POST / HTTP/1.1",
    `Host: ${host}`,
    "Accept: application/json",
    "Connection: close",
  ];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join("\r\n")}\r\n\r\n`;
}

export interface Part {
  readonly headers: readonly string[];
  readonly content: string | Buffer;
}

export const textPart = (name: string, value: string | Buffer): Part => ({
  headers: [`Content-Disposition: form-data; name="${name}"`],
  content: value,
});

export function multipartBody(boundary: string, parts: readonly Part[]): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    pieces.push(Buffer.from(`--${boundary}\r\n${part.headers.join("\r\n")}\r\n\r\n`));
    pieces.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    pieces.push(Buffer.from("\r\n"));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(pieces);
}

/** POST a complete body with a correct Content-Length over a raw socket. */
export function rawPost(
  url: string,
  contentType: string | undefined,
  body: Buffer,
  extra: Record<string, string> = {},
) {
  const headers: Record<string, string | number> = { ...extra, "Content-Length": body.length };
  if (contentType !== undefined) headers["Content-Type"] = contentType;
  return rawHttp(url, postHead(url, headers), body);
}
