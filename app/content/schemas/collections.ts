/**
 * The collections (`content/cases`, `services`, `testimonials`, `faq`) and
 * the home page's lists (`content/process.yaml`, `content/clients.yaml`).
 */
import { z } from "zod";
import {
  caseYears,
  firstCaseYear,
  iconNames,
  processIcons,
  sectors,
  seoDescriptionLength,
  serviceIds,
} from "./choices";
import type { MediaRefs } from "../media-refs";
import {
  bullets,
  euro,
  fileNameId,
  fixed,
  isoDate,
  metaDescription,
  oneOf,
  order,
  paragraphs,
  text,
} from "./fields";
import { specTexts } from "./spec-texts";

const faqItemSchema = z
  .strictObject({
    q: text.meta({ label: "Vraag" }),
    a: text.meta({
      label: "Antwoord",
      multiline: true,
      hint: "De prijsindicatie van de dienst (bij Diensten) staat hier als {priceMin} en {priceMax}; de site vult de bedragen in.",
    }),
  })
  .meta({ label: "Vraag en antwoord" });

/** The year of a case: a number, not a text, up to the year of `today`. */
const caseYear = (today: Date) => {
  const years = caseYears(today);
  const [first = firstCaseYear, ...rest] = years;
  return z.union([z.literal(first), ...rest.map((year) => z.literal(year))], {
    error: (issue) =>
      typeof issue.input === "string" && /^\d{4}$/.test(issue.input.trim())
        ? `write the year as a number, without quotes: ${issue.input.trim()}`
        : `expected a year from ${first} to ${years.at(-1) ?? first}, got ${JSON.stringify(issue.input)}`,
  });
};

/** What the schemas depend on besides the media: the calendar, for a case's years. */
export interface SchemaClock {
  today?: Date;
}

/** `content/cases/<id>.yaml`. */
export const caseSchema = (media: MediaRefs, { today = new Date() }: SchemaClock = {}) =>
  z
    .strictObject({
      id: fileNameId,
      title: text.meta({
        pageTitle: true,
        label: "Titel",
        hint: "De kop, de titel op de kaart en de paginatitel.",
      }),
      sector: oneOf(sectors).meta({ label: "Sector" }),
      client: text.meta({ label: "Opdrachtgever" }),
      year: caseYear(today).meta({ label: "Jaar" }),
      order,
      updated: isoDate.meta({
        label: "Laatst bijgewerkt",
        hint: "De datum van de laatste inhoudelijke wijziging (voor zoekmachines).",
      }),
      description: metaDescription.meta({
        label: "Korte omschrijving",
        hint: `De tekst op de kaart en in zoekresultaten: ${seoDescriptionLength.min} tot ${seoDescriptionLength.max} tekens.`,
        multiline: true,
      }),
      banner: media.image("banner", {
        label: "Bannerafbeelding",
        hint: "Bovenaan de pagina, op de kaart en als stilstaand beeld van een video. Liefst 2400 × 1200 pixels of groter; minstens 1600 breed.",
      }),
      media: z
        .discriminatedUnion("type", [
          media.imageVariant("image", "feature", {
            label: "Afbeelding",
            hint: "Minstens 1200 pixels breed.",
          }),
          media.clipVariant("video", "clip", { label: "Video" }),
        ])
        .meta({
          label: "Beeld onderaan de pagina",
          hint: "Een afbeelding of een video. Een video speelt zonder geluid; het stilstaande beeld is de bannerafbeelding.",
        }),
      overview: paragraphs.meta({
        label: "Overzicht",
        hint: "Een lege regel begint een nieuwe alinea.",
      }),
      challenges: bullets(2, 4, "Uitdagingen"),
      solution: paragraphs.meta({
        label: "Oplossing",
        hint: "Een lege regel begint een nieuwe alinea.",
      }),
      results: bullets(3, 4, "Resultaten", "3 of 4 punten, met cijfers waar u die heeft."),
    })
    .meta({ label: "Case" })
    .transform((item) => ({
      ...item,
      media:
        item.media.type === "image"
          ? item.media
          : { type: "video" as const, video: { ...item.media.video, poster: item.banner } },
    }));

/** A service's price range, which its FAQ answers name as {priceMin} and {priceMax}. */
export const servicePriceSchema = z
  .strictObject({
    min: euro.meta({ label: "Vanaf (euro)" }),
    max: euro.meta({ label: "Tot (euro)" }),
  })
  .meta({
    label: "Prijsindicatie",
    hint: "In hele euro's, exclusief btw. Het antwoord over de prijs bij Veelgestelde vragen noemt deze bedragen met {priceMin} en {priceMax}.",
  })
  // The lower amount is where the range starts, whichever field holds it.
  .transform(({ min, max }) => ({ min: Math.min(min, max), max: Math.max(min, max) }));

/** `content/services/<id>.yaml`. */
export const serviceSchema = (media: MediaRefs) =>
  z
    .strictObject({
      id: oneOf(serviceIds).meta({ label: "Dienst", fromFileName: true }),
      order,
      title: text.meta({ label: "Naam" }),
      description: text.meta({
        label: "Korte omschrijving",
        hint: "Op de kaart.",
        multiline: true,
      }),
      // The spec's emoji stays in the file; the pages draw their own line icon, so the editor does not offer it.
      icon: z.string().trim().min(1, "required").meta({ label: "Emoji", hidden: true }),
      features: bullets(4, 4, "Kenmerken"),
      image: media.image("feature", { label: "Afbeelding", hint: "Minstens 1200 pixels breed." }),
      price: servicePriceSchema,
      fullDescription: paragraphs.meta({
        label: "Beschrijving",
        hint: "Op /diensten. Een lege regel begint een nieuwe alinea.",
      }),
    })
    .meta({ label: "Dienst" });

/** `content/testimonials/<id>.yaml`. */
export const testimonialSchema = (media: MediaRefs) =>
  z
    .strictObject({
      id: fileNameId,
      order,
      quote: text.meta({ label: "Citaat", multiline: true }),
      author: text.meta({ label: "Naam" }),
      company: text.meta({ label: "Organisatie" }),
      image: media.image(
        "portrait",
        { label: "Portret", hint: "Vierkant, minstens 240 pixels." },
        {
          decorative: true,
        },
      ),
    })
    .meta({ label: "Ervaring" });

/** `content/faq/<service id>.yaml`: the questions of one service page, in order. */
export const faqSchema = z
  .array(faqItemSchema)
  .min(3)
  .max(5)
  .meta({ label: "Vragen", hint: "3 tot 5 vragen, in deze volgorde op de pagina." });

const steps = specTexts["process.yaml"];
const processStep = (title: string) =>
  z
    .strictObject({
      icon: oneOf(processIcons).meta({ label: "Pictogram", optionLabels: iconNames }),
      title: fixed(title).meta({ label: "Stap" }),
      description: text.meta({ label: "Omschrijving", multiline: true }),
    })
    .meta({ label: "Stap" });
/** `content/process.yaml`: the six steps of "Ons Proces", titles fixed, in order. */
export const processSchema = z
  .tuple([
    processStep(steps["[1].title"]),
    processStep(steps["[2].title"]),
    processStep(steps["[3].title"]),
    processStep(steps["[4].title"]),
    processStep(steps["[5].title"]),
    processStep(steps["[6].title"]),
  ])
  .meta({ label: "Stappen", hint: "De zes stappen; hun namen liggen vast." });

/** `content/clients.yaml`: the logo strip. */
export const clientsSchema = (media: MediaRefs) =>
  z.strictObject({
    heading: fixed(specTexts["clients.yaml"].heading).meta({ label: "Kop" }),
    logos: z
      .array(
        z
          .strictObject({
            name: text.meta({ label: "Naam", hint: "Ook de beschrijving van het logo." }),
            logo: media.logo({ label: "Logo (SVG)", hint: "Een SVG-bestand." }),
          })
          .meta({ label: "Klant" })
          .transform(({ name, logo }) => ({ name: logo, label: name })),
      )
      .length(6)
      .meta({ label: "Logo's", hint: "Precies zes." }),
  });
