/**
 * Rules across content files, which no single file's schema can check:
 * every service present, page titles and listing texts that fit a search
 * result once the site name or a page number is filled in
 * (`search-result-rules.ts`, which the editor checks each field with too),
 * AR examples that exist, and a breadcrumb name for every page. Each adds its
 * problems as `file: field (its labels in the editor): what is wrong`. Links
 * are checked as each file is read (`read.ts`).
 */
import path from "node:path";
import type { z } from "zod";
import { linkablePages } from "./link-targets";
import { describeField } from "./problems";
import type { Parsed } from "./read.server";
import type { PathKey } from "./schema-walk";
import { type FaqItem, type Service, type ServiceId, serviceIds } from "./schema";
import {
  type ListingTemplate,
  listingTemplateProblems,
  listingTemplates,
  pageTitleProblem,
} from "./search-result-rules";

/**
 * The FAQ files by service, each named after its service. A service whose
 * file is missing, or broken (`present` holds every file read, valid or not,
 * and the file's own problems are reported already), gets no questions.
 */
export function faqByService(
  files: readonly Parsed<FaqItem[]>[],
  present: ReadonlySet<string>,
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
    if (!present.has(id)) problems.push(`content/faq/${id}.yaml: the file is missing`);
    return [id, file?.data ?? []];
  });
  return Object.fromEntries(entries) as Record<ServiceId, FaqItem[]>;
}

/** A field of a file: where a problem is, named as the editor names it. */
export interface FieldAt {
  file: string;
  schema: z.ZodType;
  path: readonly PathKey[];
}

export class CrossChecks {
  constructor(private readonly problems: string[]) {}

  private where({ file, schema, path }: FieldAt): string {
    return `${file}: ${describeField(schema, path)}`;
  }

  allServices(services: readonly Parsed<Service>[]): void {
    const ids = new Set(services.map((service) => service.data.id));
    for (const id of serviceIds) {
      if (!ids.has(id)) this.problems.push(`content/services/: no file with id "${id}"`);
    }
  }

  /** A page title, with " | {site name}" unless it names the site, fits a search result (60 characters). */
  titleLengths(siteName: string, titles: readonly (FieldAt & { title: string })[]): void {
    for (const title of titles) {
      const problem = pageTitleProblem(title.title, siteName);
      if (problem) this.problems.push(`${this.where(title)}: ${problem.message}`);
    }
  }

  /**
   * The titles and descriptions of the case listings are templates: filled
   * in for every sector and page number, each must fit a search result like
   * any other page's.
   */
  listingTemplates(
    siteName: string,
    at: Omit<FieldAt, "path">,
    texts: Record<ListingTemplate, string>,
  ): void {
    for (const field of Object.keys(listingTemplates) as ListingTemplate[]) {
      const where = this.where({ ...at, path: field.split(".") });
      for (const problem of listingTemplateProblems(field, texts[field], siteName))
        this.problems.push(`${where}: ${problem.message}`);
    }
  }

  arExamples(
    at: FieldAt,
    caseIds: readonly string[] | undefined,
    known: ReadonlySet<string>,
  ): void {
    caseIds?.forEach((id, index) => {
      if (!known.has(id)) {
        this.problems.push(
          `${this.where({ ...at, path: [...at.path, index] })}: unknown case id "${id}"`,
        );
      }
    });
  }

  /** Every page of the site has a breadcrumb name, and only pages do. */
  breadcrumbNames(file: string, names: Readonly<Record<string, string>> | undefined): void {
    if (!names) return;
    const named = new Set(Object.keys(names));
    const pages: readonly string[] = Object.values(linkablePages);
    for (const path of pages) {
      if (!named.has(path)) this.problems.push(`${file}: breadcrumb.names: no name for "${path}"`);
    }
    for (const path of named) {
      if (!pages.includes(path)) {
        this.problems.push(`${file}: breadcrumb.names: "${path}" is not a page of the site`);
      }
    }
  }
}
