/** `content/pages/home.yaml`. */
import { z } from "zod";
import type { MediaRefs } from "../../media-refs";
import { ctaSchema, navLink, seoSchema } from "../blocks";
import { fixed, leadText, text } from "../fields";

export const homePageSchema = (media: MediaRefs) =>
  z.strictObject({
    intro: z.strictObject(seoSchema).meta({ label: "Zoekresultaat" }),
    hero: z
      .strictObject({
        heading: fixed("Meeslepende XR & VR ervaringen").meta({ label: "Kop" }),
        subline: fixed("Van concept tot realisatie").meta({ label: "Onder de kop" }),
        cta: navLink("Knop", fixed("Contact opnemen").meta({ label: "Tekst" })),
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
        heading: fixed("Onze Diensten").meta({ label: "Kop" }),
        lead: leadText,
      })
      .meta({ label: "Diensten" }),
    cases: z
      .strictObject({
        heading: fixed("Geselecteerde Cases").meta({ label: "Kop" }),
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
      .strictObject({ heading: fixed("Wat onze klanten zeggen").meta({ label: "Kop" }) })
      .meta({ label: "Ervaringen van klanten" }),
    process: z
      .strictObject({
        heading: fixed("Ons Proces").meta({ label: "Kop" }),
        lead: fixed("Van idee tot eindproduct in zes stappen").meta({ label: "Inleiding" }),
      })
      .meta({ label: "Ons proces" }),
    cta: ctaSchema(),
  });
