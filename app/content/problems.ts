/**
 * How content problems read: the field as an editor finds it in the file
 * (`why.tiles[2].icon`, list positions counted from 1) and what is wrong in
 * plain words.
 */
import type { z } from "zod";

export function describePath(keys: readonly PropertyKey[]): string {
  let out = "";
  for (const key of keys) {
    if (typeof key === "number") out += `[${key + 1}]`;
    else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out || "(the whole file)";
}

const count = (input: unknown) => (Array.isArray(input) ? `, got ${input.length}` : "");

export function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "required";
      return `expected ${issue.expected}, got ${JSON.stringify(issue.input)}`;
    case "unrecognized_keys":
      return `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((key) => `"${key}"`).join(", ")} (check the spelling)`;
    case "too_small":
    case "too_big": {
      if (issue.origin !== "array") return issue.message;
      const [bound, word, zodDefaultStart] =
        issue.code === "too_small"
          ? [issue.minimum, "at least", "Too small"]
          : [issue.maximum, "at most", "Too big"];
      if (issue.exact) return `expected exactly ${String(bound)} items${count(issue.input)}`;
      return issue.message.startsWith(zodDefaultStart)
        ? `expected ${word} ${String(bound)} items${count(issue.input)}`
        : `${issue.message}${count(issue.input)}`;
    }
    default:
      return issue.message;
  }
}
