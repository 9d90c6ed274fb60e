/** `content/pages/diensten.yaml`: the overview of the services. */
import { z } from "zod";
import type { MediaRefs } from "../../media-refs";
import { ctaSchema, pageIntroSchema } from "../blocks";
import { fixed, text } from "../fields";
import { specTexts } from "../spec-texts";

const spec = specTexts["pages/diensten.yaml"];

export const servicesPageSchema = (media: MediaRefs) =>
  z.strictObject({
    intro: pageIntroSchema
      .extend({
        heading: fixed(spec["intro.heading"]).meta({ label: "Kop" }),
        lead: fixed(spec["intro.lead"]).meta({ label: "Inleiding" }),
      })
      .meta({ label: "Kop en zoekresultaat" }),
    featuresHeading: fixed(spec.featuresHeading).meta({ label: "Kop boven de kenmerken" }),
    moreLabel: fixed(spec.moreLabel).meta({ label: "Link naar een dienst" }),
    introVideo: media.video("clip", "wide", { label: "Introductievideo" }),
    playLabel: text.meta({ label: "Afspeelknop" }),
    cta: ctaSchema(),
  });
