/**
 * Walking an entry's data along the editor's fields: every field with its
 * value, those in objects, in each item of a list and in the variant an
 * object holds included. The editor's check before a save
 * (`checked-field.ts`) and the tests use it. Safe for the browser.
 */
import type { EditorField } from "./config";
import { isRecord } from "../app/content/records";

/** The fields of the variant `value` holds (`type: image`), or the field's own. */
function innerFields(
  field: EditorField,
  value: Record<string, unknown>,
): EditorField[] | undefined {
  const variant = field.types?.find((candidate) => candidate.name === value.type);
  return variant?.fields ?? field.fields;
}

/**
 * Calls `visit` with each field of `fields` and its value in `data`, nested
 * and listed ones too; `where` is the path in the entry (`results[2]`, from 1).
 */
export function visitFields(
  data: unknown,
  fields: readonly EditorField[],
  where: string,
  visit: (value: unknown, field: EditorField, where: string) => void,
): void {
  if (!isRecord(data)) return;
  for (const field of fields) {
    const value = data[field.name];
    const here = where ? `${where}.${field.name}` : field.name;
    visit(value, field, here);
    if (Array.isArray(value)) {
      value.forEach((item: unknown, index) => {
        const at = `${here}[${index + 1}]`;
        if (field.field) visit(item, field.field, at);
        else if (isRecord(item)) visitFields(item, innerFields(field, item) ?? [], at, visit);
      });
    } else if (isRecord(value)) visitFields(value, innerFields(field, value) ?? [], here, visit);
  }
}
