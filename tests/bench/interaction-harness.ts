/**
 * The part of `npm run bench:interaction` that runs in the page, before the
 * page's own scripts (an init script, bundled by `interaction.ts`). It notes
 * the first input and whether the page's scripts had run by then, collects
 * the Event Timing entries of interactions, and offers the benchmark what it
 * asks of the page through `window.__interactionBench`.
 */

/** An Event Timing entry of an interaction: its event, duration, input delay and handler time. */
export interface EventEntry {
  id: number;
  name: string;
  duration: number;
  delay: number;
  processing: number;
}

/** What the benchmark reads after an interaction. */
export interface BenchReport {
  /** The time stamps of the inputs (a mouse's arrival on an element, a press, a key). */
  inputs: number[];
  /** Whether the page's scripts had run (`data-hydrated`) when the input came. */
  scriptsRan: boolean;
  /** When `<html>` got `data-hydrated`; -1 before. */
  hydratedAt: number;
  entries: EventEntry[];
}

/**
 * When an effect showed: the input it answered (the last one before it
 * showed: a hover may open what a click would), the frame that first showed
 * it, and the end of that frame's work.
 */
export interface EffectTimes {
  inputAt: number;
  shownAt: number;
  paintedAt: number;
}

/** Whether the element is rendered and not hidden by `visibility`. */
const seen = (element: Element | null | undefined) =>
  !!element?.checkVisibility({ visibilityProperty: true });

/**
 * What each interaction shows, as checks made on every frame; each is set up
 * just before the input. The site's pages and the floor page name their
 * controls alike.
 */
const effects = {
  mobileMenu: () => () => seen(document.getElementById("menu-mobiel")),
  dropdown: () => () => seen(document.getElementById("menu-wat-we-doen")),
  faq: () => () => {
    const item = document.querySelector("details");
    return item?.open === true && seen(item.querySelector("p"));
  },
  // The slide after the one shown before the input (whatever the carousel showed by then).
  nextTestimonial: () => {
    const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')];
    const shown = slides.findIndex(seen);
    const next = slides[(shown + 1) % slides.length];
    return () => seen(next) && !seen(slides[shown]);
  },
  introVideo: () => () => {
    const video = document.querySelector<HTMLVideoElement>("main video");
    return !!video && video.controls && !video.paused && seen(video);
  },
  // The browser's own validation stops the post and focuses the first empty required field.
  emptyForm: () => () => document.activeElement?.id === "contact-naam",
} satisfies Record<string, () => () => boolean>;

export type EffectName = keyof typeof effects;

export interface Harness {
  report(): BenchReport;
  /**
   * Resolves once the main thread has had no long task for `quietMs`, or after `capMs`:
   * a visitor reaches a control and reads before using it.
   */
  settle(quietMs: number, capMs: number): Promise<void>;
  /** Starts watching every frame for the effect: call it just before the input. */
  watch(name: EffectName, timeoutMs: number): void;
  /** When the watched effect showed; null when it had not within the time given. */
  watched(): Promise<EffectTimes | null>;
}

declare global {
  interface Window {
    __interactionBench: Harness;
  }
  // Parts of Event Timing that TypeScript's DOM library lacks.
  interface PerformanceEventTiming {
    readonly interactionId: number;
  }
  interface PerformanceObserverInit {
    durationThreshold?: number;
  }
}

const state: BenchReport = { inputs: [], scriptsRan: false, hydratedAt: -1, entries: [] };

// This runs before the document has its root element: watch the whole document.
new MutationObserver(() => {
  if (state.hydratedAt < 0 && document.documentElement?.hasAttribute("data-hydrated")) {
    state.hydratedAt = performance.now();
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });

function onInput(event: Event) {
  if (state.inputs.length === 0) {
    state.scriptsRan = document.documentElement.hasAttribute("data-hydrated");
  }
  state.inputs.push(event.timeStamp);
}
addEventListener("pointerdown", onInput, { capture: true });
// A mouse arriving on a control starts the interaction: a hover may already show its effect.
addEventListener(
  "pointerover",
  (event) => {
    if (event.pointerType === "mouse") onInput(event);
  },
  { capture: true },
);
addEventListener("keydown", onInput, { capture: true });

new PerformanceObserver((list) => {
  for (const entry of list.getEntries() as PerformanceEventTiming[]) {
    if (!entry.interactionId) continue;
    state.entries.push({
      id: entry.interactionId,
      name: entry.name,
      duration: entry.duration,
      delay: entry.processingStart - entry.startTime,
      processing: entry.processingEnd - entry.processingStart,
    });
  }
}).observe({ type: "event", durationThreshold: 16, buffered: true });

/** Runs `callback` once the current frame's rendering work is done (a task after it). */
function afterFrame(callback: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = callback;
  channel.port2.postMessage(null);
}

let watched: Promise<EffectTimes | null> = Promise.resolve(null);

window.__interactionBench = {
  report: () => state,

  settle: (quietMs, capMs) =>
    new Promise((resolve) => {
      const done = () => {
        observer.disconnect();
        clearTimeout(quiet);
        clearTimeout(cap);
        resolve();
      };
      let quiet = setTimeout(done, quietMs);
      const cap = setTimeout(done, capMs);
      const observer = new PerformanceObserver(() => {
        clearTimeout(quiet);
        quiet = setTimeout(done, quietMs);
      });
      observer.observe({ type: "longtask" });
    }),

  watch: (name, timeoutMs) => {
    const shows = effects[name]();
    watched = new Promise((resolve) => {
      const timeout = setTimeout(() => resolve(null), timeoutMs);
      const check = () => {
        if (!shows()) {
          requestAnimationFrame(check);
          return;
        }
        clearTimeout(timeout);
        const shownAt = performance.now();
        const inputAt = state.inputs.filter((time) => time <= shownAt).at(-1) ?? shownAt;
        afterFrame(() => resolve({ inputAt, shownAt, paintedAt: performance.now() }));
      };
      requestAnimationFrame(check);
    });
  },

  watched: () => watched,
};
