/**
 * Server-side rendering in a worker thread (`render-worker.ts`): a search
 * page takes milliseconds of CPU to render, and on the main thread every
 * page and asset request waiting behind it would wait that long too. The
 * main thread hands the request over and gets status, headers and body back.
 * A render that does not finish within `RENDER_TIMEOUT_MS` fails, and the
 * thread is replaced; so is a thread that stops.
 */
import type { Worker } from "node:worker_threads";
import type { RenderRequest } from "./app";
import { errorCode, type Logger } from "./log";
import { startTsWorker } from "./ts-worker";

/** Main thread to worker. */
export interface RenderCall {
  readonly id: number;
  readonly url: string;
  readonly method: string;
  readonly headers: [string, string][];
}

/** Worker to main thread. */
export type RenderMessage =
  | { readonly type: "ready" }
  | { readonly type: "open-failed"; readonly message: string }
  | {
      readonly type: "rendered";
      readonly id: number;
      readonly status: number;
      readonly headers: [string, string][];
      readonly body: ArrayBuffer | null;
    }
  | { readonly type: "failed"; readonly id: number; readonly message: string };

const RENDER_TIMEOUT_MS = 10_000;

export class RenderError extends Error {
  override readonly name = "RenderError";
}

interface InFlight {
  readonly resolve: (response: Response) => void;
  readonly reject: (error: Error) => void;
  readonly timer: NodeJS.Timeout;
}

export class RenderThread {
  readonly #file: string;
  readonly #logger: Logger;
  readonly #calls = new Map<number, InFlight>();
  #worker: Promise<Worker> | undefined;
  #nextId = 1;
  #closed = false;

  private constructor(file: string, logger: Logger) {
    this.#file = file;
    this.#logger = logger;
  }

  /** Starts the thread; resolves once the build is loaded (rejects with the reason if it cannot be). */
  static async open(file: string, logger: Logger): Promise<RenderThread> {
    const thread = new RenderThread(file, logger);
    await thread.#start();
    return thread;
  }

  readonly render: RenderRequest = async (request) => {
    if (this.#closed) throw new RenderError("render thread closed");
    const worker = await (this.#worker ?? this.#start());
    const id = this.#nextId++;
    const call: RenderCall = {
      id,
      url: request.url,
      method: request.method,
      headers: [...request.headers],
    };
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#calls.delete(id);
        reject(new RenderError(`no render within ${RENDER_TIMEOUT_MS} ms`));
        this.#logger.log("error", "render.timeout");
        // A stuck thread would hold every later render: start afresh.
        if (this.#worker) void this.#replace();
      }, RENDER_TIMEOUT_MS);
      this.#calls.set(id, { resolve, reject, timer });
      worker.postMessage(call);
    });
  };

  async close(): Promise<void> {
    this.#closed = true;
    const worker = await this.#worker?.catch(() => undefined);
    await worker?.terminate();
  }

  async #replace(): Promise<void> {
    const worker = await this.#worker?.catch(() => undefined);
    this.#worker = undefined;
    await worker?.terminate();
  }

  #start(): Promise<Worker> {
    const worker = startTsWorker(new URL("./render-worker.ts", import.meta.url), {
      file: this.#file,
    });
    const started = new Promise<Worker>((resolve, reject) => {
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new RenderError(`render thread exited (${code})`)));
      worker.on("message", (message: RenderMessage) => {
        if (message.type === "ready") resolve(worker);
        else if (message.type === "open-failed") reject(new RenderError(message.message));
        else this.#settle(message);
      });
    });
    worker.on("error", (error) => {
      this.#logger.log("error", "render.thread_error", { error: errorCode(error) });
    });
    worker.on("exit", () => {
      if (this.#worker === started) this.#worker = undefined;
      for (const [id, call] of this.#calls) {
        this.#calls.delete(id);
        clearTimeout(call.timer);
        call.reject(new RenderError("render thread exited"));
      }
    });
    this.#worker = started;
    started.catch(() => {
      if (this.#worker === started) this.#worker = undefined;
    });
    return started;
  }

  #settle(message: RenderMessage): void {
    if (message.type !== "rendered" && message.type !== "failed") return;
    const call = this.#calls.get(message.id);
    if (!call) return;
    this.#calls.delete(message.id);
    clearTimeout(call.timer);
    if (message.type === "failed") {
      call.reject(new RenderError(`render failed (${message.message})`));
      return;
    }
    call.resolve(new Response(message.body, { status: message.status, headers: message.headers }));
  }
}
