/**
 * Structured data on every route: each `application/ld+json` block parses and
 * is one `@graph`; every `@type` and property exists in the schema.org
 * vocabulary (vendored offline in tests/fixtures/schemaorg-vocabulary.json by
 * tests/support/vendor-schema-vocabulary.ts); `@id` references resolve; and the
 * nodes Google reads carry their required fields and match the visible page.
 */
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { cases } from "./support/content";
import { imageUrl } from "../../app/content/media";
import { casePath, paths } from "../../app/content/paths";
import { mainRoutes as routes } from "./support/routes";
import {
  fetchRoutes,
  onTestServer,
  productionOrigin,
  readPageFacts,
  type MetaFacts,
} from "./support/server-html";

const servicePaths = [paths.vr, paths.ar, paths.video360];
const casePaths = cases.map((item) => casePath(item.id));

interface Vocabulary {
  dataTypes: string[];
  types: Record<string, { extends: string[]; properties: string[] }>;
  enumerations: Record<string, string[]>;
}

const vocabulary = JSON.parse(
  readFileSync(new URL("../fixtures/schemaorg-vocabulary.json", import.meta.url), "utf8"),
) as Vocabulary;

const ancestorCache = new Map<string, Set<string>>();
/** The type and all its supertypes. */
function ancestors(type: string): Set<string> {
  const cached = ancestorCache.get(type);
  if (cached) return cached;
  const result = new Set<string>([type]);
  for (const parent of vocabulary.types[type]?.extends ?? []) {
    for (const ancestor of ancestors(parent)) result.add(ancestor);
  }
  ancestorCache.set(type, result);
  return result;
}

const propertyCache = new Map<string, Set<string>>();
function propertiesOf(type: string): Set<string> {
  const cached = propertyCache.get(type);
  if (cached) return cached;
  const result = new Set<string>();
  for (const ancestor of ancestors(type)) {
    for (const property of vocabulary.types[ancestor]?.properties ?? []) result.add(property);
  }
  propertyCache.set(type, result);
  return result;
}

const enumerationMembers = new Set(Object.values(vocabulary.enumerations).flat());
const isA = (node: JsonObject, type: string) =>
  typesOf(node).some((own) => ancestors(own).has(type));

type Json = string | number | boolean | null | Json[] | JsonObject;
interface JsonObject {
  [key: string]: Json;
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const typesOf = (node: JsonObject): string[] => {
  const type = node["@type"];
  if (typeof type === "string") return [type];
  return Array.isArray(type) ? type.filter((item): item is string => typeof item === "string") : [];
};
const asArray = (value: Json | undefined): Json[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const isReference = (node: JsonObject) =>
  Object.keys(node).length === 1 && typeof node["@id"] === "string";
const text = (value: Json | undefined) => (typeof value === "string" ? value : undefined);
/** A string value with its whitespace collapsed, as server-html.ts reads the page's text. */
const collapsed = (value: Json | undefined) => (text(value) ?? "").replace(/\s+/g, " ").trim();

/** Vocabulary problems in one node and everything nested in it. */
function vocabularyErrors(node: JsonObject, where: string): string[] {
  const errors: string[] = [];
  if (isReference(node)) return errors;
  const types = typesOf(node);
  if (types.length === 0)
    errors.push(`${where}: node without @type (${JSON.stringify(node).slice(0, 80)})`);
  for (const type of types) {
    if (!(type in vocabulary.types)) errors.push(`${where}: unknown @type "${type}"`);
  }
  const known = new Set(types.flatMap((type) => [...propertiesOf(type)]));
  const isAction = types.some((type) => ancestors(type).has("Action"));
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith("@")) {
      if (!["@id", "@type"].includes(key)) errors.push(`${where}: unexpected keyword "${key}"`);
      if (key === "@id" && (typeof value !== "string" || !/^https?:\/\//.test(value))) {
        errors.push(`${where}: @id must be an absolute URL, got ${JSON.stringify(value)}`);
      }
      continue;
    }
    // Potential actions annotate inputs as "<property>-input" (schema.org/docs/actions.html).
    const constraint = /^(.+)-(input|output)$/.exec(key);
    const property = isAction && constraint?.[1] ? constraint[1] : key;
    if (types.length > 0 && !known.has(property)) {
      errors.push(`${where}: "${key}" is not a property of ${types.join("/")}`);
    }
    asArray(value).forEach((item, index) => {
      const path = `${where}.${key}${Array.isArray(value) ? `[${index}]` : ""}`;
      if (isObject(item)) errors.push(...vocabularyErrors(item, path));
      if (typeof item === "string") {
        const member = /^https?:\/\/schema\.org\/(.+)$/.exec(item)?.[1];
        if (member && !(member in vocabulary.types) && !enumerationMembers.has(member)) {
          errors.push(`${path}: ${item} is neither a schema.org type nor an enumeration member`);
        }
      }
    });
  }
  return errors;
}

/** Every object in the graph (top-level nodes and nested ones), with its JSON path. */
function* walk(value: Json, where: string): Generator<[JsonObject, string]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* walk(item, `${where}[${index}]`);
  } else if (isObject(value)) {
    yield [value, where];
    for (const [key, item] of Object.entries(value)) yield* walk(item, `${where}.${key}`);
  }
}

interface RoutePage {
  path: string;
  facts: MetaFacts;
  graph: JsonObject[];
}

const urlOf = (value: Json | undefined): string | undefined =>
  text(value) ?? (isObject(value) ? (text(value.url) ?? text(value.contentUrl)) : undefined);

test("the vocabulary check itself rejects unknown types, properties and members", () => {
  const errors = vocabularyErrors(
    {
      "@type": "ProfessionalService",
      name: "ok",
      vatID: "ok",
      headline: "not an Organization property",
      address: { "@type": "PostalAdres", addressLocality: "x" },
      openingHoursSpecification: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Moonday",
      },
      potentialAction: { "@type": "SearchAction", "query-input": "ok", "color-input": "not ok" },
      contactPoint: { telephone: "no @type" },
    },
    "self-test",
  );
  expect(errors).toEqual([
    'self-test: "headline" is not a property of ProfessionalService',
    'self-test.address: unknown @type "PostalAdres"',
    'self-test.address: "addressLocality" is not a property of PostalAdres',
    "self-test.openingHoursSpecification.dayOfWeek: https://schema.org/Moonday is neither a schema.org type nor an enumeration member",
    'self-test.potentialAction: "color-input" is not a property of SearchAction',
    'self-test.contactPoint: node without @type ({"telephone":"no @type"})',
  ]);
});

test.describe("structured data", () => {
  test.describe.configure({ mode: "default" });
  let origin: string;
  let pages: RoutePage[];
  let parseProblems: string[];

  test.beforeAll(async ({ browser, request }) => {
    origin = await productionOrigin(request);
    const fetched = await fetchRoutes(request);
    const page: Page = await browser.newPage();
    await page.goto("about:blank");
    parseProblems = [];
    pages = [];
    for (const { path, html } of fetched) {
      const facts = await readPageFacts(page, html);
      const graph: JsonObject[] = [];
      if (facts.jsonLd.length !== 1) {
        parseProblems.push(`${path}: ${facts.jsonLd.length} ld+json blocks, expected exactly one`);
      }
      for (const [index, block] of facts.jsonLd.entries()) {
        let data: unknown;
        try {
          data = JSON.parse(block);
        } catch (error) {
          parseProblems.push(`${path}: block ${index} is not JSON: ${String(error)}`);
          continue;
        }
        const keys = isObject(data) ? Object.keys(data).sort().join(",") : typeof data;
        if (!isObject(data) || keys !== "@context,@graph" || !Array.isArray(data["@graph"])) {
          parseProblems.push(
            `${path}: block ${index} is not {"@context", "@graph": [...]} (keys: ${keys})`,
          );
          continue;
        }
        if (data["@context"] !== "https://schema.org") {
          parseProblems.push(`${path}: @context is ${JSON.stringify(data["@context"])}`);
        }
        for (const node of data["@graph"]) {
          if (isObject(node)) graph.push(node);
          else parseProblems.push(`${path}: a @graph entry is not an object`);
        }
      }
      pages.push({ path, facts, graph });
    }
    await page.close();
  });

  const pageFor = (path: string) => {
    const found = pages.find((page) => page.path === path);
    if (!found) throw new Error(`no page fetched for ${path}`);
    return found;
  };
  const nodesOfType = (page: RoutePage, type: string) =>
    page.graph.filter((node) => isA(node, type));

  test("every route has exactly one JSON-LD block holding one @graph", () => {
    expect(pages).toHaveLength(routes.length);
    expect(parseProblems, parseProblems.join("\n")).toEqual([]);
  });

  test("every @type and property exists in the schema.org vocabulary", () => {
    const errors = pages.flatMap((page) =>
      page.graph.flatMap((node, index) => vocabularyErrors(node, `${page.path} @graph[${index}]`)),
    );
    expect(errors, errors.join("\n")).toEqual([]);
  });

  test("@ids are unique per page and every reference resolves", () => {
    const errors: string[] = [];
    const sharedIds = new Set([`${origin}/#organization`, `${origin}/#website`]);
    for (const page of pages) {
      const defined = new Map<string, number>();
      for (const [node] of walk(page.graph, "@graph")) {
        const id = text(node["@id"]);
        if (id && !isReference(node)) defined.set(id, (defined.get(id) ?? 0) + 1);
      }
      for (const [id, count] of defined) {
        if (count > 1) errors.push(`${page.path}: @id ${id} is defined ${count} times`);
      }
      for (const [node, where] of walk(page.graph, "@graph")) {
        const id = text(node["@id"]);
        if (!id || !isReference(node)) continue;
        if (!defined.has(id) && !sharedIds.has(id))
          errors.push(`${page.path} ${where}: unresolved @id ${id}`);
      }
    }
    expect(errors, errors.join("\n")).toEqual([]);
  });

  test("the Organization on every page has name, url, logo and its address", async ({
    request,
  }) => {
    const logos = new Set<string>();
    for (const page of pages) {
      const organizations = page.graph.filter(
        (node) => isA(node, "Organization") && node["@id"] === `${origin}/#organization`,
      );
      expect(
        organizations,
        `${page.path}: one Organization node with @id …/#organization`,
      ).toHaveLength(1);
      const [organization] = organizations as [JsonObject];
      expect(text(organization.name), `${page.path}: Organization.name`).toBeTruthy();
      expect(text(organization.url), `${page.path}: Organization.url`).toBe(`${origin}/`);
      const logo = urlOf(organization.logo);
      expect(logo, `${page.path}: Organization.logo is an absolute URL`).toMatch(/^https?:\/\//);
      if (logo) logos.add(logo);
      expect(organization.address, `${page.path}: Organization.address`).toMatchObject({
        "@type": "PostalAddress",
        addressLocality: "Eindhoven",
        addressRegion: "Noord-Brabant",
        addressCountry: "NL",
      });
      expect(text(organization.telephone), `${page.path}: telephone`).toMatch(/^\+31\d{9}$/);
      expect(text(organization.email), `${page.path}: email`).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(organization.openingHoursSpecification, `${page.path}: opening hours`).toBeTruthy();
    }
    for (const logo of logos) {
      const response = await request.get(onTestServer(logo, origin));
      expect(response.status(), `logo ${logo} answers 200`).toBe(200);
      expect(response.headers()["content-type"], `logo ${logo} is an image`).toMatch(/^image\//);
    }
  });

  test("the WebSite with its SearchAction is on the home page only", async ({ request }) => {
    for (const page of pages) {
      const websites = nodesOfType(page, "WebSite");
      if (page.path !== paths.home) {
        expect(websites, `${page.path}: no WebSite node`).toHaveLength(0);
        continue;
      }
      expect(websites, "home: one WebSite node").toHaveLength(1);
      const [website] = websites as [JsonObject];
      expect(website["@id"]).toBe(`${origin}/#website`);
      expect(website.url).toBe(`${origin}/`);
      expect(website.publisher).toEqual({ "@id": `${origin}/#organization` });
      const action = website.potentialAction;
      if (!isObject(action)) throw new Error("home: WebSite.potentialAction is not an object");
      expect(action["@type"]).toBe("SearchAction");
      const target = isObject(action.target)
        ? text(action.target.urlTemplate)
        : text(action.target);
      expect(target).toBe(`${origin}${paths.search}?q={search_term_string}`);
      expect(action["query-input"]).toBe("required name=search_term_string");
      // The template works: the search page answers with results for a term.
      const response = await request.get(
        onTestServer(target?.replace("{search_term_string}", "museum") ?? "", origin),
      );
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(casePath("museum-ar"));
    }
  });

  test("every inner page has a BreadcrumbList matching its visible breadcrumb", () => {
    for (const page of pages) {
      const lists = nodesOfType(page, "BreadcrumbList");
      if (page.path === paths.home || page.facts.breadcrumb.length === 0) {
        // Not-found pages show no breadcrumb and carry none.
        expect(lists, `${page.path}: no BreadcrumbList without a visible breadcrumb`).toHaveLength(
          0,
        );
        continue;
      }
      expect(lists, `${page.path}: one BreadcrumbList`).toHaveLength(1);
      const [list] = lists as [JsonObject];
      const items = asArray(list.itemListElement).filter(isObject);
      expect(
        items.map((item) => ({ position: item.position, name: item.name, item: item.item })),
        `${page.path}: BreadcrumbList = visible breadcrumb (positions from 1, absolute item URLs)`,
      ).toEqual(
        page.facts.breadcrumb.map((crumb, index) => ({
          position: index + 1,
          name: crumb.name,
          item:
            crumb.href === null
              ? page.facts.canonical
              : crumb.href === "/"
                ? `${origin}/`
                : `${origin}${crumb.href}`,
        })),
      );
      for (const item of items) expect(item["@type"], `${page.path}: ListItem`).toBe("ListItem");
    }
    // Every indexable inner page shows a breadcrumb.
    for (const route of routes.filter((route) => route.indexable && route.path !== paths.home)) {
      expect(
        pageFor(route.path).facts.breadcrumb.length,
        `${route.path} shows a breadcrumb`,
      ).toBeGreaterThan(1);
    }
  });

  test("the FAQPage of each service page matches its visible accordion", () => {
    for (const path of servicePaths) {
      const page = pageFor(path);
      const faqs = nodesOfType(page, "FAQPage");
      expect(faqs, `${path}: one FAQPage`).toHaveLength(1);
      const [faq] = faqs as [JsonObject];
      const questions = asArray(faq.mainEntity)
        .filter(isObject)
        .map((question) => {
          expect(question["@type"], `${path}: mainEntity is a Question`).toBe("Question");
          const answer = isObject(question.acceptedAnswer) ? question.acceptedAnswer : {};
          expect(answer["@type"], `${path}: acceptedAnswer is an Answer`).toBe("Answer");
          return { q: collapsed(question.name), a: collapsed(answer.text) };
        });
      expect(page.facts.faq.length, `${path}: a visible FAQ`).toBeGreaterThan(0);
      expect(questions, `${path}: FAQPage questions and answers = the visible accordion`).toEqual(
        page.facts.faq,
      );
      for (const { q, a } of questions) {
        expect(q.length, `${path}: question text`).toBeGreaterThan(5);
        expect(a.length, `${path}: answer text`).toBeGreaterThan(10);
      }
    }
    for (const page of pages.filter((page) => !servicePaths.some((path) => path === page.path))) {
      expect(nodesOfType(page, "FAQPage"), `${page.path}: no FAQPage`).toHaveLength(0);
    }
  });

  test("each service page has a Service provided by the Organization", () => {
    for (const path of servicePaths) {
      const page = pageFor(path);
      const services = page.graph.filter((node) => typesOf(node).includes("Service"));
      expect(services, `${path}: one Service`).toHaveLength(1);
      const [service] = services as [JsonObject];
      expect(text(service.name), `${path}: Service.name`).toBeTruthy();
      expect(text(service.serviceType), `${path}: Service.serviceType`).toBeTruthy();
      expect(text(service.description), `${path}: Service.description`).toBeTruthy();
      expect(service.url, `${path}: Service.url`).toBe(page.facts.canonical);
      expect(service.provider, `${path}: Service.provider`).toEqual({
        "@id": `${origin}/#organization`,
      });
      expect(service.areaServed, `${path}: Service.areaServed`).toMatchObject({ identifier: "NL" });
    }
  });

  test("/diensten and /cases carry an ItemList of their pages", () => {
    const expectations = [
      { path: paths.services, urls: servicePaths.map((path) => `${origin}${path}`) },
      { path: paths.cases, urls: casePaths.map((path) => `${origin}${path}`) },
    ];
    for (const { path, urls } of expectations) {
      const lists = nodesOfType(pageFor(path), "ItemList").filter(
        (node) => !isA(node, "BreadcrumbList"),
      );
      expect(lists, `${path}: one ItemList`).toHaveLength(1);
      const [list] = lists as [JsonObject];
      const items = asArray(list.itemListElement).filter(isObject);
      expect(
        items.map((item) => item.url),
        `${path}: ItemList urls`,
      ).toEqual(urls);
      expect(
        items.map((item) => item.position),
        `${path}: positions from 1`,
      ).toEqual(urls.map((_, index) => index + 1));
      for (const item of items) expect(text(item.name), `${path}: ListItem.name`).toBeTruthy();
    }
  });

  test("each case page has a CreativeWork with its banner image, client and year", () => {
    for (const item of cases) {
      const path = casePath(item.id);
      const page = pageFor(path);
      const works = page.graph.filter((node) => typesOf(node).includes("CreativeWork"));
      expect(works, `${path}: one CreativeWork`).toHaveLength(1);
      const [work] = works as [JsonObject];
      const banner = `${origin}${imageUrl(item.banner.name, item.banner.width, "jpg")}`;
      expect(urlOf(work.image), `${path}: CreativeWork.image is the banner`).toBe(banner);
      expect(page.facts.meta["og:image"], `${path}: og:image is the banner too`).toBe(banner);
      expect(work.name, `${path}: CreativeWork.name is the visible title`).toBe(page.facts.h1[0]);
      expect(work.url).toBe(page.facts.canonical);
      expect(String(work.dateCreated), `${path}: year`).toBe(String(item.year));
      expect(work.sourceOrganization, `${path}: client`).toMatchObject({ name: item.client });
      expect(work.creator, `${path}: creator`).toEqual({ "@id": `${origin}/#organization` });
    }
  });
});
