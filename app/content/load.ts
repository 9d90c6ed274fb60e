/**
 * Reads every file under `content/`, checks it against its schema and the
 * cross-file rules, resolves media references against `media/derived.json`,
 * and returns the site's content, or throws one `ContentError` that lists
 * every problem as `file: field: what is wrong`.
 *
 * Node only. Pages import `~/content`, which Vite replaces with the result of
 * this function at build time (`scripts/build/content-plugin.ts`).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseDocument } from "yaml";
import type { z } from "zod";
import { homeAnchors, paths, sectorPath } from "../lib/paths";
import { fill } from "../lib/template";
import { parseMarkdown } from "./markdown";
import {
  imageKey,
  logoKey,
  type ManifestEntry,
  type MediaManifest,
  modelKey,
  posterKey,
  readManifest,
  videoKey,
} from "./media-manifest";
import { type MediaResolver, withMediaResolver } from "./media-refs";
import { describeIssue, describePath } from "./problems";
import {
  arPageSchema,
  caseLabelsSchema,
  type Case,
  caseSchema,
  casesPageSchema,
  clientsSchema,
  contactPageSchema,
  type FaqItem,
  faqSchema,
  homePageSchema,
  interfaceSchema,
  serverTextSchema,
  legalSchema,
  navigationSchema,
  processSchema,
  searchPageSchema,
  sectors,
  type Service,
  type ServiceId,
  seoDescriptionLength,
  seoTitleMaxLength,
  serviceIds,
  serviceSchema,
  servicesPageSchema,
  simplePageSchema,
  siteSchema,
  type SiteFile,
  type Testimonial,
  testimonialSchema,
  videoPageSchema,
  vrPageSchema,
} from "./schema";
import { type Site, siteFromFile, templateValues } from "./site";

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
  /** How media references resolve; default: the committed `media/derived.json`. */
  resolver?: MediaResolver;
  env?: NodeJS.ProcessEnv;
}

/**
 * The general terms' article titles and the privacy statement's section count,
 * which the legal documents must keep (checked by `legal()` below).
 */
export const termsArticles = [
  "Offertes",
  "Prijzen en betaling",
  "Annulering",
  "Levertijden",
  "Aansprakelijkheid",
  "Intellectueel eigendom",
  "Overmacht",
  "Toepasselijk recht",
] as const;
export const privacySectionCount = 9;

/** The process steps' titles, in the order the content must keep (checked by `processOrder()`). */
export const processTitles = [
  "Concept",
  "Storyboard",
  "Development",
  "Testing",
  "Iteratie",
  "Delivery",
] as const;

/**
 * What the self-hosted server needs: the company details and its own texts
 * (`content/server.yaml`), without reading the rest of the content.
 */
export function loadServerContent(options: Omit<LoadOptions, "resolver"> = {}) {
  const reader = new ContentReader(options.root ?? contentRoot(options.env), options.env);
  const text = reader.single("server.yaml", serverTextSchema);
  if (reader.problems.length > 0 || !text) throw new ContentError(reader.problems);
  return { site: reader.site, text: text.data };
}

export function loadContent(options: LoadOptions = {}) {
  const root = options.root ?? contentRoot(options.env);
  const reader = new ContentReader(root, options.env);
  const { problems, site } = reader;
  const resolver = options.resolver ?? manifestResolver(path.join(root, "media"));

  const parse = <S extends z.ZodType>(file: string, schema: S) =>
    withMediaResolver(resolver, () => reader.single(file, schema));
  const collection = <S extends z.ZodType>(folder: string, extension: string, schema: S) =>
    withMediaResolver(resolver, () => reader.collection(folder, extension, schema));

  const navigation = parse("navigation.yaml", navigationSchema);
  const ui = parse("interface.yaml", interfaceSchema);
  // Not part of the pages, but checked with them (the server loads it itself).
  parse("server.yaml", serverTextSchema);
  const services = collection("services", ".md", serviceSchema);
  const cases = collection("cases", ".md", caseSchema);
  const testimonials = collection("testimonials", ".yaml", testimonialSchema);
  const faqFiles = collection("faq", ".yaml", faqSchema);
  const processSteps = parse("process.yaml", processSchema);
  const clients = parse("clients.yaml", clientsSchema);
  const terms = parse("legal/algemene-voorwaarden.md", legalSchema);
  const privacy = parse("legal/privacyverklaring.md", legalSchema);
  const pages = {
    home: parse("pages/home.yaml", homePageSchema),
    services: parse("pages/diensten.yaml", servicesPageSchema),
    vr: parse("pages/virtual-reality.yaml", vrPageSchema),
    ar: parse("pages/augmented-reality.yaml", arPageSchema),
    video360: parse("pages/360-video.yaml", videoPageSchema),
    cases: parse("pages/cases.yaml", casesPageSchema),
    caseLabels: parse("pages/case.yaml", caseLabelsSchema),
    contact: parse("pages/contact.yaml", contactPageSchema),
    contactThanks: parse("pages/contact-bedankt.yaml", simplePageSchema),
    notFound: parse("pages/niet-gevonden.yaml", simplePageSchema),
    caseNotFound: parse("pages/case-niet-gevonden.yaml", simplePageSchema),
    search: parse("pages/zoeken.yaml", searchPageSchema),
  };

  const faq = faqByService(faqFiles, problems);
  const checks = new CrossChecks(problems);
  checks.uniqueIds("cases", cases);
  checks.uniqueIds("services", services);
  checks.uniqueIds("testimonials", testimonials);
  checks.allServices(services);
  checks.pricesInFaq(services, faq);
  checks.titleLengths(site.name, [
    ...Object.values(pages).flatMap((page) =>
      page && "intro" in page.data ? [{ file: page.file, title: page.data.intro.seoTitle }] : [],
    ),
    ...cases.map((item) => ({ file: item.file, title: item.data.title })),
  ]);
  if (pages.cases)
    checks.listingPageHeads(site.name, pages.cases.file, pages.cases.data.pagination);
  checks.processOrder(processSteps);
  checks.arExamples(pages.ar?.data.examples.caseIds, reader.idsIn("cases"));
  checks.legal(terms, privacy);
  checks.links(reader.linkSources, reader.idsIn("cases"));
  checks.breadcrumbNames(navigation?.data.breadcrumb.names);

  if (problems.length > 0) throw new ContentError(problems);
  const required = <T>(value: { data: T } | undefined): T => {
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

// ---------------------------------------------------------------------------
// Reading files
// ---------------------------------------------------------------------------

interface Parsed<T> {
  file: string;
  data: T;
}

/** Placeholders filled in at run time by the page or the server, not from site.yaml. */
const runtimePlaceholders = new Set([
  "sector",
  "query",
  "count",
  "seconds",
  "title",
  "number",
  "max",
  "id",
  "phoneLink",
  "emailLink",
]);

class ContentReader {
  readonly problems: string[] = [];
  /** The company details: site.yaml, with the environment's overrides. */
  readonly site: Site;
  /** `{name}` and friends, from site.yaml and the environment. */
  private readonly templates: ReadonlyMap<string, string | undefined>;
  /** Every `{ label, to }` link met, with where it was found. */
  readonly linkSources: { where: string; to: string }[] = [];
  /** The ids in each collection's files, valid or not, so one broken entry does not fail others. */
  private readonly ids = new Map<string, Set<string>>();

  idsIn(folder: string): ReadonlySet<string> {
    return this.ids.get(folder) ?? new Set();
  }

  /** Reads site.yaml first: its values fill the placeholders of every other file. */
  constructor(
    private readonly root: string,
    env: NodeJS.ProcessEnv = process.env,
  ) {
    const siteFile = this.single("site.yaml", siteSchema, false);
    this.site = siteFromFile(siteFile?.data ?? fallbackSite, env);
    this.templates = templateValues(this.site);
  }

  private relative(file: string) {
    return path.relative(this.root, file).split(path.sep).join("/");
  }

  single<S extends z.ZodType>(file: string, schema: S, templates = true) {
    const full = path.join(this.root, "content", file);
    if (!existsSync(full)) {
      this.problems.push(`${this.relative(full)}: the file is missing`);
      return undefined;
    }
    return this.parse(full, schema, templates);
  }

  collection<S extends z.ZodType>(folder: string, extension: string, schema: S) {
    const dir = path.join(this.root, "content", folder);
    if (!existsSync(dir)) {
      this.problems.push(`${this.relative(dir)}/: the folder is missing`);
      return [];
    }
    return readdirSync(dir)
      .filter((name) => name.endsWith(extension) && !name.startsWith("."))
      .sort()
      .flatMap((name) => this.parse(path.join(dir, name), schema, true, folder) ?? []);
  }

  private parse<S extends z.ZodType>(
    full: string,
    schema: S,
    templates: boolean,
    folder?: string,
  ): Parsed<z.output<S>> | undefined {
    const file = this.relative(full);
    const raw = this.read(full, file);
    if (raw === undefined) return undefined;
    if (folder && isRecord(raw) && typeof raw.id === "string") {
      const ids = this.ids.get(folder) ?? new Set<string>();
      this.ids.set(folder, ids.add(raw.id));
    }
    const data = templates ? this.fill(raw, file, []) : raw;
    this.inspect(data, file);
    const result = schema.safeParse(data, { reportInput: true });
    if (!result.success) {
      for (const issue of result.error.issues) {
        this.problems.push(`${file}: ${describePath(issue.path)}: ${describeIssue(issue)}`);
      }
      return undefined;
    }
    return { file, data: result.data };
  }

  /** YAML, or Markdown with front matter whose sections become `body`. */
  private read(full: string, file: string): unknown {
    const source = readFileSync(full, "utf8");
    if (full.endsWith(".md")) {
      const markdown = parseMarkdown(source);
      if (!markdown) {
        this.problems.push(`${file}: must start with front matter between two "---" lines`);
        return undefined;
      }
      for (const heading of markdown.duplicateHeadings) {
        this.problems.push(`${file}: ## ${heading}: this heading occurs twice`);
      }
      const frontMatter = this.yaml(markdown.frontMatter, file);
      if (frontMatter === undefined) return undefined;
      if (typeof frontMatter !== "object" || frontMatter === null || Array.isArray(frontMatter)) {
        this.problems.push(`${file}: the front matter must be a list of "field: value" lines`);
        return undefined;
      }
      return { ...frontMatter, body: markdown.sections };
    }
    return this.yaml(source, file);
  }

  private yaml(source: string, file: string): unknown {
    const document = parseDocument(source, { prettyErrors: true, uniqueKeys: true });
    if (document.errors.length > 0) {
      for (const error of document.errors) {
        const line = error.linePos?.[0].line;
        const where = line === undefined ? "" : ` (line ${line})`;
        this.problems.push(
          `${file}${where}: not valid YAML: ${error.message.split("\n")[0] ?? ""}`,
        );
      }
      return undefined;
    }
    return document.toJS();
  }

  /** Fills `{name}`-style placeholders; a list item using an unset value is left out. */
  private fill(value: unknown, file: string, keys: readonly PropertyKey[]): unknown {
    if (typeof value === "string") return this.fillString(value, file, keys);
    if (Array.isArray(value)) {
      return value.flatMap((item, index) => {
        if (typeof item === "string" && this.usesUnsetValue(item)) return [];
        return [this.fill(item, file, [...keys, index])];
      });
    }
    if (isRecord(value)) {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, this.fill(item, file, [...keys, key])]),
      );
    }
    return value;
  }

  private usesUnsetValue(value: string): boolean {
    return [...value.matchAll(/\{(\w+)\}/g)].some(
      ([, name = ""]) => this.templates.has(name) && !this.templates.get(name),
    );
  }

  private fillString(value: string, file: string, keys: readonly PropertyKey[]): string {
    return typeset(value).replace(/\{(\w+)\}/g, (whole, name: string) => {
      if (this.templates.has(name)) return this.templates.get(name) ?? "";
      if (!runtimePlaceholders.has(name)) {
        const known = [...this.templates.keys(), ...runtimePlaceholders].map((key) => `{${key}}`);
        this.problems.push(
          `${file}: ${describePath(keys)}: unknown placeholder ${whole} (known: ${known.join(", ")})`,
        );
      }
      return whole;
    });
  }

  /** Checks every string against the text rules, and notes every `{ label, to }` link. */
  private inspect(data: unknown, file: string): void {
    walk(data, [], (item, keys) => {
      if (typeof item === "string") {
        for (const { test, message } of textRules) {
          if (test.test(item)) this.problems.push(`${file}: ${describePath(keys)}: ${message}`);
        }
      } else if (isRecord(item) && typeof item.to === "string" && typeof item.label === "string") {
        this.linkSources.push({ where: `${file}: ${describePath([...keys, "to"])}`, to: item.to });
      }
    });
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function walk(
  value: unknown,
  keys: readonly PropertyKey[],
  visit: (value: unknown, keys: readonly PropertyKey[]) => void,
): void {
  visit(value, keys);
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...keys, index], visit));
  else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) walk(item, [...keys, key], visit);
  }
}

/**
 * Typesetting editors should not have to type: an en dash for " - ", an
 * ellipsis for "...", and a no-break space after "€" so an amount never
 * breaks over two lines.
 */
export const typeset = (value: string) =>
  value
    .replace(/ - /g, " – ")
    .replace(/\.\.\./g, "…")
    .replace(/€ ?(?=\d)/g, "€\u00a0");

/** Rules for every visitor-facing string. */
const textRules: readonly { test: RegExp; message: string }[] = [
  { test: /\S {2,}\S/, message: "contains a double space" },
  { test: /lorem ipsum|\bTODO\b|\bFIXME\b|\bTBD\b|\bxxx\b/i, message: "contains placeholder text" },
  { test: /€\u00a0\d{4,}/, message: 'write amounts with a thousands separator ("€ 7.500")' },
];

// ---------------------------------------------------------------------------
// Media
// ---------------------------------------------------------------------------

/** Resolves references against the committed manifest, checking that every original exists. */
export function manifestResolver(
  mediaDir: string,
  manifest: MediaManifest = readManifest(mediaDir),
): MediaResolver {
  /** The derived files of `src`, or what is wrong: no original, or no files derived `what`. */
  const lookup = (src: string, entry: ManifestEntry | undefined, what: string) =>
    (existsSync(path.join(mediaDir, src)) ? undefined : `media/${src} does not exist`) ??
    entry ??
    `media/${src} has no derived files ${what}; run \`npm run media\``;
  return {
    image: (request) =>
      lookup(request.src, manifest.images[imageKey(request)], `as a ${request.kind} image`),
    video: (request) =>
      lookup(request.src, manifest.videos[videoKey(request)], `as a ${request.kind} video`),
    poster: (request, kind) =>
      lookup(request.src, manifest.images[posterKey(request, kind)], `as a ${kind} poster`),
    logo: (src) => lookup(src, manifest.logos[logoKey(src)], "yet"),
    model: (src) => lookup(src, manifest.models[modelKey(src)], "yet"),
  };
}

// ---------------------------------------------------------------------------
// Rules across files
// ---------------------------------------------------------------------------

type Entry<T> = Parsed<T & { order: number; id: string }>;

const byOrder = <T extends { order: number; id: string }>(entries: readonly Parsed<T>[]) =>
  [...entries].sort((a, b) => a.data.order - b.data.order || a.data.id.localeCompare(b.data.id));

function faqByService(
  files: readonly Parsed<FaqItem[]>[],
  problems: string[],
): Record<ServiceId, FaqItem[]> {
  const byId = new Map(files.map((file) => [path.basename(file.file, ".yaml"), file]));
  for (const [id, file] of byId) {
    if (!(serviceIds as readonly string[]).includes(id)) {
      problems.push(
        `${file.file}: the file name must be a service id (${serviceIds.join(", ")}), got "${id}"`,
      );
    }
  }
  const entries = serviceIds.map((id): [ServiceId, FaqItem[]] => {
    const file = byId.get(id);
    if (!file) problems.push(`content/faq/${id}.yaml: the file is missing`);
    return [id, file?.data ?? []];
  });
  return Object.fromEntries(entries) as Record<ServiceId, FaqItem[]>;
}

class CrossChecks {
  constructor(private readonly problems: string[]) {}

  uniqueIds(collection: string, entries: readonly Entry<unknown>[]): void {
    const seen = new Map<string, string>();
    for (const entry of entries) {
      const first = seen.get(entry.data.id);
      if (first === undefined) seen.set(entry.data.id, entry.file);
      else {
        this.problems.push(
          `${entry.file}: id: "${entry.data.id}" is already used by ${first}; every entry in ${collection} needs its own id`,
        );
      }
    }
  }

  allServices(services: readonly Parsed<Service>[]): void {
    const ids = new Set(services.map((service) => service.data.id));
    for (const id of serviceIds) {
      if (!ids.has(id)) this.problems.push(`content/services/: no file with id "${id}"`);
    }
  }

  /** The Service structured data's price range must be the one the service's FAQ states. */
  pricesInFaq(services: readonly Parsed<Service>[], faq: Record<ServiceId, FaqItem[]>): void {
    const amount = (euro: number) => `€\u00a0${euro.toLocaleString("nl-NL")}`;
    for (const { file, data } of services) {
      const text = (faq[data.id] ?? []).map((item) => item.a).join(" ");
      for (const euro of [data.price.min, data.price.max]) {
        if (euro !== undefined && !text.includes(amount(euro))) {
          this.problems.push(
            `${file}: price: ${amount(euro).replace("\u00a0", " ")} does not occur in content/faq/${data.id}.yaml; the two must agree`,
          );
        }
      }
    }
  }

  /** A page title, with " | {site name}" unless it names the site, fits a search result (60 characters). */
  titleLengths(siteName: string, titles: readonly { file: string; title: string }[]): void {
    for (const { file, title } of titles) {
      const full = title.includes(siteName) ? title : `${title} | ${siteName}`;
      if (full.length > seoTitleMaxLength) {
        this.problems.push(
          `${file}: the page title "${full}" has ${full.length} characters; keep it at most ${seoTitleMaxLength}`,
        );
      }
    }
  }

  /**
   * The titles and descriptions of a case listing's further pages are
   * templates: filled in for every sector and for page numbers of one and two
   * digits, each must fit a search result like any other page's.
   */
  listingPageHeads(
    siteName: string,
    file: string,
    texts: { title: string; description: string; sectorTitle: string; sectorDescription: string },
  ): void {
    const { min, max } = seoDescriptionLength;
    type Field = keyof typeof texts;
    const kinds: { title: Field; description: Field; sector: string }[] = [
      { title: "title", description: "description", sector: "" },
      ...sectors.map((sector) => ({
        title: "sectorTitle" as const,
        description: "sectorDescription" as const,
        sector,
      })),
    ];
    for (const kind of kinds) {
      for (const number of [2, 99]) {
        const values = { number, count: number, sector: kind.sector };
        const title = `${fill(texts[kind.title], values)} | ${siteName}`;
        if (title.length > seoTitleMaxLength) {
          this.problems.push(
            `${file}: pagination.${kind.title}: the page title "${title}" has ${title.length} characters; keep it at most ${seoTitleMaxLength}`,
          );
        }
        const description = fill(texts[kind.description], values);
        if (description.length < min || description.length > max) {
          this.problems.push(
            `${file}: pagination.${kind.description}: "${description}" has ${description.length} characters; it must have ${min}–${max}`,
          );
        }
      }
    }
  }

  processOrder(process: Parsed<{ title: string }[]> | undefined): void {
    process?.data.forEach((step, index) => {
      const expected = processTitles[index];
      if (expected !== undefined && step.title !== expected) {
        this.problems.push(
          `${process.file}: ${describePath([index, "title"])}: expected "${expected}" at this position, got "${step.title}"`,
        );
      }
    });
  }

  arExamples(caseIds: readonly string[] | undefined, known: ReadonlySet<string>): void {
    caseIds?.forEach((id, index) => {
      if (!known.has(id)) {
        this.problems.push(
          `content/pages/augmented-reality.yaml: ${describePath(["examples", "caseIds", index])}: unknown case id "${id}"`,
        );
      }
    });
  }

  legal(
    terms: Parsed<{ sections: { heading: string }[] }> | undefined,
    privacy: Parsed<{ sections: { heading: string }[] }> | undefined,
  ): void {
    if (terms) {
      const headings = terms.data.sections.map((section) => section.heading);
      const expected = termsArticles.map((title, index) => `Artikel ${index + 1} – ${title}`);
      if (headings.join("\n") !== expected.join("\n")) {
        this.problems.push(
          `${terms.file}: the sections must be, in order: ${expected.map((heading) => `"## ${heading}"`).join(", ")}`,
        );
      }
    }
    if (privacy) {
      const { sections } = privacy.data;
      if (sections.length !== privacySectionCount) {
        this.problems.push(
          `${privacy.file}: expected ${privacySectionCount} "## " sections, got ${sections.length}`,
        );
      }
      sections.forEach(({ heading }, index) => {
        if (!heading.startsWith(`${index + 1}. `)) {
          this.problems.push(
            `${privacy.file}: ## ${heading}: must start with "${index + 1}. " (sections are numbered in order)`,
          );
        }
      });
    }
  }

  breadcrumbNames(names: Readonly<Record<string, string>> | undefined): void {
    if (!names) return;
    const file = "content/navigation.yaml";
    const named = new Set(Object.keys(names));
    const pages: readonly string[] = Object.values(paths).filter(
      (path) => path !== paths.notFound && path !== paths.caseNotFound,
    );
    for (const path of pages) {
      if (!named.has(path)) this.problems.push(`${file}: breadcrumb.names: no name for "${path}"`);
    }
    for (const path of named) {
      if (!pages.includes(path)) {
        this.problems.push(`${file}: breadcrumb.names: "${path}" is not a page of the site`);
      }
    }
  }

  links(sources: readonly { where: string; to: string }[], ids: ReadonlySet<string>): void {
    const targets = new Set<string>(Object.values(paths));
    for (const anchor of Object.values(homeAnchors)) targets.add(`${paths.home}#${anchor}`);
    for (const id of ids) targets.add(`${paths.cases}/${id}`);
    for (const sector of sectors) targets.add(sectorPath(sector));
    for (const { where, to } of sources) {
      if (!targets.has(to)) this.problems.push(`${where}: unknown link target "${to}"`);
    }
  }
}

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

export type { Case, Service, ServiceId, Testimonial };
