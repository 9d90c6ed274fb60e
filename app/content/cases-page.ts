/** Copy of the cases overview (/cases). */
import type { PageIntro } from "./types";

export interface CasesPageContent {
  intro: PageIntro;
}

export const casesPage = {
  intro: {
    seoTitle: "Cases: onze VR- en AR-projecten | Immersa XR",
    seoDescription:
      "Bekijk hoe organisaties VR-trainingen, AR-apps en interactieve ervaringen van Immersa XR inzetten, met de aanpak en de resultaten per project.",
    heading: "Onze Cases",
    lead: "Van VR-training tot AR-game: zo hielpen wij organisaties met meeslepende technologie.",
  },
} as const satisfies CasesPageContent;
