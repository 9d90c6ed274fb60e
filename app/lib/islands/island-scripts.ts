/**
 * Writes each page's client script: the page bootstrap (`app/entry.bootstrap.ts`,
 * bundled by Vite into the text of an inline module script) and, as JSON
 * beside it, the files it loads: the client entry and, on a page with islands
 * (`island.tsx`), React, the island loader and the modules of those islands,
 * and nothing else. The pages are complete as HTML; the scripts only add
 * behaviour, so the bootstrap starts them after the page has loaded and its
 * largest content has been painted, or at the visitor's first pointer or key
 * press if that comes sooner (`start-scripts.ts`).
 *
 * Until then a press on an island's button would do nothing: the bootstrap
 * keeps it, and replays it once that island has hydrated (`keep-presses.ts`).
 * Native controls (links, forms, `<details>`, popover buttons) work from the
 * first byte and are left alone.
 *
 * The files come from Vite's manifest of the client build, which the server
 * build embeds with the bootstrap (`scripts/build/client-assets.ts`).
 */
import type { Manifest } from "vite";
import { ISLAND_ATTRIBUTE, PAGE_SCRIPTS_ID } from "./markers";
import type { PageScripts } from "./start-scripts";

/** The client entry's source file, as Vite's manifest names it. */
const CLIENT_ENTRY = "app/entry.client.tsx";
/** The island loader's source file, which the entry imports on a page with islands. */
const ISLAND_LOADER = "app/lib/islands/hydrate-islands.tsx";

/** Script URLs, each list with a file's imports before the file itself. */
export interface ClientAssets {
  /** The client entry and what it imports. */
  readonly entry: readonly string[];
  /** The island loader and what it imports beyond the entry's files (React first). */
  readonly loader: readonly string[];
  /** Per island name: its module and what it imports beyond the entry's and the loader's files. */
  readonly islands: Readonly<Record<string, readonly string[]>>;
}

/** The script URLs of a manifest entry and everything it imports, imports first. */
function closure(manifest: Manifest, key: string, base: string, seen: Set<string>): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Vite's client manifest has no entry "${key}".`);
  return [
    ...(chunk.imports ?? []).flatMap((imported) => closure(manifest, imported, base, seen)),
    `${base}${chunk.file}`,
  ];
}

/**
 * The script files of the client entry, the island loader and every island,
 * from the client build's manifest. The islands are what the loader imports
 * dynamically; the build names each island's chunk after the island
 * (`scripts/build/client-chunks.ts`).
 */
export function clientAssetsFrom(manifest: Manifest, base = "/"): ClientAssets {
  const seen = new Set<string>();
  const entry = closure(manifest, CLIENT_ENTRY, base, seen);
  const loader = closure(manifest, ISLAND_LOADER, base, seen);
  const islands: Record<string, readonly string[]> = {};
  for (const key of manifest[ISLAND_LOADER]?.dynamicImports ?? []) {
    const name = manifest[key]?.name;
    if (name === undefined) throw new Error(`Vite's client manifest names no chunk for "${key}".`);
    if (name in islands) throw new Error(`Two islands are named "${name}".`);
    islands[name] = closure(manifest, key, base, new Set(seen));
  }
  return { entry, loader, islands };
}

/** The names of the islands in a page's HTML, in order of appearance. */
export function islandNamesIn(html: string): string[] {
  const pattern = new RegExp(` ${ISLAND_ATTRIBUTE}="([^"]+)"`, "g");
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ""))];
}

/** JSON for a `<script>` element: no `<` in it can end the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

/** The page's HTML with its client script at the end of the body, `bootstrap` being its code. */
export function withIslandScripts(html: string, assets: ClientAssets, bootstrap: string): string {
  const names = islandNamesIn(html);
  const islandFiles = names.flatMap((name) => {
    const files = assets.islands[name];
    if (!files) throw new Error(`The page has an island "${name}" that the client build lacks.`);
    return files;
  });
  const hasIslands = names.length > 0;
  const scripts: PageScripts = {
    preload: [...new Set([...assets.entry, ...(hasIslands ? assets.loader : []), ...islandFiles])],
    // The loader's imports (React) are evaluated before the entry, each in a
    // task of its own; the entry then imports the loader, which is ready.
    evaluate: [...(hasIslands ? assets.loader.slice(0, -1) : []), ...assets.entry],
  };
  const script =
    `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${scriptJson(scripts)}</script>` +
    `<script type="module">${bootstrap}</script>`;
  const end = html.lastIndexOf("</body>");
  if (end === -1) throw new Error("withIslandScripts: the page has no </body>.");
  return `${html.slice(0, end)}${script}${html.slice(end)}`;
}
