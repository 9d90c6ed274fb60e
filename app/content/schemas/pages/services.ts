/** `content/pages/diensten.yaml`: the overview of the services. */
import { z } from "zod";
import type { MediaRefs } from "../../media-refs";
import { ctaSchema, pageIntroSchema } from "../blocks";
import { fixed, text } from "../fields";

export const servicesPageSchema = (media: MediaRefs) =>
  z.strictObject({
    intro: pageIntroSchema
      .extend({
        heading: fixed("Onze Diensten").meta({ label: "Kop" }),
        lead: fixed("Innovatieve XR-oplossingen voor elke behoefte").meta({ label: "Inleiding" }),
      })
      .meta({ label: "Kop en zoekresultaat" }),
    featuresHeading: fixed("Kenmerken:").meta({ label: "Kop boven de kenmerken" }),
    moreLabel: fixed("Meer informatie").meta({ label: "Link naar een dienst" }),
    introVideo: media.video("clip", "wide", { label: "Introductievideo" }),
    playLabel: text.meta({ label: "Afspeelknop" }),
    cta: ctaSchema(),
  });
