import type { Worker } from "node:worker_threads";
import { describe, expect, it, vi } from "vitest";
import { silentLogger } from "../log";
import { WorkerSlot } from "./worker-slot";

const entry = new URL("../../tests/support/server/echo-worker.ts", import.meta.url);

interface Pong {
  readonly type: "pong";
  readonly id: number;
  readonly threadId: number;
}

function slot(data: Readonly<Record<string, unknown>> = {}) {
  const onExit = vi.fn();
  const onLateReply = vi.fn();
  const workers = new WorkerSlot<Pong>({
    entry,
    data,
    logger: silentLogger,
    name: "echo",
    exitError: () => new Error("echo thread exited"),
    onExit,
    onLateReply,
  });
  return { workers, onExit, onLateReply };
}

const say = (
  workers: WorkerSlot<Pong>,
  worker: Worker,
  what: "ping" | "late" | "silence" | "exit",
  timeoutMs = 5000,
) =>
  workers.call(worker, {
    message: (id) => ({ id, say: what }),
    timeoutMs,
    timeout: () => new Error("no answer in time"),
    settle: (reply) => reply.threadId,
  });

describe("WorkerSlot", () => {
  it("starts the worker on demand, answers calls, and keeps one running", async () => {
    const { workers } = slot();
    expect(await workers.running()).toBeUndefined();
    const worker = await workers.get();
    expect(await workers.get()).toBe(worker);
    const answers = await Promise.all([say(workers, worker, "ping"), say(workers, worker, "ping")]);
    expect(answers).toEqual([worker.threadId, worker.threadId]);
    await workers.stop();
    expect(await workers.running()).toBeUndefined();
  });

  it("fails a call with what its settle function throws", async () => {
    const { workers } = slot();
    const worker = await workers.get();
    const refused = workers.call(worker, {
      message: (id) => ({ id, say: "ping" }),
      timeoutMs: 5000,
      timeout: () => new Error("no answer in time"),
      settle: () => {
        throw new Error("not what was asked");
      },
    });
    await expect(refused).rejects.toThrow("not what was asked");
    await workers.stop();
  });

  it("fails a call that gets no answer in time, and keeps the worker", async () => {
    const { workers } = slot();
    const worker = await workers.get();
    await expect(say(workers, worker, "silence", 50)).rejects.toThrow("no answer in time");
    expect(await workers.running()).toBe(worker);
    await workers.stop();
  });

  it("fails the calls in flight when the worker ends, and starts a new one on the next call", async () => {
    const { workers, onExit } = slot();
    const first = await workers.get();
    const waiting = say(workers, first, "silence");
    await expect(say(workers, first, "exit")).rejects.toThrow("echo thread exited");
    await expect(waiting).rejects.toThrow("echo thread exited");
    expect(onExit).toHaveBeenCalledTimes(1);
    const second = await workers.get();
    expect(second).not.toBe(first);
    expect(await say(workers, second, "ping")).toBe(second.threadId);
    await workers.stop();
  });

  it("hands on an answer whose call had stopped waiting", async () => {
    const { workers, onLateReply } = slot();
    const worker = await workers.get();
    await expect(say(workers, worker, "late", 20)).rejects.toThrow("no answer in time");
    await vi.waitFor(() =>
      expect(onLateReply).toHaveBeenCalledWith(expect.objectContaining({ type: "pong" })),
    );
    await workers.stop();
  });

  it("rejects with the worker's reason when it cannot open, and tries again on the next call", async () => {
    const { workers } = slot({ refuse: "no database here" });
    await expect(workers.get()).rejects.toThrow("no database here");
    await expect(workers.get()).rejects.toThrow("no database here");
    expect(await workers.running()).toBeUndefined();
  });
});
