/** `content/pages/virtual-reality.yaml`. */
import { z } from "zod";
import type { MediaRefs } from "../../media-refs";
import { ctaSchema, pageIntroSchema, serviceBannerSchema, tileSection, tiles } from "../blocks";
import { bodyText, fixed, headingText, leadText, point, text } from "../fields";
import { specTexts } from "../spec-texts";

export const vrPageSchema = (media: MediaRefs) =>
  z.strictObject({
    intro: pageIntroSchema,
    banner: serviceBannerSchema(media),
    why: tileSection("Waarom VR", "tiles", 3, "Voordelen"),
    exampleVideo: z
      .strictObject({
        heading: headingText,
        text: bodyText,
        video: media.video("clip", "wide", { label: "Video" }),
      })
      .meta({ label: "Voorbeeldvideo" }),
    projects: z
      .strictObject({
        heading: headingText,
        lead: leadText,
        cards: z
          .array(
            z
              .strictObject({
                title: text.meta({ label: "Titel" }),
                image: media.image("card", {
                  label: "Afbeelding",
                  hint: "Minstens 800 pixels breed.",
                }),
                text: bodyText,
              })
              .meta({ label: "Project" }),
          )
          .length(3)
          .meta({ label: "Projecten", hint: "Precies drie." }),
      })
      .meta({ label: "Voorbeeldprojecten" }),
    whatIs: z
      .strictObject({
        heading: headingText,
        text: bodyText,
        useCases: tiles(4, "Toepassingen"),
      })
      .meta({ label: "Wat is VR" }),
    ctaBand: ctaSchema(
      "Oproep halverwege",
      fixed(specTexts["pages/virtual-reality.yaml"]["ctaBand.label"]).meta({ label: "Knop" }),
    ),
    results: tileSection("Resultaten in de praktijk", "items", 4, "Resultaten"),
    achieve: z
      .strictObject({
        heading: headingText,
        text: bodyText,
        points: z.array(point).min(1).meta({ label: "Punten" }),
      })
      .meta({ label: "Wat u bereikt" }),
    faqHeading: text.meta({ label: "Kop boven de veelgestelde vragen" }),
    finalCta: ctaSchema(),
  });
