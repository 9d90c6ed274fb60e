import { describe, expect, it, vi } from "vitest";
import { silentLogger } from "./log";
import { WorkerSlot } from "./worker-slot";

const entry = new URL("../tests/support/server/echo-worker.ts", import.meta.url);

interface Pong {
  readonly type: "pong";
  readonly threadId: number;
}

function slot(data: Readonly<Record<string, unknown>> = {}) {
  const replies: Pong[] = [];
  const onExit = vi.fn();
  const workers = new WorkerSlot<Pong>({
    entry,
    data,
    logger: silentLogger,
    name: "echo",
    onReply: (reply) => replies.push(reply),
    onExit,
  });
  return { workers, replies, onExit };
}

describe("WorkerSlot", () => {
  it("starts the worker on demand, hands its answers on, and keeps one running", async () => {
    const { workers, replies } = slot();
    expect(await workers.running()).toBeUndefined();
    const worker = await workers.get();
    expect(await workers.get()).toBe(worker);
    worker.postMessage("ping");
    await vi.waitFor(() => expect(replies).toEqual([{ type: "pong", threadId: worker.threadId }]));
    await workers.stop();
    expect(await workers.running()).toBeUndefined();
  });

  it("reports a worker that ends, and starts a new one on the next call", async () => {
    const { workers, onExit } = slot();
    const first = await workers.get();
    first.postMessage("exit");
    await vi.waitFor(() => expect(onExit).toHaveBeenCalledTimes(1));
    const second = await workers.get();
    expect(second).not.toBe(first);
    await workers.stop();
  });

  it("rejects with the worker's reason when it cannot open, and tries again on the next call", async () => {
    const { workers } = slot({ refuse: "no database here" });
    await expect(workers.get()).rejects.toThrow("no database here");
    await expect(workers.get()).rejects.toThrow("no database here");
    expect(await workers.running()).toBeUndefined();
  });
});
