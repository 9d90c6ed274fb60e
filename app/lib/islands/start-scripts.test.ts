// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_SCRIPTS_ID } from "./markers";
import {
  loadScripts,
  PAINT_WAIT_LIMIT_MS,
  readPageScripts,
  startAfterLoadAndPaint,
} from "./start-scripts";

type Listener = () => void;

/**
 * A browser whose load, paints, frames and presses the test makes: what
 * `startAfterLoadAndPaint` listens to on the window is recorded, not added.
 */
function fakeBrowser({
  readyState = "loading",
  reportsPaints = true,
}: { readyState?: DocumentReadyState; reportsPaints?: boolean } = {}) {
  const listeners = new Map<string, Listener[]>();
  const paintObservers: Listener[] = [];
  vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
    const signal = typeof options === "object" ? options.signal : undefined;
    if (typeof listener !== "function") return;
    const call = () => {
      if (!signal?.aborted) listener(new Event(type));
    };
    listeners.set(type, [...(listeners.get(type) ?? []), call]);
  });
  vi.spyOn(document, "readyState", "get").mockReturnValue(readyState);
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      static supportedEntryTypes = reportsPaints ? ["largest-contentful-paint"] : ["paint"];
      constructor(private readonly callback: Listener) {}
      observe({ type }: { type: string }) {
        if (type === "largest-contentful-paint") paintObservers.push(this.callback);
      }
      disconnect() {
        paintObservers.splice(paintObservers.indexOf(this.callback), 1);
      }
    },
  );
  return {
    fire: (type: string) => (listeners.get(type) ?? []).forEach((listener) => listener()),
    paint: () => paintObservers.forEach((callback) => callback()),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

/** Runs the timers and frames due within `ms`. */
const elapse = (ms = 0) => vi.advanceTimersByTimeAsync(ms);
/** A frame (the fake timers draw one every 16 ms) and the task after it. */
const FRAME_MS = 17;

describe("startAfterLoadAndPaint", () => {
  it("starts nothing until the page has loaded and then painted", async () => {
    const browser = fakeBrowser();
    const start = vi.fn();
    startAfterLoadAndPaint(start);
    browser.fire("load");
    await elapse(FRAME_MS);
    expect(start).not.toHaveBeenCalled();
    browser.paint();
    await elapse();
    expect(start).toHaveBeenCalledOnce();
  });

  it("after a paint before load, starts in the frame after load", async () => {
    const browser = fakeBrowser();
    const start = vi.fn();
    startAfterLoadAndPaint(start);
    browser.paint();
    await elapse(FRAME_MS);
    expect(start).not.toHaveBeenCalled();
    browser.fire("load");
    expect(start).not.toHaveBeenCalled();
    await elapse(FRAME_MS);
    expect(start).toHaveBeenCalledOnce();
  });

  it("waits at most a second after load for a paint that never comes", async () => {
    const browser = fakeBrowser();
    const start = vi.fn();
    startAfterLoadAndPaint(start);
    browser.fire("load");
    await elapse(PAINT_WAIT_LIMIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    await elapse(1);
    expect(start).toHaveBeenCalledOnce();
  });

  it("without paint reports, starts in the frame after load", async () => {
    const browser = fakeBrowser({ reportsPaints: false });
    const start = vi.fn();
    startAfterLoadAndPaint(start);
    browser.fire("load");
    expect(start).not.toHaveBeenCalled();
    await elapse(FRAME_MS);
    expect(start).toHaveBeenCalledOnce();
  });

  it.each(["pointerdown", "keydown"])(
    "starts on the first %s, after the frame that paints its answer",
    async (type) => {
      const browser = fakeBrowser();
      const start = vi.fn();
      startAfterLoadAndPaint(start);
      browser.fire(type);
      expect(start).not.toHaveBeenCalled();
      await elapse(FRAME_MS);
      expect(start).toHaveBeenCalledOnce();
    },
  );

  it("starts once, and listens no more once started", async () => {
    const browser = fakeBrowser();
    const start = vi.fn();
    const startNow = startAfterLoadAndPaint(start);
    startNow();
    startNow();
    expect(start).toHaveBeenCalledOnce();
    browser.fire("pointerdown");
    browser.fire("load");
    browser.paint();
    await elapse(PAINT_WAIT_LIMIT_MS);
    expect(start).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("starts once painted when the page has already loaded", async () => {
    const browser = fakeBrowser({ readyState: "complete" });
    const start = vi.fn();
    startAfterLoadAndPaint(start);
    browser.fire("pointerdown");
    await elapse(FRAME_MS);
    expect(start).not.toHaveBeenCalled();
    browser.paint();
    await elapse();
    expect(start).toHaveBeenCalledOnce();
  });
});

describe("loadScripts", () => {
  const scripts = {
    preload: ["/assets/entry.js", "/assets/react.js", "/assets/island.js"],
    evaluate: ["/assets/react.js", "/assets/entry.js"],
  };
  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute("href"),
    );

  it("fetches every file at once, and evaluates the first in a task of its own", async () => {
    const load = vi.fn(() => Promise.resolve());
    void loadScripts(scripts, load);
    expect(preloaded()).toEqual(scripts.preload);
    expect(load).not.toHaveBeenCalled();
    await elapse();
    expect(load).toHaveBeenCalledWith("/assets/react.js");
  });

  it("evaluates one file at a time, in order", async () => {
    const pending: Listener[] = [];
    const loaded: string[] = [];
    const load = (url: string) => {
      loaded.push(url);
      return new Promise<void>((resolve) => pending.push(resolve));
    };
    void loadScripts(scripts, load);
    await elapse();
    expect(loaded).toEqual(["/assets/react.js"]);
    pending.shift()?.();
    await elapse();
    expect(loaded).toEqual(["/assets/react.js", "/assets/entry.js"]);
  });
});

describe("readPageScripts", () => {
  const page = (json: string) => {
    document.body.innerHTML = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${json}</script>`;
  };

  it("reads the file lists the page carries", () => {
    page('{"preload":["/a.js","/b.js"],"evaluate":["/b.js"]}');
    expect(readPageScripts()).toEqual({ preload: ["/a.js", "/b.js"], evaluate: ["/b.js"] });
  });

  it("says so when the page carries none", () => {
    page('{"preload":["/a.js"]}');
    expect(readPageScripts).toThrow(`The page's #${PAGE_SCRIPTS_ID} lists no script files.`);
    document.body.innerHTML = "";
    expect(readPageScripts).toThrow(/lists no script files/);
  });
});
