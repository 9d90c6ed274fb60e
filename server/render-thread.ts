/**
 * Server-side rendering in a worker thread (`render-worker.ts`): a search
 * page takes milliseconds of CPU to render, and on the main thread every
 * page and asset request waiting behind it would wait that long too. The
 * main thread hands the request over and gets status, headers and body back.
 * A render that does not finish within `RENDER_TIMEOUT_MS` fails, and the
 * thread is replaced; so is a thread that stops.
 */
import type { RenderRequest } from "./app";
import type { Logger } from "./log";
import { WorkerSlot } from "./worker-slot";

/** Main thread to worker. */
export interface RenderCall {
  readonly id: number;
  readonly url: string;
  readonly method: string;
  readonly headers: [string, string][];
}

/** Worker to main thread: the answer to a call. */
export type RenderReply =
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
  readonly #logger: Logger;
  readonly #calls = new Map<number, InFlight>();
  readonly #worker: WorkerSlot<RenderReply>;
  #nextId = 1;
  #closed = false;

  private constructor(file: string, logger: Logger) {
    this.#logger = logger;
    this.#worker = new WorkerSlot<RenderReply>({
      entry: new URL("./render-worker.ts", import.meta.url),
      data: { file },
      logger,
      name: "render",
      onReply: (reply) => this.#settle(reply),
      onExit: () => {
        for (const [id, call] of this.#calls) {
          this.#calls.delete(id);
          clearTimeout(call.timer);
          call.reject(new RenderError("render thread exited"));
        }
      },
    });
  }

  /** Starts the thread; resolves once the build is loaded (rejects with the reason if it cannot be). */
  static async open(file: string, logger: Logger): Promise<RenderThread> {
    const thread = new RenderThread(file, logger);
    await thread.#started();
    return thread;
  }

  readonly render: RenderRequest = async (request) => {
    if (this.#closed) throw new RenderError("render thread closed");
    const worker = await this.#started();
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
        void this.#worker.stop();
      }, RENDER_TIMEOUT_MS);
      this.#calls.set(id, { resolve, reject, timer });
      worker.postMessage(call);
    });
  };

  async close(): Promise<void> {
    this.#closed = true;
    await this.#worker.stop();
  }

  #started() {
    return this.#worker.get().catch((error: unknown) => {
      throw new RenderError(error instanceof Error ? error.message : String(error));
    });
  }

  #settle(message: RenderReply): void {
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
