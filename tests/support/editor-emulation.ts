/**
 * The editor's verdict on a value, for the tests that hold the editor to the
 * build (`admin/field-rules.test.ts`) and for the editor walk, which types a
 * few of the same values into the real editor and expects the same verdicts
 * (`tests/e2e/editor.spec.ts`): Sveltia's own checks, written from its
 * source (`services/contents/draft/validate/fields.js` and the validators of
 * each field type), then the site's checked fields and image field, whose
 * real code it calls (`admin/field-refusal.ts`).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import type { EditorField } from "../../admin/config";
import { imageRefusal, refusal } from "../../admin/field-refusal";
import type { ContentFacts } from "../../app/content/field-check";
import { readManifest } from "../../app/content/media-manifest.server";
import { mediaPathProblem } from "../../app/content/media-refs";

/** A day Sveltia's calendar offers: a date that exists, written as YYYY-MM-DD. */
const isDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(value)
  );
};

/** A moment Sveltia's date-and-time picker writes: a date that exists, a time and the offset, as 2026-11-24T12:00:00+01:00 (or Z for UTC). */
const isDateTime = (value: string) => {
  const match =
    /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d([+-](0\d|1[0-4]):[0-5]\d|Z)$/.exec(value);
  return match !== null && isDate(match[1] ?? "");
};

export const optionValues = (field: EditorField) =>
  (field.options ?? []).map((option) => (typeof option === "object" ? option.value : option));

/** The editor's verdicts, with the cases and media of the content at `root` as `facts` holds them. */
export function editorEmulation(facts: ContentFacts, root: string) {
  const caseIds = facts.cases.map((item) => item.id);
  const imageFiles = Object.keys(facts.images).map((file) => `/${file}`);
  const logoFiles = readdirSync(path.join(root, "media", "logos"), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".svg"))
    .map((file) => `/logos/${file.split(path.sep).join("/")}`);
  /** The videos derived for each kind of slot: what a video field holds until a new one is picked. */
  const { videos } = readManifest(path.join(root, "media"));
  const videoFiles = (kind: string | undefined) =>
    Object.entries(videos)
      .filter(([key, entry]) => key === `${kind} ${entry.source}`)
      .map(([, entry]) => `/${entry.source}`);
  const allVideoFiles = [...new Set(Object.values(videos).map((entry) => `/${entry.source}`))];

  /**
   * Why Sveltia refuses `value`, or cannot produce it, in `field`: an empty
   * required field after trimming; a number outside `min`/`max`, or not
   * whole (its input keeps whole numbers); a list or relation of a size
   * outside `min`/`max`, or changed where items cannot be added or removed;
   * a choice not among the options; a date its calendar does not offer; an
   * image the media library does not hold; a read-only field changed.
   */
  function sveltiaRefuses(field: EditorField, value: unknown, current: unknown): string[] {
    const required = field.required !== false;
    const reasons: string[] = [];
    const trimmed = typeof value === "string" ? value.trim() : value;
    const empty = trimmed === undefined || trimmed === null || trimmed === "";
    if (field.readonly)
      return JSON.stringify(value) === JSON.stringify(current) ? [] : ["read-only"];
    switch (field.widget) {
      case "checked_string":
      case "checked_text":
        if (typeof value !== "string" && value !== undefined) return ["not a text"];
        if (required && empty) reasons.push("value missing");
        break;
      case "select":
        if (!empty && !optionValues(field).some((option) => option === value))
          return ["not an option"];
        if (required && empty) reasons.push("value missing");
        break;
      case "number":
        if (value !== null && !Number.isInteger(value)) return ["not a whole number"];
        if (required && value === null) reasons.push("value missing");
        if (typeof value === "number" && field.min !== undefined && value < field.min)
          reasons.push("under min");
        if (typeof value === "number" && field.max !== undefined && value > field.max)
          reasons.push("over max");
        break;
      case "datetime":
        if (
          typeof value !== "string" ||
          (value !== "" && !(field.time_format === false ? isDate : isDateTime)(value))
        )
          return ["not a date"];
        if (required && empty) reasons.push("value missing");
        break;
      case "image_original": {
        const { folder = "images" } = field;
        const files = folder === "logos" ? logoFiles : imageFiles;
        // The picker also uploads a file of any type into the field's folder: a name of a type
        // the folder does not take is the site's own check to refuse.
        const uploadOfOtherType =
          typeof value === "string" &&
          value.startsWith(`/${folder}/`) &&
          mediaPathProblem(folder, value.slice(1)) !== undefined;
        if (!empty && !files.some((file) => file === value) && !uploadOfOtherType)
          return ["not in the media library"];
        if (required && empty) reasons.push("value missing");
        break;
      }
      case "video_original":
        // The field holds the video it has, or one picked and converted on this computer,
        // which the build derives for its slot (`video-field.ts`); it offers no other file.
        if (!empty && !videoFiles(field.video_kind).some((file) => file === value))
          return ["not a video of this slot"];
        if (required && empty) reasons.push("value missing");
        break;
      case "relation":
      case "list": {
        // An optional list the file leaves out is an empty one in the form.
        if (value === undefined && !required) return [];
        if (!Array.isArray(value)) return ["not a list"];
        if (field.widget === "relation") {
          if (value.some((id) => !caseIds.some((caseId) => caseId === id))) return ["not a case"];
          if (new Set(value).size < value.length) return ["a case twice"];
        }
        const size = value.length;
        const before = Array.isArray(current) ? current.length : 0;
        if (
          (field.allow_add === false && size > before) ||
          (field.allow_remove === false && size < before)
        )
          return ["items cannot be added or removed"];
        if (required && size === 0) reasons.push("value missing");
        else if (field.min !== undefined && size < field.min) reasons.push("too few");
        else if (field.max !== undefined && size > field.max) reasons.push("too many");
        break;
      }
      default:
        throw new Error(`no emulation of Sveltia's ${field.widget} field`);
    }
    return reasons;
  }

  /** Why the editor refuses `value` in `field`: Sveltia's checks, then the site's own. */
  function editorRefuses(field: EditorField, value: unknown, current: unknown): string[] {
    const own = sveltiaRefuses(field, value, current);
    if (own.length > 0) return own;
    // A list of single values checks each with its item's field.
    const { field: item } = field;
    if (item && Array.isArray(value))
      return value.flatMap((entry) => editorRefuses(item, entry, entry));
    const required = field.required !== false;
    const site = field.rule
      ? refusal(field.rule, value, required, facts)
      : field.widget === "image_original"
        ? imageRefusal(value, field, facts)
        : undefined;
    return site ? [site] : [];
  }

  return { sveltiaRefuses, editorRefuses, caseIds, imageFiles, logoFiles, allVideoFiles };
}
