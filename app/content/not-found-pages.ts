import { paths } from "../lib/paths";
import type { SimplePageContent } from "./types";

/** The 404 page (noindex). */
export const notFoundPage = {
  intro: {
    seoTitle: "Pagina niet gevonden | Immersa XR",
    seoDescription:
      "Deze pagina bestaat niet (meer). Ga naar de homepage van Immersa XR of bekijk onze diensten op het gebied van VR, AR en 360°-video.",
    heading: "Pagina niet gevonden",
    lead: "De link is mogelijk verouderd of onjuist.",
  },
  links: [
    { label: "Naar home", to: paths.home },
    { label: "Bekijk diensten", to: paths.services },
  ],
} as const satisfies SimplePageContent;

/** /cases/{unknown id} (noindex). */
export const caseNotFoundPage = {
  intro: {
    seoTitle: "Case niet gevonden | Immersa XR",
    seoDescription:
      "Deze case bestaat niet of is verwijderd. Bekijk het overzicht van alle cases van Immersa XR met VR-trainingen, AR-apps en meer.",
    heading: "Case niet gevonden",
    lead: "De case die u zoekt bestaat niet of is verwijderd.",
  },
  links: [{ label: "Terug naar cases", to: paths.cases }],
} as const satisfies SimplePageContent;
