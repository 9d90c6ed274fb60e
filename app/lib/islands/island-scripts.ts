/**
 * Writes each page's client script: it fetches the client entry and, on a
 * page with islands (`island.tsx`), React, the island loader and the modules
 * of those islands, and nothing else. The pages are complete as HTML; the
 * script only adds behaviour, so it starts after the page has loaded and its
 * largest content has been painted, or at the visitor's first pointer or key
 * press if that comes sooner, and never competes with the hero image, the
 * stylesheet and the fonts.
 *
 * Until then a press on an island's button would do nothing: the script keeps
 * it, and replays it once that island has hydrated (`hydrate-islands.tsx`).
 * Native controls (links, forms, `<details>`, popover buttons) work from the
 * first byte and are left alone.
 *
 * The files come from Vite's manifest of the client build, which the server
 * build embeds (`scripts/build/client-assets.ts`).
 */
import type { Manifest } from "vite";
import { ISLAND_ATTRIBUTE, ISLAND_DONE_EVENT, ISLAND_STATE_ATTRIBUTE } from "./markers";

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

/**
 * After load, how long to wait at most for the first paint (a page loaded in a
 * background tab does not paint until it is shown).
 */
const PAINT_WAIT_LIMIT_MS = 1_000;

/** Events that start the scripts early: the visitor wants to interact. */
const earlyStartEvents = ["pointerdown", "keydown"] as const;

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

/**
 * Keeps every click on an island's own button (not a submit or popover
 * button, whose browser behaviour already did what the visitor meant) made
 * before the island's loader reached it, marks the button busy, starts the
 * scripts at once, and replays each click exactly once when the loader says
 * the island has hydrated, each in a task of its own. An island that React
 * has started on sees its clicks itself.
 */
function keepPresses(): string {
  return [
    "const kept=new Map();",
    'addEventListener("click",(event)=>{',
    'const button=event.target instanceof Element?event.target.closest("button[type=button]:not([popovertarget],[commandfor])"):null;',
    `const island=button&&button.closest("[${ISLAND_ATTRIBUTE}]");`,
    `if(!island||island.hasAttribute("${ISLAND_STATE_ATTRIBUTE}"))return;`,
    'kept.set(island,[...(kept.get(island)||[]),button]);button.setAttribute("aria-busy","true");start();},true);',
    `addEventListener("${ISLAND_DONE_EVENT}",(event)=>{`,
    "const buttons=kept.get(event.target)||[];kept.delete(event.target);",
    'let replay=Promise.resolve();for(const button of buttons){button.removeAttribute("aria-busy");',
    // One press per task, as the visitor made them: each sees what the one before did.
    "if(event.detail)replay=replay.then(()=>new Promise((resolve)=>setTimeout(()=>{if(button.isConnected)button.click();resolve();})));}},true);",
  ].join("");
}

function bootstrapScript(
  evaluate: readonly string[],
  preload: readonly string[],
  hasIslands: boolean,
): string {
  return [
    "let started=false;",
    "const start=()=>{",
    "if(started)return;started=true;",
    `for(const href of ${JSON.stringify(preload)}){`,
    'const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link);}',
    // One file at a time, imports first, the entry last (it starts the islands,
    // whose files are on their way by then): React's evaluation and the
    // entry's are separate tasks. The first import waits for a task of its own
    // too: starting all the fetches is work enough for one.
    `let chain=new Promise((resolve)=>setTimeout(resolve));for(const href of ${JSON.stringify(evaluate)})chain=chain.then(()=>import(href));};`,
    // Wait for the page to have loaded AND painted. Where the browser reports
    // largest contentful paints, a paint after load is the signal; one that came
    // before load needs the frame after load (which paints the loaded images).
    "const afterFrame=()=>requestAnimationFrame(()=>setTimeout(start));",
    "let loaded=false,painted=false;",
    'const reportsPaints=typeof PerformanceObserver==="function"&&(PerformanceObserver.supportedEntryTypes||[]).includes("largest-contentful-paint");',
    "if(reportsPaints)new PerformanceObserver(()=>{painted=true;if(loaded)setTimeout(start);})",
    '.observe({type:"largest-contentful-paint",buffered:true});',
    `const onLoad=()=>{loaded=true;if(!reportsPaints||painted)afterFrame();else setTimeout(start,${PAINT_WAIT_LIMIT_MS});};`,
    'if(document.readyState==="complete")onLoad();',
    'else{addEventListener("load",onLoad,{once:true});',
    `for(const type of ${JSON.stringify(earlyStartEvents)})addEventListener(type,start,{once:true,capture:true});}`,
    hasIslands ? keepPresses() : "",
  ].join("");
}

/** The page's HTML with its client script at the end of the body. */
export function withIslandScripts(html: string, assets: ClientAssets): string {
  const names = islandNamesIn(html);
  const islandFiles = names.flatMap((name) => {
    const files = assets.islands[name];
    if (!files) throw new Error(`The page has an island "${name}" that the client build lacks.`);
    return files;
  });
  const hasIslands = names.length > 0;
  const preload = [
    ...new Set([...assets.entry, ...(hasIslands ? assets.loader : []), ...islandFiles]),
  ];
  // The loader's imports (React) are evaluated before the entry, each in a
  // task of its own; the entry then imports the loader, which is ready.
  const evaluate = [...(hasIslands ? assets.loader.slice(0, -1) : []), ...assets.entry];
  const script = `<script type="module">${bootstrapScript(evaluate, preload, hasIslands)}</script>`;
  const end = html.lastIndexOf("</body>");
  if (end === -1) throw new Error("withIslandScripts: the page has no </body>.");
  return `${html.slice(0, end)}${script}${html.slice(end)}`;
}
