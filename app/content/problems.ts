/**
 * How content problems read: the field as an editor finds it in the file
 * (`why.tiles[2].icon`, list positions counted from 1), with its labels in
 * the editor, and what is wrong in plain words: in English for the build's
 * log, in Dutch under the field in the editor.
 */
import type { z } from "zod";
import { labelsAt, type PathKey } from "./schema-walk";

export function describePath(keys: readonly PropertyKey[]): string {
  let out = "";
  for (const key of keys) {
    if (typeof key === "number") out += `[${key + 1}]`;
    else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out || "(the whole file)";
}

/**
 * A field as the build's log names it: its path in the file, and the labels
 * the editor shows it under, `description (Korte omschrijving)`.
 */
export function describeField(schema: z.ZodType, keys: readonly PropertyKey[]): string {
  const path = keys.filter((key): key is PathKey => typeof key !== "symbol");
  const labels = labelsAt(schema, path);
  return labels.length > 0 ? `${describePath(keys)} (${labels.join(" › ")})` : describePath(keys);
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

/** What a value in a standard format should look like, in the editor's words. */
const dutchFormats: Record<string, string> = {
  email: "Vul een geldig e-mailadres in, zoals info@voorbeeld.nl.",
  url: "Vul een volledig adres in, dat begint met https://.",
  date: "Schrijf een datum als JJJJ-MM-DD, bijvoorbeeld 2026-11-24.",
  datetime: "Schrijf een datum en tijd met tijdzone, zoals 2026-11-24T12:00:00+01:00.",
};

const amount = (value: number | bigint, one: string, many: string) =>
  `${String(value)} ${value === 1 ? one : many}`;

/**
 * What is wrong, for the editor: the rule's own Dutch message where it has
 * one (`params.nl`), else the Dutch for zod's kind of problem; `undefined`
 * for a problem this module has no words for.
 */
export function describeIssueInDutch(issue: z.core.$ZodIssue): string | undefined {
  switch (issue.code) {
    case "custom": {
      const nl: unknown = issue.params?.nl;
      return typeof nl === "string" ? nl : undefined;
    }
    case "invalid_type":
      if (issue.input === undefined) return "Vul dit veld in.";
      if (issue.expected === "int") return "Vul een heel getal in, zonder komma.";
      if (issue.expected === "number") return "Vul een getal in.";
      return undefined;
    case "too_small":
      if (issue.origin === "string")
        return issue.minimum === 1
          ? "Vul dit veld in."
          : `Gebruik ${issue.exact ? "precies" : "minstens"} ${amount(issue.minimum, "teken", "tekens")}.`;
      if (issue.origin === "number" || issue.origin === "int")
        return issue.inclusive
          ? `Vul een getal van minstens ${String(issue.minimum)} in.`
          : `Vul een getal groter dan ${String(issue.minimum)} in.`;
      return undefined;
    case "too_big":
      if (issue.origin === "string")
        return `Gebruik ${issue.exact ? "precies" : "hooguit"} ${amount(issue.maximum, "teken", "tekens")}.`;
      return undefined;
    case "invalid_format":
      if (issue.format === "starts_with") return "Een adres op de site begint met /.";
      return dutchFormats[issue.format];
    case "invalid_value":
      return "Kies een van de mogelijkheden.";
    default:
      return undefined;
  }
}
