/**
 * One worker thread that the server keeps running, started on demand: the
 * render thread and the database thread each hold one. A worker says
 * `ready` once it is open or `open-failed` with the reason; everything else it
 * sends goes to `onReply`. When the thread ends, `onExit` fails the calls in
 * flight and the next `get()` starts a new one.
 */
import type { Worker } from "node:worker_threads";
import { errorCode, type Logger } from "./log";
import { startTsWorker } from "./ts-worker";

/** What a worker sends while it opens. */
export type OpenMessage =
  { readonly type: "ready" } | { readonly type: "open-failed"; readonly message: string };

const isOpenMessage = (message: { readonly type: string }): message is OpenMessage =>
  message.type === "ready" || message.type === "open-failed";

export interface WorkerSlotOptions<Reply> {
  /** The worker's TypeScript entry, and the data it starts with. */
  readonly entry: URL;
  readonly data: Readonly<Record<string, unknown>>;
  readonly logger: Logger;
  /** Names the thread in errors and log events (`{name}.thread_error`). */
  readonly name: string;
  /** Every message after the opening ones: the answers to calls. */
  readonly onReply: (reply: Reply) => void;
  readonly onExit: () => void;
}

export class WorkerSlot<Reply extends { readonly type: string }> {
  readonly #options: WorkerSlotOptions<Reply>;
  #worker: Promise<Worker> | undefined;

  constructor(options: WorkerSlotOptions<Reply>) {
    this.#options = options;
  }

  /** The running worker, started if there is none; rejects if it cannot open. */
  get(): Promise<Worker> {
    return this.#worker ?? this.#start();
  }

  /** The running worker, if there is one that opened. */
  async running(): Promise<Worker | undefined> {
    return this.#worker?.catch(() => undefined);
  }

  /** Ends the running worker, if any; the next `get()` starts a new one. */
  async stop(): Promise<void> {
    const worker = await this.running();
    this.#worker = undefined;
    await worker?.terminate();
  }

  #start(): Promise<Worker> {
    const { entry, data, logger, name, onReply, onExit } = this.#options;
    const worker = startTsWorker(entry, data);
    const started = new Promise<Worker>((resolve, reject) => {
      const onEarlyExit = (code: number) =>
        reject(new Error(`the ${name} thread stopped while opening (exit code ${code})`));
      worker.once("exit", onEarlyExit);
      worker.once("error", reject);
      worker.on("message", (message: Reply | OpenMessage) => {
        if (!isOpenMessage(message)) {
          onReply(message);
        } else if (message.type === "ready") {
          worker.off("exit", onEarlyExit);
          worker.off("error", reject);
          resolve(worker);
        } else {
          reject(new Error(message.message));
        }
      });
    });
    worker.on("error", (error) => {
      logger.log("error", `${name}.thread_error`, { error: errorCode(error) });
    });
    worker.on("exit", () => {
      if (this.#worker === started) this.#worker = undefined;
      onExit();
    });
    this.#worker = started;
    // A failed start is reported by the call that waits for it.
    started.catch(() => {
      if (this.#worker === started) this.#worker = undefined;
    });
    return started;
  }
}
