/** The legal texts: `content/legal/*.yaml`. */
import { z } from "zod";
import { privacySectionCount } from "./choices";
import { pageIntroSchema } from "./blocks";
import { fixed, isoDate, paragraphs, text } from "./fields";
import { specTexts } from "./spec-texts";

const legalDocument = <T extends z.ZodType>(sections: T) =>
  z.strictObject({
    intro: pageIntroSchema,
    updated: isoDate.meta({ label: "Laatst bijgewerkt" }),
    updatedLabel: text.meta({ label: "Tekst voor de datum" }),
    sections,
  });
/** One part of a legal text, called `label` in the editor ("Artikel toevoegen"). */
const legalSection = (heading: z.ZodType<string>, label: string) =>
  z
    .strictObject({
      heading,
      text: paragraphs.meta({ label: "Tekst", hint: "Een lege regel begint een nieuwe alinea." }),
    })
    .meta({ label });

const terms = specTexts["legal/algemene-voorwaarden.yaml"];
const article = (heading: string) => legalSection(fixed(heading).meta({ label: "Kop" }), "Artikel");
/** `content/legal/algemene-voorwaarden.yaml`: eight articles, their titles fixed. */
export const termsSchema = legalDocument(
  z
    .tuple([
      article(terms["sections[1].heading"]),
      article(terms["sections[2].heading"]),
      article(terms["sections[3].heading"]),
      article(terms["sections[4].heading"]),
      article(terms["sections[5].heading"]),
      article(terms["sections[6].heading"]),
      article(terms["sections[7].heading"]),
      article(terms["sections[8].heading"]),
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
        "Onderdeel",
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
