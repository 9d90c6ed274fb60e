/**
 * E-mail notification against a real SMTP server (smtp-server) started here:
 * delivery, headers built only from validated input, retries through an outage,
 * and giving up after the last retry.
 */
import { createServer as createNetServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createFixtureBuild,
  formData,
  jsonHeaders,
  removeDir,
  startTestServer,
  tempDir,
  validFields,
  type TestServer,
} from "../../tests/support/server/fixture";
import { holdWriteLock, type LockHolder } from "../../tests/support/server/process";
import { startSmtp } from "../../tests/support/server/smtp";
import type { SubmissionRow } from "../storage/records";

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

async function waitFor<T>(check: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Header lines of a raw message, unfolded. */
function headersOf(raw: string): Map<string, string[]> {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  const map = new Map<string, string[]>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).toLowerCase();
    map.set(name, [...(map.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return map;
}

let buildDir: string;

beforeAll(async () => {
  buildDir = await createFixtureBuild();
});

afterAll(async () => {
  await removeDir(buildDir);
});

const smtpConfig = (port: number) => ({
  url: `smtp://127.0.0.1:${port}`,
  from: { name: "Immersa XR website", address: "no-reply@immersa-xr.nl" },
  to: [{ name: "", address: "leads@immersa-xr.nl" }],
});

async function withServer(
  port: number,
  run: (server: TestServer) => Promise<void>,
  retryDelaysMs: readonly number[] = [50, 50, 50],
) {
  const dataDir = await tempDir();
  const server = await startTestServer(
    buildDir,
    dataDir,
    { smtp: smtpConfig(port) },
    { mailRetryDelaysMs: retryDelaysMs, mailPollIntervalMs: 50 },
  );
  try {
    await run(server);
  } finally {
    await server.close();
    await removeDir(dataDir);
  }
}

const rowOf = (server: TestServer, id = 1) =>
  server.testDb.prepare<[number], SubmissionRow>("SELECT * FROM submissions WHERE id = ?").get(id);

describe("e-mail notification", () => {
  it("mails each stored submission with the visitor only in Reply-To", async () => {
    const smtp = await startSmtp();
    try {
      await withServer(smtp.port, async (server) => {
        const fields = validFields({
          naam: 'Jan "de Baas", <x@evil.example>',
          email: "jan@example.nl",
          bericht: "Bcc: spam@evil.example\r\nSubject: gekaapt\r\n\r\nWij willen een AR-app.",
        });
        const response = await fetch(`${server.url}/`, {
          method: "POST",
          body: formData(fields),
          headers: jsonHeaders,
        });
        expect(response.status).toBe(200);

        const mail = await waitFor(() => smtp.received[0]);
        expect(mail.from).toBe("no-reply@immersa-xr.nl");
        expect(mail.to).toEqual(["leads@immersa-xr.nl"]);
        const headers = headersOf(mail.raw);
        expect(headers.get("reply-to")).toHaveLength(1);
        expect(headers.get("reply-to")?.[0]).toMatch(/<jan@example\.nl>$/);
        expect(headers.get("from")?.[0]).toBe("Immersa XR website <no-reply@immersa-xr.nl>");
        expect(headers.get("subject")?.[0]).toBe("Nieuwe contactaanvraag via de website (#1)");
        expect(headers.has("bcc")).toBe(false);
        expect(headers.get("message-id")?.[0]).toMatch(/^<contact-1-\d+@immersa-xr\.nl>$/);
        // The message text is in the body, never in the header block.
        const body = mail.raw.slice(mail.raw.indexOf("\r\n\r\n"));
        expect(body).toContain("AR-app");
        expect(mail.raw.slice(0, mail.raw.indexOf("\r\n\r\n"))).not.toContain("gekaapt");

        const row = await waitFor(() =>
          rowOf(server)?.mail_status === "sent" ? rowOf(server) : undefined,
        );
        expect(row.mail_attempts).toBe(1);
        expect(row.mail_sent_at).toBeGreaterThan(0);
      });
    } finally {
      await smtp.close();
    }
  });

  it("acknowledges during an SMTP outage and mails once the server is back", async () => {
    const port = await freePort();
    await withServer(
      port,
      async (server) => {
        const response = await fetch(`${server.url}/`, {
          method: "POST",
          body: formData(validFields()),
          headers: jsonHeaders,
        });
        expect(response.status).toBe(200);
        const failing = await waitFor(() => {
          const row = rowOf(server);
          return row && row.mail_attempts >= 1 ? row : undefined;
        });
        expect(failing.mail_status).toBe("pending");
        expect(failing.mail_last_error).toMatch(/^E[A-Z]+/);

        const smtp = await startSmtp(port);
        try {
          await waitFor(() => smtp.received[0]);
          await waitFor(() => (rowOf(server)?.mail_status === "sent" ? true : undefined));
        } finally {
          await smtp.close();
        }
      },
      [100, 100, 100, 100, 100, 100, 100, 100, 100, 100],
    );
  });

  it("sends once when another process holds the write lock while the mail is marked sent", async () => {
    let databasePath = "";
    let lock: LockHolder | undefined;
    // The lock is taken as the first message is accepted and held past the
    // outbox's 5 s wait, so marking that message as sent finds it busy.
    const smtp = await startSmtp(0, {}, async () => {
      lock ??= await holdWriteLock(databasePath, 7000);
    });
    try {
      await withServer(smtp.port, async (server) => {
        databasePath = server.testDb.name;
        const response = await fetch(`${server.url}/`, {
          method: "POST",
          body: formData(validFields()),
          headers: jsonHeaders,
        });
        expect(response.status).toBe(200);
        const row = await waitFor(
          () => (rowOf(server)?.mail_status === "sent" ? rowOf(server) : undefined),
          20_000,
        );
        expect(lock).toBeDefined();
        await lock?.exited;
        // The mail of a later submission goes out in a later pass of the outbox,
        // which would have sent the first one again had it not been marked.
        const later = await fetch(`${server.url}/`, {
          method: "POST",
          body: formData(validFields()),
          headers: jsonHeaders,
        });
        expect(later.status).toBe(200);
        await waitFor(() => (rowOf(server, 2)?.mail_status === "sent" ? true : undefined));
        expect(smtp.received, "the first mail once, then the later one").toHaveLength(2);
        expect(row.mail_attempts).toBe(1);
        // The lock was there when the outbox marked the mail: it had to try again.
        expect(server.logs.some((line) => line.includes('"event":"mail.mark_sent_retry"'))).toBe(
          true,
        );
      });
    } finally {
      await lock?.release();
      await smtp.close();
    }
  });

  it("marks a submission failed after the last retry, keeping the row", async () => {
    const smtp = await startSmtp(0, {
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      },
    });
    try {
      await withServer(
        smtp.port,
        async (server) => {
          const response = await fetch(`${server.url}/`, {
            method: "POST",
            body: formData(validFields()),
            headers: jsonHeaders,
          });
          expect(response.status).toBe(200);
          const row = await waitFor(() =>
            rowOf(server)?.mail_status === "failed" ? rowOf(server) : undefined,
          );
          expect(row.mail_attempts).toBe(3);
          expect(row.mail_last_error).toContain("550");
          expect(server.count()).toBe(1);
        },
        [20, 20],
      );
    } finally {
      await smtp.close();
    }
  });
});
