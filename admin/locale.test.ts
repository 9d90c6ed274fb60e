import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import supplement from "./locale-nl.json";
import { type Messages, withDutchSupplement } from "./locale";

/** Keys whose English is fine: configuration errors, and services the site does not use. */
const englishOnly = /^(config|cloud_storage)\./;

/** Every string of `messages`, by dotted key. */
function flatten(messages: Messages, prefix = ""): Map<string, string> {
  return new Map(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === "string"
        ? [[`${prefix}${key}`, value] as const]
        : [...flatten(value, `${prefix}${key}.`)],
    ),
  );
}

const locales = path.resolve(import.meta.dirname, "../node_modules/@sveltia/cms/locales");
const read = (locale: string): Messages =>
  JSON.parse(readFileSync(path.join(locales, `${locale}.json`), "utf8")) as Messages;
const english = flatten(read("en-US"));
const dutch = flatten(read("nl"));

/** A message's variables and the variants it matches on: what a translation must keep. */
const shape = (message: string) => ({
  variables: [...new Set(message.match(/\{\$\w+/g) ?? [])].sort(),
  variants: [...message.matchAll(/(\S+)\s*\{\{/g)].map((match) => match[1]),
});

describe("the editor's Dutch strings", () => {
  it("cover every string Sveltia has in English, but those for whoever configures it", () => {
    const missing = [...english.keys()].filter(
      (key) => !dutch.has(key) && !englishOnly.test(key) && !(key in supplement),
    );
    expect(missing).toEqual([]);
  });

  it("hold only strings Sveltia has in English", () => {
    expect(Object.keys(supplement).filter((key) => !english.has(key))).toEqual([]);
  });

  it('speak to the editor as "u": no string the editor shows says je, jij or jouw', () => {
    const merged = flatten(withDutchSupplement(read("nl")));
    const informal = [...merged]
      .filter(([key, value]) => !key.startsWith("config.") && /\b(je|jij|jou|jouw)\b/i.test(value))
      .map(([key, value]) => `${key}: ${value}`);
    expect(informal).toEqual([]);
  });

  it("keep each English message's variables and variants", () => {
    for (const [key, message] of Object.entries(supplement)) {
      expect(shape(message), key).toEqual(shape(english.get(key) ?? ""));
    }
  });

  it("are merged in over Sveltia's, nested as Sveltia nests them", () => {
    const merged = flatten(withDutchSupplement(read("nl")));
    expect(merged.get("show_errors")).toBe("Fouten tonen");
    expect(merged.get("save_conflict.save_anyway")).toBe("Toch opslaan");
    const replaced = new Map<string, string>(Object.entries(supplement));
    for (const [key, value] of dutch) expect(merged.get(key), key).toBe(replaced.get(key) ?? value);
    const added = Object.keys(supplement).filter((key) => !dutch.has(key));
    expect(merged.size).toBe(dutch.size + added.length);
  });
});
