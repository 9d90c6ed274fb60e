/**
 * The editor's text fields, checked as the build checks them: each is the
 * editor's own text line (`checked_string`) or text box (`checked_text`),
 * with its look and character count, whose value is checked by the build's
 * rules for that field (`rule`, `app/content/field-check.ts`) as it is
 * typed. A refusal says in Dutch which rule the text breaks, under the
 * field. The editor drops the check of a field it no longer shows (a list
 * item folded away), so a save checks every text of the entry once more and
 * is refused, naming the field, if one would stop the build.
 */
import type CMS from "@sveltia/cms";
import type { CustomFieldControl, CustomFieldControlProps } from "@sveltia/cms";
import { collections, facts } from "virtual:editor-config";
import { isRecord } from "~/content/records";
import type { EditorField } from "./config";
import { editorReact } from "./editor-react";
import { refusal, refusals } from "./field-refusal";

/** The fields of the file at `path` in `collection`, as the editor's configuration holds them. */
function fieldsOf(collection: string, path: string): readonly EditorField[] {
  const found = collections.find((candidate) => candidate.name === collection);
  if (!found) return [];
  if ("fields" in found) return found.fields;
  return found.files.find((file) => file.file === path)?.fields ?? [];
}

export function registerCheckedFields(cms: typeof CMS): void {
  const react = editorReact("for custom fields");
  for (const [name, builtIn] of [
    ["checked_string", "string"],
    ["checked_text", "text"],
  ] as const) {
    const own = cms.getFieldType(builtIn);
    if (!own?.control) throw new Error(`the editor offers no ${builtIn} field to build on`);
    const control: CustomFieldControl = own.control;

    class CheckedField extends react.Component<CustomFieldControlProps> {
      isValid(value: unknown, field: CustomFieldControlProps["field"]) {
        const message = refusal(
          String(field.get("rule") ?? ""),
          value,
          field.get("required") !== false,
          facts,
        );
        return message ? { error: { message } } : true;
      }

      override render() {
        return react.createElement(control, this.props);
      }
    }

    cms.registerFieldType(name, CheckedField, own.preview, {
      properties: {
        rule: { type: "string" },
        minlength: { type: "integer" },
        maxlength: { type: "integer" },
      },
    });
  }

  // A save checks every text once more, folded list items included.
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const fields = fieldsOf(
        String(entry.get("collection") ?? ""),
        String(entry.get("path") ?? ""),
      );
      const found = refusals(fields, plain(entry.get("data")), facts);
      if (found.length === 0) return;
      // The editor shows the cause of a failed save in its dialog.
      throw new Error("saving_failed", {
        cause: new Error(`Niet opgeslagen: de site zou dit weigeren. ${found.join(" ")}`),
      });
    },
  });
}

/** An Immutable value as plain data. */
const plain = (value: unknown): unknown =>
  isRecord(value) && typeof value.toJS === "function" ? value.toJS() : value;
