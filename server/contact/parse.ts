/**
 * Strict parsing of the contact form body. The body is at most 64 KB, so it is
 * read whole and parsed here rather than streamed: that lets every byte be
 * checked (field values must be valid UTF-8; busboy would silently turn invalid
 * bytes into U+FFFD, and it lets a part's own charset switch decoders).
 */
import type { IncomingMessage } from "node:http";
import { contactFields, formNameField, honeypotField } from "../../app/lib/contact-fields";

const FIELD_NAMES = [formNameField, honeypotField, ...contactFields] as const;
export type FieldName = (typeof FIELD_NAMES)[number];
export type FormFields = Partial<Record<FieldName, string>>;

export const MAX_BODY_BYTES = 64 * 1024;
/** A multipart part's headers; browsers send well under 200 bytes. */
const MAX_PART_HEADER_BYTES = 1024;

/** Why a body is refused, and the status of the refusal. */
const statusFor = {
  "unsupported-media-type": 415,
  "body-too-large": 413,
  malformed: 400,
  "unexpected-field": 400,
  "file-part": 400,
  "invalid-utf8": 400,
} as const;
export type FormErrorReason = keyof typeof statusFor;

export class FormError extends Error {
  readonly status: (typeof statusFor)[FormErrorReason];
  constructor(readonly reason: FormErrorReason) {
    super(reason);
    this.name = "FormError";
    this.status = statusFor[reason];
  }
}

export type BodyType = { kind: "urlencoded" } | { kind: "multipart"; boundary: string };

/** Only the two encodings an HTML form produces; anything else is 415. */
export function bodyTypeOf(contentType: string | undefined): BodyType {
  if (!contentType) throw new FormError("unsupported-media-type");
  const [type = "", ...rawParams] = contentType.split(";");
  const params = new Map<string, string>();
  for (const raw of rawParams) {
    const eq = raw.indexOf("=");
    if (eq === -1) continue;
    const key = raw.slice(0, eq).trim().toLowerCase();
    let value = raw.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2)
      value = value.slice(1, -1);
    params.set(key, value);
  }
  const charset = params.get("charset")?.toLowerCase();
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
    throw new FormError("unsupported-media-type");
  }
  switch (type.trim().toLowerCase()) {
    case "application/x-www-form-urlencoded":
      return { kind: "urlencoded" };
    case "multipart/form-data": {
      const boundary = params.get("boundary");
      // RFC 2046: 1 to 70 characters from a restricted set, not ending in a space.
      if (!boundary || !/^[0-9A-Za-z'()+_,./:=? -]{0,69}[0-9A-Za-z'()+_,./:=?-]$/.test(boundary)) {
        throw new FormError("malformed");
      }
      return { kind: "multipart", boundary };
    }
    default:
      throw new FormError("unsupported-media-type");
  }
}

/**
 * Answering and closing the connection while the client is still sending its
 * body leaves it mid-upload on a closed (or reset) connection: a browser or
 * `fetch` on a slow link then reports a network error instead of the answer.
 * So bodies up to this size are read and thrown away before a refusal; past
 * it the connection is closed as soon as the answer is out.
 */
const MAX_DRAIN_BYTES = 1024 * 1024;

/**
 * Reads and discards the rest of the body, up to `MAX_DRAIN_BYTES` in all.
 * Resolves when the body has ended, the connection has closed, or the bound
 * is passed. A body that was never invited (`Expect: 100-continue` over the
 * limit) or that is declared larger than the bound is not waited for.
 */
export function discardBody(req: IncomingMessage, alreadyRead = 0): Promise<void> {
  const declared = Number(req.headers["content-length"] ?? 0);
  const uninvited =
    req.headers.expect?.toLowerCase() === "100-continue" && declared > MAX_BODY_BYTES;
  if (req.readableEnded || uninvited || declared > MAX_DRAIN_BYTES) return Promise.resolve();
  return new Promise((resolve) => {
    let size = alreadyRead;
    const finish = () => {
      req.off("data", onData);
      req.off("end", finish);
      req.off("close", finish);
      req.off("error", finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_DRAIN_BYTES) {
        req.pause();
        finish();
      }
    };
    req.on("data", onData);
    req.on("end", finish);
    req.on("close", finish);
    req.on("error", finish);
    req.resume();
  });
}

/**
 * Reads the body, refusing (413) once it passes `limit` bytes; the rest is
 * discarded first (`discardBody`), so the client reads the 413.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        chunks.length = 0;
        void discardBody(req, size).then(() => reject(new FormError("body-too-large")));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onClose = () => {
      cleanup();
      reject(new Error("request closed before the body was complete"));
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  });
}

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new FormError("invalid-utf8");
  }
}

/** `application/x-www-form-urlencoded` per the WHATWG URL standard, but strict about `%`. */
function percentDecode(bytes: Buffer): string {
  const out = new Uint8Array(bytes.length);
  let length = 0;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i];
    if (byte === 0x2b) {
      out[length++] = 0x20;
    } else if (byte === 0x25) {
      const hex = bytes.toString("latin1", i + 1, i + 3);
      if (!/^[0-9A-Fa-f]{2}$/.test(hex)) throw new FormError("malformed");
      out[length++] = parseInt(hex, 16);
      i += 2;
    } else if (byte !== undefined) {
      out[length++] = byte;
    }
  }
  return decodeUtf8(out.subarray(0, length));
}

export function parseUrlEncoded(body: Buffer): [string, string][] {
  const pairs: [string, string][] = [];
  let start = 0;
  while (start <= body.length) {
    let end = body.indexOf(0x26, start);
    if (end === -1) end = body.length;
    const segment = body.subarray(start, end);
    if (segment.length > 0) {
      const eq = segment.indexOf(0x3d);
      const name = eq === -1 ? segment : segment.subarray(0, eq);
      const value = eq === -1 ? segment.subarray(segment.length) : segment.subarray(eq + 1);
      pairs.push([percentDecode(name), percentDecode(value)]);
      if (pairs.length > FIELD_NAMES.length) throw new FormError("unexpected-field");
    }
    start = end + 1;
  }
  return pairs;
}

const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");

function parseParams(value: string): { type: string; params: Map<string, string> } {
  const semicolon = value.indexOf(";");
  const type = (semicolon === -1 ? value : value.slice(0, semicolon)).trim().toLowerCase();
  const params = new Map<string, string>();
  const rest = semicolon === -1 ? "" : value.slice(semicolon);
  const pattern = /;\s*([^=\s;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const match of rest.matchAll(pattern)) {
    const key = match[1]?.toLowerCase() ?? "";
    const raw = (match[2] ?? "").trim();
    params.set(key, raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, "$1") : raw);
  }
  return { type, params };
}

/** `multipart/form-data` (RFC 7578): text parts only; any file part is refused. */
export function parseMultipart(body: Buffer, boundary: string): [string, string][] {
  const delimiter = Buffer.from(`--${boundary}`);
  const nextDelimiter = Buffer.from(`\r\n--${boundary}`);
  let pos: number;
  if (body.subarray(0, delimiter.length).equals(delimiter)) {
    pos = delimiter.length;
  } else {
    // A preamble before the first delimiter is allowed and ignored.
    const first = body.indexOf(nextDelimiter);
    if (first === -1) throw new FormError("malformed");
    pos = first + nextDelimiter.length;
  }

  const pairs: [string, string][] = [];
  for (;;) {
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) return pairs; // close delimiter
    while (body[pos] === 0x20 || body[pos] === 0x09) pos += 1; // transport padding
    if (!body.subarray(pos, pos + 2).equals(CRLF)) throw new FormError("malformed");
    pos += 2;

    const headerEnd = body.indexOf(HEADER_END, pos);
    if (headerEnd === -1 || headerEnd - pos > MAX_PART_HEADER_BYTES)
      throw new FormError("malformed");
    const headers = new Map<string, string>();
    for (const line of body.toString("latin1", pos, headerEnd).split("\r\n")) {
      const colon = line.indexOf(":");
      if (colon <= 0) throw new FormError("malformed");
      const name = line.slice(0, colon).trim().toLowerCase();
      if (headers.has(name)) throw new FormError("malformed");
      headers.set(name, line.slice(colon + 1).trim());
    }

    const contentStart = headerEnd + HEADER_END.length;
    const contentEnd = body.indexOf(nextDelimiter, contentStart);
    if (contentEnd === -1) throw new FormError("malformed");
    pos = contentEnd + nextDelimiter.length;

    const disposition = parseParams(headers.get("content-disposition") ?? "");
    if (disposition.type !== "form-data") throw new FormError("malformed");
    if (disposition.params.has("filename") || disposition.params.has("filename*")) {
      throw new FormError("file-part");
    }
    const partType = headers.get("content-type");
    if (partType !== undefined) {
      const { type, params } = parseParams(partType);
      const charset = params.get("charset")?.toLowerCase();
      if (type !== "text/plain") throw new FormError("file-part");
      if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
        throw new FormError("unsupported-media-type");
      }
    }
    const transfer = headers.get("content-transfer-encoding")?.toLowerCase();
    if (transfer !== undefined && !["7bit", "8bit", "binary"].includes(transfer)) {
      throw new FormError("malformed");
    }
    const name = disposition.params.get("name");
    if (name === undefined) throw new FormError("malformed");

    pairs.push([
      decodeUtf8(Buffer.from(name, "latin1")),
      decodeUtf8(body.subarray(contentStart, contentEnd)),
    ]);
    if (pairs.length > FIELD_NAMES.length) throw new FormError("unexpected-field");
  }
}

const isFieldName = (name: string): name is FieldName =>
  FIELD_NAMES.some((field) => field === name);

/** Exactly the form's fields: unknown or repeated names are refused. */
export function toFields(pairs: readonly (readonly [string, string])[]): FormFields {
  const fields: FormFields = {};
  for (const [name, value] of pairs) {
    if (!isFieldName(name) || fields[name] !== undefined) throw new FormError("unexpected-field");
    fields[name] = value;
  }
  return fields;
}

export async function parseForm(req: IncomingMessage, type: BodyType): Promise<FormFields> {
  const body = await readBody(req);
  const pairs =
    type.kind === "urlencoded" ? parseUrlEncoded(body) : parseMultipart(body, type.boundary);
  return toFields(pairs);
}
