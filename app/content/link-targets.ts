/**
 * Where a content link (`{ label, to }`: a button, a menu item, a link
 * onward) may point: a page of the site, an anchor on the home page, the
 * page of a sector that has cases, or a case. The build checks every link
 * against them (`load.ts`), and the editor offers them as its choices
 * (`admin/config.ts`). Safe for the browser.
 */
import { casePath, homeAnchors, paths, sectorPath, sectorPaths } from "./paths";
import type { Sector } from "./schema";

/** Pages a visitor only gets as an answer: the two not-found pages and the page of a refused post. */
const unlinkable = new Set<string>(["notFound", "caseNotFound", "contactRefused"]);

/** The pages a link may name: every other page. */
export const linkablePages = Object.fromEntries(
  Object.entries(paths).filter(([key]) => !unlinkable.has(key)),
) as Omit<typeof paths, "notFound" | "caseNotFound" | "contactRefused">;

export const homeAnchorTargets = Object.fromEntries(
  Object.entries(homeAnchors).map(([key, anchor]) => [key, `${paths.home}#${anchor}`]),
) as Record<keyof typeof homeAnchors, string>;

/** Every target a link may have, with the cases and the sectors in use as they are now. */
export function linkTargets(caseIds: Iterable<string>, sectors: Iterable<Sector>): Set<string> {
  return new Set<string>([
    ...Object.values(linkablePages),
    ...Object.values(homeAnchorTargets),
    ...[...sectors].map(sectorPath),
    ...[...caseIds].map(casePath),
  ]);
}

/**
 * Whether `to` is the page of a case or a sector, which can go when a case
 * is deleted or moved: a link to one that no longer exists goes to the cases
 * overview instead of failing the build.
 */
export const isCaseOrSectorPage = (to: string) =>
  to.startsWith(`${paths.cases}/`) &&
  to !== paths.caseNotFound &&
  (to.startsWith(`${sectorPaths}/`) || !to.slice(paths.cases.length + 1).includes("/"));

/**
 * What the build does with a link to `to`: keep it (`known`), send it to the
 * cases overview (`gone`: a case or sector page that is not there), or
 * refuse it (`unknown`). Without `targets` (a file read before the cases
 * were), every link is unknown.
 */
export function linkVerdict(
  to: string,
  targets: ReadonlySet<string> | undefined,
): "known" | "gone" | "unknown" {
  if (targets?.has(to)) return "known";
  return targets && isCaseOrSectorPage(to) ? "gone" : "unknown";
}
