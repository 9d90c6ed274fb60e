import { navigation } from "~/content";
import { paths } from "../content/paths";

/** One step of a breadcrumb trail: its name and the page it links to. */
export interface Crumb {
  name: string;
  path: string;
}

const { names } = navigation.breadcrumb;

/**
 * The trail from Home to `path`, one crumb per path segment. `current` names
 * the last crumb when it is not a fixed page (a case title).
 */
export function breadcrumbFor(path: string, current?: string): [Crumb, ...Crumb[]] {
  const segments = path.split("/").filter(Boolean);
  const trail = segments.map((_, i) => `/${segments.slice(0, i + 1).join("/")}`);
  const crumb = (crumbPath: string, last: boolean): Crumb => {
    const name = last && current ? current : names[crumbPath];
    if (!name) throw new Error(`breadcrumbFor: no name for "${crumbPath}"`);
    return { name, path: crumbPath };
  };
  return [
    crumb(paths.home, trail.length === 0),
    ...trail.map((crumbPath, i) => crumb(crumbPath, i === trail.length - 1)),
  ];
}
