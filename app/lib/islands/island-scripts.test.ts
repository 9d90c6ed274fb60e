import { runInNewContext } from "node:vm";
import type { Manifest } from "vite";
import { describe, expect, it } from "vitest";
import {
  type ClientAssets,
  clientAssetsFrom,
  islandNamesIn,
  withIslandScripts,
} from "./island-scripts";

/** The shape of Vite's client manifest for the site (trimmed to what matters). */
const manifest: Manifest = {
  "app/entry.client.tsx": {
    file: "assets/entry.client-1.js",
    src: "app/entry.client.tsx",
    isEntry: true,
    dynamicImports: ["app/lib/islands/hydrate-islands.tsx"],
  },
  "app/lib/islands/hydrate-islands.tsx": {
    file: "assets/hydrate-islands-7.js",
    src: "app/lib/islands/hydrate-islands.tsx",
    name: "hydrate-islands",
    isDynamicEntry: true,
    imports: ["_react-2.js", "app/entry.client.tsx"],
    dynamicImports: ["_hero-video-3.js", "app/components/ui/logo-marquee.island.tsx"],
  },
  "_react-2.js": { file: "assets/react-2.js" },
  "_hero-video-3.js": {
    file: "assets/hero-video-3.js",
    name: "hero-video",
    isDynamicEntry: true,
    imports: ["_react-2.js", "app/entry.client.tsx", "_media-4.js"],
  },
  "_media-4.js": { file: "assets/media-4.js", imports: ["_react-2.js"] },
  "app/components/ui/logo-marquee.island.tsx": {
    file: "assets/logo-marquee-5.js",
    src: "app/components/ui/logo-marquee.island.tsx",
    name: "logo-marquee",
    isDynamicEntry: true,
    imports: ["_react-2.js", "app/entry.client.tsx"],
  },
  "app/routes/home.tsx": { file: "assets/home-6.js", isEntry: true, imports: ["_react-2.js"] },
};

const assets: ClientAssets = clientAssetsFrom(manifest);

const island = (name: string) =>
  `<div class="contents" data-island="${name}" data-island-props="{}"></div>`;
const page = `<!DOCTYPE html><html lang="nl"><head></head><body><main>${island("hero-video")}Hallo${island("logo-marquee")}${island("hero-video")}</main></body></html>`;

type Listener = () => void;

interface FakeBrowser {
  readyState?: "loading" | "complete";
  /** Whether the browser reports largest contentful paints (Safari does not). */
  reportsPaints?: boolean;
  /** Imports finish only when `finishImport` says so. */
  holdImports?: boolean;
}

/** Runs the page's module script with a fake browser and records what it does. */
function runScript(
  html: string,
  { readyState = "loading", reportsPaints = true, holdImports = false }: FakeBrowser = {},
) {
  const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (script === undefined) throw new Error("no module script");
  const listeners = new Map<string, Listener[]>();
  const paintObservers: Listener[] = [];
  const frames: Listener[] = [];
  const timers: { callback: Listener; delay: number }[] = [];
  const log: string[] = [];
  const held: Listener[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = reportsPaints ? ["largest-contentful-paint"] : ["paint"];
    constructor(private readonly callback: Listener) {}
    observe({ type }: { type: string }) {
      if (type === "largest-contentful-paint") paintObservers.push(this.callback);
    }
  }
  const context = {
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
      if (!holdImports) return Promise.resolve({ url });
      return new Promise((resolve) => held.push(() => resolve({ url })));
    },
  };
  runInNewContext(script.replaceAll("import(", "load("), context);
  return {
    log,
    imports: () => log.filter((line) => line.startsWith("import")),
    /** How often the client entry was imported (the islands start there). */
    entryStarts: () => log.filter((line) => line === "import /assets/entry.client-1.js").length,
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

describe("clientAssetsFrom", () => {
  it("lists the entry, the loader after React, and each island after what it adds to both", () => {
    expect(assets).toEqual({
      entry: ["/assets/entry.client-1.js"],
      loader: ["/assets/react-2.js", "/assets/hydrate-islands-7.js"],
      islands: {
        "hero-video": ["/assets/media-4.js", "/assets/hero-video-3.js"],
        "logo-marquee": ["/assets/logo-marquee-5.js"],
      },
    });
  });

  it("leaves out what the entry does not import (the route modules)", () => {
    expect(JSON.stringify(assets)).not.toContain("home-6");
  });

  it("says which manifest entry is missing or unnamed", () => {
    const withoutMedia = Object.fromEntries(
      Object.entries(manifest).filter(([key]) => key !== "_media-4.js"),
    );
    expect(() => clientAssetsFrom(withoutMedia)).toThrow(/no entry "_media-4.js"/);
    const unnamed = { ...manifest, "_hero-video-3.js": { file: "assets/hero-video-3.js" } };
    expect(() => clientAssetsFrom(unnamed)).toThrow(/names no chunk for "_hero-video-3.js"/);
  });
});

describe("withIslandScripts", () => {
  const html = withIslandScripts(page, assets);

  it("finds each island on the page once, in order", () => {
    expect(islandNamesIn(page)).toEqual(["hero-video", "logo-marquee"]);
  });

  it("adds one module script at the end of the body and leaves the page as it was", () => {
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
    expect(html.replace(/<script[\s\S]*<\/script>/, "")).toBe(page);
  });

  it("fetches nothing until the page has loaded and then painted", async () => {
    const browser = runScript(html);
    browser.fire("load");
    browser.nextFrame();
    await browser.runTimers();
    expect(browser.log).toEqual([]);
    browser.paint();
    await browser.runTimers();
    expect(browser.log).toEqual([
      // Every file the page needs, fetched in parallel ...
      "modulepreload /assets/entry.client-1.js",
      "modulepreload /assets/react-2.js",
      "modulepreload /assets/hydrate-islands-7.js",
      "modulepreload /assets/media-4.js",
      "modulepreload /assets/hero-video-3.js",
      "modulepreload /assets/logo-marquee-5.js",
      // ... React and the entry evaluated one after the other; the entry imports the
      // loader, and the loader the islands.
      "import /assets/react-2.js",
      "import /assets/entry.client-1.js",
    ]);
  });

  it("evaluates one file at a time", async () => {
    const browser = runScript(html, { holdImports: true });
    browser.fire("pointerdown");
    await browser.runTimers();
    expect(browser.imports()).toEqual(["import /assets/react-2.js"]);
    await browser.finishImport();
    expect(browser.imports()).toEqual([
      "import /assets/react-2.js",
      "import /assets/entry.client-1.js",
    ]);
  });

  it("starts the fetches in one task and the first evaluation in the next", async () => {
    const browser = runScript(html);
    browser.fire("keydown");
    await new Promise((resolve) => setImmediate(resolve));
    expect(browser.log).toHaveLength(6);
    expect(browser.imports()).toEqual([]);
    await browser.runTimers();
    expect(browser.imports()[0]).toBe("import /assets/react-2.js");
  });

  it("after a paint before load, starts in the frame after load", async () => {
    const browser = runScript(html);
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
    const browser = runScript(html);
    browser.fire("load");
    await browser.runTimers(999);
    expect(browser.imports()).toEqual([]);
    await browser.runTimers(1_000);
    expect(browser.entryStarts()).toBe(1);
  });

  it("without paint reports, starts in the frame after load", async () => {
    const browser = runScript(html, { reportsPaints: false });
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
      const browser = runScript(html);
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
    const browser = runScript(html, { readyState: "complete" });
    browser.paint();
    await browser.runTimers();
    expect(browser.entryStarts()).toBe(1);
  });

  it("loads only the entry, and no React, on a page without islands", async () => {
    const bare = withIslandScripts("<html><body>Hallo</body></html>", assets);
    const browser = runScript(bare);
    browser.fire("pointerdown");
    await browser.runTimers();
    expect(browser.log).toEqual([
      "modulepreload /assets/entry.client-1.js",
      "import /assets/entry.client-1.js",
    ]);
    // Nothing to keep presses for either.
    expect(bare).not.toContain("island-done");
  });

  it("refuses a page with an island the build lacks, or without a body", () => {
    expect(() => withIslandScripts(island("kaart"), assets)).toThrow(
      'The page has an island "kaart" that the client build lacks.',
    );
    expect(() => withIslandScripts("<p>Hallo</p>", assets)).toThrow(/no <\/body>/);
  });
});
