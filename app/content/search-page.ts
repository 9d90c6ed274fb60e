import { searchForm } from "./search-form";
import type { PageIntro } from "./types";

export interface SearchPageContent {
  intro: PageIntro;
  form: { label: string; placeholder: string; submitLabel: string };
  resultsHeading: string;
  resultCount: { one: string; other: string };
  emptyQuery: string;
  /** While the browser fetches the search index, at the first search of a visit. */
  searching: string;
  /** When the search index could not be fetched. */
  searchFailed: string;
  noResults: string;
  resultTypes: { service: string; case: string; faq: string; page: string };
  /** Queries offered when a search finds nothing. */
  suggestions: readonly string[];
}

/** /zoeken: also the target of the WebSite SearchAction. */
export const searchPage = {
  intro: {
    seoTitle: "Zoeken | Immersa XR",
    seoDescription:
      "Doorzoek de website van Immersa XR: diensten, cases, veelgestelde vragen en pagina's over virtual reality, augmented reality en 360°-video.",
    heading: searchForm.heading,
    lead: "Zoek in onze diensten, cases, veelgestelde vragen en overige pagina's.",
  },
  form: searchForm,
  resultsHeading: "Zoekresultaten",
  resultCount: { one: "resultaat", other: "resultaten" },
  emptyQuery: "Typ een zoekterm om te beginnen.",
  searching: "Bezig met zoeken…",
  searchFailed: "Zoeken lukt nu niet. Vernieuw de pagina en probeer het opnieuw.",
  noResults: "Geen resultaten gevonden. Probeer een ander zoekwoord of neem contact met ons op.",
  resultTypes: { service: "Dienst", case: "Case", faq: "Veelgestelde vraag", page: "Pagina" },
  suggestions: ["VR-training", "augmented reality", "360°-video", "museum", "kosten"],
} as const satisfies SearchPageContent;
