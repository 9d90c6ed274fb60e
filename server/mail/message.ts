import type Mail from "nodemailer/lib/mailer";
import type { SubmissionRow } from "../storage/submissions";

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
 * The notification to the agency. Plain text only (nothing the visitor typed
 * is ever interpreted as HTML). Visitor input reaches exactly one header:
 * Reply-To, as an address object built from the validated e-mail address and
 * the validated single-line name, which nodemailer encodes itself.
 */
export function notificationFor(row: SubmissionRow, settings: MailSettings): Mail.Options {
  const domain = settings.from.address.split("@")[1] ?? "localhost";
  return {
    from: { ...settings.from },
    to: settings.to.map((address) => ({ ...address })),
    replyTo: { name: row.naam, address: row.email },
    subject: `Nieuwe contactaanvraag via de website (#${row.id})`,
    messageId: `<contact-${row.id}-${row.created_at}@${domain}>`,
    text: [
      "Nieuwe contactaanvraag via het contactformulier van de website.",
      "",
      `Naam: ${row.naam}`,
      `E-mailadres: ${row.email}`,
      `Telefoon: ${row.telefoon || "niet opgegeven"}`,
      `Ontvangen: ${dateFormat.format(new Date(row.created_at))}`,
      "",
      "Bericht:",
      row.bericht,
      "",
      "--",
      "Met 'Beantwoorden' schrijft u de afzender direct terug.",
      `Referentie #${row.id}. De aanvraag wordt na een jaar automatisch uit de database verwijderd.`,
    ].join("\n"),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
