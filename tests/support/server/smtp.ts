/** Test support: a real SMTP server (smtp-server) on a local port, keeping what it accepts. */
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

/**
 * An SMTP sink that keeps every message it accepts; `beforeAccepting` runs
 * once a message is in and before the server answers 250 for it.
 */
export async function startSmtp(
  port = 0,
  options: Partial<SMTPServerOptions> = {},
  beforeAccepting: () => Promise<void> = async () => {},
) {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        beforeAccepting().then(() => callback(), callback);
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  const address = smtp.server.address();
  if (!address || typeof address === "string") throw new Error("smtp not listening");
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/**
 * A plain-text message as its reader sees it: the Subject header unfolded,
 * and the body with quoted-printable undone (nodemailer's choice for Dutch
 * text).
 */
export function readMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const subject = /^subject: (.*)$/im.exec(head)?.[1] ?? "";
  const quoted = /^content-transfer-encoding: quoted-printable$/im.test(head);
  const text = quoted
    ? Buffer.from(
        body
          .replace(/=\r\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ).toString("utf8")
    : body;
  return { subject, text: text.replace(/\r\n/g, "\n") };
}
