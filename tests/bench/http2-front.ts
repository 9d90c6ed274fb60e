/**
 * HTTP/2 over TLS in front of a local HTTP/1.1 server, for the benchmarks:
 * production serves the site over HTTP/2 (Netlify, or nginx with `http2 on`
 * in front of the self-hosted server), where every request of a page shares
 * the document's connection. Over the server's own HTTP/1.1 a browser opens a
 * new connection for each request it makes at once, a round trip each before
 * the first byte, and Lighthouse's simulation counts every one of them.
 *
 * The certificate is the tests' throw-away one (`createLocalCertificate`,
 * made with `openssl`) for 127.0.0.1. A browser takes it when launched with
 * `browserFlags(certificate)`, which names its public key; nothing else is
 * trusted or ignored.
 */
import { createHash, X509Certificate } from "node:crypto";
import { readFile } from "node:fs/promises";
import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { createLocalCertificate } from "../support/server/local-tls";

export interface Certificate {
  key: Buffer;
  cert: Buffer;
  /** The throw-away authority that signed `cert`, for a client that checks it. */
  ca: Buffer;
  /** Base64 SHA-256 of the public key, as Chromium's `--ignore-certificate-errors-spki-list` takes it. */
  spkiHash: string;
}

export interface Http2Front {
  origin: string;
  stop: () => void;
}

/** Headers that belong to one HTTP/1.1 connection and are forbidden in HTTP/2. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
]);

/** A throw-away certificate for 127.0.0.1, its files written into `scratch`. */
export async function makeCertificate(scratch: string): Promise<Certificate> {
  let files;
  try {
    files = await createLocalCertificate(scratch, ["127.0.0.1"]);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Measuring over HTTP/2 needs a TLS certificate: ${reason}\nOr measure over HTTP/1.1 with --http1.`,
    );
  }
  const [key, cert, ca] = await Promise.all([
    readFile(files.keyPath),
    readFile(files.certPath),
    readFile(files.caPath),
  ]);
  const spki = new X509Certificate(cert).publicKey.export({ type: "spki", format: "der" });
  return { key, cert, ca, spkiHash: createHash("sha256").update(spki).digest("base64") };
}

/** The Chromium flag that makes a browser accept the fronts made with `certificate`. */
export function browserFlags(certificate: Certificate): string[] {
  return [`--ignore-certificate-errors-spki-list=${certificate.spkiHash}`];
}

/**
 * Serves `target` (an http:// origin) over HTTP/2 with TLS on a free port of
 * 127.0.0.1: each stream becomes one request to the target, with the same
 * method, path, headers (`Host` the target's) and body, and its answer goes
 * back as it comes, status, headers and body untouched but for the headers
 * HTTP/2 forbids.
 */
export async function startHttp2Front(
  target: string,
  certificate: Certificate,
): Promise<Http2Front> {
  const agent = new http.Agent({ keepAlive: true });
  const targetHost = new URL(target).host;
  const server = http2.createSecureServer({ key: certificate.key, cert: certificate.cert });
  server.on("stream", (stream, headers) => {
    const forwarded: http.OutgoingHttpHeaders = { host: targetHost };
    for (const [name, value] of Object.entries(headers)) {
      if (!name.startsWith(":") && value !== undefined) forwarded[name] = value;
    }
    const request = http.request(
      new URL(String(headers[":path"]), target),
      { method: String(headers[":method"]), headers: forwarded, agent },
      (response) => {
        const answer: http2.OutgoingHttpHeaders = { ":status": response.statusCode ?? 502 };
        for (const [name, value] of Object.entries(response.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) answer[name] = value;
        }
        stream.respond(answer);
        response.pipe(stream);
      },
    );
    request.on("error", (error) => {
      // A stream the browser cancelled has no one left to answer.
      if (stream.destroyed) return;
      if (stream.headersSent) {
        stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR);
        return;
      }
      stream.respond({ ":status": 502, "content-type": "text/plain" });
      stream.end(`front: ${error.message}`);
    });
    // A stream the browser cancels ends its request too.
    stream.on("close", () => request.destroy());
    stream.pipe(request);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    stop: () => {
      server.close();
      agent.destroy();
    },
  };
}
