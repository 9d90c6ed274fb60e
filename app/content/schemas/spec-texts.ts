/**
 * The texts the site's specification fixes word for word: by file below
 * `content/`, then by field, written as the build's messages name it (lists
 * counted from 1). The files hold these texts like any other; the schemas
 * accept no other wording (`fixed` in `fields.ts`), and the editor shows them
 * read-only. This is the one list of them: `docs/content.md` points here, and
 * `spec-texts.test.ts` checks that every entry is a fixed field of its file's
 * schema and every fixed field is an entry.
 */
export const specTexts = {
  "pages/home.yaml": {
    "hero.heading": "Meeslepende XR & VR ervaringen",
    "hero.subline": "Van concept tot realisatie",
    "hero.cta.label": "Contact opnemen",
    "services.heading": "Onze Diensten",
    "cases.heading": "Geselecteerde Cases",
    "testimonials.heading": "Wat onze klanten zeggen",
    "process.heading": "Ons Proces",
    "process.lead": "Van idee tot eindproduct in zes stappen",
  },
  "clients.yaml": {
    heading: "Vertrouwd door toonaangevende organisaties",
  },
  "process.yaml": {
    "[1].title": "Concept",
    "[2].title": "Storyboard",
    "[3].title": "Development",
    "[4].title": "Testing",
    "[5].title": "Iteratie",
    "[6].title": "Delivery",
  },
  "navigation.yaml": {
    "header.dropdown.label": "Wat we doen",
    "header.dropdown.columns[1].heading": "Onze Diensten",
    "header.dropdown.columns[2].heading": "Over Ons",
    "header.cta.label": "Neem contact op",
    "footer.columns[1].heading": "Snel naar",
    "footer.columns[2].heading": "Onze Diensten",
    "footer.rightsReserved": "Alle rechten voorbehouden.",
  },
  "pages/diensten.yaml": {
    "intro.heading": "Onze Diensten",
    "intro.lead": "Innovatieve XR-oplossingen voor elke behoefte",
    featuresHeading: "Kenmerken:",
    moreLabel: "Meer informatie",
  },
  "pages/virtual-reality.yaml": {
    "ctaBand.label": "Plan een adviesgesprek",
  },
  "pages/case.yaml": {
    "cta.label": "Start uw project",
    "back.label": "Terug naar cases",
    viewCase: "Bekijk case",
  },
  "pages/contact.yaml": {
    "form.requiredNote": "* Verplichte velden",
    "form.fields.naam.label": "Naam *",
    "form.fields.email.label": "E-mailadres *",
    "form.submittingLabel": "Versturen…",
    "form.success.resetLabel": "Nieuw bericht versturen",
  },
  "pages/niet-gevonden.yaml": {
    "intro.heading": "Pagina niet gevonden",
    "intro.lead": "De link is mogelijk verouderd of onjuist.",
  },
  "pages/case-niet-gevonden.yaml": {
    "intro.heading": "Case niet gevonden",
    "intro.lead": "De case die u zoekt bestaat niet of is verwijderd.",
  },
  "legal/algemene-voorwaarden.yaml": {
    "sections[1].heading": "Artikel 1 – Offertes",
    "sections[2].heading": "Artikel 2 – Prijzen en betaling",
    "sections[3].heading": "Artikel 3 – Annulering",
    "sections[4].heading": "Artikel 4 – Levertijden",
    "sections[5].heading": "Artikel 5 – Aansprakelijkheid",
    "sections[6].heading": "Artikel 6 – Intellectueel eigendom",
    "sections[7].heading": "Artikel 7 – Overmacht",
    "sections[8].heading": "Artikel 8 – Toepasselijk recht",
  },
} as const satisfies Record<string, Record<string, string>>;
