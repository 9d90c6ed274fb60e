/**
 * How the client build splits the browser's code into files (`vite.config.ts`,
 * `output.manualChunks`). A page loads only what its islands need
 * (`app/lib/islands/`):
 *
 * - `client`: the client entry (the enhancements), which every page loads,
 *   and what it shares with the islands.
 * - `react`: React and React DOM, which a page with islands needs.
 * - `hydrate-islands`: the island loader, which the entry imports only on a
 *   page with islands.
 * - `islands`: every other module that two or more islands use.
 * - one chunk per island, named after it: what only that island uses.
 * - one chunk per module an island imports dynamically (the search index),
 *   with what only it uses.
 * - `pages`: everything else. React Router still builds each route module
 *   for the browser, but no page loads them: there is no client-side router.
 *
 * Left to Rollup, a module that a route and an island share would get a file
 * of its own, and a page would load a dozen tiny files; and Rollup adds a
 * module that no rule places to the chunk of a module that imports it, so
 * an island's chunk would take in every icon the pages use.
 */
import path from "node:path";
import { islandNameOf } from "../../app/lib/islands/island-files";

/** The part of Rollup's module info this module reads. */
export interface ChunkModuleInfo {
  readonly importers: readonly string[];
  readonly dynamicImporters: readonly string[];
  readonly isIncluded: boolean | null;
  /** Named re-exports: specifier (relative to the module) -> exported names. */
  readonly exportedBindings?: Readonly<Record<string, readonly string[]>> | null;
  readonly ast?: { readonly body: readonly unknown[] } | null;
}

export interface ChunkGraph {
  getModuleInfo(id: string): ChunkModuleInfo | null;
}

/** React and React DOM (with Rollup's helpers for their CommonJS files). */
const REACT = /\/node_modules\/(react|react-dom|scheduler)\//;
const COMMONJS_HELPERS = "\0commonjsHelpers";

/** The chunk of the client entry and of what it shares with the islands. */
const CLIENT_CHUNK = "client";
/** The chunk of what several islands share and the entry does not use. */
const ISLANDS_CHUNK = "islands";
/** The chunk of the route modules, which no page loads. */
const PAGES_CHUNK = "pages";

/** `output.manualChunks` for the client build; `clientEntry` is the entry's absolute path. */
export function clientChunks(clientEntry: string) {
  let users: ((id: string) => ReadonlySet<string>) | undefined;

  return (id: string, graph: ChunkGraph): string => {
    if (REACT.test(id) || id.startsWith(COMMONJS_HELPERS)) return "react";
    users ??= rootUsers(graph, (module) => {
      if (module === clientEntry) return CLIENT_CHUNK;
      const island = islandNameOf(module);
      if (island !== undefined) return island;
      const imported = graph.getModuleInfo(module)?.dynamicImporters.length ?? 0;
      return imported > 0 ? path.basename(module, path.extname(module)) : undefined;
    });
    const roots = [...users(id)];
    const [only] = roots;
    if (only === undefined) return PAGES_CHUNK;
    if (roots.length === 1) return only;
    return roots.includes(CLIENT_CHUNK) ? CLIENT_CHUNK : ISLANDS_CHUNK;
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
 * The roots (islands, the entry, what they import dynamically) that statically reach each module,
 * following a named import through a package's index (`import { Play } from
 * "lucide-react"` reaches only the `play` icon, not every icon the index
 * re-exports). A dynamic import starts a root of its own: it is not followed.
 */
export function rootUsers(
  graph: ChunkGraph,
  rootOf: (id: string) => string | undefined,
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
    const root = rootOf(id);
    if (root !== undefined) result.add(root);
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
