/**
 * The answers of `POST /`: JSON for `fetch` (Accept: application/json), and for
 * a native form post a 303 to the thank-you page or the page of a refused post
 * with the reasons (`refusal-page.ts`; the back button keeps what was typed).
 * The texts are in `content/server.yaml`.
 */
import type { Request, Response } from "express";
import { paths } from "../../app/content/paths";
import { fill, serverText } from "../text";
import type { RefusalPage } from "./refusal-page";
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

export function sendSuccess(req: Request, res: Response): void {
  res.setHeader("Cache-Control", "no-store");
  if (wantsJson(req)) {
    res.status(200).json({ ok: true });
  } else {
    res.redirect(303, paths.contactThanks);
  }
}

/** A refusal: for `fetch` JSON with the message or the field errors, else the page of a refused post. */
export function sendError(
  req: Request,
  res: Response,
  status: number,
  refusal: string | FieldErrors,
  refusalPage: RefusalPage,
): void {
  res.setHeader("Cache-Control", "no-store");
  const isMessage = typeof refusal === "string";
  if (wantsJson(req)) {
    res
      .status(status)
      .json(isMessage ? { ok: false, error: refusal } : { ok: false, errors: refusal });
  } else {
    const reasons = isMessage ? [refusal] : Object.values(refusal);
    res
      .status(status)
      .type("html")
      .send(refusalPage(headings[status] ?? page.refused, reasons));
  }
}
