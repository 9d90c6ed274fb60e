/** Copy of /diensten/augmented-reality-app-laten-maken. The FAQ also feeds the FAQPage markup. */
import type { CaseId } from "./cases";
import { clients } from "./clients";
import type { ArPageContent } from "./types";

/** The two AR cases shown as examples; the ids must exist in `cases`. */
const exampleCaseIds = ["museum-ar", "tu-delft"] as const satisfies readonly [CaseId, CaseId];

export const arPage = {
  intro: {
    seoTitle: "Augmented reality app laten maken | Immersa XR",
    seoDescription:
      "Laat een AR-app of WebAR-ervaring maken door Immersa XR: 3D-productvisualisatie, campagnes, onderwijs en visuele ondersteuning op maat.",
    heading: "Augmented reality app laten maken",
    lead: "Wij plaatsen uw producten, verhalen en instructies als digitale laag in de echte wereld: in een app of direct in de browser.",
  },
  why: {
    heading: "Waarom kiezen voor AR?",
    lead: "Augmented reality werkt op de smartphone die uw doelgroep al op zak heeft. Zo maakt u informatie tastbaar, precies waar die nodig is.",
    tiles: [
      {
        icon: "box",
        title: "3D-productvisualisatie",
        text: "Klanten bekijken uw product op ware grootte in hun eigen ruimte, van alle kanten en in elke uitvoering.",
      },
      {
        icon: "globe",
        title: "WebAR-campagnes",
        text: "Een AR-ervaring die via een QR-code direct in de browser opent, zonder app te installeren. Ideaal voor verpakkingen, posters en beurzen.",
      },
      {
        icon: "landmark",
        title: "Onderwijs en cultuur",
        text: "Lesstof, erfgoed en kunst komen tot leven in de klas, in het museum of op straat.",
      },
      {
        icon: "wrench",
        title: "Visuele ondersteuning",
        text: "Stap-voor-stapinstructies op de machine zelf, zodat monteurs en operators sneller en foutloos werken.",
      },
    ],
  },
  process: {
    heading: "Zo komt uw AR-toepassing tot stand",
    lead: "In vier overzichtelijke stappen van eerste idee naar een app die live staat.",
    steps: [
      {
        icon: "clipboard",
        title: "Intake en advies",
        text: "Wij bespreken uw doel, doelgroep en budget, en adviseren of een app of WebAR het beste past.",
      },
      {
        icon: "lightbulb",
        title: "Conceptontwikkeling",
        text: "Wij werken de ervaring uit in een concept met schetsen, gebruikersflow en een heldere planning.",
      },
      {
        icon: "smartphone",
        title: "Prototype en feedback",
        text: "U test snel een werkend prototype op uw eigen telefoon. Uw feedback bepaalt de volgende stap.",
      },
      {
        icon: "rocket",
        title: "Ontwikkeling en lancering",
        text: "Wij bouwen de definitieve versie, testen op gangbare toestellen en publiceren in de app-stores of op uw website.",
      },
    ],
  },
  examples: {
    heading: "Voorbeelden van onze AR-projecten",
    lead: "Zo zetten onze opdrachtgevers augmented reality in voor marketing en beleving.",
    caseIds: exampleCaseIds,
  },
  clientsHeading: clients.heading,
  faqHeading: "Veelgestelde vragen over augmented reality",
  faq: [
    {
      q: "Wat kost een AR-app?",
      a: "Een AR-project kost meestal €\u00a05.000 – €\u00a030.000 (excl. btw). Een WebAR-campagne met één 3D-model zit aan de onderkant van die bandbreedte; een app met meerdere functies en een eigen beheersysteem aan de bovenkant.",
    },
    {
      q: "Hoe snel is een eerste versie klaar?",
      a: "Een eerste versie van uw AR-toepassing is doorgaans binnen 4 tot 10 weken klaar, afhankelijk van het aantal 3D-modellen en functies.",
    },
    {
      q: "Kiest u voor een app of voor WebAR?",
      a: "WebAR opent direct in de browser via een QR-code en is ideaal voor campagnes met een groot bereik. Een app biedt meer mogelijkheden, zoals offline gebruik, nauwkeurigere tracking en pushberichten. Wij adviseren wat het beste bij uw doel past.",
    },
    {
      q: "Op welke toestellen werkt AR?",
      a: "Onze AR-toepassingen werken op gangbare iPhones en Android-smartphones van de afgelopen jaren. Wij testen op een breed scala aan toestellen, zodat ook oudere modellen een goede ervaring bieden.",
    },
    {
      q: "Hoe begint een AR-project?",
      a: "Met een gratis adviesgesprek van 15 minuten. Daarin bespreken wij uw idee en ontvangt u een voorstel voor de aanpak en een indicatie van de kosten.",
    },
  ],
  sideBox: {
    heading: "Gratis adviesgesprek",
    text: "Twijfelt u of AR bij uw organisatie past? In 15 minuten bespreken wij uw idee en de mogelijkheden, vrijblijvend.",
    label: "Plan een adviesgesprek",
  },
} as const satisfies ArPageContent;
