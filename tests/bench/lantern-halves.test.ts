import { describe, expect, it } from "vitest";
import { describeNodes } from "./lantern-halves";

describe("describeNodes", () => {
  it("says when each request and task ran, with a request's path, priority and size, and a task's steps once each", () => {
    const lines = describeNodes([
      {
        startMs: 0,
        endMs: 769.4,
        request: {
          url: "https://127.0.0.1:1/cases/tu-delft?x=1",
          priority: "VeryHigh",
          transferSize: 9216,
        },
      },
      {
        startMs: 867,
        endMs: 966.2,
        task: { unthrottledMs: 48.6, steps: ["UpdateLayoutTree", "Layout", "UpdateLayoutTree"] },
      },
      { startMs: 966, endMs: 970, task: { unthrottledMs: 1.2, steps: [] } },
      {
        startMs: 769,
        endMs: 771,
        request: { url: "data:image/gif;base64,R0lGOD", priority: "High", transferSize: 0 },
      },
    ]);
    expect(lines).toEqual([
      "    0–769   /cases/tu-delft (VeryHigh, 9.0 KB)",
      "  867–966   main-thread task, 49 ms unthrottled: UpdateLayoutTree, Layout",
      "  966–970   main-thread task, 1 ms unthrottled",
      "  769–771   data: URL (High, 0.0 KB)",
    ]);
  });
});
