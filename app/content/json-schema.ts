/**
 * The content schemas' input side as JSON Schema (zod's own `toJSONSchema`):
 * what a content file holds before it is read, with each field's editor
 * label and hint from its `meta`. The editor's configuration is built from
 * it (`admin/config.ts`), and the test of the one file format orders keys by it.
 */
import { z } from "zod";
import { mediaRefs, type MediaResolver } from "./media-refs";
import { isRecord } from "./records";
import { type ContentSchemas, contentSchemas, type SchemaClock } from "./schema";

/** A JSON Schema node as zod writes it, with the editor's keys from `meta`. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: (string | number)[];
  const?: string | number;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  format?: string;
  default?: unknown;
  label?: string;
  hint?: string;
  multiline?: boolean;
  /** A visitor-facing text, with the rules of `textRules`. */
  text?: boolean;
  /** A page's title: with " | " and the site's name after it, at most `seoTitleMaxLength` characters. */
  pageTitle?: boolean;
  /** The entry's file name, not a field of the file. */
  fromFileName?: boolean;
  /** A link's target: a page, a home-page anchor, a sector page or a case. */
  linkTarget?: boolean;
  /** What the editor shows for each choice of an `enum`, where its value is not for a marketer. */
  optionLabels?: Record<string, string>;
  /** Shown, not changed, in the editor. */
  readonly?: boolean;
  /** Not shown in the editor, which keeps the value as it is. */
  hidden?: boolean;
  /** A list whose items are edited but never added or removed. */
  fixedItems?: boolean;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  media?: "image" | "video" | "model" | "logo";
  kind?: string;
  folder?: string;
  relation?: string;
}

/** Parsing for structure only: every reference resolves to a placeholder. */
const placeholders: MediaResolver = {
  image: () => ({ name: "", width: 0, height: 0 }),
  video: () => ({ name: "", width: 0, height: 0, seconds: 0 }),
  poster: () => ({ name: "", width: 0, height: 0 }),
  logo: () => ({ name: "" }),
  model: () => ({ name: "" }),
};

const cached = new Map<number, ContentSchemas>();
/** The schemas with placeholder media, made once for each year `today` falls in. */
export function structureSchemas({ today = new Date() }: SchemaClock = {}): ContentSchemas {
  const year = today.getFullYear();
  const schemas = cached.get(year) ?? contentSchemas(mediaRefs(placeholders), { today });
  cached.set(year, schemas);
  return schemas;
}

const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item) => typeof item === "string") : undefined;

/** Copies the keys this module knows from zod's JSON Schema node, each checked. */
function node(value: unknown): JsonSchema {
  if (!isRecord(value)) return {};
  const out: JsonSchema = {};
  const text = (key: string) => (typeof value[key] === "string" ? value[key] : undefined);
  const count = (key: string) => (typeof value[key] === "number" ? value[key] : undefined);
  const nodes = (key: string) => (Array.isArray(value[key]) ? value[key].map(node) : undefined);
  if (typeof value.type === "string") out.type = value.type;
  if (isRecord(value.properties))
    out.properties = Object.fromEntries(
      Object.entries(value.properties).map(([name, property]) => [name, node(property)]),
    );
  out.required = strings(value.required);
  if (value.items !== undefined) out.items = node(value.items);
  out.prefixItems = nodes("prefixItems");
  out.oneOf = nodes("oneOf");
  out.anyOf = nodes("anyOf");
  if (Array.isArray(value.enum))
    out.enum = value.enum.filter((item) => typeof item === "string" || typeof item === "number");
  if (typeof value.const === "string" || typeof value.const === "number") out.const = value.const;
  out.minItems = count("minItems");
  out.maxItems = count("maxItems");
  out.minLength = count("minLength");
  out.maxLength = count("maxLength");
  out.pattern = text("pattern");
  out.format = text("format");
  if ("default" in value) out.default = value.default;
  out.label = text("label");
  out.hint = text("hint");
  out.kind = text("kind");
  out.folder = text("folder");
  out.relation = text("relation");
  if (isRecord(value.optionLabels))
    out.optionLabels = Object.fromEntries(
      Object.entries(value.optionLabels).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
  if (value.multiline === true) out.multiline = true;
  if (value.text === true) out.text = true;
  if (value.pageTitle === true) out.pageTitle = true;
  if (value.fromFileName === true) out.fromFileName = true;
  if (value.linkTarget === true) out.linkTarget = true;
  if (value.readonly === true) out.readonly = true;
  if (value.hidden === true) out.hidden = true;
  if (value.fixedItems === true) out.fixedItems = true;
  out.minimum = count("minimum");
  out.exclusiveMinimum = count("exclusiveMinimum");
  out.maximum = count("maximum");
  const media = text("media");
  if (media === "image" || media === "video" || media === "model" || media === "logo")
    out.media = media;
  return out;
}

/**
 * The input JSON Schema of a content schema: what a form of it holds, with
 * each field's label. Media references are strings on the input side, so
 * the resolver a schema was made with does not change it.
 */
export const inputJsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  node(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }));

/** The input JSON Schema of one content file's schema. */
export const inputJsonSchema = (key: keyof ContentSchemas, clock: SchemaClock = {}): JsonSchema =>
  inputJsonSchemaOf(structureSchemas(clock)[key]);
