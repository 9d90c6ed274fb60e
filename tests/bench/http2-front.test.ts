import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Certificate, makeCertificate, startHttp2Front } from "./http2-front";

interface Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: string;
}

/** One HTTP/2 request to `origin`, trusting `certificate`. */
async function request2(
  origin: string,
  certificate: Certificate,
  headers: http2.OutgoingHttpHeaders,
  body?: string,
): Promise<Answer> {
  const session = http2.connect(origin, { ca: certificate.ca });
  try {
    return await new Promise<Answer>((resolve, reject) => {
      const stream = session.request(headers);
      let received = "";
      let answerHeaders: http2.IncomingHttpHeaders = {};
      stream.on("response", (value) => (answerHeaders = value));
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (received += chunk));
      stream.on("end", () =>
        resolve({
          status: Number(answerHeaders[":status"]),
          headers: answerHeaders,
          body: received,
        }),
      );
      stream.on("error", reject);
      stream.end(body);
    });
  } finally {
    session.close();
  }
}

describe("makeCertificate", () => {
  it("says what to do when openssl cannot be run", async () => {
    const scratch = await mkdtemp(path.join(tmpdir(), "http2-front-"));
    const pathBefore = process.env.PATH;
    process.env.PATH = path.join(scratch, "no-such-folder");
    try {
      await expect(makeCertificate(scratch)).rejects.toThrow(
        /^Measuring over HTTP\/2 needs a TLS certificate: openssl req failed \(is openssl installed\?\)\n[^]*Or measure over HTTP\/1\.1 with --http1\.$/,
      );
    } finally {
      process.env.PATH = pathBefore;
      await rm(scratch, { recursive: true, force: true });
    }
  });
});

describe("startHttp2Front", () => {
  let scratch: string;
  let certificate: Certificate;
  let target: http.Server;
  let targetOrigin: string;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "http2-front-"));
    certificate = await makeCertificate(scratch);
    // Echoes what reached it; answers with a hop-by-hop header HTTP/2 forbids.
    target = http.createServer((req, res) => {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => (body += chunk));
      req.on("end", () => {
        res.writeHead(201, {
          "Content-Type": "application/json",
          "Content-Encoding": "identity",
          "X-Target": "yes",
          "Keep-Alive": "timeout=5",
        });
        res.end(
          JSON.stringify({
            method: req.method,
            url: req.url,
            host: req.headers.host,
            accept: req.headers.accept,
            body,
          }),
        );
      });
    });
    await new Promise<void>((resolve) => target.listen(0, "127.0.0.1", resolve));
    targetOrigin = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    target.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it("passes a request through over HTTP/2: method, path, headers and body there, status, headers and body back", async () => {
    const front = await startHttp2Front(targetOrigin, certificate);
    try {
      expect(front.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const answer = await request2(
        front.origin,
        certificate,
        { ":method": "POST", ":path": "/contact?x=1", accept: "text/html" },
        "naam=Jan",
      );
      expect(answer, JSON.stringify(answer)).toMatchObject({
        status: 201,
        headers: {
          "content-type": "application/json",
          "content-encoding": "identity",
          "x-target": "yes",
        },
      });
      expect(answer.headers, "a header HTTP/2 forbids went through").not.toHaveProperty(
        "keep-alive",
      );
      expect(JSON.parse(answer.body)).toEqual({
        method: "POST",
        url: "/contact?x=1",
        host: new URL(targetOrigin).host,
        accept: "text/html",
        body: "naam=Jan",
      });
    } finally {
      front.stop();
    }
  });

  it("outlives a stream the browser cancels before the server behind it answers, and serves the next", async () => {
    const held: http.ServerResponse[] = [];
    const slow = http.createServer((req, res) => {
      if (req.url === "/held") held.push(res);
      else res.end("next");
    });
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    const slowOrigin = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
    const front = await startHttp2Front(slowOrigin, certificate);
    const session = http2.connect(front.origin, { ca: certificate.ca });
    try {
      const cancelled = session.request({ ":path": "/held" });
      cancelled.on("error", () => {});
      cancelled.end();
      await expect.poll(() => held.length, { message: "the request reached the server" }).toBe(1);
      cancelled.close(http2.constants.NGHTTP2_CANCEL);
      await new Promise((resolve) => cancelled.on("close", resolve));
      const next = await request2(front.origin, certificate, { ":path": "/next" });
      expect(next, JSON.stringify(next)).toMatchObject({ status: 200, body: "next" });
    } finally {
      session.close();
      front.stop();
      slow.closeAllConnections();
      slow.close();
    }
  });

  it("answers 502 with the reason when the server behind it does not answer", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const front = await startHttp2Front(deadOrigin, certificate);
    try {
      const answer = await request2(front.origin, certificate, { ":path": "/" });
      expect(answer.status, JSON.stringify(answer)).toBe(502);
      expect(answer.body).toMatch(/^front: .*ECONNREFUSED/);
    } finally {
      front.stop();
    }
  });
});
