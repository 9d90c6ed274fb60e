import { paths } from "../lib/paths";
import type { SimplePageContent } from "./types";

/** /contact/bedankt: shown after a form post without JavaScript (noindex). */
export const contactThanksPage = {
  intro: {
    seoTitle: "Bedankt voor uw bericht | Immersa XR",
    seoDescription:
      "Uw bericht aan Immersa XR is verstuurd. Wij nemen binnen 24 uur contact met u op om uw vraag te bespreken of een offerte voor te bereiden.",
    heading: "Bedankt voor uw bericht",
    lead: "Wij hebben uw bericht goed ontvangen en nemen binnen 24 uur contact met u op. Bekijk in de tussentijd gerust een aantal van onze projecten.",
  },
  links: [
    { label: "Naar home", to: paths.home },
    { label: "Bekijk onze cases", to: paths.cases },
  ],
} as const satisfies SimplePageContent;
