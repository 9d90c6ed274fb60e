/**
 * The spec's pages and what each must show, as a fixed table on purpose: the
 * site's fixed texts (the site's own list is `app/content/schemas/spec-texts.ts`).
 * Headings, key texts and link targets are written out literally so the tests
 * check the requirement, not a copy of the code; SEO titles and descriptions
 * are editorial copy and come from the content modules. The route audit
 * (`page-audit.ts`) checks a page against its entry on its visit.
 */

import { cases, legal, pages as content, site } from "./content";

const { terms, privacy } = legal;
const {
  ar: arPage,
  cases: casesPage,
  contact: contactPage,
  contactThanks: contactThanksPage,
  home: homePage,
  caseNotFound: caseNotFoundPage,
  notFound: notFoundPage,
  search: searchPage,
  services: servicesPage,
  video360: videoPage,
  vr: vrPage,
} = content;

/** Canonical URLs are absolute on the configured production URL (default below). */
export const SITE_URL = (process.env.SITE_URL ?? "https://www.immersa-xr.nl").replace(/\/+$/, "");

export const ROBOTS_INDEX = "index, follow, max-snippet:-1, max-image-preview:large";
export const ROBOTS_NOINDEX = "noindex, nofollow";

export const paths = {
  home: "/",
  services: "/diensten",
  vr: "/diensten/virtual-reality-laten-maken",
  ar: "/diensten/augmented-reality-app-laten-maken",
  video360: "/diensten/360-video-laten-maken",
  cases: "/cases",
  contact: "/contact",
  contactThanks: "/contact/bedankt",
  terms: "/algemene-voorwaarden",
  privacy: "/privacyverklaring",
  search: "/zoeken",
} as const;

export const company = { phone: site.phone, email: site.email };

export interface ExpectedLink {
  name: string | RegExp;
  href: string;
}

export interface PageExpectation {
  path: string;
  status: 200 | 404;
  title: string;
  description: string;
  /** Path of the canonical URL; not-found pages point at /404. */
  canonicalPath: string;
  noindex: boolean;
  h1: string;
  /** Texts the page contains (closed FAQ answers included: they must be in the HTML). */
  texts: readonly (string | RegExp)[];
  /** Links inside <main>, by accessible name, with their target. */
  links: readonly ExpectedLink[];
}

const siteTitle = (title: string) => `${title} | ${site.name}`;

/** The spec's routes, plus the two kinds of not-found. */
export const specPages: readonly PageExpectation[] = [
  {
    path: paths.home,
    status: 200,
    title: homePage.intro.seoTitle,
    description: homePage.intro.seoDescription,
    canonicalPath: "/",
    noindex: false,
    h1: "Meeslepende XR & VR ervaringen",
    texts: [
      "Van concept tot realisatie",
      "Onze Diensten",
      "Geselecteerde Cases",
      "Wat onze klanten zeggen",
      "Ons Proces",
      "Van idee tot eindproduct in zes stappen",
      "Vertrouwd door toonaangevende organisaties",
    ],
    links: [
      { name: "Contact opnemen", href: paths.contact },
      { name: /^Meer informatie over VR-ervaringen$/, href: paths.vr },
      { name: /^Meer informatie over AR-toepassingen$/, href: paths.ar },
      { name: /^Meer informatie over 360°-video$/, href: paths.video360 },
      { name: "Bekijk alle cases", href: paths.cases },
    ],
  },
  {
    path: paths.services,
    status: 200,
    title: servicesPage.intro.seoTitle,
    description: servicesPage.intro.seoDescription,
    canonicalPath: paths.services,
    noindex: false,
    h1: "Onze Diensten",
    texts: ["Innovatieve XR-oplossingen voor elke behoefte", "Kenmerken:"],
    links: [
      { name: /^Meer informatie over VR-ervaringen$/, href: paths.vr },
      { name: /^Meer informatie over AR-toepassingen$/, href: paths.ar },
      { name: /^Meer informatie over 360°-video$/, href: paths.video360 },
    ],
  },
  {
    path: paths.vr,
    status: 200,
    title: vrPage.intro.seoTitle,
    description: vrPage.intro.seoDescription,
    canonicalPath: paths.vr,
    noindex: false,
    h1: "Virtual reality laten maken",
    texts: [
      "Waarom kiezen voor VR?",
      "Sneller leren",
      "Meer betrokkenheid",
      "Breed inzetbaar",
      "Wat is virtual reality?",
      "Onboarding en training",
      "Simulatie",
      "Soft skills en communicatie",
      "Resultaten in de praktijk",
      "Sneller inwerken",
      "Minder fouten en incidenten",
      "Lagere trainingskosten",
      "Hogere kennisretentie",
      "Vertrouwd door toonaangevende organisaties",
      // FAQ statements (answers are closed but in the HTML).
      "van €\u00a07.500 tot €\u00a040.000",
      "6 tot 12 weken",
      "Meta Quest",
      "€\u00a0400",
    ],
    links: [
      { name: "Plan een demo", href: paths.contact },
      { name: "Plan een adviesgesprek", href: paths.contact },
    ],
  },
  {
    path: paths.ar,
    status: 200,
    title: arPage.intro.seoTitle,
    description: arPage.intro.seoDescription,
    canonicalPath: paths.ar,
    noindex: false,
    h1: "Augmented-reality-app laten maken",
    texts: [
      "Waarom kiezen voor AR?",
      "3D-productvisualisatie",
      "WebAR-campagnes",
      "Onderwijs en cultuur",
      "Visuele ondersteuning",
      "Intake en advies",
      "Conceptontwikkeling",
      "Prototype en feedback",
      "Ontwikkeling en lancering",
      "Vertrouwd door toonaangevende organisaties",
      "van €\u00a05.000 tot €\u00a030.000",
      "4 tot 10 weken",
    ],
    links: [
      { name: /^Bekijk case\W+Kunstwerken in uw eigen ruimte met AR$/, href: "/cases/museum-ar" },
      { name: /^Bekijk case\W+Spokenjacht in augmented reality$/, href: "/cases/tu-delft" },
      { name: "Plan een adviesgesprek", href: paths.contact },
    ],
  },
  {
    path: paths.video360,
    status: 200,
    title: videoPage.intro.seoTitle,
    description: videoPage.intro.seoDescription,
    canonicalPath: paths.video360,
    noindex: false,
    h1: "360°-video laten maken",
    texts: [
      "Wanneer kiest u voor 360°-video?",
      "360°-opname",
      "Ambisonische audio",
      "Stitching en grading",
      "Publicatie en hosting",
      "Concept en script",
      "Opname en audio",
      "Stitching en montage",
      "van €\u00a03.000 tot ruim €\u00a020.000",
      "15 minuten",
    ],
    links: [{ name: "Plan een adviesgesprek", href: paths.contact }],
  },
  {
    path: paths.cases,
    status: 200,
    title: casesPage.intro.seoTitle,
    description: casesPage.intro.seoDescription,
    canonicalPath: paths.cases,
    noindex: false,
    h1: "Onze Cases",
    texts: cases.map((item) => item.title),
    links: cases.map((item) => ({
      name: new RegExp(`^Bekijk case\\W+${escapeRegExp(item.title)}$`),
      href: `/cases/${item.id}`,
    })),
  },
  ...cases.map((item): PageExpectation => ({
    path: `/cases/${item.id}`,
    status: 200,
    title: siteTitle(item.title),
    description: item.description,
    canonicalPath: `/cases/${item.id}`,
    noindex: false,
    h1: item.title,
    texts: [
      "Klant",
      item.client,
      "Jaar",
      String(item.year),
      "Sector",
      item.sector,
      "Overzicht",
      "Uitdagingen",
      "Oplossing",
      "Resultaten",
    ],
    links: [
      { name: "Terug naar cases", href: paths.cases },
      { name: "Start uw project", href: paths.contact },
    ],
  })),
  {
    path: paths.contact,
    status: 200,
    title: contactPage.intro.seoTitle,
    description: contactPage.intro.seoDescription,
    canonicalPath: paths.contact,
    noindex: false,
    h1: "Neem contact op",
    texts: [
      "Eindhoven, Noord-Brabant",
      "24 uur",
      "Gratis adviesgesprek",
      "* Verplichte velden",
      "Naam *",
      "E-mailadres *",
      "gegevens",
      "niet met derden",
    ],
    links: [
      { name: "Home", href: "/" },
      { name: company.phone, href: site.phoneHref },
      { name: company.email, href: `mailto:${company.email}` },
    ],
  },
  {
    path: paths.contactThanks,
    status: 200,
    title: contactThanksPage.intro.seoTitle,
    description: contactThanksPage.intro.seoDescription,
    canonicalPath: paths.contactThanks,
    noindex: true,
    h1: "Bedankt voor uw bericht",
    texts: ["24 uur"],
    links: [{ name: "Naar home", href: "/" }],
  },
  {
    path: paths.terms,
    status: 200,
    title: terms.intro.seoTitle,
    description: terms.intro.seoDescription,
    canonicalPath: paths.terms,
    noindex: false,
    h1: "Algemene voorwaarden",
    texts: [
      "14 dagen na factuurdatum",
      "50% van de overeengekomen projectprijs",
      "btw",
      "Nederlands recht van toepassing",
    ],
    links: [],
  },
  {
    path: paths.privacy,
    status: 200,
    title: privacy.intro.seoTitle,
    description: privacy.intro.seoDescription,
    canonicalPath: paths.privacy,
    noindex: false,
    h1: "Privacyverklaring",
    texts: ["1 jaar", "cookies"],
    links: [],
  },
  {
    path: paths.search,
    status: 200,
    title: searchPage.intro.seoTitle,
    description: searchPage.intro.seoDescription,
    canonicalPath: paths.search,
    noindex: true,
    h1: "Zoeken",
    texts: [],
    links: [],
  },
  {
    path: "/deze-pagina-bestaat-niet",
    status: 404,
    title: notFoundPage.intro.seoTitle,
    description: notFoundPage.intro.seoDescription,
    canonicalPath: "/404",
    noindex: true,
    h1: "Pagina niet gevonden",
    texts: ["De link is mogelijk verouderd of onjuist."],
    links: [
      { name: "Naar home", href: "/" },
      { name: "Bekijk diensten", href: paths.services },
    ],
  },
  {
    path: "/cases/onbekend",
    status: 404,
    title: caseNotFoundPage.intro.seoTitle,
    description: caseNotFoundPage.intro.seoDescription,
    canonicalPath: "/404",
    noindex: true,
    h1: "Case niet gevonden",
    texts: ["De case die u zoekt bestaat niet of is verwijderd."],
    links: [{ name: "Terug naar cases", href: paths.cases }],
  },
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
