import { cases } from "../content/cases";
import { casePath, paths } from "./paths";

/** Every path written to static HTML at build time, including the two not-found pages. */
export function prerenderPaths(): string[] {
  return [...Object.values(paths), ...cases.map((item) => casePath(item.id))];
}
