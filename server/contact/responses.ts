/**
 * The answers of `POST /`: JSON for `fetch` (Accept: application/json), and for
 * a native form post a 303 to the thank-you page or a small self-contained
 * HTML page listing the problems (the back button keeps what was typed). The
 * texts are in `content/server.yaml`.
 */
import type { Request, Response } from "express";
import { paths } from "../../app/content/paths";
import { escapeUTF8 } from "entities/escape";
import { serverPage } from "../server-page";
import type { ContactDetails } from "../contact-details";
import { fill, serverText } from "../text";
import type { FieldErrors } from "./validate";

const { errors, errorPage: page } = serverText.contact;

/** "1 seconde", "45 seconden". */
const secondsInWords = new Intl.NumberFormat("nl", {
  style: "unit",
  unit: "second",
  unitDisplay: "long",
});

/** Why a post was refused (`content/server.yaml`). */
export const errorMessages = {
  ...errors,
  rateLimited: (seconds: number) =>
    fill(errors.rateLimited, { wait: secondsInWords.format(seconds) }),
};

const wantsJson = (req: Request): boolean =>
  (req.headers.accept ?? "").toLowerCase().includes("application/json");

const headings: Readonly<Record<number, string>> = {
  429: page.tooMany,
  500: page.failed,
  503: page.failed,
};

export function errorPage(status: number, problems: readonly string[], contact: ContactDetails) {
  const heading = headings[status] ?? page.refused;
  const phoneLink = `<a href="${escapeUTF8(contact.phoneHref)}">${escapeUTF8(contact.phone)}</a>`;
  const emailLink = `<a href="mailto:${escapeUTF8(contact.email)}">${escapeUTF8(contact.email)}</a>`;
  const items = problems.map((problem) => `<li>${escapeUTF8(problem)}</li>`).join("");
  return serverPage({
    title: `${heading} | ${contact.name}`,
    main: `<h1>${escapeUTF8(heading)}</h1>
<ul>${items}</ul>
<p><a href="${paths.contact}">${escapeUTF8(page.back)}</a>. ${escapeUTF8(page.keep)}</p>
<p>${fill(escapeUTF8(page.direct), { phoneLink, emailLink })}</p>`,
  });
}

export function sendSuccess(req: Request, res: Response): void {
  res.setHeader("Cache-Control", "no-store");
  if (wantsJson(req)) {
    res.status(200).json({ ok: true });
  } else {
    res.redirect(303, paths.contactThanks);
  }
}

/** A refusal: for `fetch` JSON with the message or the field errors, else the error page. */
export function sendError(
  req: Request,
  res: Response,
  status: number,
  refusal: string | FieldErrors,
  contact: ContactDetails,
): void {
  res.setHeader("Cache-Control", "no-store");
  const isMessage = typeof refusal === "string";
  if (wantsJson(req)) {
    res
      .status(status)
      .json(isMessage ? { ok: false, error: refusal } : { ok: false, errors: refusal });
  } else {
    const problems = isMessage ? [refusal] : Object.values(refusal);
    res
      .status(status)
      .type("html")
      .send(errorPage(status, problems, contact));
  }
}
