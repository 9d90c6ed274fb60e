/**
 * The status pages: `content/pages/contact-bedankt.yaml`, `niet-gevonden.yaml`
 * and `case-niet-gevonden.yaml`, each a heading, a line and links onward.
 */
import { z } from "zod";
import { navLink, pageIntroSchema } from "../blocks";
import { fixed } from "../fields";

const statusPage = <T extends z.ZodType>(intro: T) =>
  z.strictObject({
    intro,
    links: z.array(navLink("Link")).min(1).meta({ label: "Links" }),
  });

/** `content/pages/contact-bedankt.yaml`. */
export const simplePageSchema = statusPage(pageIntroSchema);

export const notFoundPageSchema = statusPage(
  pageIntroSchema
    .extend({
      heading: fixed("Pagina niet gevonden").meta({ label: "Kop" }),
      lead: fixed("De link is mogelijk verouderd of onjuist.").meta({ label: "Inleiding" }),
    })
    .meta({ label: "Kop en zoekresultaat" }),
);

export const caseNotFoundPageSchema = statusPage(
  pageIntroSchema
    .extend({
      heading: fixed("Case niet gevonden").meta({ label: "Kop" }),
      lead: fixed("De case die u zoekt bestaat niet of is verwijderd.").meta({
        label: "Inleiding",
      }),
    })
    .meta({ label: "Kop en zoekresultaat" }),
);
