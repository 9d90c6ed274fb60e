/**
 * Writes each page's client script: it fetches React, the client entry and
 * the modules of the islands on the page (`island.tsx`), and nothing else.
 * The pages are complete as HTML; the script only adds behaviour, so it
 * starts after the page has loaded and its largest content has been painted,
 * or at the visitor's first pointer or key press if that comes sooner, and
 * never competes with the hero image, the stylesheet and the fonts.
 *
 * The files come from Vite's manifest of the client build, which the server
 * build embeds (`scripts/build/client-assets.ts`).
 */
import type { Manifest } from "vite";
import { ISLAND_ATTRIBUTE } from "./island";

/** The client entry's source file, as Vite's manifest names it. */
const CLIENT_ENTRY = "app/entry.client.tsx";

/** Script URLs, each list with a file's imports before the file itself. */
export interface ClientAssets {
  /** The client entry and what it imports (React first). */
  readonly entry: readonly string[];
  /** Per island name: its module and what it imports beyond the entry's files. */
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
 * The client entry's and every island's script files, from the client
 * build's manifest. The islands are what the entry imports dynamically; the
 * build names each island's chunk after the island (`scripts/build/client-chunks.ts`).
 */
export function clientAssetsFrom(manifest: Manifest, base = "/"): ClientAssets {
  const entrySeen = new Set<string>();
  const entry = closure(manifest, CLIENT_ENTRY, base, entrySeen);
  const islands: Record<string, readonly string[]> = {};
  for (const key of manifest[CLIENT_ENTRY]?.dynamicImports ?? []) {
    const name = manifest[key]?.name;
    if (name === undefined) throw new Error(`Vite's client manifest names no chunk for "${key}".`);
    if (name in islands) throw new Error(`Two islands are named "${name}".`);
    islands[name] = closure(manifest, key, base, new Set(entrySeen));
  }
  return { entry, islands };
}

/** The names of the islands in a page's HTML, in order of appearance. */
export function islandNamesIn(html: string): string[] {
  const pattern = new RegExp(` ${ISLAND_ATTRIBUTE}="([^"]+)"`, "g");
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ""))];
}

function bootstrapScript(evaluate: readonly string[], preload: readonly string[]): string {
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
  ].join("");
}

/** The page's HTML with its client script at the end of the body. */
export function withIslandScripts(html: string, assets: ClientAssets): string {
  const islandFiles = islandNamesIn(html).flatMap((name) => {
    const files = assets.islands[name];
    if (!files) throw new Error(`The page has an island "${name}" that the client build lacks.`);
    return files;
  });
  const preload = [...new Set([...assets.entry, ...islandFiles])];
  const script = `<script type="module">${bootstrapScript(assets.entry, preload)}</script>`;
  const end = html.lastIndexOf("</body>");
  if (end === -1) throw new Error("withIslandScripts: the page has no </body>.");
  return `${html.slice(0, end)}${script}${html.slice(end)}`;
}
