import { cases, faq, legal as legalDocuments, pages, processSteps, services } from "~/content";
import type { FaqItem, LegalDocument, ServiceTile } from "~/content/schema";
import { casePath, homeAnchors, paths, servicePath } from "~/lib/paths";
import type { SearchEntry } from "./search";

const { vr: vrPage, ar: arPage, video360: videoPage, home: homePage } = pages;
const { services: servicesPage, cases: casesPage, contact: contactPage } = pages;

const join = (...parts: readonly string[]) => parts.join(" ");
const tiles = (items: readonly ServiceTile[]) =>
  items.map((tile) => join(tile.title, tile.text)).join(" ");
const faqEntries = (items: readonly FaqItem[], path: string): SearchEntry[] =>
  items.map((item) => ({ kind: "faq", title: item.q, text: item.a, path }));
const legal = (document: LegalDocument, path: string): SearchEntry => ({
  kind: "page",
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
    title: service.title,
    text: join(service.description, ...service.fullDescription, ...service.features),
    path: servicePath(service.id),
  })),
  ...cases.map((item): SearchEntry => ({
    kind: "case",
    title: item.title,
    text: join(
      item.description,
      item.client,
      item.sector,
      ...item.overview,
      ...item.solution,
      ...item.challenges,
      ...item.results,
    ),
    path: casePath(item.id),
  })),
  {
    kind: "page",
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
    title: arPage.intro.heading,
    text: join(arPage.intro.lead, tiles(arPage.why.tiles), tiles(arPage.process.steps)),
    path: paths.ar,
  },
  {
    kind: "page",
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
    title: homePage.process.heading,
    text: join(
      homePage.process.lead,
      ...processSteps.map((step) => join(step.title, step.description)),
    ),
    path: `${paths.home}#${homeAnchors.process}`,
  },
  {
    kind: "page",
    title: servicesPage.intro.heading,
    text: servicesPage.intro.lead,
    path: paths.services,
  },
  { kind: "page", title: casesPage.intro.heading, text: casesPage.intro.lead, path: paths.cases },
  {
    kind: "page",
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
