import { cases, faq, legal as legalDocuments, pages, processSteps, services } from "~/content";
import type { FaqItem, LegalDocument, ServiceTile } from "~/content/schema";
import { casePath, faqAnchors, homeAnchors, paths, servicePath } from "~/content/paths";
import type { SearchEntry } from "./search";

const { vr: vrPage, ar: arPage, video360: videoPage, home: homePage } = pages;
const { services: servicesPage, cases: casesPage, contact: contactPage } = pages;

/**
 * Parts of a page as one text, each ending its sentence: a heading or a
 * list's point would otherwise run into the sentence after it in a snippet.
 */
const join = (...parts: readonly string[]) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (/[.!?:;…]$/.test(part) ? part : `${part}.`))
    .join(" ");
const tiles = (items: readonly ServiceTile[]) =>
  join(...items.flatMap((tile) => [tile.title, tile.text]));
/** Order among equally good matches (see `SearchEntry.weight`). */
const weight = { service: 4, case: 3, page: 2, faq: 1, legal: 0 } as const;

/** An FAQ result links to its answer, which opens on arrival. */
const faqEntries = (items: readonly FaqItem[], path: string): SearchEntry[] => {
  const anchors = faqAnchors(items.map((item) => item.q));
  return items.map((item, index) => ({
    kind: "faq",
    title: item.q,
    text: item.a,
    path: `${path}#${anchors[index] ?? ""}`,
    weight: weight.faq,
  }));
};
const page = (title: string, text: string, path: string, rank: number = weight.page) =>
  ({ kind: "page", weight: rank, title, text, path }) satisfies SearchEntry;
const legal = (document: LegalDocument, path: string) =>
  page(
    document.intro.heading,
    join(document.intro.lead, ...document.sections.flatMap((s) => [s.heading, ...s.text])),
    path,
    weight.legal,
  );

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
    meta: [item.client, item.sector, String(item.year)].join(", "),
    text: join(
      item.description,
      ...item.overview,
      ...item.solution,
      ...item.challenges,
      ...item.results,
    ),
    path: casePath(item.id),
  })),
  page(
    vrPage.intro.heading,
    join(
      vrPage.intro.lead,
      tiles(vrPage.why.tiles),
      tiles(vrPage.whatIs.useCases),
      tiles(vrPage.results.items),
      vrPage.achieve.text,
      ...vrPage.achieve.points,
      ...vrPage.projects.cards.map((c) => join(c.title, c.text)),
    ),
    paths.vr,
  ),
  page(
    arPage.intro.heading,
    join(arPage.intro.lead, tiles(arPage.why.tiles), tiles(arPage.process.steps)),
    paths.ar,
  ),
  page(
    videoPage.intro.heading,
    join(
      videoPage.intro.lead,
      ...videoPage.whenToChoose.points,
      tiles(videoPage.deliverables.tiles),
      tiles(videoPage.approach.steps),
    ),
    paths.video360,
  ),
  ...faqEntries(faq["vr-experiences"], paths.vr),
  ...faqEntries(faq["ar-applications"], paths.ar),
  ...faqEntries(faq["360-video"], paths.video360),
  page(
    homePage.process.heading,
    join(homePage.process.lead, ...processSteps.map((step) => join(step.title, step.description))),
    `${paths.home}#${homeAnchors.process}`,
  ),
  page(servicesPage.intro.heading, servicesPage.intro.lead, paths.services),
  page(casesPage.intro.heading, casesPage.intro.lead, paths.cases),
  page(
    contactPage.intro.heading,
    join(contactPage.intro.lead, contactPage.details.advice.text, contactPage.details.location),
    paths.contact,
  ),
  legal(legalDocuments.terms, paths.terms),
  legal(legalDocuments.privacy, paths.privacy),
];
