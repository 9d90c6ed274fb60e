/**
 * Loads the site's content: reads every file under `content/` (`read.ts`),
 * checks it against its schema (`schemas/`) and the rules across files
 * (`cross-checks.ts`), resolves media references against `media/derived.json`,
 * and returns the content, or throws one `ContentError` that lists every
 * problem as `file: field: what is wrong`.
 *
 * Node only. The app gets the result as `~/content`, which the content plugin
 * provides in every Vite build, the dev server and Vitest
 * (`scripts/build/content-plugin.ts`).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CrossChecks, faqByService } from "./cross-checks.server";
import { linkTargets } from "./link-targets";
import { manifestResolver } from "./media-manifest.server";
import { type MediaResolver, mediaRefs } from "./media-refs";
import { pricePlaceholders, unfilledPricePlaceholders } from "./prices";
import { sectorsInUse } from "./queries";
import {
  ContentReader,
  type ContentSource,
  diskSource,
  type Parsed,
  type ReadCache,
} from "./read.server";
import { collections, singleFiles } from "./files";
import { type ContentSchemas, contentSchemas, type SiteFile } from "./schema";
import { serverTextSchema } from "./schemas/server-texts";
import { siteSchema } from "./schemas/site";
import { siteFromFile, templateValues } from "./site";

/** The folder holding `content/` and `media/`: `CONTENT_ROOT`, or the repository. */
export const contentRoot = (env: NodeJS.ProcessEnv = process.env) =>
  path.resolve(env.CONTENT_ROOT?.trim() || fileURLToPath(new URL("../..", import.meta.url)));

export class ContentError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[], title = "The content has problems") {
    const count = `${problems.length} ${problems.length === 1 ? "problem" : "problems"}`;
    super(`${title} (${count}):\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ContentError";
    this.problems = problems;
  }
}

export interface LoadOptions {
  /** Folder with `content/` and `media/`; default `contentRoot()`. */
  root?: string;
  /** Where the files of `content/` are read from; default the disk below `root`. */
  source?: ContentSource;
  /** How media references resolve; default: the record in `media/derived.json`. */
  resolver?: MediaResolver;
  env?: NodeJS.ProcessEnv;
  /** The day the content is checked on (a case's year runs up to its year); default today. */
  today?: Date;
  /** Told what the loader changed to keep the site whole: a link to a deleted case, sent to the overview. */
  onNotice?: (notice: string) => void;
  /** Files read before, for a caller that loads many versions of the content (`ReadCache`). */
  cache?: ReadCache;
}

/** Reads site.yaml: its values fill the placeholders of every other file. */
function readSite(source: ContentSource, env: NodeJS.ProcessEnv) {
  const reader = new ContentReader(source);
  const file = reader.single(singleFiles.settings.site.path, siteSchema, { raw: true });
  return { site: siteFromFile(file?.data ?? fallbackSite, env), problems: reader.problems };
}

/** The company details alone: `content/site.yaml` with the `SITE_*` variables over it. */
export function loadSite(options: Omit<LoadOptions, "resolver"> = {}) {
  const { site, problems } = readSite(
    options.source ?? diskSource(options.root ?? contentRoot(options.env)),
    options.env ?? process.env,
  );
  if (problems.length > 0) throw new ContentError(problems);
  return site;
}

/**
 * What the self-hosted server needs: the company details and its own texts
 * (`content/server.yaml`), without reading the rest of the content.
 */
export function loadServerContent(options: Omit<LoadOptions, "resolver"> = {}) {
  const source = options.source ?? diskSource(options.root ?? contentRoot(options.env));
  const { site, problems } = readSite(source, options.env ?? process.env);
  const reader = new ContentReader(source, templateValues(site));
  const text = reader.single(singleFiles.settings.server.path, serverTextSchema);
  problems.push(...reader.problems);
  if (problems.length > 0 || !text) throw new ContentError(problems);
  return { site, text: text.data };
}

/**
 * The schemas for `resolver` in the year of `today`, made once: zod compiles
 * a schema on its first use, so a caller that loads many times with one
 * resolver (a test) pays for that once.
 */
const schemaCache = new WeakMap<MediaResolver, Map<number, ContentSchemas>>();
function schemasFor(resolver: MediaResolver, today = new Date()): ContentSchemas {
  const byYear = schemaCache.get(resolver) ?? new Map<number, ContentSchemas>();
  schemaCache.set(resolver, byYear);
  const year = today.getFullYear();
  const schemas = byYear.get(year) ?? contentSchemas(mediaRefs(resolver), { today });
  byYear.set(year, schemas);
  return schemas;
}

export function loadContent(options: LoadOptions = {}) {
  const root = options.root ?? contentRoot(options.env);
  const source = options.source ?? diskSource(root);
  const { site, problems } = readSite(source, options.env ?? process.env);
  const reader = new ContentReader(source, templateValues(site), options.cache);
  const schemas = schemasFor(
    options.resolver ?? manifestResolver(path.join(root, "media")),
    options.today ?? new Date(),
  );

  const { pages: pageFiles, home, legal, settings } = singleFiles;

  // The cases first: links may point at them, and at the sectors they are in.
  const services = reader.collection(collections.services.folder, schemas.service);
  const cases = reader.collection(collections.cases.folder, schemas.case);
  reader.checkLinksAgainst(
    linkTargets(reader.idsIn("cases"), sectorsInUse(cases.map((item) => item.data))),
  );
  const navigation = reader.single(settings.navigation.path, schemas.navigation);
  const ui = reader.single(settings.interface.path, schemas.interface);
  // Checked with the pages, though the server loads it itself; the page of a
  // refused contact request shows its texts for that page.
  const serverText = reader.single(settings.server.path, schemas.serverText);
  const testimonials = reader.collection(collections.testimonials.folder, schemas.testimonial);
  // A service's FAQ names its price with {priceMin} and {priceMax}.
  const prices = new Map<string, ReadonlyMap<string, string>>(
    services.map(({ data }) => [data.id, pricePlaceholders(data.price)]),
  );
  const faqFiles = reader.collection(
    "faq",
    schemas.faq,
    (id) => prices.get(id) ?? unfilledPricePlaceholders,
  );
  const processSteps = reader.single(home.process.path, schemas.process);
  const clients = reader.single(home.clients.path, schemas.clients);
  const terms = reader.single(legal.terms.path, schemas.terms);
  const privacy = reader.single(legal.privacy.path, schemas.privacy);
  const pages = {
    home: reader.single(pageFiles.home.path, schemas.homePage),
    services: reader.single(pageFiles.services.path, schemas.servicesPage),
    vr: reader.single(pageFiles.vr.path, schemas.vrPage),
    ar: reader.single(pageFiles.ar.path, schemas.arPage),
    video360: reader.single(pageFiles.video360.path, schemas.videoPage),
    cases: reader.single(pageFiles.cases.path, schemas.casesPage),
    caseLabels: reader.single(pageFiles.caseLabels.path, schemas.caseLabels),
    contact: reader.single(pageFiles.contact.path, schemas.contactPage),
    contactThanks: reader.single(pageFiles.contactThanks.path, schemas.simplePage),
    notFound: reader.single(pageFiles.notFound.path, schemas.notFoundPage),
    caseNotFound: reader.single(pageFiles.caseNotFound.path, schemas.caseNotFoundPage),
    search: reader.single(pageFiles.search.path, schemas.searchPage),
  };
  problems.push(...reader.problems);

  const faq = faqByService(faqFiles, reader.idsIn("faq"), problems);
  const checks = new CrossChecks(problems);
  checks.allServices(services);
  const pageTitles = [...Object.values(pages), terms, privacy].flatMap((page) =>
    page && "intro" in page.data
      ? [{ ...page, path: ["intro", "seoTitle"], title: page.data.intro.seoTitle }]
      : [],
  );
  const caseTitles = cases.map((item) => ({ ...item, path: ["title"], title: item.data.title }));
  checks.titleLengths(site.name, [...pageTitles, ...caseTitles]);
  if (pages.cases) {
    const { pagination, filter } = pages.cases.data;
    checks.listingTemplates(site.name, pages.cases, {
      "pagination.title": pagination.title,
      "pagination.description": pagination.description,
      "pagination.sectorTitle": pagination.sectorTitle,
      "pagination.sectorDescription": pagination.sectorDescription,
      "filter.sectorDescription": filter.sectorDescription,
    });
  }
  if (pages.ar)
    checks.arExamples(
      { ...pages.ar, path: ["examples", "caseIds"] },
      pages.ar.data.examples.caseIds,
      reader.idsIn("cases"),
    );
  if (navigation) checks.breadcrumbNames(navigation.file, navigation.data.breadcrumb.names);
  for (const notice of reader.notices) options.onNotice?.(notice);

  if (problems.length > 0) throw new ContentError(problems);
  const required = <T>(value: Parsed<T> | undefined): T => {
    if (!value) throw new ContentError(["internal: a file was reported valid but not returned"]);
    return value.data;
  };
  return {
    site,
    navigation: required(navigation),
    ui: required(ui),
    services: byOrder(services).map((item) => item.data),
    cases: byOrder(cases).map((item) => item.data),
    testimonials: byOrder(testimonials).map((item) => item.data),
    processSteps: required(processSteps),
    clients: required(clients),
    faq,
    pages: {
      home: required(pages.home),
      services: required(pages.services),
      vr: required(pages.vr),
      ar: required(pages.ar),
      video360: required(pages.video360),
      cases: required(pages.cases),
      caseLabels: required(pages.caseLabels),
      contact: required(pages.contact),
      contactThanks: required(pages.contactThanks),
      contactRefused: required(serverText).contact.errorPage,
      notFound: required(pages.notFound),
      caseNotFound: required(pages.caseNotFound),
      search: required(pages.search),
    },
    legal: { terms: required(terms), privacy: required(privacy) },
  };
}

export type SiteContent = ReturnType<typeof loadContent>;

const byOrder = <T extends { order: number; id: string }>(entries: readonly Parsed<T>[]) =>
  [...entries].sort((a, b) => a.data.order - b.data.order || a.data.id.localeCompare(b.data.id));

/** Used when site.yaml itself is broken, so the other files can still be checked. */
const fallbackSite: SiteFile = {
  name: "",
  legalName: "",
  url: "https://example.invalid",
  phone: "",
  email: "",
  address: { street: "", postalCode: "", locality: "", region: "", country: "NL" },
  openingHours: { days: "", opens: "", closes: "" },
  kvk: "",
  vatId: "",
  sameAs: [],
  tagline: "",
  blurb: "",
};
