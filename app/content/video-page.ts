/** Copy of /diensten/360-video-laten-maken. The FAQ also feeds the FAQPage markup. */
import type { VideoPageContent } from "./types";

export const videoPage = {
  intro: {
    seoTitle: "360°-video laten maken | Immersa XR",
    seoDescription:
      "Laat een 360°-video maken door Immersa XR: concept, opname met ambisonische audio, stitching en publicatie voor headset, website en smartphone.",
    heading: "360°-video laten maken",
    lead: "Neem uw doelgroep mee naar een plek waar zij zelf rondkijken: uw bedrijf, een evenement of een locatie die normaal niet toegankelijk is.",
  },
  whenToChoose: {
    heading: "Wanneer kiest u voor 360°-video?",
    points: [
      "U wilt een echte locatie laten zien aan mensen die er niet zelf naartoe kunnen, zoals sollicitanten, studenten of klanten.",
      "U zoekt een snellere en voordeligere productie dan een volledig interactieve VR-toepassing, met echt beeld in plaats van 3D.",
      "U wilt dezelfde productie tonen in een VR-headset, op uw website en op smartphones.",
    ],
  },
  deliverables: {
    heading: "Wat u van ons krijgt",
    lead: "Een complete productie, van de eerste opname tot een video die overal goed afspeelt.",
    tiles: [
      {
        icon: "camera",
        title: "360°-opname",
        text: "Opname met professionele 360°-camera's in hoge resolutie, op locatie en door een ervaren opnameteam.",
      },
      {
        icon: "headphones",
        title: "Ambisonische audio",
        text: "Ruimtelijk geluid dat meedraait met de kijkrichting, zodat de kijker hoort waar iets gebeurt.",
      },
      {
        icon: "film",
        title: "Stitching en grading",
        text: "Naadloos samengevoegde beelden zonder zichtbare overgangen, met een kleurcorrectie die past bij uw huisstijl.",
      },
      {
        icon: "globe",
        title: "Publicatie en hosting",
        text: "Geschikte bestanden voor headset, website en sociale media, en desgewenst hosting met een eigen speler.",
      },
    ],
  },
  approach: {
    heading: "Onze aanpak",
    lead: "In vier stappen van idee naar een 360°-video die klaar is voor publicatie.",
    steps: [
      {
        icon: "pen-tool",
        title: "Concept en script",
        text: "Wij bepalen samen de boodschap, de locaties en de kijkrichting, en leggen dit vast in een script en draaiboek.",
      },
      {
        icon: "camera",
        title: "Opname en audio",
        text: "Op de draaidag filmen wij in 360° en nemen wij ambisonisch geluid op, met aandacht voor licht en positie.",
      },
      {
        icon: "film",
        title: "Stitching en montage",
        text: "Wij voegen de beelden samen, monteren het verhaal en voegen desgewenst titels, voice-over en hotspots toe.",
      },
      {
        icon: "rocket",
        title: "Publicatie",
        text: "U ontvangt de video in de juiste formaten en wij helpen bij de publicatie op uw kanalen.",
      },
    ],
  },
  faqHeading: "Veelgestelde vragen over 360°-video",
  faq: [
    {
      q: "Wat kost een 360°-video?",
      a: "Een 360°-videoproductie kost €\u00a03.000 – €\u00a020.000+ (excl. btw). Een korte rondleiding met één draaidag valt aan de onderkant; producties met meerdere locaties, acteurs of interactieve hotspots komen hoger uit.",
    },
    {
      q: "Waar kan ik een 360°-video bekijken?",
      a: "In een VR-headset voor de meest meeslepende ervaring, maar ook op uw website, op sociale media en op een smartphone of tablet, waar de kijker rondkijkt door het toestel te bewegen of over het scherm te vegen.",
    },
    {
      q: "Wat is het verschil tussen 360°-video en virtual reality?",
      a: "Een 360°-video bestaat uit echt gefilmd beeld waarin de kijker rondkijkt. In een VR-toepassing beweegt de gebruiker vrij door een 3D-omgeving en heeft hij invloed op wat er gebeurt. 360°-video is sneller en voordeliger te produceren; VR biedt meer interactie.",
    },
    {
      q: "Hoe starten wij een 360°-videoproductie?",
      a: "Met een gratis adviesgesprek van 15 minuten. Wij bespreken uw doel, locatie en planning, en u ontvangt daarna een concreet voorstel met offerte.",
    },
  ],
  sideBox: {
    heading: "Gratis adviesgesprek",
    text: "Benieuwd wat 360°-video voor uw organisatie kan doen? Plan een vrijblijvend adviesgesprek van 15 minuten.",
    label: "Plan een adviesgesprek",
  },
} as const satisfies VideoPageContent;
