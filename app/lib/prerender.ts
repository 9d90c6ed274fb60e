import { cases } from "../content";
import { casesPageNumbers, sectorsInUse } from "../content/queries";
import { casePath, casesPagePath, paths, sectorPath } from "./paths";

/** The further pages (2, 3, …) of /cases and of each sector's listing. */
function casesFurtherPagePaths(): string[] {
  return [undefined, ...sectorsInUse()].flatMap((sector) =>
    casesPageNumbers(sector)
      .slice(1)
      .map((page) => casesPagePath(page, sector)),
  );
}

/** Every path written to static HTML at build time, including the two not-found pages. */
export function prerenderPaths(): string[] {
  return [
    ...Object.values(paths),
    ...sectorsInUse().map(sectorPath),
    ...casesFurtherPagePaths(),
    ...cases.map((item) => casePath(item.id)),
  ];
}
