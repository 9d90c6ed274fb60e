/** Labels of a case page (/cases/:id); the case cards use `viewCase`. */
import { paths } from "../lib/paths";
import type { NavLink } from "./navigation";

export interface CaseLabels {
  client: string;
  year: string;
  sector: string;
  overview: string;
  challenges: string;
  solution: string;
  results: string;
  media: string;
  cta: { heading: string; text: string; label: string };
  back: NavLink;
  viewCase: string;
}

/** Labels of a case detail page and of a case card. */
export const caseLabels = {
  client: "Klant",
  year: "Jaar",
  sector: "Sector",
  overview: "Overzicht",
  challenges: "Uitdagingen",
  solution: "Oplossing",
  results: "Resultaten",
  media: "Impressie",
  cta: {
    heading: "Een vergelijkbaar project in gedachten?",
    text: "Vertel ons wat u wilt bereiken. In een gratis adviesgesprek van 15 minuten verkennen wij samen de mogelijkheden.",
    label: "Start uw project",
  },
  back: { label: "Terug naar cases", to: paths.cases },
  viewCase: "Bekijk case",
} as const satisfies CaseLabels;
