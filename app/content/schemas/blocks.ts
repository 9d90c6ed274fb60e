/** Parts several content files share: search-result texts, links, calls to action, tiles. */
import { z } from "zod";
import { iconNames, seoDescriptionLength, tileIcons } from "./choices";
import type { MediaRefs } from "../media-refs";
import { bodyText, headingText, leadText, metaDescription, oneOf, text } from "./fields";

export const seoSchema = {
  seoTitle: text.meta({
    pageTitle: true,
    label: "Titel in zoekresultaten",
  }),
  seoDescription: metaDescription.meta({
    label: "Omschrijving in zoekresultaten",
    hint: `${seoDescriptionLength.min} tot ${seoDescriptionLength.max} tekens.`,
    multiline: true,
  }),
};

export const pageIntroSchema = z
  .strictObject({
    ...seoSchema,
    heading: headingText,
    lead: leadText,
  })
  .meta({ label: "Kop en zoekresultaat" });

/** An internal link: a path of the site, or a home-page anchor such as `/#proces`. */
export const navLinkSchema = z.strictObject({
  label: text.meta({ label: "Tekst" }),
  to: text.meta({
    label: "Naar",
    hint: "Een pagina van de site, een plek op de homepage, een sector of een case.",
    linkTarget: true,
  }),
});
export const navLink = (
  label: string,
  labelText: z.ZodType<string> = text.meta({ label: "Tekst" }),
) => navLinkSchema.extend({ label: labelText }).meta({ label });

export const navColumnSchema = z.strictObject({
  heading: headingText,
  links: z.array(navLink("Link")).min(1).meta({ label: "Links" }),
});

export const ctaSchema = (
  label = "Afsluitende oproep",
  buttonLabel: z.ZodType<string> = text.meta({ label: "Knop" }),
) =>
  z
    .strictObject({
      heading: headingText,
      text: bodyText,
      label: buttonLabel,
    })
    .meta({ label, hint: "Een blok met een knop naar de contactpagina." });

export const tileSchema = z
  .strictObject({
    icon: oneOf(tileIcons).meta({ label: "Pictogram", optionLabels: iconNames }),
    title: text.meta({ label: "Titel" }),
    text: bodyText,
  })
  .meta({ label: "Tegel" });
export const tiles = (count: number, label: string) =>
  z
    .array(tileSchema)
    .length(count)
    .meta({ label, hint: `Precies ${count}.` });

/** A section of a service page: a heading, a lead and `count` tiles under `key`. */
export const tileSection = <K extends string>(
  label: string,
  key: K,
  count: number,
  tilesLabel: string,
) =>
  z
    .strictObject({
      heading: headingText,
      lead: leadText,
      ...({ [key]: tiles(count, tilesLabel) } as Record<K, ReturnType<typeof tiles>>),
    })
    .meta({ label });

/** A service page's banner: its own picture (wide screens) and a button to /contact. */
export const serviceBannerSchema = (media: MediaRefs) =>
  z
    .strictObject({
      visual: media.image("feature", {
        label: "Afbeelding",
        hint: "Naast de kop op brede schermen; minstens 1200 pixels breed.",
      }),
      cta: navLink("Knop"),
    })
    .meta({ label: "Banner" });
