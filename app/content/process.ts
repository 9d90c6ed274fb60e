/** The six steps of "Ons Proces" on the home page, in order. */
import type { ProcessStep } from "./types";

export const processSteps = [
  {
    icon: "lightbulb",
    title: "Concept",
    description:
      "In een kennismaking brengen wij uw doel, doelgroep en randvoorwaarden in kaart. U ontvangt een concreet concept met een heldere offerte.",
  },
  {
    icon: "pen-tool",
    title: "Storyboard",
    description:
      "Wij werken het concept uit tot een storyboard met scènes, interacties en teksten, zodat u vooraf precies ziet wat er gebouwd wordt.",
  },
  {
    icon: "code",
    title: "Development",
    description:
      "Ons team bouwt de 3D-omgeving, de interactie en de techniek. Elke twee weken ziet u de voortgang in een werkende tussenversie.",
  },
  {
    icon: "flask",
    title: "Testing",
    description:
      "Wij testen op de headsets en toestellen die u gaat gebruiken, en laten medewerkers of klanten uit uw doelgroep de ervaring uitproberen.",
  },
  {
    icon: "refresh",
    title: "Iteratie",
    description:
      "Op basis van de testresultaten en uw feedback scherpen wij inhoud, gebruiksgemak en prestaties aan tot alles klopt.",
  },
  {
    icon: "package",
    title: "Delivery",
    description:
      "Wij leveren de eindversie op, helpen bij de uitrol en instructie, en blijven beschikbaar voor onderhoud en uitbreidingen.",
  },
] as const satisfies readonly ProcessStep[];
