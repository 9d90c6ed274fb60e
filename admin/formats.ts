/**
 * The entry format the editor reads and writes content files in: YAML the
 * site's one way (`formatContentFile`), so a saved file differs from the one
 * in the repository only where the editor changed something. Media paths are
 * written below `media/` (`images/cases/x.jpg`); the editor works with them
 * as public paths with a leading slash, which it always adds.
 */
import type CMS from "@sveltia/cms";
import { parse } from "yaml";
import { formatContentFile } from "../app/content/yaml-format";

const MEDIA = /^\/?(images|videos|logos|models)\//;

/** `value` with every `src` (and a logo's path) changed by `change`. */
function mapMediaPaths(value: unknown, change: (path: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapMediaPaths(item, change));
  if (typeof value === "string") return MEDIA.test(value) ? change(value) : value;
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, mapMediaPaths(item, change)]),
  );
}

/** The name of this format in the editor's configuration. */
export const entryFormat = "site-yaml";

export const fromFile = (text: string): unknown =>
  mapMediaPaths(parse(text), (path) => (path.startsWith("/") ? path : `/${path}`));

/** The editor's data as the content file holds it: media paths below `media/`. */
export const asInFile = (data: unknown): unknown =>
  mapMediaPaths(data, (path) => path.replace(/^\//, ""));

export const toFile = (data: unknown): string => formatContentFile(asInFile(data));

/** A draft without the optional fields the editor keeps empty (`""`, `null`, `{}`), as it saves it. */
export function withoutEmptyFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyFields);
  if (typeof value !== "object" || value === null) return value;
  const kept = Object.entries(value)
    .map(([key, item]): [string, unknown] => [key, withoutEmptyFields(item)])
    .filter(
      ([, item]) =>
        item !== "" &&
        item !== null &&
        item !== undefined &&
        !(typeof item === "object" && !Array.isArray(item) && Object.keys(item).length === 0),
    );
  return Object.fromEntries(kept);
}

export function registerFormats(cms: typeof CMS): void {
  cms.registerCustomFormat(entryFormat, "yaml", { fromFile, toFile });
}
