/**
 * Starts the client scripts after the page has loaded instead of while it
 * loads, so they never compete with the hero image, the stylesheet and the
 * fonts for a slow connection. Every page is complete, readable and usable
 * (links, the contact form's native post) as pre-rendered HTML; the scripts
 * only add behaviour.
 *
 * React Router's `<Scripts />` writes `<link rel="modulepreload">` hints
 * (React hoists them into `<head>`) and one module script that imports the
 * route modules and then the client entry. This rewrites that output: the
 * hints go, and the module script waits until the page has loaded and its
 * largest content has been painted, or for the visitor's first pointer or key
 * press if that comes sooner. It then adds the same hints (so the modules
 * download in parallel), evaluates the files one at a time, and runs the
 * same imports in the same order.
 */

const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const bootstrapScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
const sideEffectImport = /^import ("[^"]+");$/;
const routeImport = /^import \* as (route\d+) from ("[^"]+");$/;
const routeModulesAssignment = /^window\.__reactRouterRouteModules = (\{[^}]*\});$/;
const entryImport = /^import\(("[^"]+")\);$/;

/**
 * After load, how long to wait at most for the first paint (a page loaded in a
 * background tab does not paint until it is shown).
 */
const PAINT_WAIT_LIMIT_MS = 1_000;

/** Events that start the scripts early: the visitor wants to interact. */
const earlyStartEvents = ["pointerdown", "keydown"] as const;

interface Bootstrap {
  readonly sideEffects: string[];
  readonly routes: { readonly name: string; readonly url: string }[];
  readonly routeModules: string;
  readonly entry: string;
}

function unexpected(detail: string): Error {
  return new Error(
    `deferHydration: React Router's bootstrap script has an unexpected shape (${detail}). ` +
      "Check app/lib/defer-hydration.ts against the installed react-router version.",
  );
}

function parseBootstrap(script: string): Bootstrap {
  const sideEffects: string[] = [];
  const routes: { name: string; url: string }[] = [];
  let routeModules: string | undefined;
  let entry: string | undefined;
  for (const line of script.split("\n").map((text) => text.trim())) {
    let match: RegExpExecArray | null;
    if (line === "") continue;
    else if ((match = sideEffectImport.exec(line))) sideEffects.push(match[1] ?? "");
    else if ((match = routeImport.exec(line)))
      routes.push({ name: match[1] ?? "", url: match[2] ?? "" });
    else if ((match = routeModulesAssignment.exec(line))) routeModules = match[1];
    else if ((match = entryImport.exec(line))) entry = match[1];
    else throw unexpected(`unknown line ${JSON.stringify(line)}`);
  }
  if (entry === undefined) throw unexpected("no client entry import");
  if (routeModules === undefined) throw unexpected("no route module table");
  return { sideEffects, routes, routeModules, entry };
}

function deferredScript(bootstrap: Bootstrap, preloads: readonly string[]): string {
  const imports = [...bootstrap.sideEffects, ...bootstrap.routes.map((route) => route.url)];
  const names = [...bootstrap.sideEffects.map(() => ""), ...bootstrap.routes.map((r) => r.name)];
  const beforeEntry = preloads.filter((url) => JSON.stringify(url) !== bootstrap.entry);
  return [
    "let started=false;",
    "const start=()=>{",
    "if(started)return;started=true;",
    `for(const href of ${JSON.stringify(preloads)}){`,
    'const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link);}',
    // One file at a time, in the hints' order (React Router lists a module's
    // imports after it, the entry's first): each file is evaluated in a task of
    // its own instead of the whole app in one long task. The first import waits
    // for a task of its own too: starting all the fetches is work enough for one.
    `let chain=new Promise((resolve)=>setTimeout(resolve));for(const href of ${JSON.stringify(beforeEntry)})chain=chain.then(()=>import(href));`,
    `chain.then(()=>Promise.all([${imports.map((url) => `import(${url})`).join(",")}])).then(([${names.join(",")}])=>{`,
    `window.__reactRouterRouteModules=${bootstrap.routeModules};`,
    `return import(${bootstrap.entry});});};`,
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

/** The page's HTML with React Router's client scripts started after load. */
export function deferHydration(html: string): string {
  const preloads = [...html.matchAll(preloadLink)].map((match) => match[1] ?? "");
  const script = bootstrapScript.exec(html);
  if (!script) throw unexpected("no module script");
  if (preloads.length === 0) throw unexpected("no modulepreload links");
  const deferred = deferredScript(parseBootstrap(script[1] ?? ""), preloads);
  return html
    .replace(preloadLink, "")
    .replace(bootstrapScript, () => `<script type="module">${deferred}</script>`);
}
