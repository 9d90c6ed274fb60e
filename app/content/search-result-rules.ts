/**
 * What fits a search result, once the page fills in what a text leaves
 * open: a page's title with " | <site name>" after it, and the titles and
 * descriptions of the case listings, filled in for every sector and page
 * number. The build checks every such text with these rules
 * (`cross-checks.server.ts`), the editor each field as it is typed
 * (`field-check.ts`). Each problem is in the build's English (`message`)
 * and the editor's Dutch (`nl`). Safe for the browser.
 */
import { fill } from "./template";
import { seoDescriptionLength, seoTitleMaxLength, sectors } from "./schemas/choices";

export interface RuleProblem {
  message: string;
  nl: string;
}

/** A page's title as search results show it: with " | <site name>", unless it names the site itself. */
export const fullTitle = (title: string, siteName: string) =>
  title.includes(siteName) ? title : `${title} | ${siteName}`;

/** How long a page's own title may be, with " | <site name>" after it in search results. */
const titleRoom = (siteName: string) => seoTitleMaxLength - ` | ${siteName}`.length;

/** The editor's hint for a page title: the room the site's name leaves it. */
export const pageTitleHint = (siteName: string) =>
  `Hooguit ${titleRoom(siteName)} tekens: de site zet er " | ${siteName}" achter, samen hooguit ${seoTitleMaxLength}.`;

/** A page title that does not fit a search result (60 characters). */
export function pageTitleProblem(title: string, siteName: string): RuleProblem | undefined {
  const full = fullTitle(title, siteName);
  if (full.length <= seoTitleMaxLength) return undefined;
  const alone = titleRoom(siteName);
  return {
    message: `the page title "${full}" has ${full.length} characters; keep it at most ${seoTitleMaxLength}`,
    nl:
      full === title
        ? `Hooguit ${seoTitleMaxLength} tekens; deze titel telt er ${full.length}.`
        : `Hooguit ${alone} tekens (met " | ${siteName}" erachter ${seoTitleMaxLength}); deze titel telt er ${title.length}.`,
  };
}

/** A description that does not fit a search result (120 to 160 characters). */
function descriptionProblem(description: string, filledWith: string): RuleProblem | undefined {
  const { min, max } = seoDescriptionLength;
  const { length } = description;
  if (length >= min && length <= max) return undefined;
  return {
    message: `"${description}" has ${length} characters; it must have ${min}–${max}`,
    nl: `Met ${filledWith} ingevuld telt deze omschrijving ${length} tekens; in zoekresultaten passen er ${min} tot ${max}.`,
  };
}

/**
 * The templates of the case listings, by their field in `content/pages/cases.yaml`:
 * each a title or a description, filled in for every sector (`sector`) and for
 * page numbers of one and two digits (`pages`).
 */
export const listingTemplates = {
  "pagination.title": { kind: "title", sector: false, pages: true },
  "pagination.description": { kind: "description", sector: false, pages: true },
  "pagination.sectorTitle": { kind: "title", sector: true, pages: true },
  "pagination.sectorDescription": { kind: "description", sector: true, pages: true },
  "filter.sectorDescription": { kind: "description", sector: true, pages: false },
} as const;

export type ListingTemplate = keyof typeof listingTemplates;

export const isListingTemplate = (field: string): field is ListingTemplate =>
  Object.hasOwn(listingTemplates, field);

/** The problems of one listing template, filled in every way the listings fill it. */
export function listingTemplateProblems(
  field: ListingTemplate,
  template: string,
  siteName: string,
): RuleProblem[] {
  const { kind, sector: bySector, pages } = listingTemplates[field];
  const problems: RuleProblem[] = [];
  for (const sector of bySector ? sectors : [""]) {
    for (const number of pages ? [2, 99] : [undefined]) {
      const values = { sector, ...(number === undefined ? {} : { number, count: number }) };
      const filledWith = [
        ...(bySector ? [`sector ${sector}`] : []),
        ...(number === undefined ? [] : [`paginanummer ${number}`]),
      ].join(" en ");
      const filled = fill(template, values);
      const problem =
        kind === "title"
          ? titleProblem(`${filled} | ${siteName}`, filledWith)
          : descriptionProblem(filled, filledWith);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

function titleProblem(title: string, filledWith: string): RuleProblem | undefined {
  if (title.length <= seoTitleMaxLength) return undefined;
  return {
    message: `the page title "${title}" has ${title.length} characters; keep it at most ${seoTitleMaxLength}`,
    nl: `Met ${filledWith} ingevuld wordt de paginatitel "${title}" ${title.length} tekens lang; dat mogen er hooguit ${seoTitleMaxLength} zijn.`,
  };
}
