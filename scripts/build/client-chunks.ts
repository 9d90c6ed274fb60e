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
 * - one chunk per module an island imports dynamically (the search index,
 *   the XR viewers), with what only it uses.
 * - one chunk per package that only such dynamic imports share (`three`, which
 *   both XR viewers use): a page that never starts a viewer never loads it, and
 *   a visitor who opens both viewers downloads it once. What one island shares
 *   with the modules it imports dynamically goes with the island.
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
/** App modules that only dynamic imports share (packages get a chunk named after them). */
const LAZY_SHARED_CHUNK = "lazy-shared";

/** `output.manualChunks` for the client build; `clientEntry` is the entry's absolute path. */
export function clientChunks(clientEntry: string) {
  let users: ((id: string) => ReadonlySet<string>) | undefined;
  /** Roots that are dynamic imports (not the entry or an island), with their modules. */
  const lazyRoots = new Map<string, string>();

  return (id: string, graph: ChunkGraph): string => {
    if (REACT.test(id) || id.startsWith(COMMONJS_HELPERS)) return "react";
    users ??= rootUsers(graph, (module) => {
      if (module === clientEntry) return CLIENT_CHUNK;
      const island = islandNameOf(module);
      if (island !== undefined) return island;
      const imported = graph.getModuleInfo(module)?.dynamicImporters.length ?? 0;
      if (imported === 0) return undefined;
      const name = path.basename(module, path.extname(module));
      lazyRoots.set(name, module);
      return name;
    });
    const usersOf = users;
    /** The roots that import a lazy root dynamically. */
    const ownersOf = (lazy: string) =>
      new Set(
        (graph.getModuleInfo(lazyRoots.get(lazy) ?? "")?.dynamicImporters ?? []).flatMap(
          (importer) => [...usersOf(importer)],
        ),
      );
    const roots = [...users(id)];
    const [only] = roots;
    if (only === undefined) return PAGES_CHUNK;
    if (roots.length === 1) return only;
    const loadedFirst = roots.filter((root) => !lazyRoots.has(root));
    if (loadedFirst.length === 0) return packageName(id) ?? LAZY_SHARED_CHUNK;
    // One island and what only it loads later: the island's chunk has it ready.
    const [island] = loadedFirst;
    const ownedByIsland =
      loadedFirst.length === 1 &&
      island !== undefined &&
      roots
        .filter((root) => lazyRoots.has(root))
        .every((lazy) => [...ownersOf(lazy)].every((owner) => owner === island));
    if (ownedByIsland) return island;
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

  /**
   * Where `id`'s use comes from through `importer`: the importer itself, or for a package's
   * index that re-exports it by name, the modules that import one of those names.
   */
  const followed = (importer: string, id: string): string[] => {
    const names = reexportedNames(importer, id);
    const pkg = packageName(importer);
    if (names === undefined || pkg === undefined) return [importer];
    const index = graph.getModuleInfo(importer);
    const byName = (index?.importers ?? []).filter((user) => importsName(user, pkg, names));
    // An index with code of its own may use the module itself too, not only re-export it.
    return index?.isIncluded === false ? byName : [...byName, importer];
  };

  // Packages have import cycles (an element and its scene may import each other). A
  // module reached again on the current path contributes nothing there; a result that missed
  // such a module above itself is incomplete and is not remembered, so the module is asked
  // again from the other side. `cutAbove` is the shallowest path depth a result missed.
  const visit = (
    id: string,
    onPath: Map<string, number>,
  ): { users: Set<string>; cutAbove: number } => {
    const known = memo.get(id);
    if (known) return { users: known, cutAbove: Infinity };
    const users = new Set<string>();
    const depth = onPath.get(id);
    if (depth !== undefined) return { users, cutAbove: depth };
    const info = graph.getModuleInfo(id);
    if (!info) return { users, cutAbove: Infinity };
    const ownDepth = onPath.size;
    onPath.set(id, ownDepth);
    // A module whose own code the bundle drops (a package's re-exporting facade, such as
    // `lit`) still passes its importers' use on to what it imports.
    const root = info.isIncluded === false ? undefined : rootOf(id);
    if (root !== undefined) users.add(root);
    let cutAbove = Infinity;
    for (const next of info.importers.flatMap((importer) => followed(importer, id))) {
      const found = visit(next, onPath);
      for (const user of found.users) users.add(user);
      cutAbove = Math.min(cutAbove, found.cutAbove);
    }
    onPath.delete(id);
    if (cutAbove >= ownDepth) {
      memo.set(id, users);
      return { users, cutAbove: Infinity };
    }
    return { users, cutAbove };
  };
  return (id) => visit(id, new Map()).users;
}
