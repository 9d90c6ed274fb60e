import type Mail from "nodemailer/lib/mailer";
import type { SubmissionRow } from "../storage/records";
import { fill, serverText } from "../text";

export interface MailAddress {
  readonly name: string;
  readonly address: string;
}

export interface MailSettings {
  readonly from: MailAddress;
  readonly to: readonly MailAddress[];
}

const dateFormat = new Intl.DateTimeFormat("nl-NL", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Amsterdam",
});

/**
 * The notification to the agency (its texts are in `content/server.yaml`). Plain text only (nothing the visitor typed
 * is ever interpreted as HTML). Visitor input reaches exactly one header:
 * Reply-To, as an address object built from the validated e-mail address and
 * the validated single-line name, which nodemailer encodes itself.
 */
export function notificationFor(row: SubmissionRow, settings: MailSettings): Mail.Options {
  const domain = settings.from.address.split("@")[1] ?? "localhost";
  const text = serverText.mail;
  return {
    from: { ...settings.from },
    to: settings.to.map((address) => ({ ...address })),
    replyTo: { name: row.naam, address: row.email },
    subject: fill(text.subject, { id: row.id }),
    messageId: `<contact-${row.id}-${row.created_at}@${domain}>`,
    text: [
      text.intro,
      "",
      `${text.name}: ${row.naam}`,
      `${text.email}: ${row.email}`,
      `${text.phone}: ${row.telefoon || text.phoneMissing}`,
      `${text.received}: ${dateFormat.format(new Date(row.created_at))}`,
      "",
      `${text.message}:`,
      row.bericht,
      "",
      "--",
      text.replyHint,
      fill(text.reference, { id: row.id }),
    ].join("\n"),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
