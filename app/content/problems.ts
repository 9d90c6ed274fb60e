/**
 * How content problems read: the field as an editor finds it in the file
 * (`why.tiles[2].icon`, list positions counted from 1; a Markdown section as
 * `## Uitdagingen`) and what is wrong in plain words.
 */
import type { z } from "zod";

export function describePath(keys: readonly PropertyKey[]): string {
  if (keys[0] === "body") {
    const section = keys[1];
    if (section === undefined) return "body";
    const name =
      section === "intro" ? "the text before the first ## heading" : `## ${String(section)}`;
    return keys[2] === "items" ? `${name} (list)` : name;
  }
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
      if (issue.input === undefined) {
        return issue.path[0] === "body" && issue.path.length === 2
          ? "this section is missing"
          : "required";
      }
      return `expected ${issue.expected}, got ${JSON.stringify(issue.input)}`;
    case "unrecognized_keys":
      return issue.path[0] === "body"
        ? `unknown section${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((key) => `"## ${key}"`).join(", ")}`
        : `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((key) => `"${key}"`).join(", ")} (check the spelling)`;
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
