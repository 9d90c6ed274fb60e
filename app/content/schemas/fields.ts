/**
 * The fields the content schemas are made of: visitor-facing texts and their
 * rules, fixed texts, numbers, dates, choices and lists. Each field's `meta`
 * holds the Dutch label and hint of the editor at /admin/ (`admin/config.ts`
 * builds its configuration from the schemas); a fixed text is shown there
 * read-only. Every object of a schema is strict, so a misspelt field
 * ("titel:") is reported instead of silently ignored.
 */
import { z } from "zod";
import { seoDescriptionLength } from "./choices";

/**
 * Rules for every visitor-facing text: `problem` says what is wrong in the
 * build's words and in the editor's (`nl`), from the part that breaks it.
 */
export const textRules: readonly {
  test: RegExp;
  problem: (found: string) => { message: string; nl: string };
}[] = [
  {
    test: /\S {2,}\S/,
    problem: () => ({
      message: "contains a double space",
      nl: "Hier staan twee spaties achter elkaar; haal er één weg.",
    }),
  },
  {
    test: /lorem ipsum|\bTODO\b|\bFIXME\b|\bTBD\b|\bxxx\b/i,
    problem: (found) => ({
      message: `contains placeholder text ("${found}")`,
      nl: `Dit veld bevat opvultekst ("${found}"; ook todo, xxx, lorem ipsum); schrijf de echte tekst.`,
    }),
  },
  {
    test: /€\u00a0\d{4,}/,
    problem: () => ({
      message: 'write amounts with a thousands separator ("€ 7.500")',
      nl: "Schrijf bedragen met een punt: € 7.500.",
    }),
  },
  {
    test: /\b(?:je|jij|jou|jouw|jullie)\b/i,
    problem: (found) => ({
      message: `addresses the reader informally ("${found}"); the site says "u"`,
      nl: `Spreek de lezer aan met "u", niet met "${found}".`,
    }),
  },
  {
    test: /\p{Extended_Pictographic}/u,
    problem: (found) => ({
      message: `contains an emoji or pictograph (${found}); without a colour-emoji font it shows as an empty box`,
      nl: `Gebruik geen emoji of pictogram (${found}): zonder kleurenlettertype ziet de bezoeker een leeg vakje.`,
    }),
  },
];

/** A visitor-facing text: required, and following `textRules`. */
export const text = z
  .string()
  .trim()
  .min(1, "required")
  .superRefine((value, ctx) => {
    for (const rule of textRules) {
      const found = rule.test.exec(value)?.[0];
      if (found === undefined) continue;
      const { message, nl } = rule.problem(found);
      ctx.addIssue({ code: "custom", message, params: { nl } });
    }
  })
  .meta({ text: true });

/**
 * A longer text; a blank line starts a new paragraph. A line break inside a
 * paragraph is a space; a no-break space (after "€", in a phone number) stays.
 */
export const paragraphs = text
  .meta({ multiline: true })
  .transform((value) =>
    value.split(/\n\s*\n/).map((paragraph) => paragraph.replace(/[^\S\u00a0]+/g, " ")),
  );

/** The fields most sections have: a heading, a lead under it, a longer text. */
export const headingText = text.meta({ label: "Kop" });
export const leadText = text.meta({ label: "Inleiding", multiline: true });
export const bodyText = text.meta({ label: "Tekst", multiline: true });

/**
 * A text the site's specification fixes word for word, one of `specTexts`
 * (`spec-texts.ts`): the build refuses any other, and the editor shows it
 * read-only.
 */
export const fixed = <const T extends string>(value: T) =>
  z.literal(value, {
    error: (issue) =>
      `this text is fixed by the site's specification and must read "${value}", got ${JSON.stringify(issue.input)}`,
  });

/** An amount in whole euros. */
export const euro = z.number().int("write whole euros, without cents").positive();

export const isoDate = z.iso.date("must be a date written as YYYY-MM-DD");
export const isoDateTime = z.iso.datetime({
  offset: true,
  error: "must be a date and time with its offset, written as 2026-11-24T12:00:00+01:00",
});
export const order = z
  .number({ error: "must be a number (lower numbers come first)" })
  .int()
  .meta({ label: "Volgorde", hint: "Een lager getal staat eerder in de lijsten." });

/** A meta description: also a case's card text. The editor counts its characters as they are typed. */
export const metaDescription = text
  .superRefine((value, ctx) => {
    const { min, max } = seoDescriptionLength;
    if (value.length < min || value.length > max) {
      ctx.addIssue({
        code: "custom",
        message: `has ${value.length} characters; a description for search results needs ${min}–${max}`,
        params: {
          nl: `Deze omschrijving telt ${value.length} tekens zoals de site haar toont; in zoekresultaten passen er ${min} tot ${max}.`,
        },
      });
    }
  })
  .meta({ minLength: seoDescriptionLength.min, maxLength: seoDescriptionLength.max });

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      `expected one of ${values.map((value) => `"${value}"`).join(", ")}, got ${JSON.stringify(issue.input)}`,
  });

/** One bullet of a list: a sentence or two. */
export const point = text.meta({ label: "Punt", multiline: true });

/** A list of short texts, each its own bullet. */
export const bullets = (min: number, max: number, label: string, hint?: string) =>
  z
    .array(point)
    .min(min, `write ${min} to ${max} items`)
    .max(max, `write ${min} to ${max} items`)
    .meta({ label, hint: hint ?? (min === max ? `Precies ${min}.` : `${min} tot ${max} punten.`) });

/**
 * An entry's id: its file name without `.yaml` (`read.ts` adds it), which is
 * also its address where it has a page of its own.
 */
export const fileNameId = z
  .string()
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    "the file name (the entry's address) may hold only lower-case letters, digits and dashes",
  )
  .meta({ label: "Adres", fromFileName: true });
