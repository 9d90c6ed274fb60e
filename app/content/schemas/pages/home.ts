/** `content/pages/home.yaml`. */
import { z } from "zod";
import type { MediaRefs } from "../../media-refs";
import { ctaSchema, navLink, seoSchema } from "../blocks";
import { fixed, leadText, text } from "../fields";
import { specTexts } from "../spec-texts";

const spec = specTexts["pages/home.yaml"];

export const homePageSchema = (media: MediaRefs) =>
  z.strictObject({
    intro: z.strictObject(seoSchema).meta({ label: "Zoekresultaat" }),
    hero: z
      .strictObject({
        heading: fixed(spec["hero.heading"]).meta({ label: "Kop" }),
        subline: fixed(spec["hero.subline"]).meta({ label: "Onder de kop" }),
        cta: navLink("Knop", fixed(spec["hero.cta.label"]).meta({ label: "Tekst" })),
        video: media.video("hero", "hero", {
          label: "Achtergrondvideo",
          hint: "Zonder geluid, als herhalende lus. Het stilstaande beeld is de eerste indruk van de site.",
        }),
        pauseLabel: text.meta({ label: "Pauzeknop" }),
        playLabel: text.meta({ label: "Afspeelknop" }),
      })
      .meta({ label: "Openingsbeeld" }),
    services: z
      .strictObject({
        heading: fixed(spec["services.heading"]).meta({ label: "Kop" }),
        lead: leadText,
      })
      .meta({ label: "Diensten" }),
    cases: z
      .strictObject({
        heading: fixed(spec["cases.heading"]).meta({ label: "Kop" }),
        lead: leadText,
        count: z
          .number()
          .int()
          .positive()
          .meta({ label: "Aantal cases", hint: "De eerste cases in volgorde." }),
        allCases: navLink("Link naar alle cases"),
      })
      .meta({ label: "Cases" }),
    testimonials: z
      .strictObject({ heading: fixed(spec["testimonials.heading"]).meta({ label: "Kop" }) })
      .meta({ label: "Ervaringen van klanten" }),
    process: z
      .strictObject({
        heading: fixed(spec["process.heading"]).meta({ label: "Kop" }),
        lead: fixed(spec["process.lead"]).meta({ label: "Inleiding" }),
      })
      .meta({ label: "Ons proces" }),
    cta: ctaSchema(),
  });
