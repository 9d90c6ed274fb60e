/** `content/pages/cases.yaml` and `content/pages/case.yaml`: the overview and the parts every case page has. */
import { z } from "zod";
import { ctaSchema, navLink, pageIntroSchema } from "../blocks";
import { fixed, text } from "../fields";
import { specTexts } from "../spec-texts";

export const casesPageSchema = z.strictObject({
  intro: pageIntroSchema,
  filter: z
    .strictObject({
      label: text.meta({ label: "Naam (schermlezers)" }),
      all: text.meta({ label: "Alle cases" }),
      sectorTitle: text.meta({ label: "Kop van een sector", hint: "{sector} wordt ingevuld." }),
      sectorLead: text.meta({
        label: "Inleiding van een sector",
        hint: "Onder de kop van een sector, in plaats van die van alle cases; {sector} wordt ingevuld.",
        multiline: true,
      }),
      sectorDescription: text.meta({
        label: "Omschrijving van een sector",
        hint: "{sector} wordt ingevuld; daarna 120 tot 160 tekens.",
        multiline: true,
      }),
    })
    .meta({ label: "Filter op sector" }),
  pagination: z
    .strictObject({
      label: text.meta({ label: "Naam (schermlezers)" }),
      previous: text.meta({ label: "Vorige" }),
      next: text.meta({ label: "Volgende" }),
      page: text.meta({ label: "Paginanummer", hint: '"Pagina {number}".' }),
      title: text.meta({ label: "Titel van pagina 2 en verder", hint: "{number} is de pagina." }),
      description: text.meta({
        label: "Omschrijving van pagina 2 en verder",
        hint: "{number} is de pagina, {count} het aantal pagina's; 120 tot 160 tekens.",
        multiline: true,
      }),
      sectorTitle: text.meta({ label: "Titel in een sector", hint: "{sector} en {number}." }),
      sectorDescription: text.meta({
        label: "Omschrijving in een sector",
        hint: "{sector}, {number} en {count}; 120 tot 160 tekens.",
        multiline: true,
      }),
    })
    .meta({
      label: "Meer pagina's",
      hint: "Vanaf de dertiende case volgen de andere op pagina 2 en verder.",
    }),
  cta: ctaSchema(),
});

const caseSpec = specTexts["pages/case.yaml"];

export const caseLabelsSchema = z.strictObject({
  client: text.meta({ label: "Opdrachtgever" }),
  year: text.meta({ label: "Jaar" }),
  sector: text.meta({ label: "Sector" }),
  overview: text.meta({ label: "Overzicht" }),
  challenges: text.meta({ label: "Uitdagingen" }),
  solution: text.meta({ label: "Oplossing" }),
  results: text.meta({ label: "Resultaten" }),
  media: text.meta({ label: "Beeld" }),
  cta: ctaSchema("Afsluitende oproep", fixed(caseSpec["cta.label"]).meta({ label: "Knop" })),
  back: navLink("Terug", fixed(caseSpec["back.label"]).meta({ label: "Tekst" })),
  viewCase: fixed(caseSpec.viewCase).meta({ label: "Link op een kaart" }),
});
