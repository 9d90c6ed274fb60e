/**
 * The status pages: `content/pages/contact-bedankt.yaml`, `niet-gevonden.yaml`
 * and `case-niet-gevonden.yaml`, each a heading, a line and links onward.
 */
import { z } from "zod";
import { navLink, pageIntroSchema } from "../blocks";
import { fixed } from "../fields";
import { specTexts } from "../spec-texts";

const statusPage = <T extends z.ZodType>(intro: T) =>
  z.strictObject({
    intro,
    links: z.array(navLink("Link")).min(1).meta({ label: "Links" }),
  });

/** `content/pages/contact-bedankt.yaml`. */
const notFound = specTexts["pages/niet-gevonden.yaml"];
const caseNotFound = specTexts["pages/case-niet-gevonden.yaml"];

export const simplePageSchema = statusPage(pageIntroSchema);

export const notFoundPageSchema = statusPage(
  pageIntroSchema
    .extend({
      heading: fixed(notFound["intro.heading"]).meta({ label: "Kop" }),
      lead: fixed(notFound["intro.lead"]).meta({ label: "Inleiding" }),
    })
    .meta({ label: "Kop en zoekresultaat" }),
);

export const caseNotFoundPageSchema = statusPage(
  pageIntroSchema
    .extend({
      heading: fixed(caseNotFound["intro.heading"]).meta({ label: "Kop" }),
      lead: fixed(caseNotFound["intro.lead"]).meta({
        label: "Inleiding",
      }),
    })
    .meta({ label: "Kop en zoekresultaat" }),
);
