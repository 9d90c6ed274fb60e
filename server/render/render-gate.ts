/**
 * Server-side rendering (`/zoeken?q=…`) costs milliseconds of CPU per
 * request, in the render thread (`render-thread.ts`), where a page or an
 * asset takes a fraction of one. This gate keeps a flood of searches from
 * taking the CPU from everything else: one render at a time, each starting
 * at least `minIntervalMs` after the previous one started. Requests beyond
 * that wait in a queue, which costs nothing; one that finds `maxQueue`
 * waiting, or waits longer than `maxWaitMs`, is refused (`RenderBusyError`,
 * answered with 503).
 */

export class RenderBusyError extends Error {
  override readonly name = "RenderBusyError";
}

export interface RenderGateOptions {
  readonly minIntervalMs: number;
  readonly maxQueue: number;
  readonly maxWaitMs: number;
}

/**
 * At most 4 renders a second (a few percent of a core): the live search runs
 * in the browser, so the server renders only a `?q=` address opened
 * directly, which this site sees far less often.
 */
const DEFAULT_RENDER_GATE: RenderGateOptions = {
  minIntervalMs: 250,
  maxQueue: 256,
  maxWaitMs: 5000,
};

interface Waiting {
  readonly start: () => void;
  readonly timer: NodeJS.Timeout;
}

export class RenderGate {
  readonly #options: RenderGateOptions;
  readonly #queue: Waiting[] = [];
  #busy = false;
  #lastStart = Number.NEGATIVE_INFINITY;
  #pacing: NodeJS.Timeout | undefined;

  constructor(options: RenderGateOptions = DEFAULT_RENDER_GATE) {
    this.#options = options;
  }

  /** Runs `render` when its turn comes; rejects with `RenderBusyError` when it cannot. */
  run<T>(render: () => Promise<T>): Promise<T> {
    if (this.#queue.length >= this.#options.maxQueue) {
      return Promise.reject(new RenderBusyError("render queue full"));
    }
    return new Promise<T>((resolve, reject) => {
      const waiting: Waiting = {
        start: () => {
          clearTimeout(waiting.timer);
          this.#busy = true;
          this.#lastStart = performance.now();
          render()
            .then(resolve, reject)
            .finally(() => {
              this.#busy = false;
              this.#next();
            });
        },
        timer: setTimeout(() => {
          const index = this.#queue.indexOf(waiting);
          if (index !== -1) this.#queue.splice(index, 1);
          reject(new RenderBusyError("waited too long for a render"));
        }, this.#options.maxWaitMs),
      };
      this.#queue.push(waiting);
      this.#next();
    });
  }

  #next(): void {
    if (this.#busy || this.#pacing || this.#queue.length === 0) return;
    const wait = this.#lastStart + this.#options.minIntervalMs - performance.now();
    if (wait > 0) {
      this.#pacing = setTimeout(() => {
        this.#pacing = undefined;
        this.#next();
      }, wait);
      return;
    }
    this.#queue.shift()?.start();
  }
}
