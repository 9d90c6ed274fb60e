/**
 * What the editor says of a text the build would refuse: the Dutch of every
 * rule the value breaks (`app/content/field-check.ts`), for one field as it
 * is typed and for a whole entry as it is saved. Safe for the browser; the
 * checked fields use it (`checked-field.ts`), and so does the test that
 * holds the editor to the build (`field-rules.test.ts`).
 */
import { checkField, type ContentFacts } from "../app/content/field-check";
import { slotRegion } from "../app/content/image-slots";
import { isImageKind } from "../app/content/media-kinds";
import { mediaPathProblem } from "../app/content/media-refs";
import { isRecord } from "../app/content/records";
import type { EditorField } from "./config";
import { visitFields } from "./fields";
import { asInFile } from "./formats";

/** The refusal of `value` at the field `rule`, or `undefined` if the build takes it. */
export function refusal(
  rule: string,
  value: unknown,
  required: boolean,
  facts: ContentFacts,
): string | undefined {
  // An empty field is the editor's own to judge: required, or left out of the file.
  if (value === undefined || value === null || value === "") return undefined;
  if (required && typeof value === "string" && value.trim() === "") return undefined;
  const problems = checkField(rule, asInFile(value), facts);
  return problems.length > 0 ? problems.map((problem) => problem.nl).join(" ") : undefined;
}

/**
 * The refusal of an image original `value` (`/images/…`, `/logos/…`) in a
 * field of `folder` for a slot of `kind`: a file of a type the folder does
 * not take, or an image too small for the slot once cut to its shape. A new
 * upload is checked as it is picked (`image-field.ts`): the form then holds
 * it as a `blob:` URL, which this passes.
 */
export function imageRefusal(
  value: unknown,
  { folder, kind }: { folder?: unknown; kind?: unknown },
  facts: ContentFacts,
): string | undefined {
  if (typeof value !== "string" || value === "" || value.startsWith("blob:")) return undefined;
  const file = value.replace(/^\//, "");
  if (folder === "images" || folder === "logos") {
    const problem = mediaPathProblem(folder, file);
    if (problem) return problem.nl;
  }
  const size = facts.images[file];
  if (!size || !isImageKind(kind)) return undefined;
  const slot = slotRegion(value, size, kind);
  return "problem" in slot ? slot.problem.nl : undefined;
}

/** Every refusal in an entry's data, each after the field's labels in the form. */
export function refusals(
  fields: readonly EditorField[],
  data: unknown,
  facts: ContentFacts,
): string[] {
  const [list] = fields;
  // A file that is one list (the FAQ) is edited as that list.
  const entry = list?.root && !isRecord(data) ? { [list.name]: data } : data;
  const found: string[] = [];
  const labels = new Map<string, string>();
  visitFields(entry, fields, "", (value, field, where) => {
    const parent = where.replace(/(\.[^.[\]]+|\[\d+\])$/, "");
    const label = [labels.get(parent), field.label].filter(Boolean).join(" › ");
    labels.set(where, label);
    const problem = field.rule
      ? refusal(field.rule, value, field.required !== false, facts)
      : imageRefusal(value, field, facts);
    if (problem) found.push(`${label}: ${problem}`);
  });
  return found;
}
