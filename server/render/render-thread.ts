/**
 * Server-side rendering in a worker thread (`render-worker.ts`): a search
 * page takes milliseconds of CPU to render, and on the main thread every
 * page and asset request waiting behind it would wait that long too. The
 * main thread hands the request over and gets status, headers and body back.
 * A render that does not finish within `RENDER_TIMEOUT_MS` fails, and the
 * thread is replaced; so is a thread that stops.
 */
import type { RenderRequest } from "../app";
import type { Logger } from "../log";
import type { RenderCall, RenderReply } from "./render-messages";
import { WorkerSlot } from "../threads/worker-slot";

const RENDER_TIMEOUT_MS = 10_000;

export class RenderError extends Error {
  override readonly name = "RenderError";
}

export class RenderThread {
  readonly #worker: WorkerSlot<RenderReply>;
  readonly #logger: Logger;
  #closed = false;

  private constructor(file: string, logger: Logger) {
    this.#logger = logger;
    this.#worker = new WorkerSlot<RenderReply>({
      entry: new URL("./render-worker.ts", import.meta.url),
      data: { file },
      logger,
      name: "render",
      exitError: () => new RenderError("render thread exited"),
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
    return this.#worker.call(worker, {
      message: (id): RenderCall => ({
        id,
        url: request.url,
        method: request.method,
        headers: [...request.headers],
      }),
      timeoutMs: RENDER_TIMEOUT_MS,
      timeout: () => {
        this.#logger.log("error", "render.timeout");
        // A stuck thread would hold every later render: start afresh.
        void this.#worker.stop();
        return new RenderError(`no render within ${RENDER_TIMEOUT_MS} ms`);
      },
      settle: (reply) => {
        if (reply.type === "failed") throw new RenderError(`render failed (${reply.message})`);
        return new Response(reply.body, { status: reply.status, headers: reply.headers });
      },
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
}
