/**
 * The answers of `POST /`: JSON for `fetch` (Accept: application/json), and for
 * a native form post a 303 to the thank-you page or a small self-contained
 * Dutch HTML page listing the problems (the back button keeps what was typed).
 */
import type { Request, Response } from "express";
import type { ContactDetails } from "../site-config";
import type { FieldErrors } from "./validate";

export const THANK_YOU_PATH = "/contact/bedankt";

export const errorMessages = {
  malformed: "Het formulier kon niet worden gelezen. Vernieuw de pagina en probeer het opnieuw.",
  unexpectedField:
    "Het formulier bevat onverwachte velden. Vernieuw de pagina en probeer het opnieuw.",
  filePart: "Bestanden meesturen is niet mogelijk. Beschrijf uw vraag in het berichtveld.",
  invalidUtf8: "Het formulier bevat ongeldige tekens. Controleer uw invoer en probeer het opnieuw.",
  wrongForm: "Onbekend formulier. Vernieuw de contactpagina en probeer het opnieuw.",
  methodOverride: "Dit verzoek wordt niet ondersteund.",
  tooLarge: "Uw bericht is te groot om te versturen. Maak het korter en probeer het opnieuw.",
  unsupportedType:
    "Dit formaat wordt niet ondersteund. Verstuur uw bericht via het contactformulier.",
  crossSite: "Dit formulier kan alleen vanaf onze eigen website worden verstuurd.",
  rateLimited: (seconds: number) =>
    `U heeft kort na elkaar veel berichten verstuurd. Probeer het over ${seconds} seconden opnieuw.`,
  serverError:
    "Uw bericht kon door een storing niet worden opgeslagen. Probeer het later opnieuw of neem telefonisch of per e-mail contact met ons op.",
  busy: "Uw bericht kon op dit moment niet worden opgeslagen, omdat het systeem even bezet is. Probeer het over enkele seconden opnieuw of neem telefonisch of per e-mail contact met ons op.",
} as const;

export const wantsJson = (req: Request): boolean =>
  (req.headers.accept ?? "").toLowerCase().includes("application/json");

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const headings: Readonly<Record<number, string>> = {
  429: "Even geduld, alstublieft",
  500: "Uw bericht kon niet worden verstuurd",
  503: "Uw bericht kon niet worden verstuurd",
};

export function errorPage(status: number, problems: readonly string[], contact: ContactDetails) {
  const heading = headings[status] ?? "Uw bericht is niet verstuurd";
  const items = problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join("");
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(heading)} | ${escapeHtml(contact.name)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
<ul>${items}</ul>
<p><a href="/contact">Terug naar het contactformulier</a>. Met de terugknop van uw browser houdt u wat u al had ingevuld.</p>
<p>Liever direct contact? Bel <a href="${escapeHtml(contact.phoneHref)}">${escapeHtml(contact.phone)}</a> of mail naar <a href="mailto:${escapeHtml(contact.email)}">${escapeHtml(contact.email)}</a>.</p>
</main>
</body>
</html>
`;
}

export function sendSuccess(req: Request, res: Response): void {
  res.setHeader("Cache-Control", "no-store");
  if (wantsJson(req)) {
    res.status(200).json({ ok: true });
  } else {
    res.redirect(303, THANK_YOU_PATH);
  }
}

export function sendFieldErrors(
  req: Request,
  res: Response,
  errors: FieldErrors,
  contact: ContactDetails,
): void {
  res.setHeader("Cache-Control", "no-store");
  if (wantsJson(req)) {
    res.status(422).json({ ok: false, errors });
  } else {
    res
      .status(422)
      .type("html")
      .send(errorPage(422, Object.values(errors), contact));
  }
}

export function sendError(
  req: Request,
  res: Response,
  status: number,
  message: string,
  contact: ContactDetails,
): void {
  res.setHeader("Cache-Control", "no-store");
  if (wantsJson(req)) {
    res.status(status).json({ ok: false, error: message });
  } else {
    res
      .status(status)
      .type("html")
      .send(errorPage(status, [message], contact));
  }
}
