import { cases } from "../content";
import { sectorsInUse } from "../content/queries";
import { casePath, paths, sectorPath } from "./paths";

/** Every path written to static HTML at build time, including the two not-found pages. */
export function prerenderPaths(): string[] {
  return [
    ...Object.values(paths),
    ...sectorsInUse().map(sectorPath),
    ...cases.map((item) => casePath(item.id)),
  ];
}
