/**
 * Where the editor at /admin/ shows a field, in its Dutch labels: the build
 * names every content problem by file and field as the file holds it
 * (`content/site.yaml: openingHours.closes: …`, `app/content/problems.ts`),
 * and its log adds the way a marketer finds that field in the editor
 * ("Instellingen › Bedrijfsgegevens › Openingstijden › Sluit om"), so a
 * failed Deploy Preview of a draft can be read without knowing the files.
 */
import path from "node:path";
import type { EditorConfig, EditorField } from "./config";

type Step = string | number;

/** `why.tiles[2].icon` as its steps, list positions counted from 1. */
export function fieldSteps(where: string): Step[] {
  return [...where.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, name, position]) =>
    position === undefined ? (name ?? "") : Number(position),
  );
}

function labelsIn(fields: readonly EditorField[], steps: readonly Step[]): string[] {
  const [step] = steps;
  if (step === undefined) return [];
  // A file that is one list (the FAQ) has its items at its root.
  const field =
    typeof step === "number"
      ? fields.find((candidate) => candidate.root)
      : fields.find((candidate) => candidate.name === step);
  if (!field) return [];
  return field.root
    ? labelsBelow(field, steps)
    : [field.label, ...labelsBelow(field, steps.slice(1))];
}

/** The fields of an object, or of each of its kinds (`types`: the item's kind is not known here). */
const fieldsOf = (field: EditorField): EditorField[] =>
  field.fields ?? field.types?.flatMap((type) => type.fields ?? []) ?? [];

function labelsBelow(field: EditorField, steps: readonly Step[]): string[] {
  const [step, ...rest] = steps;
  if (step === undefined) return [];
  if (typeof step !== "number") return labelsIn(fieldsOf(field), steps);
  const item = `${field.label_singular ?? field.label} ${step}`;
  return [
    item,
    ...(field.field ? labelsBelow(field.field, rest) : labelsIn(fieldsOf(field), rest)),
  ];
}

/**
 * The editor's labels of `where` (a field path as the build names it) in
 * the content file `file` (`content/…`, relative to the repository), from
 * the collection down; undefined for a file the editor does not show.
 */
export function editorPlace(config: EditorConfig, file: string, where: string): string | undefined {
  const steps = fieldSteps(where);
  for (const collection of config.collections) {
    if ("files" in collection) {
      const entry = collection.files.find((candidate) => candidate.file === file);
      if (entry)
        return [collection.label, entry.label, ...labelsIn(entry.fields, steps)].join(" › ");
    } else if (path.posix.dirname(file) === collection.folder) {
      const entry = path.posix.basename(file, ".yaml");
      return [collection.label, entry, ...labelsIn(collection.fields, steps)].join(" › ");
    }
  }
  return undefined;
}

/**
 * A content problem (`content/…: field: what is wrong`) with the field's
 * place in the editor after it; any other problem as it is.
 */
export function withEditorPlace(config: EditorConfig, problem: string): string {
  const [, file, where] = /^(content\/[^:]+): ([^:]+): /.exec(problem) ?? [];
  const place = file && where ? editorPlace(config, file, where) : undefined;
  return place ? `${problem} (in the editor: ${place})` : problem;
}
