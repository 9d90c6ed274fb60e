/**
 * The paths React Router writes to static HTML at build time
 * (`react-router.config.ts`). Runs in Node during the build, so it loads the
 * content itself.
 */
import { loadContent } from "../content/load.server";
import { casesPageNumbers, sectorsInUse } from "../content/queries";
import { casePath, casesPagePath, paths, sectorPath } from "../content/paths";

/** Every path written to static HTML at build time, including the two not-found pages. */
export function prerenderPaths(): string[] {
  const { cases } = loadContent();
  const sectors = sectorsInUse(cases);
  // The further pages (2, 3, …) of /cases and of each sector's listing.
  const furtherPages = [undefined, ...sectors].flatMap((sector) =>
    casesPageNumbers(cases, sector)
      .slice(1)
      .map((page) => casesPagePath(page, sector)),
  );
  return [
    ...Object.values(paths),
    ...sectors.map(sectorPath),
    ...furtherPages,
    ...cases.map((item) => casePath(item.id)),
  ];
}
