/**
 * Sveltia CMS's Dutch strings lack some of its newer English ones: the button
 * that lists a save's errors, the dialog of a save that conflicts with
 * someone else's, replacing or removing an image, folders in the media
 * library. The editor would show those in English. `locale-nl.json` holds
 * them in Dutch, one dotted key per string (`save_conflict.title`), and the
 * editor's build merges them into Sveltia's Dutch file (`vite.config.ts`);
 * Sveltia's own translation stays wherever it has one. Messages meant for
 * whoever configures the editor (`config.*`) and the cloud storages this
 * site does not use stay English.
 */
import supplement from "./locale-nl.json";

export type Messages = { [key: string]: string | Messages };

/** Sveltia's Dutch strings with the missing ones added from `locale-nl.json`. */
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
    node[last] ??= value;
  }
  return merged;
}
