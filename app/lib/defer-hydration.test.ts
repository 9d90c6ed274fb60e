import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration";

/** The shape React Router 7.18 writes for a page (trimmed to what matters). */
const page = [
  '<!DOCTYPE html><html lang="nl"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/>',
  '<link rel="modulepreload" href="/assets/home-4.js"/>',
  '<link rel="stylesheet" href="/assets/app-5.css"/></head><body><main>Hallo</main>',
  '<script>window.__reactRouterContext = {"ssr":true};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";\n',
  'import * as route0 from "/assets/root-3.js";\n',
  'import * as route1 from "/assets/home-4.js";\n',
  "  \n",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n',
  "\n",
  'import("/assets/entry.client-2.js");</script></body></html>',
].join("");

type Listener = () => void;

interface FakeBrowser {
  readyState?: "loading" | "complete";
  /** Whether the browser reports largest contentful paints (Safari does not). */
  reportsPaints?: boolean;
  /** Imports finish only when `finishImport` says so. */
  holdImports?: boolean;
}

/** Runs the rewritten module script with a fake browser and records what it does. */
function runDeferred(
  html: string,
  { readyState = "loading", reportsPaints = true, holdImports = false }: FakeBrowser = {},
) {
  const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (script === undefined) throw new Error("no deferred script");
  const listeners = new Map<string, Listener[]>();
  const paintObservers: Listener[] = [];
  const frames: Listener[] = [];
  const timers: { callback: Listener; delay: number }[] = [];
  const log: string[] = [];
  const held: Listener[] = [];
  const window: { __reactRouterRouteModules?: Record<string, unknown> } = {};
  class PerformanceObserver {
    static supportedEntryTypes = reportsPaints ? ["largest-contentful-paint"] : ["paint"];
    constructor(private readonly callback: Listener) {}
    observe({ type }: { type: string }) {
      if (type === "largest-contentful-paint") paintObservers.push(this.callback);
    }
  }
  const context = {
    window,
    PerformanceObserver,
    document: {
      readyState,
      createElement: () => ({ rel: "", href: "" }),
      head: {
        append: (link: { rel: string; href: string }) => log.push(`${link.rel} ${link.href}`),
      },
    },
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    requestAnimationFrame: (callback: Listener) => frames.push(callback),
    setTimeout: (callback: Listener, delay = 0) => timers.push({ callback, delay }),
    load: (url: string) => {
      log.push(`import ${url}`);
      if (url.includes("entry.client")) {
        log.push(`routes ${Object.keys(window.__reactRouterRouteModules ?? {})}`);
      }
      if (!holdImports) return Promise.resolve({ url });
      return new Promise((resolve) => held.push(() => resolve({ url })));
    },
  };
  runInNewContext(script.replaceAll("import(", "load("), context);
  return {
    log,
    window,
    imports: () => log.filter((line) => line.startsWith("import")),
    /** How often the client entry was imported (hydration starts there). */
    entryStarts: () => log.filter((line) => line === "import /assets/entry.client-2.js").length,
    fire: (type: string) => (listeners.get(type) ?? []).forEach((listener) => listener()),
    paint: () => paintObservers.forEach((callback) => callback()),
    nextFrame: () => frames.splice(0).forEach((callback) => callback()),
    finishImport: async () => {
      held.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
    /** Runs the timers due within `elapsed` ms, and those they set in turn. */
    runTimers: async (elapsed = 0) => {
      for (;;) {
        const due = timers.filter((timer) => timer.delay <= elapsed);
        if (due.length === 0) return;
        timers.splice(0, timers.length, ...timers.filter((timer) => timer.delay > elapsed));
        due.forEach((timer) => timer.callback());
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}

describe("deferHydration", () => {
  const html = deferHydration(page);

  it("drops the modulepreload hints and the eager module script", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module" async="">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-5.css"/>');
    expect(html).toContain("window.__reactRouterContext");
    expect(html).toContain("<main>Hallo</main>");
  });

  it("fetches nothing until the page has loaded and then painted", async () => {
    const browser = runDeferred(html);
    browser.fire("load");
    browser.nextFrame();
    await browser.runTimers();
    expect(browser.log).toEqual([]);
    browser.paint();
    await browser.runTimers();
    expect(browser.log).toEqual([
      "modulepreload /assets/manifest-1.js",
      "modulepreload /assets/entry.client-2.js",
      "modulepreload /assets/root-3.js",
      "modulepreload /assets/home-4.js",
      // One file at a time, in the hints' order, the entry left out ...
      "import /assets/manifest-1.js",
      "import /assets/root-3.js",
      "import /assets/home-4.js",
      // ... then React Router's own imports, all evaluated by now, and the entry.
      "import /assets/manifest-1.js",
      "import /assets/root-3.js",
      "import /assets/home-4.js",
      "import /assets/entry.client-2.js",
      "routes root,routes/home",
    ]);
    expect(browser.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-3.js" },
      "routes/home": { url: "/assets/home-4.js" },
    });
  });

  it("evaluates one file at a time, so no task evaluates the whole app", async () => {
    const browser = runDeferred(html, { holdImports: true });
    browser.fire("pointerdown");
    await browser.runTimers();
    expect(browser.imports()).toEqual(["import /assets/manifest-1.js"]);
    await browser.finishImport();
    expect(browser.imports()).toEqual(["import /assets/manifest-1.js", "import /assets/root-3.js"]);
    await browser.finishImport();
    expect(browser.imports().at(-1)).toBe("import /assets/home-4.js");
    expect(browser.entryStarts()).toBe(0);
  });

  it("starts the fetches in one task and the first evaluation in the next", async () => {
    const browser = runDeferred(html);
    browser.fire("keydown");
    await new Promise((resolve) => setImmediate(resolve));
    expect(browser.log).toHaveLength(4);
    expect(browser.imports()).toEqual([]);
    await browser.runTimers();
    expect(browser.imports()[0]).toBe("import /assets/manifest-1.js");
  });

  it("after a paint before load, starts in the frame after load", async () => {
    const browser = runDeferred(html);
    browser.paint();
    await browser.runTimers();
    expect(browser.imports()).toEqual([]);
    browser.fire("load");
    await browser.runTimers();
    expect(browser.imports()).toEqual([]);
    browser.nextFrame();
    await browser.runTimers();
    expect(browser.entryStarts()).toBe(1);
  });

  it("waits at most a second after load for a paint that never comes", async () => {
    const browser = runDeferred(html);
    browser.fire("load");
    await browser.runTimers(999);
    expect(browser.imports()).toEqual([]);
    await browser.runTimers(1_000);
    expect(browser.entryStarts()).toBe(1);
  });

  it("without paint reports, starts in the frame after load", async () => {
    const browser = runDeferred(html, { reportsPaints: false });
    browser.fire("load");
    await browser.runTimers();
    expect(browser.imports()).toEqual([]);
    browser.nextFrame();
    await browser.runTimers();
    expect(browser.entryStarts()).toBe(1);
  });

  it.each(["pointerdown", "keydown"])(
    "starts at once on the first %s, and only once",
    async (type) => {
      const browser = runDeferred(html);
      browser.fire(type);
      await browser.runTimers();
      expect(browser.entryStarts()).toBe(1);
      browser.fire("load");
      browser.paint();
      browser.nextFrame();
      await browser.runTimers(1_000);
      expect(browser.entryStarts()).toBe(1);
    },
  );

  it("starts once painted when the page has already loaded", async () => {
    const browser = runDeferred(html, { readyState: "complete" });
    browser.paint();
    await browser.runTimers();
    expect(browser.entryStarts()).toBe(1);
  });

  it("refuses output it does not recognise instead of shipping a page that never hydrates", () => {
    expect(() => deferHydration(page.replace('async=""', ""))).toThrow(/no module script/);
    expect(() => deferHydration(page.replace(/<link rel="modulepreload"[^>]*>/g, ""))).toThrow(
      /no modulepreload links/,
    );
    expect(() =>
      deferHydration(page.replace('import("/assets/entry', 'run("/assets/entry')),
    ).toThrow(/unknown line/);
    expect(() =>
      deferHydration(page.replace(/\s*window\.__reactRouterRouteModules[^\n]*/, "")),
    ).toThrow(/no route module table/);
  });
});
