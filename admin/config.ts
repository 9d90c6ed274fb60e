/**
 * The editor's configuration (Sveltia CMS), built from the content schemas:
 * every field of every content file becomes a field of the editor, with the
 * Dutch label and hint of its `meta`, and the rules the build checks
 * (required, lengths, patterns, choices, list sizes, relations), so that what
 * an editor saves also builds. Runs in Node when the editor is built
 * (`admin/vite.config.ts`); `config.test.ts` walks schema and editor side by
 * side.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { collections, type FileGroup, fileGroups, singleFiles } from "../app/content/files";
import { inputJsonSchema, type JsonSchema } from "../app/content/json-schema";
import {
  heightFor,
  imageKinds,
  type ImageKindName,
  type VideoKind,
  videoKinds,
} from "../app/content/media-kinds";
import { editorTextPattern, seoTitleMaxLength, serviceIds } from "../app/content/schema";
import { type EditorBackend, publishingOf } from "./backend";
import { entryFormat } from "./formats";
import { filePreviewPath, previewPaths } from "./preview-links";
import { videoUpload } from "./video-upload";

/** A field of the editor's configuration (the subset of Sveltia's options this site uses). */
export interface EditorField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: false;
  readonly?: true;
  default?: unknown;
  /** A pattern, written as `/source/u` (the editor reads the flags), and its message. */
  pattern?: [string, string];
  minlength?: number;
  maxlength?: number;
  min?: number;
  max?: number;
  value_type?: "int";
  options?: (string | number | { label: string; value: string })[];
  fields?: EditorField[];
  field?: EditorField;
  types?: EditorField[];
  typeKey?: string;
  root?: true;
  allow_add?: false;
  allow_remove?: false;
  allow_reorder?: false;
  collapsed?: true;
  /** A list's item, as its add button and counts name it ("Punt toevoegen"). */
  label_singular?: string;
  time_format?: false;
  format?: string;
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  multiple?: true;
  min_width?: number;
  /** A video field's kind (`media-kinds.ts`): the crops its converted original must fill. */
  video_kind?: "clip" | "hero";
  accept?: string;
  media_folder?: string;
  public_folder?: string;
  media_libraries?: { default: { config: { max_file_size: number } } };
}

export interface EditorSettings {
  /** Where the editor signs in and commits (`editorBackend`). */
  backend: EditorBackend;
  /** The folder holding `content/` and `media/` (to list the videos and models there). */
  root: string;
  /** The site's name, which follows a page's title in search results. */
  siteName: string;
  /** The live site's address, where the editor links a published entry's page (`preview-links.ts`). */
  siteUrl?: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A page's title, as the build checks it (`CrossChecks.titleLengths`): with
 * " | <site name>" after it at most `seoTitleMaxLength` characters, or that
 * many if it names the site itself; and the rules of every visitor-facing text.
 */
export function pageTitlePattern(siteName: string): [string, string] {
  const alone = seoTitleMaxLength - ` | ${siteName}`.length;
  const name = escapeRegExp(siteName);
  const length = `(?=(?:(?=[\\s\\S]*${name})[\\s\\S]{0,${seoTitleMaxLength}}|[\\s\\S]{0,${alone}})$)`;
  if (!editorTextPattern.source.startsWith("^"))
    throw new Error("editorTextPattern must start with ^ to be combined with a title's length");
  return [
    `/^${length}${editorTextPattern.source.slice(1)}/u`,
    `Hooguit ${alone} tekens (met " | ${siteName}" erachter ${seoTitleMaxLength}). ${editorTextPattern.message}`,
  ];
}

/**
 * The entries the editor previews as the site shows them (`previews.tsx`),
 * by collection: a folder collection's entries under its own name, a file
 * collection's files by the file's name. The others have no preview pane:
 * the screen reader texts and the server's answers.
 */
export const previewTemplates = {
  cases: ["cases"],
  services: ["services"],
  testimonials: ["testimonials"],
  pages: [
    "home",
    "services",
    "vr",
    "ar",
    "video360",
    "cases",
    "caseLabels",
    "contact",
    "contactThanks",
    "notFound",
    "caseNotFound",
    "search",
  ],
  home: ["process", "clients"],
  faq: serviceIds,
  legal: ["terms", "privacy"],
  settings: ["site", "navigation"],
} as const satisfies {
  [C in keyof typeof collections]: readonly [C];
} & { [G in FileGroup]: readonly (keyof (typeof singleFiles)[G])[] };

const preview = (collection: keyof typeof previewTemplates, name: string) =>
  (previewTemplates[collection] as readonly string[]).includes(name)
    ? {}
    : { editor: { preview: false } };

/** Largest upload: an original of several thousand pixels as a high-quality JPEG. */
export const maxUploadBytes = 15 * 1024 * 1024;

const imageTypes = "image/jpeg,image/png,image/webp";

/**
 * Where a converted video goes (`media/videos/`, named in content as
 * `videos/…`), and the largest the editor takes: its own bound, above the
 * photos' upload cap.
 */
const videoFiles = {
  media_folder: "/media/videos",
  public_folder: "videos",
  media_libraries: { default: { config: { max_file_size: videoUpload.maxBytes } } },
} as const;

/** What a video field says of the file it takes (`video-upload.ts`). */
const videoHint = (kind: VideoKind) =>
  `Een video van uw telefoon of camera: MP4 of MOV, liggend, minstens ${kind.width} × ${heightFor(kind.aspect, kind.width)} pixels, hooguit ${videoUpload.maxSeconds / 60} minuten. De editor maakt er een webversie van ${videoUpload.maxBytes / (1024 * 1024)} MB of minder van, zonder geluid; die wordt bij Opslaan toegevoegd.`;

/** What an editor is told where a build rule has no words of its own. */
const patternMessages: Record<string, string> = {
  "^\\d{1,3}% \\d{1,3}%$":
    "Schrijf twee percentages met een spatie ertussen, bijvoorbeeld 70% 40%.",
  "^\\d\\. ": 'Begin met het nummer van het onderdeel, bijvoorbeeld "1. ".',
  "^\\/.*": "Een adres op de site begint met /.",
};

/** What an editor is told of a value in a standard format. */
const formatMessages: Record<string, string> = {
  "date-time": "Schrijf een datum en tijd met tijdzone, zoals 2026-11-24T12:00:00+01:00.",
  email: "Vul een geldig e-mailadres in.",
  uri: "Vul een volledig adres in, dat begint met https://.",
};

/** Originals below `media/<folder>` with one of `extensions`, as the content names them. */
function originals(root: string, folder: string, extensions: readonly string[]): string[] {
  const dir = path.join(root, "media", folder);
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extensions.some((ext) => entry.name.endsWith(`.${ext}`)))
    .map((entry) =>
      path.relative(path.join(root, "media"), path.join(entry.parentPath, entry.name)),
    )
    .sort();
}

class FieldBuilder {
  constructor(private readonly settings: EditorSettings) {}

  /** The editor's field for schema node `node`, at `where` (for the error of a missing label). */
  field(name: string, node: JsonSchema, required: boolean, where: string): EditorField {
    if (!node.label)
      throw new Error(`${where}: the schema gives this field no editor label (meta.label)`);
    const base: EditorField = {
      name,
      label: node.label,
      widget: "string",
      ...(node.hint ? { hint: node.hint } : {}),
      ...(required ? {} : { required: false }),
    };
    return { ...base, ...this.widget(node, where) };
  }

  private widget(node: JsonSchema, where: string): Omit<EditorField, "name" | "label"> {
    if (node.const !== undefined) return { widget: "string", readonly: true, default: node.const };
    const choices = node.enum ?? node.anyOf?.map((variant) => variant.const);
    if (choices?.every((choice) => choice !== undefined))
      return { widget: "select", options: choices.filter((choice) => choice !== undefined) };
    if (node.relation) {
      return {
        widget: "relation",
        collection: node.relation,
        value_field: "{{slug}}",
        search_fields: ["title"],
        display_fields: ["title"],
        multiple: true,
        min: node.minItems ?? node.prefixItems?.length,
        max: node.maxItems ?? node.prefixItems?.length,
      };
    }
    if (node.oneOf) return this.variants(node.oneOf, where);
    if (node.folder) return this.file(node.folder, node);
    switch (node.type) {
      case "object":
        return { widget: "object", fields: this.fields(node, where) };
      case "array":
        return this.list(node, where);
      case "number":
      case "integer":
        return { widget: "number", ...(node.type === "integer" ? { value_type: "int" } : {}) };
      case "boolean":
        return { widget: "boolean" };
      default:
        return this.text(node);
    }
  }

  fields(node: JsonSchema, where: string): EditorField[] {
    const required = new Set(node.required ?? []);
    return Object.entries(node.properties ?? {})
      .filter(([, property]) => !property.fromFileName)
      .map(([name, property]) =>
        this.field(
          name,
          // An image's file takes the slot's kind (its smallest width) from the reference.
          property.folder && node.kind ? { ...property, kind: node.kind } : property,
          required.has(name) && property.default === undefined,
          `${where}.${name}`,
        ),
      );
  }

  private text(node: JsonSchema): Omit<EditorField, "name" | "label"> {
    const widget = node.multiline ? "text" : "string";
    if (node.format === "date")
      return { widget: "datetime", time_format: false, format: "YYYY-MM-DD" };
    const lengths = {
      ...(node.minLength !== undefined && node.minLength > 1 ? { minlength: node.minLength } : {}),
      ...(node.maxLength !== undefined ? { maxlength: node.maxLength } : {}),
    };
    const message = node.pattern
      ? (formatMessages[node.format ?? ""] ?? patternMessages[node.pattern])
      : undefined;
    if (node.pattern && !message)
      throw new Error(
        `no Dutch message for the pattern ${node.pattern}: add it to admin/config.ts`,
      );
    const pattern: [string, string] | undefined = node.pattern
      ? [`/${node.pattern}/u`, message ?? ""]
      : node.pageTitle
        ? pageTitlePattern(this.settings.siteName)
        : node.text
          ? [`/${editorTextPattern.source}/u`, editorTextPattern.message]
          : undefined;
    return { widget, ...lengths, ...(pattern ? { pattern } : {}) };
  }

  private list(node: JsonSchema, where: string): Omit<EditorField, "name" | "label"> {
    const fixedItems = node.prefixItems;
    const item = fixedItems?.[0] ?? node.items ?? {};
    const size: Pick<EditorField, "min" | "max" | "allow_add" | "allow_remove" | "allow_reorder"> =
      fixedItems
        ? {
            min: fixedItems.length,
            max: fixedItems.length,
            allow_add: false,
            allow_remove: false,
            allow_reorder: false,
          }
        : {
            ...(node.minItems ? { min: node.minItems } : {}),
            ...(node.maxItems ? { max: node.maxItems } : {}),
            ...(item.label ? { label_singular: item.label } : {}),
          };
    if (item.type === "object" && !item.folder)
      return { widget: "list", ...size, collapsed: true, fields: this.fields(item, `${where}[]`) };
    return {
      widget: "list",
      ...size,
      field: this.field("item", item, true, `${where}[]`),
    };
  }

  /** A choice between object shapes by their constant `type`. */
  private variants(variants: JsonSchema[], where: string): Omit<EditorField, "name" | "label"> {
    return {
      widget: "object",
      typeKey: "type",
      types: variants.map((variant) => {
        const type = variant.properties?.type?.const;
        if (typeof type !== "string")
          throw new Error(`${where}: a variant without a constant type`);
        // The editor writes `type` itself, from the variant chosen.
        const properties = Object.fromEntries(
          Object.entries(variant.properties ?? {}).filter(([name]) => name !== "type"),
        );
        return {
          name: type,
          label: variant.label ?? type,
          widget: "object",
          fields: this.fields({ ...variant, properties }, `${where}<${type}>`),
        };
      }),
    };
  }

  /** An original under `media/<folder>`: an upload for images and logos, a choice for the rest. */
  private file(folder: string, node: JsonSchema): Omit<EditorField, "name" | "label"> {
    const { root } = this.settings;
    if (folder === "images") {
      const kind = node.kind as ImageKindName | undefined;
      return {
        widget: "image_original",
        accept: imageTypes,
        ...(kind && kind in imageKinds ? { min_width: imageKinds[kind].width } : {}),
      };
    }
    if (folder === "logos")
      return {
        widget: "image_original",
        accept: "image/svg+xml",
        media_folder: "/media/logos",
        public_folder: "logos",
      };
    // A video for a clip or hero slot is picked from this computer and converted (video-field.ts).
    if (folder === "videos" && (node.kind === "clip" || node.kind === "hero"))
      return {
        widget: "video_original",
        video_kind: node.kind,
        hint: videoHint(videoKinds[node.kind]),
        ...videoFiles,
      };
    // The editor reads media paths with a leading slash (formats.ts); the choice shows without it.
    return {
      widget: "select",
      options: originals(root, folder, folder === "videos" ? ["mp4", "mov"] : ["glb"]).map(
        (file) => ({ label: file, value: `/${file}` }),
      ),
    };
  }
}

/** The whole configuration Sveltia CMS starts with (`CMS.init({ config })`). */
export function editorConfig(settings: EditorSettings) {
  const builder = new FieldBuilder(settings);
  const fileCollection = (group: FileGroup) => ({
    name: group,
    label: fileGroups[group],
    format: entryFormat,
    files: Object.entries(singleFiles[group]).map(([name, file]) => {
      const schema = inputJsonSchema(file.schema);
      const where = `content/${file.path}`;
      // A file that is one list (the FAQ) is edited as that list.
      const fields =
        schema.type === "array"
          ? [{ ...builder.field("items", schema, true, where), root: true as const }]
          : builder.fields(schema, where);
      return {
        name,
        label: file.label,
        file: where,
        fields,
        ...preview(group, name),
        ...filePreviewPath(group, name),
      };
    }),
  });
  const folderCollection = (key: keyof typeof collections) => {
    const { folder, schema, label, singular, media, titleField, summary, fixedEntries } =
      collections[key];
    return {
      name: key,
      label,
      label_singular: singular,
      folder: `content/${folder}`,
      extension: "yaml",
      format: entryFormat,
      create: !fixedEntries,
      delete: !fixedEntries,
      identifier_field: titleField,
      slug: {
        template: `{{${titleField}}}`,
        editable: ["create"],
        hint: "Het adres op de site; na het opslaan niet meer te wijzigen. Kleine letters, cijfers en streepjes.",
        pattern: [
          "^[a-z0-9]+(?:-[a-z0-9]+)*$",
          "Gebruik alleen kleine letters, cijfers en streepjes.",
        ],
      },
      summary,
      sortable_fields: { fields: ["order", titleField], default: { field: "order" } },
      media_folder: `/media/${media}`,
      public_folder: media,
      fields: builder.fields(inputJsonSchema(schema), `content/${folder}/*.yaml`),
      ...preview(key, key),
      preview_path: previewPaths[key],
    };
  };
  return {
    load_config_file: false,
    ...publishingOf(settings.backend),
    ...(settings.siteUrl ? { site_url: settings.siteUrl } : {}),
    media_folder: "media/images",
    public_folder: "images",
    media_libraries: {
      default: { config: { max_file_size: maxUploadBytes } },
      all: { max_file_size: maxUploadBytes },
      stock_assets: false,
    },
    output: { omit_empty_optional_fields: true },
    collections: [
      folderCollection("cases"),
      folderCollection("services"),
      folderCollection("testimonials"),
      ...(Object.keys(fileGroups) as FileGroup[]).map(fileCollection),
    ],
  };
}

export type EditorConfig = ReturnType<typeof editorConfig>;
