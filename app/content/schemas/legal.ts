/** The legal texts: `content/legal/*.yaml`. */
import { z } from "zod";
import { pageIntroSchema } from "./blocks";
import { fixed, isoDate, paragraphs, text } from "./fields";

export const privacySectionCount = 9;

const legalDocument = <T extends z.ZodType>(sections: T) =>
  z.strictObject({
    intro: pageIntroSchema,
    updated: isoDate.meta({ label: "Laatst bijgewerkt" }),
    updatedLabel: text.meta({ label: "Tekst voor de datum" }),
    sections,
  });
const legalSection = (heading: z.ZodType<string>) =>
  z
    .strictObject({
      heading,
      text: paragraphs.meta({ label: "Tekst", hint: "Een lege regel begint een nieuwe alinea." }),
    })
    .meta({ label: "Artikel" });

const article = (heading: string) => legalSection(fixed(heading).meta({ label: "Kop" }));
/** `content/legal/algemene-voorwaarden.yaml`: eight articles, their titles fixed. */
export const termsSchema = legalDocument(
  z
    .tuple([
      article("Artikel 1 – Offertes"),
      article("Artikel 2 – Prijzen en betaling"),
      article("Artikel 3 – Annulering"),
      article("Artikel 4 – Levertijden"),
      article("Artikel 5 – Aansprakelijkheid"),
      article("Artikel 6 – Intellectueel eigendom"),
      article("Artikel 7 – Overmacht"),
      article("Artikel 8 – Toepasselijk recht"),
    ])
    .meta({ label: "Artikelen", hint: "De acht artikelen; hun koppen liggen vast." }),
);

/** `content/legal/privacyverklaring.yaml`: nine sections, numbered "1. " to "9. ". */
export const privacySchema = legalDocument(
  z
    .array(
      legalSection(
        text
          .refine((heading) => !/^\d+\.\s/.test(heading), {
            message: 'starts with a number: the site numbers the sections itself ("1. ")',
            params: { nl: "Laat het nummer weg: de site zet het er zelf voor." },
          })
          .meta({ label: "Kop", hint: 'Zonder nummer: de site zet "1. ", "2. " … ervoor.' }),
      ),
    )
    .length(privacySectionCount)
    .meta({
      label: "Onderdelen",
      hint: `Precies ${privacySectionCount}; de site nummert ze in deze volgorde.`,
    })
    // Numbered by their place, so the numbers follow the order the editor gives them.
    .transform((sections) =>
      sections.map((section, index) => ({
        ...section,
        heading: `${index + 1}. ${section.heading}`,
      })),
    ),
);
