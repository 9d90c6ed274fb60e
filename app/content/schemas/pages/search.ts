/** `content/pages/zoeken.yaml`. */
import { z } from "zod";
import { pageIntroSchema } from "../blocks";
import { headingText, text } from "../fields";

export const searchPageSchema = z.strictObject({
  intro: pageIntroSchema,
  form: z
    .strictObject({
      heading: headingText,
      label: text.meta({ label: "Label" }),
      placeholder: text.meta({ label: "Voorbeeldtekst" }),
      submitLabel: text.meta({ label: "Knop" }),
    })
    .meta({ label: "Zoekveld" }),
  resultsHeading: text.meta({ label: "Kop boven de resultaten" }),
  resultsTitle: text.meta({ label: "Paginatitel", hint: "{query} is de zoekterm." }),
  resultCount: z
    .strictObject({
      one: text.meta({ label: "Eén resultaat", hint: "{count} en {query}." }),
      other: text.meta({ label: "Meer resultaten", hint: "{count} en {query}." }),
    })
    .meta({ label: "Aantal resultaten" }),
  emptyQuery: text.meta({ label: "Zonder zoekterm" }),
  searching: text.meta({ label: "Tijdens het zoeken" }),
  searchFailed: text.meta({ label: "Zoeken mislukt", multiline: true }),
  noResults: text.meta({ label: "Geen resultaten", multiline: true }),
  resultTypes: z
    .strictObject({
      service: text.meta({ label: "Dienst" }),
      case: text.meta({ label: "Case" }),
      faq: text.meta({ label: "Veelgestelde vraag" }),
      page: text.meta({ label: "Pagina" }),
    })
    .meta({ label: "Soorten resultaten" }),
  suggestions: z
    .array(text.meta({ label: "Suggestie" }))
    .min(1)
    .meta({ label: "Suggesties", hint: "Zoektermen om te proberen als er niets is gevonden." }),
});
