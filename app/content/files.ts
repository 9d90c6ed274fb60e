/**
 * Where each content file lives, which schema it follows and what the editor
 * at /admin/ calls it: one list for the loader, the editor's configuration and
 * the test that every file is written the one way (`yaml-format.ts`).
 */
import type { ContentSchemas } from "./schema";
import { serviceIds } from "./schema";

export interface ContentFile {
  /** Path below `content/`. */
  path: string;
  schema: keyof ContentSchemas;
  /** The editor's name for the file. */
  label: string;
}

/** The editor's groups of single files, in the order its menu shows them. */
export const fileGroups = {
  pages: "Pagina's",
  home: "Proces en logo's",
  faq: "Veelgestelde vragen",
  legal: "Juridisch",
  settings: "Instellingen",
} as const;

export type FileGroup = keyof typeof fileGroups;

const file = <S extends keyof ContentSchemas>(path: string, schema: S, label: string) => ({
  path,
  schema,
  label,
});

const faqNames: Record<(typeof serviceIds)[number], string> = {
  "vr-experiences": "virtual reality",
  "ar-applications": "augmented reality",
  "360-video": "360°-video",
};

/** Every single file, by group. */
export const singleFiles = {
  pages: {
    home: file("pages/home.yaml", "homePage", "Home"),
    services: file("pages/diensten.yaml", "servicesPage", "Diensten (overzicht)"),
    vr: file("pages/virtual-reality.yaml", "vrPage", "Virtual reality"),
    ar: file("pages/augmented-reality.yaml", "arPage", "Augmented reality"),
    video360: file("pages/360-video.yaml", "videoPage", "360°-video"),
    cases: file("pages/cases.yaml", "casesPage", "Cases (overzicht)"),
    caseLabels: file("pages/case.yaml", "caseLabels", "Een case (vaste onderdelen)"),
    contact: file("pages/contact.yaml", "contactPage", "Contact"),
    contactThanks: file("pages/contact-bedankt.yaml", "simplePage", "Bedankt voor uw bericht"),
    notFound: file("pages/niet-gevonden.yaml", "notFoundPage", "Pagina niet gevonden"),
    caseNotFound: file("pages/case-niet-gevonden.yaml", "caseNotFoundPage", "Case niet gevonden"),
    search: file("pages/zoeken.yaml", "searchPage", "Zoeken"),
  },
  home: {
    process: file("process.yaml", "process", "Ons proces"),
    clients: file("clients.yaml", "clients", "Logo's van klanten"),
  },
  faq: Object.fromEntries(
    serviceIds.map((id) => [id, file(`faq/${id}.yaml`, "faq", `Vragen over ${faqNames[id]}`)]),
  ),
  legal: {
    terms: file("legal/algemene-voorwaarden.yaml", "terms", "Algemene voorwaarden"),
    privacy: file("legal/privacyverklaring.yaml", "privacy", "Privacyverklaring"),
  },
  settings: {
    site: file("site.yaml", "site", "Bedrijfsgegevens"),
    navigation: file("navigation.yaml", "navigation", "Menu's, voettekst en kruimelpad"),
    interface: file("interface.yaml", "interface", "Knoppen en teksten voor schermlezers"),
    server: file("server.yaml", "serverText", "Antwoorden van de server en de e-mail"),
  },
} satisfies Record<FileGroup, Record<string, ContentFile>>;

/** The folders with one file per entry. */
export const collections = {
  cases: {
    folder: "cases",
    schema: "case",
    label: "Cases",
    singular: "Case",
    /** Where uploaded images of an entry go, below `media/`. */
    media: "images/cases",
    /** The field that names an entry, and proposes its file name. */
    titleField: "title",
    /** How the editor's list shows an entry: `{{field}}` is the entry's value of that field. */
    summary: "{{title}} · {{client}}, {{year}}",
    /** Entries are neither added nor removed in the editor. */
    fixedEntries: false,
  },
  services: {
    folder: "services",
    schema: "service",
    label: "Diensten",
    singular: "Dienst",
    media: "images/services",
    titleField: "title",
    summary: "{{title}}",
    fixedEntries: true,
  },
  testimonials: {
    folder: "testimonials",
    schema: "testimonial",
    label: "Testimonials",
    singular: "Testimonial",
    media: "images/testimonials",
    titleField: "author",
    summary: "{{author}}, {{company}}",
    fixedEntries: false,
  },
} as const satisfies Record<
  string,
  {
    folder: string;
    schema: keyof ContentSchemas;
    label: string;
    singular: string;
    media: string;
    titleField: string;
    summary: string;
    fixedEntries: boolean;
  }
>;
