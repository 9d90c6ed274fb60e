/**
 * Company details filled into the texts that name them ("bel ons op
 * {phone}"), with the typesetting every text gets: done by `read.ts` as the
 * content is loaded, and by the editor's previews as an entry is typed, so
 * safe for the browser.
 */
import { isRecord } from "./records";
import { typeset } from "./typeset";

/** Placeholders filled in at run time by the page or the server, not from site.yaml. */
export const runtimePlaceholders: ReadonlySet<string> = new Set([
  "sector",
  "query",
  "count",
  "wait",
  "title",
  "number",
  "max",
  "id",
  "phoneLink",
  "emailLink",
]);

/**
 * `value` with every `{name}` of `templates` filled in and every text
 * typeset. A list item, or a paragraph of a longer text, that uses a value
 * which is not configured (`undefined` in `templates`) is left out. A name
 * that is neither a company detail nor a run-time placeholder stays as it is
 * and is reported to `onUnknown` with the keys of the text it is in.
 */
export function fillPlaceholders(
  value: unknown,
  templates: ReadonlyMap<string, string | undefined>,
  onUnknown: (placeholder: string, keys: readonly PropertyKey[]) => void = () => undefined,
): unknown {
  const usesUnsetValue = (text: string) =>
    [...text.matchAll(/\{(\w+)\}/g)].some(
      ([, name = ""]) => templates.has(name) && !templates.get(name),
    );
  const fillString = (text: string, keys: readonly PropertyKey[]) =>
    typeset(text).replace(/\{(\w+)\}/g, (whole, name: string) => {
      if (templates.has(name)) return templates.get(name) ?? "";
      if (!runtimePlaceholders.has(name)) onUnknown(whole, keys);
      return whole;
    });
  const fill = (item: unknown, keys: readonly PropertyKey[]): unknown => {
    if (typeof item === "string") {
      const kept = item.split(/\n\s*\n/).filter((paragraph) => !usesUnsetValue(paragraph));
      return fillString(kept.join("\n\n"), keys);
    }
    if (Array.isArray(item)) {
      return item.flatMap((entry, index) =>
        typeof entry === "string" && usesUnsetValue(entry) ? [] : [fill(entry, [...keys, index])],
      );
    }
    if (isRecord(item)) {
      return Object.fromEntries(
        Object.entries(item).map(([key, entry]) => [key, fill(entry, [...keys, key])]),
      );
    }
    return item;
  };
  return fill(value, []);
}

const named = (keys: Iterable<string>) => [...keys].map((key) => `{${key}}`).join(", ");

/**
 * The problem of a placeholder no value fills. The build's message names
 * every placeholder; the editor's names the ones `templates` fills in any
 * text, as the fields that take a page's own (`{sector}`) say so in their hint.
 */
export function unknownPlaceholder(
  placeholder: string,
  templates: ReadonlyMap<string, unknown>,
): { message: string; nl: string } {
  return {
    message: `unknown placeholder ${placeholder} (known: ${named([...templates.keys(), ...runtimePlaceholders])})`,
    nl: `De site kent ${placeholder} niet. Elke tekst kan gebruiken: ${named(templates.keys())}; wat een veld daarnaast invult, staat bij het veld.`,
  };
}
