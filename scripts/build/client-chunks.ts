/**
 * How the client build splits the site into script files (`vite.config.ts`,
 * `output.manualChunks`). Every file costs a request and its response
 * headers, so a page should load few files, and none with another page's
 * content. A page loads React Router's client entry and route manifest, and:
 *
 * - `react`: React and React DOM.
 * - `root`: React Router, the root route with the
 *   layout and everything it uses, and every module that all pages or most
 *   pages including the home page use (the SEO head, responsive images).
 * - its own route chunk: the route module and what only that route uses.
 * - `home-shared`: what the home page shares with a few other pages (case and
 *   service cards, the section frame). Those pages load it whole.
 * - `pages-shared`: what most other pages use but the home page does not (the
 *   page banner with its breadcrumb).
 * - anything else that a few pages share: one chunk for each set of pages,
 *   named after them (`service-360~service-ar~service-vr`: the service pages'
 *   tiles and FAQ).
 *
 * The site search's index of every page's copy is imported dynamically, at
 * the first search: it counts as no route's user, so each page's copy stays
 * in that page's chunk, and Rollup gives the index a chunk of its own. Route
 * chunks export what the index imports from them, so the client build allows
 * entry chunks to export more than the route module does
 * (`preserveEntrySignatures: "allow-extension"`). Every module the routes
 * use statically gets a chunk here: left to Rollup, a shared module could
 * land in one route's chunk and make other routes load that page.
 */
import path from "node:path";

/** The part of Rollup's module info this module reads. */
export interface ChunkModuleInfo {
  readonly importers: readonly string[];
  readonly isIncluded: boolean | null;
  /** Named re-exports: specifier (relative to the module) -> exported names. */
  readonly exportedBindings?: Readonly<Record<string, readonly string[]>> | null;
  readonly ast?: { readonly body: readonly unknown[] } | null;
}

export interface ChunkGraph {
  getModuleInfo(id: string): ChunkModuleInfo | null;
}

/**
 * React and React DOM: every page needs them from the first script on. They
 * get a chunk of their own, apart from React Router and the layout in `root`,
 * so the browser evaluates the two halves in separate tasks
 * (`app/lib/defer-hydration.ts` imports the files one after the other).
 */
const REACT = /\/node_modules\/(react|react-dom|scheduler)\//;
/**
 * Rollup's CommonJS helpers: React's files are CommonJS, so the helpers go
 * with them; in `root` they would make the two chunks import each other.
 */
const COMMONJS_HELPERS = "\0commonjsHelpers";
/** React Router: every page needs it, with the layout. */
const ROUTER = /\/node_modules\/react-router\//;
/** React Router's client build loads each route module through this query. */
const ROUTE_ENTRY_QUERY = "?__react-router-build-client-route";

export interface ClientChunkOptions {
  /** Absolute path of the app folder (`app/`). */
  appDirectory: string;
  /** Route file of the home page, relative to the app folder. */
  homeRoute: string;
  /** Every route file except the root, relative to the app folder. */
  routes: readonly string[];
}

/** A route table entry, as `app/routes.ts` exports it. */
interface RouteEntry {
  readonly file: string;
  readonly children?: readonly RouteEntry[];
}

/** Every route file of the route table (`app/routes.ts`), relative to the app folder. */
export const routeFiles = (table: readonly RouteEntry[]): string[] =>
  table.flatMap((entry) => [entry.file, ...routeFiles(entry.children ?? [])]);

/** The route's chunk name: its file name without extension ("routes/home.tsx" -> "home"). */
export const routeChunkName = (routeFile: string) =>
  path.basename(routeFile, path.extname(routeFile));

/**
 * `output.manualChunks` for the client build. Returns `undefined` only for
 * modules no route uses (React Router's client entry).
 */
export function clientChunks({ appDirectory, homeRoute, routes }: ClientChunkOptions) {
  if (!routes.includes(homeRoute))
    throw new Error(`clientChunks: ${homeRoute} is not in the route table`);
  const routeOf = new Map<string, string>(
    [["root.tsx"], ...routes.map((route) => [route])].map(([route = ""]) => [
      path.join(appDirectory, route),
      route,
    ]),
  );
  let users: ((id: string) => ReadonlySet<string>) | undefined;

  return (id: string, graph: ChunkGraph): string | undefined => {
    if (REACT.test(id) || id.startsWith(COMMONJS_HELPERS)) return "react";
    if (ROUTER.test(id)) return "root";
    if (id.endsWith(ROUTE_ENTRY_QUERY)) {
      const route = routeOf.get(id.slice(0, -ROUTE_ENTRY_QUERY.length));
      return route === undefined || route === "root.tsx" ? "root" : routeChunkName(route);
    }
    users ??= routeUsers(graph, routeOf);
    const routesUsing = users(id);
    if (routesUsing.size === 0) return undefined;
    if (routesUsing.has("root.tsx")) return "root";

    const pagesUsing = [...routesUsing];
    const [onlyPage] = pagesUsing;
    if (pagesUsing.length === 1 && onlyPage !== undefined) return routeChunkName(onlyPage);

    const widelyUsed = pagesUsing.length * 2 > routes.length;
    const onHome = pagesUsing.includes(homeRoute);
    if (widelyUsed) return onHome || pagesUsing.length === routes.length ? "root" : "pages-shared";
    if (onHome) return "home-shared";
    return pagesUsing.map(routeChunkName).sort().join("~");
  };
}

interface ImportDeclaration {
  type: "ImportDeclaration";
  source: { value: unknown };
  specifiers: readonly { imported?: { name?: string; value?: string } }[];
}

const isImportDeclaration = (node: unknown): node is ImportDeclaration =>
  typeof node === "object" && node !== null && "type" in node && node.type === "ImportDeclaration";

/** Package name of a module inside node_modules ("lucide-react"), else undefined. */
function packageName(id: string): string | undefined {
  const rest = id.split("/node_modules/").at(-1);
  if (rest === undefined || rest === id) return undefined;
  const [scope = "", name = ""] = rest.split("/");
  return scope.startsWith("@") ? `${scope}/${name}` : scope;
}

/**
 * The route files that statically reach each module, following a named
 * import through a package's index (`import { Play } from "lucide-react"`
 * reaches only the `play` icon, not every icon the index re-exports).
 */
export function routeUsers(
  graph: ChunkGraph,
  routeOf: ReadonlyMap<string, string>,
): (id: string) => ReadonlySet<string> {
  const memo = new Map<string, Set<string>>();

  /** Names under which `index` re-exports `id`; undefined when it does not re-export it by name. */
  const reexportedNames = (index: string, id: string): ReadonlySet<string> | undefined => {
    const bindings = graph.getModuleInfo(index)?.exportedBindings ?? {};
    for (const [specifier, names] of Object.entries(bindings)) {
      if (specifier.startsWith(".") && path.resolve(path.dirname(index), specifier) === id) {
        return new Set(names);
      }
    }
    return undefined;
  };

  /** Whether `importer` imports one of `names` from the package `pkg` (true when it cannot tell). */
  const importsName = (importer: string, pkg: string, names: ReadonlySet<string>) => {
    const body = graph.getModuleInfo(importer)?.ast?.body;
    if (!body) return true;
    return body
      .filter(isImportDeclaration)
      .filter((node) => node.source.value === pkg)
      .some((node) =>
        node.specifiers.some(({ imported }) => {
          const name = imported?.name ?? imported?.value;
          return name === undefined || names.has(name);
        }),
      );
  };

  // The app has no import cycles; in one, a module would see fewer users than it has, which
  // only costs a less fitting chunk.
  const visit = (id: string, onPath: Set<string>): Set<string> => {
    const known = memo.get(id);
    if (known) return known;
    const result = new Set<string>();
    const info = graph.getModuleInfo(id);
    if (!info || info.isIncluded === false || onPath.has(id)) return result;
    onPath.add(id);
    const route = routeOf.get(id);
    if (route !== undefined) result.add(route);
    for (const importer of info.importers) {
      const names = reexportedNames(importer, id);
      const pkg = packageName(importer);
      const viaIndex = names !== undefined && pkg !== undefined;
      const importersToFollow = viaIndex
        ? (graph.getModuleInfo(importer)?.importers ?? []).filter((user) =>
            importsName(user, pkg, names),
          )
        : [importer];
      for (const next of importersToFollow)
        for (const user of visit(next, onPath)) result.add(user);
    }
    onPath.delete(id);
    memo.set(id, result);
    return result;
  };
  return (id) => visit(id, new Set());
}
