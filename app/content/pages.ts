/**
 * Copy of the pages that are not a service page: home, the overviews, contact,
 * the thank-you page, search, the not-found pages and the labels of a case page.
 * Routes compose sections from these objects; no copy lives in route files.
 */
import { homeAnchors, paths } from "../lib/paths";
import { clients } from "./clients";
import { heroVideo, serviceIntroVideo } from "./media";
import type { HomeAnchor, NavLink } from "./navigation";
import { site } from "./site";
import type { PageIntro, VideoAsset } from "./types";

export interface HomePageContent {
  intro: PageIntro;
  hero: {
    heading: string;
    subline: string;
    cta: NavLink;
    /** Decorative background video (muted, looping); its poster is the LCP image. */
    video: VideoAsset;
    pauseLabel: string;
    playLabel: string;
  };
  services: { heading: string; lead: string };
  cases: { heading: string; lead: string; count: number; allCases: NavLink };
  testimonials: { heading: string; anchor: HomeAnchor };
  process: { heading: string; lead: string; anchor: HomeAnchor };
  clients: { heading: string };
}

export interface ServicesPageContent {
  intro: PageIntro;
  featuresHeading: string;
  moreLabel: string;
  /** Intro video of the first service section: poster with a play button. */
  introVideo: VideoAsset;
  playLabel: string;
}

export interface CasesPageContent {
  intro: PageIntro;
}

export interface ContactFormField {
  label: string;
}

export interface ContactPageContent {
  intro: PageIntro;
  details: {
    heading: string;
    phoneLabel: string;
    emailLabel: string;
    locationLabel: string;
    location: string;
    hoursLabel: string;
    hours: string;
    response: string;
    advice: { heading: string; text: string };
  };
  form: {
    heading: string;
    lead: string;
    requiredNote: string;
    /** Keys are the form field names posted to the server. */
    fields: {
      naam: ContactFormField;
      email: ContactFormField;
      telefoon: ContactFormField;
      bericht: ContactFormField;
    };
    consent: string;
    privacyLink: NavLink;
    submitLabel: string;
    submittingLabel: string;
    success: { heading: string; text: string; resetLabel: string };
    errors: {
      /** Network error or server error: the fields keep their values. */
      failed: string;
      /** The server answered 429. */
      rateLimited: string;
      /** The server refused one or more fields (422); each field shows its own message. */
      invalid: string;
      retryLabel: string;
    };
  };
}

export interface SimplePageContent {
  intro: PageIntro;
  links: readonly NavLink[];
}

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

export interface SearchPageContent {
  intro: PageIntro;
  form: { label: string; placeholder: string; submitLabel: string };
  resultsHeading: string;
  resultCount: { one: string; other: string };
  emptyQuery: string;
  noResults: string;
  resultTypes: { service: string; case: string; faq: string; page: string };
  /** Queries offered when a search finds nothing. */
  suggestions: readonly string[];
}

/** Names used in the visible breadcrumb and the BreadcrumbList structured data. */
export const breadcrumbLabels = {
  label: "Kruimelpad",
  home: "Home",
} as const;

export const homePage = {
  intro: {
    seoTitle: "Immersa XR – VR, AR en 360°-video laten maken in Eindhoven",
    seoDescription:
      "Immersa XR uit Eindhoven ontwikkelt VR-trainingen, AR-apps en 360°-video voor organisaties. Van concept tot realisatie, met meetbaar resultaat.",
    heading: site.tagline,
    lead: "Van concept tot realisatie",
  },
  hero: {
    heading: site.tagline,
    subline: "Van concept tot realisatie",
    cta: { label: "Contact opnemen", to: paths.contact },
    video: heroVideo,
    pauseLabel: "Achtergrondvideo pauzeren",
    playLabel: "Achtergrondvideo afspelen",
  },
  services: {
    heading: "Onze Diensten",
    lead: "Virtual reality, augmented reality en 360°-video: wij kiezen met u de techniek die past bij uw doel.",
  },
  cases: {
    heading: "Geselecteerde Cases",
    lead: "Een greep uit de projecten die wij voor onze opdrachtgevers realiseerden.",
    count: 3,
    allCases: { label: "Bekijk alle cases", to: paths.cases },
  },
  testimonials: { heading: "Wat onze klanten zeggen", anchor: homeAnchors.testimonials },
  process: {
    heading: "Ons Proces",
    lead: "Van idee tot eindproduct in zes stappen",
    anchor: homeAnchors.process,
  },
  clients: { heading: clients.heading },
} as const satisfies HomePageContent;

export const servicesPage = {
  intro: {
    seoTitle: "Onze diensten: VR, AR en 360°-video | Immersa XR",
    seoDescription:
      "Virtual reality-trainingen, augmented reality-apps en 360°-video op maat. Bekijk wat Immersa XR voor uw organisatie kan ontwikkelen.",
    heading: "Onze Diensten",
    lead: "Innovatieve XR-oplossingen voor elke behoefte",
  },
  featuresHeading: "Kenmerken:",
  moreLabel: "Meer informatie",
  introVideo: serviceIntroVideo,
  playLabel: "Introductievideo afspelen",
} as const satisfies ServicesPageContent;

export const casesPage = {
  intro: {
    seoTitle: "Cases: onze VR- en AR-projecten | Immersa XR",
    seoDescription:
      "Bekijk hoe organisaties VR-trainingen, AR-apps en interactieve ervaringen van Immersa XR inzetten, met de aanpak en de resultaten per project.",
    heading: "Onze Cases",
    lead: "Van VR-training tot AR-game: zo hielpen wij organisaties met meeslepende technologie.",
  },
} as const satisfies CasesPageContent;

export const contactPage = {
  intro: {
    seoTitle: "Contact | Immersa XR",
    seoDescription:
      "Neem contact op met Immersa XR in Eindhoven voor een gratis adviesgesprek of een offerte voor uw VR-, AR- of 360°-videoproject.",
    heading: "Neem contact op",
    lead: "Vertel ons over uw idee of vraag. Wij reageren binnen 24 uur met een eerste advies.",
  },
  details: {
    heading: "Contactgegevens",
    phoneLabel: "Telefoon",
    emailLabel: "E-mail",
    locationLabel: "Locatie",
    location: `${site.address.locality}, ${site.address.region}`,
    hoursLabel: "Bereikbaar",
    hours: `${site.openingHours.days} ${site.openingHours.opens}–${site.openingHours.closes}`,
    response: "Reactie binnen 24 uur",
    advice: {
      heading: "Gratis adviesgesprek",
      text: "Twijfelt u welke oplossing bij uw organisatie past? In een gratis adviesgesprek van 15 minuten denken wij vrijblijvend mee over de mogelijkheden, de aanpak en een realistisch budget.",
    },
  },
  form: {
    heading: "Stuur ons een bericht",
    lead: "Vul het formulier in en wij nemen binnen 24 uur contact met u op.",
    requiredNote: "* Verplichte velden",
    fields: {
      naam: { label: "Naam *" },
      email: { label: "E-mailadres *" },
      telefoon: { label: "Telefoonnummer" },
      bericht: { label: "Bericht *" },
    },
    consent:
      "Door dit formulier te versturen gaat u ermee akkoord dat wij uw gegevens verwerken om uw aanvraag te beantwoorden en een offerte voor te bereiden. Wij delen uw gegevens niet met derden.",
    privacyLink: { label: "Lees onze privacyverklaring", to: paths.privacy },
    submitLabel: "Verstuur bericht",
    submittingLabel: "Versturen…",
    success: {
      heading: "Bedankt voor uw bericht",
      text: "Wij hebben uw bericht goed ontvangen en nemen binnen 24 uur contact met u op.",
      resetLabel: "Nieuw bericht versturen",
    },
    errors: {
      failed: `Uw bericht is door een technische storing niet verstuurd. Uw gegevens staan nog in het formulier, zodat u het direct opnieuw kunt proberen. Lukt het niet, bel ons dan op ${site.phone} of mail naar ${site.email}.`,
      rateLimited: `Er zijn in korte tijd te veel berichten verstuurd. Wacht een paar minuten en probeer het dan opnieuw; uw gegevens blijven in het formulier staan. Heeft u haast, bel ons dan op ${site.phone} of mail naar ${site.email}.`,
      invalid:
        "Niet alle velden zijn goed ingevuld. Pas de gemarkeerde velden aan en verstuur het formulier opnieuw.",
      retryLabel: "Opnieuw versturen",
    },
  },
} as const satisfies ContactPageContent;

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

/** /zoeken: also the target of the WebSite SearchAction. */
export const searchPage = {
  intro: {
    seoTitle: "Zoeken | Immersa XR",
    seoDescription:
      "Doorzoek de website van Immersa XR: diensten, cases, veelgestelde vragen en pagina's over virtual reality, augmented reality en 360°-video.",
    heading: "Zoeken",
    lead: "Zoek in onze diensten, cases, veelgestelde vragen en overige pagina's.",
  },
  form: {
    label: "Zoekterm",
    placeholder: "Bijvoorbeeld: VR-training of WebAR",
    submitLabel: "Zoeken",
  },
  resultsHeading: "Zoekresultaten",
  resultCount: { one: "resultaat", other: "resultaten" },
  emptyQuery: "Typ een zoekterm om te beginnen.",
  noResults: "Geen resultaten gevonden. Probeer een ander zoekwoord of neem contact met ons op.",
  resultTypes: { service: "Dienst", case: "Case", faq: "Veelgestelde vraag", page: "Pagina" },
  suggestions: ["VR-training", "augmented reality", "360°-video", "museum", "kosten"],
} as const satisfies SearchPageContent;
