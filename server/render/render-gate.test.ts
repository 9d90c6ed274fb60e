import { afterEach, describe, expect, it, vi } from "vitest";
import { RenderBusyError, RenderGate } from "./render-gate";
import { serverText } from "../text";
import {
  createFixtureBuild,
  removeDir,
  startTestServer,
  tempDir,
} from "../../tests/support/server/fixture";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  vi.useRealTimers();
});

describe("RenderGate", () => {
  it("starts each render `minIntervalMs` after the previous one started, at the earliest", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    const gate = new RenderGate({ minIntervalMs: 250, maxQueue: 10, maxWaitMs: 5000 });
    const starts: number[] = [];
    const render = async () => {
      starts.push(performance.now());
    };
    const first = performance.now();
    const all = Promise.all([gate.run(render), gate.run(render), gate.run(render)]);
    await vi.advanceTimersByTimeAsync(249);
    expect(starts.map((at) => at - first)).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1_000);
    await all;
    expect(starts.map((at) => at - first)).toEqual([0, 250, 500]);
  });

  it("starts at once when the previous render started long enough ago", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    const gate = new RenderGate({ minIntervalMs: 250, maxQueue: 10, maxWaitMs: 5000 });
    await gate.run(async () => "a");
    await vi.advanceTimersByTimeAsync(300);
    let started = false;
    const second = gate.run(async () => {
      started = true;
    });
    expect(started).toBe(true);
    await second;
  });

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

describe("a search the gate refuses", () => {
  it("answers 503 with Retry-After, no-store and the Dutch text; pages still load", async () => {
    const buildDir = await createFixtureBuild();
    const dataDir = await tempDir();
    const server = await startTestServer(
      buildDir,
      dataDir,
      {},
      { renderGate: { minIntervalMs: 0, maxQueue: 0, maxWaitMs: 5000 } },
    );
    try {
      const refused = await fetch(`${server.url}/zoeken?q=museum`);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("5");
      expect(refused.headers.get("cache-control")).toBe("no-store");
      expect(await refused.text()).toBe(serverText.http.searchBusy);
      expect((await fetch(`${server.url}/diensten`)).status).toBe(200);
    } finally {
      await server.close();
      await removeDir(buildDir);
      await removeDir(dataDir);
    }
  });
});
