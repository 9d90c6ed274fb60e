/**
 * A Playwright reporter that says, after each run, where the browser tests
 * spent their time: the ten slowest tests and every spec file's total (the
 * sum of its tests' durations, each try counted), slowest first, with its
 * share of the whole. The `list` reporter beside it still prints each test.
 */
import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

interface Timing {
  readonly file: string;
  readonly title: string;
  readonly project: string;
  readonly ms: number;
}

const SLOWEST = 10;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

export default class TimingReporter implements Reporter {
  readonly #timings: Timing[] = [];

  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.#timings.push({
      file: path.relative(process.cwd(), test.location.file),
      // The path below the project and the file: describe blocks and the test.
      title: test.titlePath().slice(3).join(" › "),
      project: test.parent.project()?.name ?? "",
      ms: result.duration,
    });
  }

  onEnd(result: FullResult): void {
    if (this.#timings.length === 0) return;
    const total = this.#timings.reduce((sum, timing) => sum + timing.ms, 0);
    const slowest = [...this.#timings].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
    const files = new Map<string, { ms: number; tests: number }>();
    for (const timing of this.#timings) {
      const file = files.get(timing.file) ?? { ms: 0, tests: 0 };
      files.set(timing.file, { ms: file.ms + timing.ms, tests: file.tests + 1 });
    }
    const lines = [
      "",
      `Browser tests: ${this.#timings.length} runs, ${seconds(total).trim()} of test time in ${seconds(result.duration).trim()} wall time.`,
      "",
      `The ${slowest.length} slowest tests:`,
      ...slowest.map(
        (timing) => `${seconds(timing.ms)}  ${timing.file} › ${timing.title} [${timing.project}]`,
      ),
      "",
      "Test time per spec file:",
      ...[...files.entries()]
        .sort(([, a], [, b]) => b.ms - a.ms)
        .map(
          ([file, { ms, tests }]) =>
            `${seconds(ms)}  ${`${Math.round((100 * ms) / total)} %`.padStart(4)}  ${file} (${tests})`,
        ),
      "",
    ];
    process.stdout.write(`${lines.join("\n")}\n`);
  }
}
