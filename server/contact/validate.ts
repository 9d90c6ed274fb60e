import { type ContactField, contactFieldLimits as LIMITS } from "../../app/lib/contact-fields";
import type { ContactMessage } from "../storage/records";
import { fill, serverText } from "../text";
import type { FormFields } from "./parse";

export type FieldErrors = Partial<Record<ContactField, string>>;

/** The server's per-field messages (`content/server.yaml`). */
const messages = serverText.contact.fields;
const tooLongMessage = (field: ContactField) =>
  fill(messages[field].tooLong, { max: LIMITS[field] });

/**
 * C0 and C1 controls, DEL, the Unicode line and paragraph separators, and the
 * bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069),
 * which can make a name or number read backwards where the operator sees it
 * (`submissions list`, the notification e-mail). The bidi marks (U+200E,
 * U+200F, U+061C) stay allowed: they change no order beyond their own
 * neighbours, and right-to-left names may carry them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** Like above, but tab and line breaks are fine in a message. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * The address syntax of the HTML standard's `<input type="email">` (what the
 * browser already accepted), plus: a dot in the domain and a local part of at
 * most 64 characters without leading, trailing or double dots.
 */
const EMAIL =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}(?<!\.)@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= LIMITS.email && EMAIL.test(value);
}

/**
 * Nothing a reader would see: white space and Default_Ignorable_Code_Point
 * characters only (zero-width spaces and joiners, the Hangul fillers, soft
 * hyphens, variation selectors), so a required field holding just those is
 * empty. Text with a visible character keeps its joiners (an emoji sequence's
 * ZWJ, the ZWNJ of a Persian name).
 */
const isBlank = (value: string): boolean => /^[\s\p{Default_Ignorable_Code_Point}]*$/u.test(value);

const graphemes = new Intl.Segmenter("nl", { granularity: "grapheme" });

/**
 * Whether a normalised value has more characters than `limit` as the visitor
 * counts them: characters as seen (grapheme clusters), so that what the form's
 * `maxlength` let through is never "too long" here. NFC can turn one typed
 * character into up to three code points (U+FB2C becomes U+05E9 U+05BC
 * U+05C1), which a count of code points would hold against the visitor.
 *
 * Counting stops past the limit and keeps no segment: on Node 20, collecting
 * every segment of a value costs time and memory with the square of its
 * length (a 60,000-character field took seconds and gigabytes).
 */
function moreCharactersThan(value: string, limit: number): boolean {
  const segments = graphemes.segment(value)[Symbol.iterator]();
  for (let count = 0; count <= limit; count++) if (segments.next().done) return false;
  return true;
}

/**
 * Over the limit: more characters than allowed, or more than four code points
 * per allowed character (one character can carry any number of combining
 * marks; this keeps what is stored bounded all the same). Code points are
 * counted first: no more of them than the limit is never too long, and more
 * than four times the limit always is, so only a value between the two is
 * segmented.
 */
function tooLong(value: string, limit: number): boolean {
  const codePoints = [...value].length;
  if (codePoints <= limit) return false;
  if (codePoints > 4 * limit) return true;
  return moreCharactersThan(value, limit);
}

export type ValidationResult =
  { ok: true; message: ContactMessage } | { ok: false; errors: FieldErrors };

export function validateContact(fields: FormFields): ValidationResult {
  const errors: FieldErrors = {};
  const raw = {
    naam: fields.naam ?? "",
    email: fields.email ?? "",
    telefoon: fields.telefoon ?? "",
    bericht: fields.bericht ?? "",
  };
  const naam = raw.naam.normalize("NFC").trim();
  const email = raw.email.trim();
  const telefoon = raw.telefoon.normalize("NFC").trim();
  const bericht = raw.bericht.normalize("NFC").replace(/\r\n?/g, "\n").trim();

  // Control characters are checked before trimming: a line break is refused
  // anywhere in a single-line field, not just in the middle.
  if (isBlank(naam)) errors.naam = messages.naam.required;
  else if (SINGLE_LINE_FORBIDDEN.test(raw.naam)) errors.naam = messages.naam.control;
  else if (tooLong(naam, LIMITS.naam)) errors.naam = tooLongMessage("naam");

  if (isBlank(email)) errors.email = messages.email.required;
  else if (SINGLE_LINE_FORBIDDEN.test(raw.email)) errors.email = messages.email.invalid;
  else if (email.length > LIMITS.email) errors.email = tooLongMessage("email");
  else if (!isValidEmail(email)) errors.email = messages.email.invalid;

  if (SINGLE_LINE_FORBIDDEN.test(raw.telefoon)) errors.telefoon = messages.telefoon.control;
  else if (tooLong(telefoon, LIMITS.telefoon)) errors.telefoon = tooLongMessage("telefoon");

  if (isBlank(bericht)) errors.bericht = messages.bericht.required;
  else if (MULTI_LINE_FORBIDDEN.test(raw.bericht)) errors.bericht = messages.bericht.control;
  else if (tooLong(bericht, LIMITS.bericht)) errors.bericht = tooLongMessage("bericht");

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, message: { naam, email, telefoon, bericht } };
}
