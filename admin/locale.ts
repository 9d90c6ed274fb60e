/**
 * The editor's Dutch, formal throughout: Sveltia CMS's Dutch strings, with
 * `locale-nl.json` over them, one dotted key per string
 * (`save_conflict.title`). It adds the strings Sveltia's Dutch lacks (the
 * button that lists a save's errors, the dialog of a save that conflicts
 * with someone else's, folders in the media library), and replaces those
 * that say "je", "jij" or "jouw", or that read wrong where the editor shows
 * them (a list's "add at least 2 items" under a deletion that is refused).
 * The editor's build merges them into Sveltia's Dutch file
 * (`vite.config.ts`). Messages meant for whoever configures the editor
 * (`config.*`) stay as Sveltia has them.
 */
import supplement from "./locale-nl.json";

export type Messages = { [key: string]: string | Messages };

/** Sveltia's Dutch strings with `locale-nl.json` over them. */
export function withDutchSupplement(dutch: Messages): Messages {
  const merged = structuredClone(dutch);
  for (const [key, value] of Object.entries(supplement)) {
    const path = key.split(".");
    const last = path.pop() ?? key;
    let node = merged;
    for (const part of path) {
      const next = node[part];
      if (typeof next === "string") throw new Error(`locale-nl.json: ${key} lies under a string`);
      node = next ?? (node[part] = {});
    }
    node[last] = value;
  }
  return merged;
}
