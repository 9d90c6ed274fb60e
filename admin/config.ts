/**
 * The editor's configuration (Sveltia CMS), built from the content schemas:
 * every field of every content file becomes a field of the editor, with the
 * Dutch label and hint of its `meta` and the build's rules. Where one of the
 * editor's own options says what the build checks (required, a list's size,
 * a number's least value, choices, relations, a date), it does; every text
 * is a checked field (`checked-field.ts`) that runs the build's own check of
 * that field (`rule`, `app/content/field-check.ts`). A link's target is
 * chosen from the pages, anchors, sectors and cases the build knows. So what
 * an editor saves also builds, and what builds can be saved:
 * `field-rules.test.ts` proves it field by field. Runs in Node when the
 * editor is built (`admin/vite.config.ts`); `config.test.ts` walks schema
 * and editor side by side.
 */
import path from "node:path";
import { type ContentFacts, ruleOf, siteNameOf } from "../app/content/field-check";
import { collections, type FileGroup, fileGroups, singleFiles } from "../app/content/files";
import { inputJsonSchema, type JsonSchema } from "../app/content/json-schema";
import { homeAnchorTargets, linkablePages } from "../app/content/link-targets";
import {
  heightFor,
  type ImageKindName,
  isImageKind,
  type VideoKind,
  videoKinds,
} from "../app/content/media-kinds";
import { readManifest } from "../app/content/media-manifest.server";
import { sectors, serviceIds } from "../app/content/schema";
import { pageTitleHint } from "../app/content/search-result-rules";
import type { PathKey } from "../app/content/schema-walk";
import { casePath, sectorPath } from "../app/content/paths";
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
  /** A checked field's rule: the file and field whose build check it runs (`field-check.ts`). */
  rule?: string;
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
  /** An image's slot (`media-kinds.ts`): the original must fill it. */
  kind?: ImageKindName;
  /** A video field's kind (`media-kinds.ts`): the crops its converted original must fill. */
  video_kind?: "clip" | "hero";
  /** An image field's folder of `media/`: the file types it takes (`media-refs.ts`). */
  folder?: "images" | "logos";
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
  /** What the content holds as the build read it: the cases, the company's details, … */
  facts: ContentFacts;
  /** The day the editor is built: a case's year runs up to its year. */
  today?: Date;
  /** The live site's address, where the editor links a published entry's page (`preview-links.ts`). */
  siteUrl?: string;
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
  settings: ["site", "navigation", "server"],
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

/** Where a field is: its file (`content/cases/*.yaml` for any entry) and its path in it. */
interface Place {
  file: string;
  path: PathKey[];
}

const at = (place: Place, key: PathKey): Place => ({ ...place, path: [...place.path, key] });

/** Under a text the site's specification fixes (`fixed` in the schemas): why it cannot be changed. */
export const fixedTextHint =
  "Deze tekst ligt vast in de specificatie van de site en is hier niet te wijzigen.";

/** The largest whole number a number field holds, as zod's `int()` checks it. */
const largestInt = Number.MAX_SAFE_INTEGER;

class FieldBuilder {
  /** A page title's hint, with the site's name the build reads (none without facts). */
  private readonly titleHint: string | undefined;

  constructor(private readonly settings: EditorSettings) {
    const siteName = siteNameOf(settings.facts);
    this.titleHint = siteName === undefined ? undefined : pageTitleHint(siteName);
  }

  /** The editor's field for schema node `node`, at `place`. */
  field(name: string, node: JsonSchema, required: boolean, place: Place): EditorField {
    if (!node.label)
      throw new Error(
        `${ruleOf(place.file, place.path)}: the schema gives this field no editor label (meta.label)`,
      );
    // Sveltia's hidden widget takes no hint and no `required`; it keeps what the file holds.
    if (node.hidden) return { name, label: node.label, widget: "hidden" };
    const hint = [node.hint, node.pageTitle && this.titleHint].filter(Boolean).join(" ");
    const base: EditorField = {
      name,
      label: node.label,
      widget: "string",
      ...(hint ? { hint } : {}),
      ...(required ? {} : { required: false }),
    };
    return { ...base, ...this.widget(node, place) };
  }

  private widget(node: JsonSchema, place: Place): Omit<EditorField, "name" | "label"> {
    if (node.const !== undefined)
      return {
        widget: "string",
        readonly: true,
        default: node.const,
        hint: node.hint ? `${node.hint} ${fixedTextHint}` : fixedTextHint,
      };
    if (node.readonly) return { widget: "string", readonly: true };
    if (node.linkTarget) return { widget: "select", options: this.linkOptions() };
    const choices = node.enum ?? node.anyOf?.map((variant) => variant.const);
    if (choices?.every((choice) => choice !== undefined)) {
      const options = choices.filter((choice) => choice !== undefined);
      const labels = node.optionLabels;
      if (!labels) return { widget: "select", options };
      // Named for the marketer, in the order of those names; a choice without a name shows its value.
      const named = options.map((value) => {
        const label = labels[value];
        return label === undefined ? value : { label, value: String(value) };
      });
      const shown = (option: (typeof named)[number]) =>
        typeof option === "object" ? option.label : String(option);
      return {
        widget: "select",
        options: named.sort((a, b) => shown(a).localeCompare(shown(b), "nl")),
      };
    }
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
    if (node.oneOf) return this.variants(node.oneOf, place);
    if (node.folder) return this.file(node.folder, node);
    switch (node.type) {
      case "object":
        return { widget: "object", fields: this.fields(node, place) };
      case "array":
        return this.list(node, place);
      case "number":
      case "integer":
        return this.number(node);
      case "boolean":
        return { widget: "boolean" };
      default:
        return this.text(node, place);
    }
  }

  fields(node: JsonSchema, place: Place): EditorField[] {
    const required = new Set(node.required ?? []);
    return Object.entries(node.properties ?? {})
      .filter(([, property]) => !property.fromFileName)
      .map(([name, property]) =>
        this.field(
          name,
          // An image's file takes the slot's kind (its smallest width) from the reference.
          property.folder && node.kind ? { ...property, kind: node.kind } : property,
          required.has(name) && property.default === undefined,
          at(place, name),
        ),
      );
  }

  /**
   * A whole number (the editor keeps no other): its least value as the
   * schema sets it, and at most the largest whole number zod takes.
   */
  private number(node: JsonSchema): Omit<EditorField, "name" | "label"> {
    const least = node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : node.minimum;
    return {
      widget: "number",
      value_type: "int",
      ...(least !== undefined && least > -largestInt ? { min: least } : { min: -largestInt }),
      max: Math.min(node.maximum ?? largestInt, largestInt),
    };
  }

  /**
   * A text: a date is picked from a calendar; any other text is checked as
   * it is typed by the build's own rules for this field (`rule`), with the
   * editor's character count where the schema sets a length.
   */
  private text(node: JsonSchema, place: Place): Omit<EditorField, "name" | "label"> {
    if (node.format === "date")
      return { widget: "datetime", time_format: false, format: "YYYY-MM-DD" };
    if (node.format === "date-time") return { widget: "datetime", format: "YYYY-MM-DDTHH:mm:ssZ" };
    return {
      widget: node.multiline ? "checked_text" : "checked_string",
      rule: ruleOf(place.file, place.path),
      ...(node.minLength !== undefined && node.minLength > 1 ? { minlength: node.minLength } : {}),
      ...(node.maxLength !== undefined ? { maxlength: node.maxLength } : {}),
    };
  }

  private list(node: JsonSchema, place: Place): Omit<EditorField, "name" | "label"> {
    const fixedItems = node.prefixItems;
    const item = fixedItems?.[0] ?? node.items ?? {};
    const fixed = { allow_add: false, allow_remove: false } as const;
    const size: Pick<EditorField, "min" | "max" | "allow_add" | "allow_remove" | "allow_reorder"> =
      fixedItems
        ? { min: fixedItems.length, max: fixedItems.length, ...fixed, allow_reorder: false }
        : {
            ...(node.minItems ? { min: node.minItems } : {}),
            ...(node.maxItems ? { max: node.maxItems } : {}),
            ...(node.fixedItems ? fixed : {}),
            ...(item.label ? { label_singular: item.label } : {}),
          };
    // Every item has the same fields: they are checked as the first item's.
    const itemPlace = at(place, 0);
    if (item.type === "object" && !item.folder)
      return { widget: "list", ...size, collapsed: true, fields: this.fields(item, itemPlace) };
    return { widget: "list", ...size, field: this.field("item", item, true, itemPlace) };
  }

  /** A choice between object shapes by their constant `type`. */
  private variants(variants: JsonSchema[], place: Place): Omit<EditorField, "name" | "label"> {
    return {
      widget: "object",
      typeKey: "type",
      types: variants.map((variant) => {
        const type = variant.properties?.type?.const;
        if (typeof type !== "string")
          throw new Error(`${ruleOf(place.file, place.path)}: a variant without a constant type`);
        // The editor writes `type` itself, from the variant chosen.
        const properties = Object.fromEntries(
          Object.entries(variant.properties ?? {}).filter(([name]) => name !== "type"),
        );
        return {
          name: type,
          label: variant.label ?? type,
          widget: "object",
          fields: this.fields({ ...variant, properties }, place),
        };
      }),
    };
  }

  /**
   * Where a link may point, as the build checks it (`link-targets.ts`): the
   * pages, the anchors of the home page, the sectors with cases and the cases.
   */
  private linkOptions(): { label: string; value: string }[] {
    const { cases } = this.settings.facts;
    const pageNames: Record<keyof typeof linkablePages, string> = {
      home: singleFiles.pages.home.label,
      services: singleFiles.pages.services.label,
      vr: singleFiles.pages.vr.label,
      ar: singleFiles.pages.ar.label,
      video360: singleFiles.pages.video360.label,
      cases: singleFiles.pages.cases.label,
      contact: singleFiles.pages.contact.label,
      contactThanks: singleFiles.pages.contactThanks.label,
      terms: singleFiles.legal.terms.label,
      privacy: singleFiles.legal.privacy.label,
      search: singleFiles.pages.search.label,
    };
    const anchorNames: Record<keyof typeof homeAnchorTargets, string> = {
      process: `Home › ${singleFiles.home.process.label}`,
      testimonials: "Home › Ervaringen van klanten",
    };
    const option = (label: string, value: string) => ({ label: `${label} (${value})`, value });
    return [
      ...Object.entries(linkablePages).map(([key, value]) =>
        option(pageNames[key as keyof typeof pageNames], value),
      ),
      ...Object.entries(homeAnchorTargets).map(([key, value]) =>
        option(anchorNames[key as keyof typeof anchorNames], value),
      ),
      ...sectors
        .filter((sector) => cases.some((item) => item.sector === sector))
        .map((sector) => option(`Cases in de sector ${sector}`, sectorPath(sector))),
      ...cases.map((item) => option(`Case: ${item.title}`, casePath(item.id))),
    ];
  }

  /** An original under `media/<folder>`: an upload for images and logos, a choice for the rest. */
  private file(folder: string, node: JsonSchema): Omit<EditorField, "name" | "label"> {
    const { root } = this.settings;
    if (folder === "images") {
      return {
        widget: "image_original",
        folder,
        accept: imageTypes,
        ...(isImageKind(node.kind) ? { kind: node.kind } : {}),
      };
    }
    if (folder === "logos")
      return {
        widget: "image_original",
        folder,
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
    // Another video (the 360° demo) or a model the build has derived for this kind of slot: a new
    // one needs ffmpeg or a developer. The editor reads media paths with a leading slash (formats.ts); the choice shows
    // without it.
    const manifest = readManifest(path.join(root, "media"));
    const derived =
      folder === "videos"
        ? Object.entries(manifest.videos)
            .filter(([key]) => key === `${node.kind} ${manifest.videos[key]?.source}`)
            .map(([, entry]) => entry.source)
        : Object.values(manifest.models).map((entry) => entry.source);
    return {
      widget: "select",
      options: [...new Set(derived)].sort().map((file) => ({ label: file, value: `/${file}` })),
    };
  }
}

/** The whole configuration Sveltia CMS starts with (`CMS.init({ config })`). */
export function editorConfig(settings: EditorSettings) {
  const builder = new FieldBuilder(settings);
  const clock = { today: settings.today };
  const fileCollection = (group: FileGroup) => ({
    name: group,
    label: fileGroups[group],
    format: entryFormat,
    files: Object.entries(singleFiles[group]).map(([name, file]) => {
      const schema = inputJsonSchema(file.schema, clock);
      const place: Place = { file: `content/${file.path}`, path: [] };
      // A file that is one list (the FAQ) is edited as that list.
      const fields =
        schema.type === "array"
          ? [{ ...builder.field("items", schema, true, place), root: true as const }]
          : builder.fields(schema, place);
      return {
        name,
        label: file.label,
        file: place.file,
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
      fields: builder.fields(inputJsonSchema(schema, clock), {
        file: `content/${folder}/*.yaml`,
        path: [],
      }),
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
