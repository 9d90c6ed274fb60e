/**
 * The contact form's fields, in the form's order, and their length limits:
 * the one list the form (its inputs and `maxlength`) and the server's parsing
 * and validation read, so the two never disagree. Lengths count characters as
 * a visitor sees them.
 */
export const contactFields = ["naam", "email", "telefoon", "bericht"] as const;
export type ContactField = (typeof contactFields)[number];

export const contactFieldLimits: Readonly<Record<ContactField, number>> = {
  naam: 200,
  email: 254,
  telefoon: 40,
  bericht: 5000,
};

/**
 * The fields a post carries besides the visitor's: the form's name, which
 * Netlify Forms files it under and the server checks, and the honeypot, a
 * field hidden from people that only bots fill in.
 */
export const contactFormName = "contact";
export const formNameField = "form-name";
export const honeypotField = "bot-field";

/**
 * The list on the pre-rendered page of a refused post (`/contact/niet-verstuurd`)
 * that the server fills with the reasons, for a form posted without JavaScript.
 */
export const refusalReasonsId = "redenen";
