/**
 * When and how the page bootstrap (`app/entry.bootstrap.ts`) starts the page's scripts:
 * once the page has loaded and its largest content has been painted, or at
 * the visitor's first pointer or key press if that comes sooner, so that the
 * scripts never compete with the hero image, the stylesheet and the fonts.
 */
import { PAGE_SCRIPTS_ID } from "./markers";

/** The page's script files (`island-scripts.ts` writes them into the page as JSON). */
export interface PageScripts {
  /** Every file the page needs, fetched in parallel at the start. */
  readonly preload: readonly string[];
  /** The files evaluated one after the other, imports first, the client entry last. */
  readonly evaluate: readonly string[];
}

/**
 * After load, how long to wait at most for the first paint (a page loaded in a
 * background tab does not paint until it is shown).
 */
export const PAINT_WAIT_LIMIT_MS = 1_000;

/** Events that start the scripts early: the visitor wants to interact. */
const EARLY_START_EVENTS = ["pointerdown", "keydown"] as const;

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** The page's script files, from the JSON that `island-scripts.ts` writes into the page. */
export function readPageScripts(): PageScripts {
  const data: unknown = JSON.parse(document.getElementById(PAGE_SCRIPTS_ID)?.textContent ?? "{}");
  if (
    typeof data !== "object" ||
    data === null ||
    !("preload" in data && isStringList(data.preload)) ||
    !("evaluate" in data && isStringList(data.evaluate))
  ) {
    throw new Error(`The page's #${PAGE_SCRIPTS_ID} lists no script files.`);
  }
  return { preload: data.preload, evaluate: data.evaluate };
}

/** Imports a module by its URL: the browser's own `import()`, which the bundler leaves as it is. */
const importModule = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/**
 * Fetches every file in parallel, then evaluates one file at a time, imports
 * first and the entry last (it starts the islands, whose files are on their
 * way by then): React's evaluation and the entry's are separate tasks. The
 * first import waits for a task of its own too: starting all the fetches is
 * work enough for one.
 */
export function loadScripts(
  { preload, evaluate }: PageScripts,
  load: (url: string) => Promise<unknown> = importModule,
): Promise<unknown> {
  for (const href of preload) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  let chain: Promise<unknown> = new Promise((resolve) => setTimeout(resolve));
  for (const href of evaluate) chain = chain.then(() => load(href));
  return chain;
}

/** Runs `callback` in a task after the next frame: after the paint that frame brings. */
export const afterNextPaint = (callback: () => void) =>
  requestAnimationFrame(() => setTimeout(callback));

/**
 * Calls `start` once, when the page has loaded and painted: where the browser
 * reports largest contentful paints, a paint after load is the signal; one
 * that came before load needs the frame after load (which paints the loaded
 * images). Where none is reported within a second of load, it starts anyway.
 * A pointer or key press before then starts it after the press's own paint.
 * Returns `start` made to run once, for whatever wants the scripts sooner;
 * once it has run, nothing of this listens any more, so a later tap does not
 * run any of it.
 */
export function startAfterLoadAndPaint(start: () => void): () => void {
  const listening = new AbortController();
  let started = false;
  let loaded = false;
  let painted = false;
  let paints: PerformanceObserver | undefined;
  const startOnce = () => {
    if (started) return;
    started = true;
    listening.abort();
    paints?.disconnect();
    start();
  };
  const reportsPaints =
    typeof PerformanceObserver === "function" &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes("largest-contentful-paint");
  if (reportsPaints) {
    paints = new PerformanceObserver(() => {
      painted = true;
      if (loaded) setTimeout(startOnce);
    });
    paints.observe({ type: "largest-contentful-paint", buffered: true });
  }
  const onLoad = () => {
    loaded = true;
    if (!reportsPaints || painted) afterNextPaint(startOnce);
    else setTimeout(startOnce, PAINT_WAIT_LIMIT_MS);
  };
  if (document.readyState === "complete") {
    onLoad();
    return startOnce;
  }
  const { signal } = listening;
  addEventListener("load", onLoad, { once: true, signal });
  for (const type of EARLY_START_EVENTS) {
    addEventListener(type, () => afterNextPaint(startOnce), { once: true, capture: true, signal });
  }
  return startOnce;
}
