/**
 * The two halves of Lighthouse's simulated largest paint, and what each
 * waited for. Lighthouse's figure is the mean of an optimistic simulation (the
 * document, the requests of high priority, the first parse, layout and paint)
 * and a pessimistic one (every request the unthrottled load had finished
 * before its largest paint, and every task that laid the page out before it).
 * Replayed here with Lighthouse's own simulator on the run's recorded trace,
 * so a change can be judged by the half it moves and by the requests and
 * tasks it adds.
 */
import type { Config, RunnerResult } from "lighthouse";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";

/** One node of a simulated graph, as the simulation timed it (ms from the document's request). */
export interface SimulatedNode {
  startMs: number;
  endMs: number;
  /** A request: its path, priority and transferred bytes. */
  request?: { url: string; priority: string; transferSize: number };
  /** A main-thread task: its unthrottled length and the rendering steps in it. */
  task?: { unthrottledMs: number; steps: string[] };
}

/** One simulation: its largest paint, and the requests and tasks it ran. */
export interface LcpHalf {
  ms: number;
  nodes: SimulatedNode[];
}

export interface LcpHalves {
  optimistic: LcpHalf;
  pessimistic: LcpHalf;
}

/** The trace events that say what a main-thread task did before a paint. */
const RENDERING_STEPS = new Set([
  "ParseHTML",
  "EvaluateScript",
  "UpdateLayoutTree",
  "Layout",
  "Paint",
]);

interface LanternNode {
  type: string;
  startTime: number;
  endTime: number;
  request?: { url: string; priority: string; transferSize: number };
  childEvents?: { name: string }[];
}

interface LanternEstimate {
  timeInMs: number;
  nodeTimings: Map<LanternNode, { startTime: number; endTime: number }>;
}

function halfOf(estimate: LanternEstimate): LcpHalf {
  const nodes = [...estimate.nodeTimings.entries()]
    .map(([node, timing]): SimulatedNode => {
      const times = { startMs: timing.startTime, endMs: timing.endTime };
      if (node.type === "network" && node.request) {
        const { url, priority, transferSize } = node.request;
        return { ...times, request: { url, priority, transferSize } };
      }
      return {
        ...times,
        task: {
          unthrottledMs: (node.endTime - node.startTime) / 1000,
          steps: (node.childEvents ?? [])
            .map((event) => event.name)
            .filter((name) => RENDERING_STEPS.has(name)),
        },
      };
    })
    .sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
  return { ms: estimate.timeInMs, nodes };
}

/** Replays the largest paint's two simulations on one Lighthouse run. */
export async function lcpHalves(result: RunnerResult): Promise<LcpHalves> {
  const { artifacts } = result;
  const settings = result.lhr.configSettings as Config.Settings;
  const metric = (await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: [],
      simulator: null,
    } as never,
    { computedCache: new Map() } as never,
  )) as unknown as { optimisticEstimate: LanternEstimate; pessimisticEstimate: LanternEstimate };
  return {
    optimistic: halfOf(metric.optimisticEstimate),
    pessimistic: halfOf(metric.pessimisticEstimate),
  };
}

/** One line per node: when the simulation ran it, and what it was. */
export function describeNodes(nodes: readonly SimulatedNode[]): string[] {
  return nodes.map(({ startMs, endMs, request, task }) => {
    const when = `${Math.round(startMs).toString().padStart(5)}–${Math.round(endMs).toString().padEnd(5)}`;
    if (request) {
      const { pathname } = new URL(request.url);
      const where = request.url.startsWith("data:") ? "data: URL" : pathname;
      return `${when} ${where} (${request.priority}, ${(request.transferSize / 1024).toFixed(1)} KB)`;
    }
    const steps = task?.steps.length ? `: ${[...new Set(task.steps)].join(", ")}` : "";
    return `${when} main-thread task, ${task?.unthrottledMs.toFixed(0)} ms unthrottled${steps}`;
  });
}
