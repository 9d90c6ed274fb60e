/**
 * The build's check of one field, for the editor: the value is read as the
 * build reads it (company details and a service's price filled in, typeset,
 * `read.ts`), checked by the field's own schema node, and by the rules
 * across files that hang on this one field: a page title with the site's
 * name after it, a case listing's texts filled in for every sector, and for
 * a company detail every text that uses it and every page title. Each
 * refusal carries the build's English (`message`) and the editor's Dutch
 * (`nl`). What the rest of the content holds comes from `ContentFacts`,
 * gathered when the editor is built. Safe for the browser.
 */
import type { z } from "zod";
import { collections, singleFiles } from "./files";
import { structureSchemas } from "./json-schema";
import { fillPlaceholders, unknownPlaceholder } from "./placeholders";
import { pricePlaceholders, unfilledPricePlaceholders } from "./prices";
import { describeIssue, describeIssueInDutch } from "./problems";
import { isRecord } from "./records";
import { type ContentSchemas, type Sector, type ServiceId, serviceIds } from "./schema";
import { labelsAt, nodeAt, type PathKey } from "./schema-walk";
import {
  fullTitle,
  isListingTemplate,
  listingTemplateProblems,
  pageTitleProblem,
  type RuleProblem,
} from "./search-result-rules";
import { seoTitleMaxLength } from "./schemas/choices";
import { siteFromFile, templateValues } from "./site";

/** What the editor knows of the content as the build read it. */
export interface ContentFacts {
  /** `content/site.yaml` as written. */
  site: Record<string, unknown>;
  /** The `SITE_*` variables the build read, which take precedence over `site.yaml`. */
  env: Record<string, string>;
  /** Each service's price range, which its FAQ names with `{priceMin}` and `{priceMax}`. */
  prices: Partial<Record<ServiceId, { min: number; max: number }>>;
  /** Every page title, with where it is ("de pagina Contact"): each must fit with the site's name. */
  titles: { where: string; title: string }[];
  /** Every text that uses a company detail (`{phone}`), by its rule: each must still pass with a new value. */
  dependents: { rule: string; value: string }[];
  /** The cases: a link's and the AR page's choices. */
  cases: { id: string; title: string; sector: Sector }[];
  /** Each image original's size, by its path below `media/`: whether it fills a slot. */
  images: Record<string, { width: number; height: number }>;
}

/** What the editor knows of content that has not loaded: nothing, which leaves its labels as they are. */
export const noFacts: ContentFacts = {
  site: {},
  env: {},
  prices: {},
  titles: [],
  dependents: [],
  cases: [],
  images: {},
};

/** A field of a file, as the editor's configuration names it: `content/pages/home.yaml#intro.seoTitle`. */
export interface FieldRule {
  /** The file below the repository, `content/cases/*.yaml` for any entry of a collection. */
  file: string;
  path: PathKey[];
}

export const ruleOf = (file: string, path: readonly PathKey[]): string =>
  `${file}#${path.join(".")}`;

export function parseRule(rule: string): FieldRule {
  const [file = "", path = ""] = rule.split("#");
  return {
    file,
    path: path ? path.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key)) : [],
  };
}

/** The schema of a file, `content/…` or `content/<folder>/*.yaml`, and the editor's name for it. */
export function fileSchema(file: string): { key: keyof ContentSchemas; label: string } {
  for (const group of Object.values(singleFiles))
    for (const entry of Object.values(group))
      if (`content/${entry.path}` === file) return { key: entry.schema, label: entry.label };
  for (const collection of Object.values(collections))
    if (file.startsWith(`content/${collection.folder}/`))
      return { key: collection.schema, label: collection.singular };
  throw new Error(`${file}: not a content file the editor knows`);
}

const siteFile = `content/${singleFiles.settings.site.path}`;

/** The company details and site name the texts are filled with, from `site.yaml` as written. */
function companyOf(site: unknown, env: Record<string, string>) {
  const parsed = structureSchemas().site.safeParse(site);
  if (!parsed.success) return undefined;
  const details = siteFromFile(parsed.data, env);
  return { name: details.name, templates: templateValues(details) };
}

type Company = NonNullable<ReturnType<typeof companyOf>>;

/** The site's name as the build reads it (none without facts): what search results show after a page's title. */
export const siteNameOf = (facts: ContentFacts): string | undefined =>
  companyOf(facts.site, facts.env)?.name;

/** Where a field is, for a refusal about another field: "Contact › Formulier › Storing". */
export function whereIs(rule: FieldRule): string {
  const { key, label } = fileSchema(rule.file);
  return [label, ...labelsAt(structureSchemas()[key], rule.path)].join(" › ");
}

const refusal = (issue: z.core.$ZodIssue): RuleProblem => ({
  message: describeIssue(issue),
  nl: describeIssueInDutch(issue) ?? `Deze waarde klopt niet: ${describeIssue(issue)}.`,
});

/** The value at `path` of `data` replaced by `value`. */
function withValue(data: unknown, path: readonly PathKey[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (Array.isArray(data) && typeof key === "number")
    return data.map((item, index) => (index === key ? withValue(item, rest, value) : item));
  return {
    ...(isRecord(data) ? data : {}),
    [key]: withValue(isRecord(data) ? data[key] : undefined, rest, value),
  };
}

function checkWith(
  rule: FieldRule,
  value: unknown,
  facts: ContentFacts,
  company: Company,
): RuleProblem[] {
  const { key } = fileSchema(rule.file);
  const schema = structureSchemas()[key];
  const node = nodeAt(schema, rule.path);
  if (!node) throw new Error(`${ruleOf(rule.file, rule.path)}: no such field in the ${key} schema`);
  const problems: RuleProblem[] = [];
  let read = value;
  if (rule.file !== siteFile) {
    const service = serviceIds.find((id) => rule.file === `content/faq/${id}.yaml`);
    const price = service ? facts.prices[service] : undefined;
    const extra = service ? (price ? pricePlaceholders(price) : unfilledPricePlaceholders) : [];
    const templates = new Map([...company.templates, ...extra]);
    read = fillPlaceholders(value, templates, (placeholder) =>
      problems.push(unknownPlaceholder(placeholder, templates)),
    );
  }
  const parsed = node.safeParse(read);
  if (!parsed.success) return [...problems, ...parsed.error.issues.map(refusal)];
  const checked = parsed.data;
  if (typeof checked === "string") {
    const meta: unknown = (node.meta() ?? {}).pageTitle;
    const title = meta === true ? pageTitleProblem(checked, company.name) : undefined;
    if (title) problems.push(title);
    const field = rule.path.join(".");
    if (key === "casesPage" && isListingTemplate(field))
      problems.push(...listingTemplateProblems(field, checked, company.name));
  }
  if (rule.file === siteFile) problems.push(...companyProblems(rule, value, facts));
  return problems;
}

/**
 * A company detail changed: every text that uses one must still pass with
 * the new details, and every page title fit with the site's name.
 */
function companyProblems(rule: FieldRule, value: unknown, facts: ContentFacts): RuleProblem[] {
  const company = companyOf(withValue(facts.site, rule.path, value), facts.env);
  if (!company) return [];
  const titles = facts.titles.flatMap(({ where, title }) => {
    const problem = pageTitleProblem(title, company.name);
    if (!problem) return [];
    const full = fullTitle(title, company.name);
    return [
      {
        message: `makes the page title of ${where} too long: ${problem.message}`,
        nl: `Met deze naam wordt de titel van ${where} te lang voor zoekresultaten: "${full}" telt ${full.length} tekens, hooguit ${seoTitleMaxLength}.`,
      },
    ];
  });
  const texts = facts.dependents.flatMap(({ rule: dependent, value: text }) => {
    const other = parseRule(dependent);
    return checkWith(other, text, facts, company).map((problem) => ({
      message: `makes ${ruleOf(other.file, other.path)} fail: ${problem.message}`,
      nl: `Met deze waarde klopt ${whereIs(other)} niet meer: ${problem.nl}`,
    }));
  });
  return [...titles, ...texts];
}

/**
 * What the build would refuse in `value`, as the file would hold it, at the
 * field `rule` (`content/cases/*.yaml#title`).
 */
export function checkField(rule: string, value: unknown, facts: ContentFacts): RuleProblem[] {
  const company = companyOf(facts.site, facts.env);
  if (!company) throw new Error("the editor's facts hold a site.yaml the build would refuse");
  return checkWith(parseRule(rule), value, facts, company);
}
