/**
 * Rules across content files, which no single file's schema can check:
 * every service present, prices that agree with
 * their FAQ, page titles and descriptions that fit a search result once the
 * site name or a page number is filled in, and links and case ids that exist.
 * Each adds its problems as `file: field: what is wrong`.
 */
import path from "node:path";
import { homeAnchors, paths, sectorPath } from "../lib/paths";
import { fill } from "../lib/template";
import { describePath } from "./problems";
import { amountsNotIn } from "./prices";
import type { Parsed } from "./read";
import {
  type FaqItem,
  sectors,
  type Service,
  type ServiceId,
  seoDescriptionLength,
  seoTitleMaxLength,
  serviceIds,
} from "./schema";

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

export class CrossChecks {
  constructor(private readonly problems: string[]) {}

  allServices(services: readonly Parsed<Service>[]): void {
    const ids = new Set(services.map((service) => service.data.id));
    for (const id of serviceIds) {
      if (!ids.has(id)) this.problems.push(`content/services/: no file with id "${id}"`);
    }
  }

  /**
   * The Service structured data's price range must be the one the service's
   * FAQ states. A service without questions has a missing or broken FAQ file,
   * reported already.
   */
  pricesInFaq(services: readonly Parsed<Service>[], faq: Record<ServiceId, FaqItem[]>): void {
    for (const { file, data } of services) {
      const questions = faq[data.id];
      if (questions.length === 0) continue;
      const answers = questions.map((item) => item.a);
      for (const amount of amountsNotIn(data.price, answers)) {
        this.problems.push(
          `${file}: price: ${amount.replace("\u00a0", " ")} does not occur in content/faq/${data.id}.yaml; the two must agree`,
        );
      }
    }
  }

  /** A page title, with " | {site name}" unless it names the site, fits a search result (60 characters). */
  titleLengths(
    siteName: string,
    titles: readonly { file: string; field: string; title: string }[],
  ): void {
    for (const { file, field, title } of titles) {
      const full = title.includes(siteName) ? title : `${title} | ${siteName}`;
      if (full.length > seoTitleMaxLength) {
        this.problems.push(
          `${file}: ${field}: the page title "${full}" has ${full.length} characters; keep it at most ${seoTitleMaxLength}`,
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

  /** A sector page's description, filled in for every sector, fits a search result. */
  sectorDescriptions(file: string, template: string): void {
    const { min, max } = seoDescriptionLength;
    for (const sector of sectors) {
      const description = fill(template, { sector });
      if (description.length < min || description.length > max) {
        this.problems.push(
          `${file}: filter.sectorDescription: for ${sector} it has ${description.length} characters; it must have ${min}–${max}`,
        );
      }
    }
  }

  arExamples(
    file: string,
    caseIds: readonly string[] | undefined,
    known: ReadonlySet<string>,
  ): void {
    caseIds?.forEach((id, index) => {
      if (!known.has(id)) {
        this.problems.push(
          `${file}: ${describePath(["examples", "caseIds", index])}: unknown case id "${id}"`,
        );
      }
    });
  }

  /** Every page of the site has a breadcrumb name, and only pages do. */
  breadcrumbNames(file: string, names: Readonly<Record<string, string>> | undefined): void {
    if (!names) return;
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
