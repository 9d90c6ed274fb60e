/** `content/pages/augmented-reality.yaml`. */
import { z } from "zod";
import type { MediaRefs } from "../../media-refs";
import { ctaSchema, pageIntroSchema, serviceBannerSchema, tileSection } from "../blocks";
import { headingText, leadText, text } from "../fields";

/** "Probeer het zelf" on the AR page: a 3D product to turn and to place in the room. */
export const productModelDemoSchema = (media: MediaRefs) =>
  z
    .strictObject({
      heading: headingText,
      lead: text.meta({ label: "Inleiding", multiline: true }),
      instructions: text.meta({ label: "Uitleg onder het model", multiline: true }),
      still: media.image("product", {
        label: "Afbeelding van het model",
        hint: "Een schermafbeelding van het model zoals de weergave opent; de beschrijving beschrijft ook het model.",
      }),
      model: media.model({ label: "3D-model" }),
      labels: z
        .strictObject({
          start: text.meta({ label: "Startknop" }),
          loading: text.meta({ label: "Tijdens het laden" }),
          ar: text.meta({ label: "In uw ruimte plaatsen" }),
          quickLook: text.meta({ label: "Link naar AR op iPhone en iPad" }),
          exitAr: text.meta({ label: "AR sluiten" }),
          viewerRole: text.meta({ label: "Soort weergave (schermlezers)" }),
        })
        .meta({ label: "Knoppen" }),
      messages: z
        .strictObject({
          fallback: text.meta({ label: "Zonder JavaScript of WebGL", multiline: true }),
          loaded: text.meta({ label: "Geladen", multiline: true }),
          arFailed: text.meta({ label: "AR kon niet starten", multiline: true }),
        })
        .meta({ label: "Meldingen" }),
      views: z
        .strictObject({
          front: text.meta({ label: "Van voren" }),
          right: text.meta({ label: "Van rechts" }),
          back: text.meta({ label: "Van achteren" }),
          left: text.meta({ label: "Van links" }),
          "upper-front": text.meta({ label: "Van boven, voorkant" }),
          "upper-right": text.meta({ label: "Van boven, rechterkant" }),
          "upper-back": text.meta({ label: "Van boven, achterkant" }),
          "upper-left": text.meta({ label: "Van boven, linkerkant" }),
          "lower-front": text.meta({ label: "Van onderen, voorkant" }),
          "lower-right": text.meta({ label: "Van onderen, rechterkant" }),
          "lower-back": text.meta({ label: "Van onderen, achterkant" }),
          "lower-left": text.meta({ label: "Van onderen, linkerkant" }),
        })
        .meta({
          label: "Kijkrichtingen (schermlezers)",
          hint: "Wat de weergave meldt nadat de bezoeker het model heeft gedraaid.",
        }),
    })
    .meta({ label: "Probeer het zelf (3D-model)" });

export const arPageSchema = (media: MediaRefs) =>
  z.strictObject({
    intro: pageIntroSchema,
    banner: serviceBannerSchema(media),
    why: tileSection("Waarom AR", "tiles", 4, "Voordelen"),
    tryIt: productModelDemoSchema(media),
    process: tileSection("Werkwijze", "steps", 4, "Stappen"),
    examples: z
      .strictObject({
        heading: headingText,
        lead: leadText,
        caseIds: z
          .tuple([text, text])
          .refine(([first, second]) => first !== second, "choose two different cases")
          .meta({
            label: "Voorbeeldcases",
            hint: "Kies de twee AR-cases die deze pagina laat zien.",
            relation: "cases",
          }),
      })
      .meta({ label: "Voorbeelden" }),
    faqHeading: text.meta({ label: "Kop boven de veelgestelde vragen" }),
    sideBox: ctaSchema("Kader naast de vragen"),
  });
