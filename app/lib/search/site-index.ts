import { cases, faq, legal as legalDocuments, pages, processSteps, services } from "~/content";
import type { FaqItem, LegalDocument, ServiceTile } from "~/content/schema";
import { casePath, homeAnchors, paths, servicePath } from "~/lib/paths";
import type { SearchEntry } from "./search";

const { vr: vrPage, ar: arPage, video360: videoPage, home: homePage } = pages;
const { services: servicesPage, cases: casesPage, contact: contactPage } = pages;

const join = (...parts: readonly string[]) => parts.join(" ");
const tiles = (items: readonly ServiceTile[]) =>
  items.map((tile) => join(tile.title, tile.text)).join(" ");
/** Order among equally good matches (see `SearchEntry.weight`). */
const weight = { service: 4, case: 3, page: 2, faq: 1, legal: 0 } as const;

const faqEntries = (items: readonly FaqItem[], path: string): SearchEntry[] =>
  items.map((item) => ({ kind: "faq", title: item.q, text: item.a, path, weight: weight.faq }));
const legal = (document: LegalDocument, path: string): SearchEntry => ({
  kind: "page",
  weight: weight.legal,
  title: document.intro.heading,
  text: join(
    document.intro.lead,
    ...document.sections.flatMap((s) => [s.heading, ...s.paragraphs]),
  ),
  path,
});

/** Everything the site search finds, built from the same content the pages render. */
export const siteIndex: readonly SearchEntry[] = [
  ...services.map((service): SearchEntry => ({
    kind: "service",
    weight: weight.service,
    title: service.title,
    text: join(service.description, ...service.fullDescription, ...service.features),
    path: servicePath(service.id),
  })),
  ...cases.map((item): SearchEntry => ({
    kind: "case",
    weight: weight.case,
    title: item.title,
    meta: [item.client, item.sector, String(item.year)].join(" · "),
    text: join(
      item.description,
      ...item.overview,
      ...item.solution,
      ...item.challenges,
      ...item.results,
    ),
    path: casePath(item.id),
  })),
  {
    kind: "page",
    weight: weight.page,
    title: vrPage.intro.heading,
    text: join(
      vrPage.intro.lead,
      tiles(vrPage.why.tiles),
      tiles(vrPage.whatIs.useCases),
      tiles(vrPage.results.items),
      vrPage.achieve.text,
      ...vrPage.achieve.points,
      ...vrPage.projects.cards.map((c) => join(c.title, c.text)),
    ),
    path: paths.vr,
  },
  {
    kind: "page",
    weight: weight.page,
    title: arPage.intro.heading,
    text: join(arPage.intro.lead, tiles(arPage.why.tiles), tiles(arPage.process.steps)),
    path: paths.ar,
  },
  {
    kind: "page",
    weight: weight.page,
    title: videoPage.intro.heading,
    text: join(
      videoPage.intro.lead,
      ...videoPage.whenToChoose.points,
      tiles(videoPage.deliverables.tiles),
      tiles(videoPage.approach.steps),
    ),
    path: paths.video360,
  },
  ...faqEntries(faq["vr-experiences"], paths.vr),
  ...faqEntries(faq["ar-applications"], paths.ar),
  ...faqEntries(faq["360-video"], paths.video360),
  {
    kind: "page",
    weight: weight.page,
    title: homePage.process.heading,
    text: join(
      homePage.process.lead,
      ...processSteps.map((step) => join(step.title, step.description)),
    ),
    path: `${paths.home}#${homeAnchors.process}`,
  },
  {
    kind: "page",
    weight: weight.page,
    title: servicesPage.intro.heading,
    text: servicesPage.intro.lead,
    path: paths.services,
  },
  {
    kind: "page",
    weight: weight.page,
    title: casesPage.intro.heading,
    text: casesPage.intro.lead,
    path: paths.cases,
  },
  {
    kind: "page",
    weight: weight.page,
    title: contactPage.intro.heading,
    text: join(
      contactPage.intro.lead,
      contactPage.details.advice.text,
      contactPage.details.location,
    ),
    path: paths.contact,
  },
  legal(legalDocuments.terms, paths.terms),
  legal(legalDocuments.privacy, paths.privacy),
];
