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

/**
 * The part of Rollup's module info (`getModuleInfo` in `manualChunks`) this
 * module reads: who imports a module, statically or dynamically, and whether
 * its own code stays in the bundle. Nothing else of the module graph.
 */
export interface ChunkModuleInfo {
  readonly importers: readonly string[];
  readonly dynamicImporters: readonly string[];
  readonly isIncluded: boolean | null;
}

export interface ChunkGraph {
  getModuleInfo(id: string): ChunkModuleInfo | null;
}

/** React and React DOM. */
const REACT = /\/node_modules\/(react|react-dom|scheduler)\//;

/** The chunk of React and React DOM. */
export const REACT_CHUNK = "react";
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
    // What only React's modules import (the bundler's helpers for their CommonJS files) goes with them.
    const importers = graph.getModuleInfo(id)?.importers ?? [];
    if (REACT.test(id) || (importers.length > 0 && importers.every((item) => REACT.test(item)))) {
      return REACT_CHUNK;
    }
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

/** Package name of a module inside node_modules ("three"), else undefined. */
function packageName(id: string): string | undefined {
  const rest = id.split("/node_modules/").at(-1);
  if (rest === undefined || rest === id) return undefined;
  const [scope = "", name = ""] = rest.split("/");
  return scope.startsWith("@") ? `${scope}/${name}` : scope;
}

/**
 * The roots (islands, the entry, what they import dynamically) that statically reach each module.
 * A dynamic import starts a root of its own: it is not followed.
 */
export function rootUsers(
  graph: ChunkGraph,
  rootOf: (id: string) => string | undefined,
): (id: string) => ReadonlySet<string> {
  const memo = new Map<string, Set<string>>();

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
    for (const next of info.importers) {
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
