import type { Sector, ServiceId } from "./schema";
import { slug } from "./slug";

/** Every page path of the site, in one place. */
export const paths = {
  home: "/",
  services: "/diensten",
  vr: "/diensten/virtual-reality-laten-maken",
  ar: "/diensten/augmented-reality-app-laten-maken",
  video360: "/diensten/360-video-laten-maken",
  cases: "/cases",
  contact: "/contact",
  contactThanks: "/contact/bedankt",
  contactRefused: "/contact/niet-verstuurd",
  terms: "/algemene-voorwaarden",
  privacy: "/privacyverklaring",
  search: "/zoeken",
  caseNotFound: "/cases/niet-gevonden",
  notFound: "/404",
} as const;

/** Where the contact form posts: the root, the one path Netlify Forms and the self-hosted server both take. */
export const contactEndpoint = paths.home;

/** Old addresses that redirect to a page above. */
export const legacyPaths = { services: "/services" } as const;

export const casePath = (id: string) => `${paths.cases}/${id}`;

/** Where the sector pages live: `/cases/sector/<slug>`. */
export const sectorPaths = `${paths.cases}/sector` as const;

/** "3D Development" -> "3d-development". */
export const sectorSlug = (sector: Sector) => slug(sector);

/** The cases of one sector: a pre-rendered page of its own, so the filter works without script. */
export const sectorPath = (sector: Sector) => `${sectorPaths}/${sectorSlug(sector)}` as const;

/** The folder of a case listing's further pages: `/cases/pagina/2`, `/cases/sector/<slug>/pagina/2`. */
export const listingPagesSegment = "pagina";

/** Where the overview's further pages live: `/cases/pagina/<n>`. */
export const casesPagePaths = `${paths.cases}/${listingPagesSegment}` as const;

/**
 * Page `page` of the cases overview, or of one sector's cases: page 1 is the
 * listing itself (`/cases`, `/cases/sector/<slug>`), page 2 and further are
 * pre-rendered at `…/pagina/<n>`.
 */
export function casesPagePath(page: number, sector?: Sector): `/${string}` {
  const listing = sector === undefined ? paths.cases : sectorPath(sector);
  return page <= 1 ? listing : `${listing}/${listingPagesSegment}/${page}`;
}

/**
 * The anchor of an FAQ answer on its service page: a link to it opens the
 * question's `<details>` (the browser reveals a target hidden inside one).
 */
export const faqAnchor = (question: string) => `vraag-${slug(question)}`;

/**
 * The anchors of one page's FAQ answers, in order: a question asked twice
 * gets its anchor with "-2" the second time, so each answer has its own.
 */
export function faqAnchors(questions: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return questions.map((question) => {
    const anchor = faqAnchor(question);
    const count = (seen.get(anchor) ?? 0) + 1;
    seen.set(anchor, count);
    return count === 1 ? anchor : `${anchor}-${count}`;
  });
}

/** The anchor of a section of a legal text, for its page's contents list. */
export const legalSectionAnchor = (heading: string) => slug(heading);

export const homeAnchors = { process: "proces", testimonials: "testimonials" } as const;

/** The anchor of a home-page link such as `/#proces`, else undefined. */
export const homeAnchorOf = (to: string): string | undefined =>
  to.startsWith(`${paths.home}#`) ? to.slice(paths.home.length + 1) : undefined;

const serviceRoutes: Record<ServiceId, string> = {
  "vr-experiences": paths.vr,
  "ar-applications": paths.ar,
  "360-video": paths.video360,
};

/**
 * The page of a service. Service ids are a closed set (`serviceIds`): the
 * content loader refuses a service file whose name is not one of them, naming
 * the file and the ids it may have (`app/content/load.test.ts`), and the
 * editor's preview refuses it too. So the specification's fallback for a
 * service card with an unknown id (a console warning, then /diensten) has no
 * case to handle: such a card cannot be built.
 */
export const servicePath = (id: ServiceId): string => serviceRoutes[id];
