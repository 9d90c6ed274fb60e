/**
 * The first problem a failed build's e-mail names: the content check's first
 * problem, else the first error line, else the last line of the log.
 */
import { describe, expect, it } from "vitest";
import { firstProblem } from "./failed-build";

describe("firstProblem", () => {
  it("takes the content check's first problem, with its file and field, before any error line", () => {
    const log = [
      "npm warn deprecated something@1.0.0",
      "Error: the content check failed",
      "The content has problems (2 problems):",
      "  - content/cases/museum-ar.md: title: required",
      "  - content/faq/prijzen.yaml: answer: too long",
    ].join("\n");
    expect(firstProblem(log)).toBe("content/cases/museum-ar.md: title: required");
  });

  it("else takes the first line that reports an error, without its colours", () => {
    const log = [
      "> react-router build",
      '\u001b[31m✘ [ERROR]\u001b[39m Could not resolve "./missing"',
      "npm error code 1",
    ].join("\n");
    expect(firstProblem(log)).toBe('✘ [ERROR] Could not resolve "./missing"');
  });

  it("else takes the last line, and nothing from an empty log", () => {
    expect(firstProblem("building\nKilled\n\n")).toBe("Killed");
    expect(firstProblem("")).toBe("");
  });

  it("shortens a long line", () => {
    const problem = firstProblem(`error ${"x".repeat(1000)}`);
    expect(problem).toHaveLength(300);
    expect(problem.endsWith("…")).toBe(true);
  });
});
