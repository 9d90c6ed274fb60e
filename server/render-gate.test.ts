import { describe, expect, it } from "vitest";
import { RenderBusyError, RenderGate } from "./render-gate";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("RenderGate", () => {
  it("runs one render at a time, in order of arrival", async () => {
    const gate = new RenderGate({ minIntervalMs: 0, maxQueue: 10, maxWaitMs: 5000 });
    const events: string[] = [];
    const render = (name: string) => async () => {
      events.push(`${name} start`);
      await later(10);
      events.push(`${name} end`);
      return name;
    };
    const results = await Promise.all(["a", "b", "c"].map((name) => gate.run(render(name))));
    expect(results).toEqual(["a", "b", "c"]);
    expect(events).toEqual(["a start", "a end", "b start", "b end", "c start", "c end"]);
  });

  it("refuses a render when the queue is full, and one that waited too long", async () => {
    const gate = new RenderGate({ minIntervalMs: 0, maxQueue: 1, maxWaitMs: 50 });
    let finish = () => {};
    const first = gate.run(() => new Promise<string>((resolve) => (finish = () => resolve("a"))));
    const second = gate.run(async () => "b");
    await expect(gate.run(async () => "c")).rejects.toBeInstanceOf(RenderBusyError);
    await expect(second).rejects.toBeInstanceOf(RenderBusyError);
    finish();
    expect(await first).toBe("a");
    expect(await gate.run(async () => "d")).toBe("d");
  });

  it("passes a failed render's error on and carries on with the next", async () => {
    const gate = new RenderGate({ minIntervalMs: 0, maxQueue: 10, maxWaitMs: 5000 });
    const failed = gate.run(() => Promise.reject(new Error("kapot")));
    const next = gate.run(async () => "verder");
    await expect(failed).rejects.toThrow("kapot");
    expect(await next).toBe("verder");
  });
});
