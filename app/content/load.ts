/**
 * Loads the site's content: reads every file under `content/` (`read.ts`),
 * checks it against its schema (`schema.ts`) and the rules across files
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
import { CrossChecks, faqByService } from "./cross-checks";
import { manifestResolver } from "./media-manifest";
import { type MediaResolver, mediaRefs } from "./media-refs";
import { ContentReader, type Parsed } from "./read";
import { collections, singleFiles } from "./files";
import { contentSchemas, type SiteFile } from "./schema";
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
  /** How media references resolve; default: the record in `media/derived.json`. */
  resolver?: MediaResolver;
  env?: NodeJS.ProcessEnv;
}

/** A resolver for what needs no media: the site details and the server's texts. */
const noMedia: MediaResolver = {
  image: () => "no media here",
  video: () => "no media here",
  poster: () => "no media here",
  logo: () => "no media here",
  model: () => "no media here",
};

/** Reads site.yaml: its values fill the placeholders of every other file. */
function readSite(root: string, env: NodeJS.ProcessEnv) {
  const reader = new ContentReader(root);
  const file = reader.single(
    singleFiles.settings.site.path,
    contentSchemas(mediaRefs(noMedia)).site,
    {
      raw: true,
    },
  );
  return { site: siteFromFile(file?.data ?? fallbackSite, env), problems: reader.problems };
}

/** The company details alone: `content/site.yaml` with the `SITE_*` variables over it. */
export function loadSite(options: Omit<LoadOptions, "resolver"> = {}) {
  const { site, problems } = readSite(
    options.root ?? contentRoot(options.env),
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
  const root = options.root ?? contentRoot(options.env);
  const { site, problems } = readSite(root, options.env ?? process.env);
  const reader = new ContentReader(root, templateValues(site));
  const text = reader.single(
    singleFiles.settings.server.path,
    contentSchemas(mediaRefs(noMedia)).serverText,
  );
  problems.push(...reader.problems);
  if (problems.length > 0 || !text) throw new ContentError(problems);
  return { site, text: text.data };
}

export function loadContent(options: LoadOptions = {}) {
  const root = options.root ?? contentRoot(options.env);
  const { site, problems } = readSite(root, options.env ?? process.env);
  const reader = new ContentReader(root, templateValues(site));
  const schemas = contentSchemas(
    mediaRefs(options.resolver ?? manifestResolver(path.join(root, "media"))),
  );

  const { pages: pageFiles, home, legal, settings } = singleFiles;

  const navigation = reader.single(settings.navigation.path, schemas.navigation);
  const ui = reader.single(settings.interface.path, schemas.interface);
  // Not part of the pages, but checked with them (the server loads it itself).
  reader.single(settings.server.path, schemas.serverText);
  const services = reader.collection(collections.services.folder, schemas.service);
  const cases = reader.collection(collections.cases.folder, schemas.case);
  const testimonials = reader.collection(collections.testimonials.folder, schemas.testimonial);
  const faqFiles = reader.collection("faq", schemas.faq);
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
  checks.pricesInFaq(services, faq);
  const pageTitles = Object.values(pages).flatMap((page) =>
    page && "intro" in page.data
      ? [{ file: page.file, field: "intro.seoTitle", title: page.data.intro.seoTitle }]
      : [],
  );
  const caseTitles = cases.map((item) => ({
    file: item.file,
    field: "title",
    title: item.data.title,
  }));
  checks.titleLengths(site.name, [...pageTitles, ...caseTitles]);
  if (pages.cases) {
    checks.listingPageHeads(site.name, pages.cases.file, pages.cases.data.pagination);
    checks.sectorDescriptions(pages.cases.file, pages.cases.data.filter.sectorDescription);
  }
  if (pages.ar)
    checks.arExamples(pages.ar.file, pages.ar.data.examples.caseIds, reader.idsIn("cases"));
  checks.links(reader.linkSources, reader.idsIn("cases"));
  if (navigation) checks.breadcrumbNames(navigation.file, navigation.data.breadcrumb.names);

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
