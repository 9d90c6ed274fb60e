/**
 * One worker thread that the server keeps running, started on demand, and the
 * calls in flight to it: the render thread and the database thread each hold
 * one. A worker says `ready` once it is open or `open-failed` with the reason;
 * after that it answers each call with a message carrying the call's id. A
 * call fails when its time is up, or when the thread ends; the next `get()`
 * then starts a new thread.
 */
import path from "node:path";
import { Worker } from "node:worker_threads";
import { errorCode, type Logger } from "../log";
import type { OpenMessage } from "./worker-messages";

/** This module runs from its TypeScript source (the tests), not from the compiled server. */
const fromSource = new URL(import.meta.url).pathname.endsWith(".ts");

/**
 * Starts a thread on `entry`, the TypeScript module that runs in it. The
 * compiled server (`scripts/build/node-server.ts`) is one `main.js` with a
 * file beside it for each thread, named after that module: the thread starts
 * from that file. Run from the sources, the thread starts from
 * `ts-thread.mjs`, which loads the module through tsx.
 */
function startWorker(entry: URL, data: Readonly<Record<string, unknown>>): Worker {
  if (fromSource) {
    return new Worker(new URL("./ts-thread.mjs", import.meta.url), {
      workerData: { ...data, entry: entry.href },
    });
  }
  const compiled = `./${path.basename(entry.pathname, ".ts")}.js`;
  return new Worker(new URL(compiled, import.meta.url), { workerData: data });
}

/** A worker could not open: its reason, and the error code behind it when there is one. */
export class WorkerOpenError extends Error {
  override readonly name = "WorkerOpenError";
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

const isOpenMessage = (message: { readonly type: string }): message is OpenMessage =>
  message.type === "ready" || message.type === "open-failed";

interface WorkerSlotOptions<Reply> {
  /** The module that runs in the thread (`new URL("./x-worker.ts", import.meta.url)`), and the data it starts with. */
  readonly entry: URL;
  readonly data: Readonly<Record<string, unknown>>;
  readonly logger: Logger;
  /** Names the thread in errors and log events (`{name}.thread_error`). */
  readonly name: string;
  /** What the calls in flight fail with when the thread ends. */
  readonly exitError: () => Error;
  /** Called when the thread ends, after its calls in flight have failed. */
  readonly onExit?: () => void;
  /** An answer that came after its call had given up waiting. */
  readonly onLateReply?: (reply: Reply) => void;
}

export interface CallOptions<Reply, T> {
  /** The message for the worker, given the call's id. */
  readonly message: (id: number) => unknown;
  /** How long to wait for the answer before the call fails with `timeout()`. */
  readonly timeoutMs: number;
  readonly timeout: () => Error;
  /** Turns the answer into the call's result; what it throws fails the call. */
  readonly settle: (reply: Reply) => T;
}

interface InFlight<Reply> {
  readonly settle: (reply: Reply) => void;
  readonly fail: (error: Error) => void;
}

export class WorkerSlot<Reply extends { readonly type: string; readonly id: number }> {
  readonly #options: WorkerSlotOptions<Reply>;
  readonly #calls = new Map<number, InFlight<Reply>>();
  #nextId = 1;
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

  /** Sends one call to `worker` and waits for its answer. */
  call<T>(worker: Worker, options: CallOptions<Reply, T>): Promise<T> {
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#calls.delete(id);
        reject(options.timeout());
      }, options.timeoutMs);
      this.#calls.set(id, {
        settle: (reply) => {
          clearTimeout(timer);
          try {
            resolve(options.settle(reply));
          } catch (error) {
            reject(error);
          }
        },
        fail: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      worker.postMessage(options.message(id));
    });
  }

  #start(): Promise<Worker> {
    const { entry, data, logger, name } = this.#options;
    const worker = startWorker(entry, data);
    const started = new Promise<Worker>((resolve, reject) => {
      const onEarlyExit = (code: number) =>
        reject(new Error(`the ${name} thread stopped while opening (exit code ${code})`));
      worker.once("exit", onEarlyExit);
      worker.once("error", reject);
      worker.on("message", (message: Reply | OpenMessage) => {
        if (!isOpenMessage(message)) {
          this.#answer(message);
        } else if (message.type === "ready") {
          worker.off("exit", onEarlyExit);
          worker.off("error", reject);
          resolve(worker);
        } else {
          reject(new WorkerOpenError(message.message, message.code));
        }
      });
    });
    worker.on("error", (error) => {
      logger.log("error", `${name}.thread_error`, { error: errorCode(error) });
    });
    worker.on("exit", () => {
      if (this.#worker === started) this.#worker = undefined;
      for (const [id, call] of this.#calls) {
        this.#calls.delete(id);
        call.fail(this.#options.exitError());
      }
      this.#options.onExit?.();
    });
    this.#worker = started;
    // A failed start is reported by the call that waits for it.
    started.catch(() => {
      if (this.#worker === started) this.#worker = undefined;
    });
    return started;
  }

  #answer(reply: Reply): void {
    const call = this.#calls.get(reply.id);
    if (!call) {
      this.#options.onLateReply?.(reply);
      return;
    }
    this.#calls.delete(reply.id);
    call.settle(reply);
  }
}
