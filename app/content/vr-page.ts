/** Copy of /diensten/virtual-reality-laten-maken. The FAQ also feeds the FAQPage markup. */
import { clients } from "./clients";
import { projectImages, vrExampleVideo } from "./media";
import type { VrPageContent } from "./types";

export const vrPage = {
  intro: {
    seoTitle: "Virtual reality laten maken | Immersa XR",
    seoDescription:
      "Laat een VR-training, simulatie of productdemo maken door Immersa XR. Van concept tot uitrol op standalone headsets, met meetbaar resultaat.",
    heading: "Virtual reality laten maken",
    lead: "VR-trainingen, simulaties en productdemo's op maat: uw medewerkers en klanten leren en beleven in een veilige, realistische omgeving.",
  },
  demoLabel: "Plan een demo",
  why: {
    heading: "Waarom kiezen voor VR?",
    lead: "Virtual reality maakt leren en beleven actief. Dat levert meer op dan een presentatie, een handboek of een e-learning.",
    tiles: [
      {
        icon: "zap",
        title: "Sneller leren",
        text: "Deelnemers leren door te doen, in situaties die echt voelen. Zo beheersen zij nieuwe vaardigheden sneller dan met theorie alleen.",
      },
      {
        icon: "sparkles",
        title: "Meer betrokkenheid",
        text: "In een headset is er geen afleiding. Deelnemers zijn volledig gefocust en onthouden wat zij zelf hebben meegemaakt.",
      },
      {
        icon: "layers",
        title: "Breed inzetbaar",
        text: "Van veiligheidstraining en onboarding tot gesprekstraining en productpresentatie: één platform voor uiteenlopende toepassingen.",
      },
    ],
  },
  exampleVideo: {
    heading: "Zo ziet een VR-training eruit",
    text: "In deze korte impressie ziet u hoe een deelnemer een scenario doorloopt: instructie, handelen in de virtuele omgeving en directe feedback op zijn keuzes.",
    video: vrExampleVideo,
  },
  projects: {
    heading: "Voorbeelden van VR-projecten",
    lead: "Een greep uit de toepassingen die wij voor organisaties ontwikkelen.",
    cards: [
      {
        title: "Training en onboarding",
        image: projectImages.training,
        text: "Nieuwe medewerkers verkennen hun werkplek en oefenen procedures, nog voordat zij hun eerste dienst draaien.",
      },
      {
        title: "Simulatie van installaties",
        image: projectImages.simulation,
        text: "Onderhoud en storingen oefenen aan een virtuele installatie, zonder stilstand van de productie en zonder veiligheidsrisico.",
      },
      {
        title: "Productdemo en merkbeleving",
        image: projectImages.brand,
        text: "Laat klanten op een beurs of in uw showroom een product ervaren dat te groot, te duur of nog niet gebouwd is.",
      },
    ],
  },
  whatIs: {
    heading: "Wat is virtual reality?",
    text: "Virtual reality plaatst de gebruiker met een headset in een volledig digitale, driedimensionale omgeving. Hij kijkt rond, loopt rond en pakt voorwerpen op met zijn handen of controllers. Omdat de omgeving reageert op wat de gebruiker doet, voelt de ervaring echt en blijft die beter hangen. Organisaties zetten VR onder meer in voor:",
    useCases: [
      {
        icon: "graduation-cap",
        title: "Onboarding en training",
        text: "Nieuwe medewerkers maken kennis met werkplek, procedures en veiligheidsregels in hun eigen tempo.",
      },
      {
        icon: "activity",
        title: "Simulatie",
        text: "Oefen risicovolle of zeldzame situaties, zoals een calamiteit of een storing, zo vaak als nodig.",
      },
      {
        icon: "message-circle",
        title: "Soft skills en communicatie",
        text: "Train lastige gesprekken, klantcontact en leidinggeven met realistische virtuele gesprekspartners.",
      },
      {
        icon: "presentation",
        title: "Productdemo's en merkbeleving",
        text: "Laat klanten uw product of merk op ware grootte ervaren, op een beurs, in de showroom of op locatie.",
      },
    ],
  },
  clientsHeading: clients.heading,
  ctaBand: {
    heading: "Benieuwd wat VR voor uw organisatie kan betekenen?",
    text: "In een gratis adviesgesprek van 15 minuten bespreken wij uw doel en krijgt u een eerste inschatting van aanpak, planning en budget.",
    label: "Plan een adviesgesprek",
  },
  results: {
    heading: "Resultaten in de praktijk",
    lead: "Wat onze opdrachtgevers merken nadat zij VR hebben ingevoerd.",
    items: [
      {
        icon: "clock",
        title: "Sneller inwerken",
        text: "Nieuwe medewerkers zijn eerder zelfstandig inzetbaar, omdat zij de praktijk al hebben geoefend.",
      },
      {
        icon: "shield",
        title: "Minder fouten en incidenten",
        text: "Wie een situatie virtueel heeft doorlopen, handelt in het echt zekerder en veiliger.",
      },
      {
        icon: "trending-down",
        title: "Lagere trainingskosten",
        text: "Minder reistijd, geen acteurs of stilgelegde machines, en een training die onbeperkt herhaalbaar is.",
      },
      {
        icon: "brain",
        title: "Hogere kennisretentie",
        text: "Wat deelnemers zelf hebben gedaan en beleefd, onthouden zij aantoonbaar langer.",
      },
    ],
  },
  achieve: {
    heading: "Wat u met VR bereikt",
    text: "Een VR-toepassing van Immersa XR is geen losse gadget, maar een onderdeel van uw opleidings- of marketingaanpak. Wij zorgen dat de ervaring aansluit op uw doelen en dat u de resultaten kunt meten.",
    points: [
      "Medewerkers die zelfverzekerd en veilig aan de slag gaan",
      "Een training die op elke locatie en op elk moment beschikbaar is",
      "Inzicht in voortgang en resultaten per deelnemer of groep",
      "Een presentatie die klanten bijblijft en uw merk onderscheidt",
    ],
  },
  faqHeading: "Veelgestelde vragen over virtual reality",
  faq: [
    {
      q: "Wat kost een VR-project?",
      a: "Een VR-project kost doorgaans €\u00a07.500 – €\u00a040.000 (excl. btw). De prijs hangt vooral af van het aantal scenario's, de mate van interactie en de gewenste detaillering van de 3D-omgeving. In een gratis adviesgesprek van 15 minuten geven wij u een eerste inschatting.",
    },
    {
      q: "Hoe lang duurt het om een VR-toepassing te ontwikkelen?",
      a: "Een eerste werkende versie (MVP) staat meestal binnen 6 tot 12 weken. Daarna breiden wij de toepassing stapsgewijs uit op basis van de feedback van uw gebruikers.",
    },
    {
      q: "Welke VR-headsets hebben wij nodig?",
      a: "Wij ontwikkelen vooral voor standalone headsets van Meta Quest, die zonder pc of kabels werken en verkrijgbaar zijn vanaf ongeveer €\u00a0400. Desgewenst leveren wij de headsets met de applicatie al voorgeïnstalleerd, zodat u direct kunt beginnen.",
    },
  ],
  finalCta: {
    heading: "Klaar om te starten met VR?",
    text: "Vertel ons wat u wilt bereiken. Wij reageren binnen 24 uur en plannen graag een vrijblijvend adviesgesprek.",
    label: "Neem contact op",
  },
} as const satisfies VrPageContent;
