/**
 * The contact form's fields and their length limits, shared by the form
 * (`maxlength`) and the server's validation, so the two never disagree.
 * Lengths count characters as a visitor sees them.
 */
export type ContactField = "naam" | "email" | "telefoon" | "bericht";

export const contactFieldLimits: Readonly<Record<ContactField, number>> = {
  naam: 200,
  email: 254,
  telefoon: 40,
  bericht: 5000,
};
