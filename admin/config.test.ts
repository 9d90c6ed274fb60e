/**
 * The editor's fields and the content agree, both ways: every field of every
 * content schema has an editor field (same name, same required-ness, the
 * same shape inside), every editor field is a field of the schema, every
 * content file is one the editor opens, and every value in the repository's
 * content files is one the editor shows.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { collections, singleFiles } from "../app/content/files";
import { inputJsonSchema, type JsonSchema } from "../app/content/json-schema";
import { editorConfig, type EditorField, fixedTextHint } from "./config";
import { contentFacts } from "./content-facts";
import { visitFields } from "./fields";
import { fromFile } from "./formats";
import { videoUpload } from "./video-upload";

const root = path.resolve(import.meta.dirname, "..");
const facts = await contentFacts(root, {});
const config = editorConfig({ backend: { name: "test-repo" }, root, facts });

interface Editable {
  file: string;
  fields: EditorField[];
}

const isFolder = (collection: object): collection is { folder: string; fields: EditorField[] } =>
  "folder" in collection;

/** Where each collection's entries are, with the editor's fields for them. */
const editablesOf = (editor: typeof config): Editable[] =>
  editor.collections.flatMap((collection): Editable[] =>
    isFolder(collection)
      ? [{ file: `${collection.folder}/*.yaml`, fields: collection.fields }]
      : collection.files.map(({ file, fields }) => ({ file, fields: fields as EditorField[] })),
  );
const editables = editablesOf(config);

interface Placed {
  /** The file and the field's path in it: `content/pages/contact.yaml.intro.seoTitle`. */
  where: string;
  field: EditorField;
}

const placed = (fields: readonly EditorField[], where: string): Placed[] =>
  fields.flatMap((field) => {
    const here = `${where}.${field.name}`;
    return [
      { where: here, field },
      ...placed(field.fields ?? [], here),
      ...(field.field ? placed([field.field], `${here}[]`) : []),
      ...(field.types ?? []).flatMap((type) => placed(type.fields ?? [], `${here}<${type.name}>`)),
    ];
  });

/** Every field of every file `editor` opens, nested ones included. */
const placedFields = (editor: typeof config): Placed[] =>
  editablesOf(editor).flatMap(({ file, fields }) => placed(fields, file));
const all = placedFields(config);

/** Differences between the editor's fields and a schema's properties. */
function compareFields(fields: readonly EditorField[], node: JsonSchema, where: string): string[] {
  const properties = Object.entries(node.properties ?? {}).filter(
    ([, property]) => !property.fromFileName,
  );
  const required = new Set(node.required ?? []);
  const byName = new Map(fields.map((field) => [field.name, field]));
  const problems = fields
    .filter((field) => !properties.some(([name]) => name === field.name))
    .map((field) => `${where}.${field.name}: an editor field the schema does not have`);
  for (const [name, property] of properties) {
    const field = byName.get(name);
    if (!field) {
      problems.push(`${where}.${name}: a schema field the editor does not show`);
      continue;
    }
    const mustFill = required.has(name) && property.default === undefined;
    if (!property.hidden && mustFill !== (field.required !== false)) {
      problems.push(`${where}.${name}: required ${mustFill} in the schema, not in the editor`);
    }
    problems.push(...compareField(field, property, `${where}.${name}`));
  }
  return problems;
}

/** Differences inside one field: its object's fields, its list's items, its variants. */
function compareField(field: EditorField, node: JsonSchema, where: string): string[] {
  // A hidden field keeps whatever the file holds; Sveltia warns of any option its widget does not take.
  if (node.hidden) {
    if (field.widget !== "hidden") return [`${where}: shown, though hidden`];
    const options = Object.keys(field).filter((key) => !["name", "label", "widget"].includes(key));
    return options.length > 0 ? [`${where}: hidden, with options ${options.join(", ")}`] : [];
  }
  if (node.oneOf) {
    const types = new Map((field.types ?? []).map((type) => [type.name, type]));
    return node.oneOf.flatMap((variant) => {
      const name = String(variant.properties?.type?.const);
      const type = types.get(name);
      if (!type) return [`${where}<${name}>: a variant the editor does not offer`];
      // The editor writes `type` itself, from the variant chosen.
      const properties = Object.fromEntries(
        Object.entries(variant.properties ?? {}).filter(([key]) => key !== "type"),
      );
      return compareFields(type.fields ?? [], { ...variant, properties }, `${where}<${name}>`);
    });
  }
  if (node.type === "object" && !node.folder) {
    return compareFields(field.fields ?? [], node, where);
  }
  if (node.type === "array" && !node.relation) {
    const item = node.prefixItems?.[0] ?? node.items ?? {};
    if (field.fields) return compareFields(field.fields, item, `${where}[]`);
    if (field.field) return compareField(field.field, item, `${where}[]`);
    return [`${where}: a list the editor shows without its items`];
  }
  return [];
}

/** Keys of `value` the editor has no field for. */
function unshown(value: unknown, fields: readonly EditorField[], where: string): string[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const field = fields.find((candidate) => candidate.name === key);
    if (!field) return [`${where}.${key}`];
    return valueProblems(item, field, `${where}.${key}`);
  });
}

function valueProblems(value: unknown, field: EditorField, where: string): string[] {
  if (field.types && typeof value === "object" && value !== null && "type" in value) {
    const { type, ...rest } = value as { type: unknown };
    const variant = field.types.find((candidate) => candidate.name === type);
    return variant
      ? unshown(rest, variant.fields ?? [], where)
      : [`${where}.type = ${String(type)}`];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      field.fields
        ? unshown(item, field.fields, `${where}[${index}]`)
        : field.field
          ? valueProblems(item, field.field, `${where}[${index}]`)
          : [],
    );
  }
  return field.fields ? unshown(value, field.fields, where) : [];
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0);

const contentFiles = readdirSync(path.join(root, "content"), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith(".yaml"))
  .map((file) => `content/${file.split(path.sep).join("/")}`)
  .sort();

const editableOf = (file: string) =>
  editables.find(
    (editable) =>
      editable.file === file ||
      (editable.file.endsWith("/*.yaml") && path.dirname(file) === path.dirname(editable.file)),
  );

/** Every content file as the editor reads it, with the fields it shows for it. */
const editedFiles = () =>
  contentFiles.map((file) => {
    const data = fromFile(readFileSync(path.join(root, file), "utf8"));
    const fields = editableOf(file)?.fields ?? [];
    const [list] = fields;
    // A file that is one list is one field, `items`, holding the whole file.
    return list?.root
      ? { data: { [list.name]: data }, fields: [list], file }
      : { data, fields, file };
  });

describe("the editor's fields and the content schemas", () => {
  it.each(Object.entries(collections))("the %s collection", (name, collection) => {
    const fields = editables.find((editable) =>
      editable.file.startsWith(`content/${collection.folder}/`),
    );
    expect(compareFields(fields?.fields ?? [], inputJsonSchema(collection.schema), name)).toEqual(
      [],
    );
  });

  it.each(Object.values(singleFiles).flatMap((group) => Object.values(group)))(
    "content/$path",
    (file) => {
      const schema = inputJsonSchema(file.schema);
      const fields = editableOf(`content/${file.path}`)?.fields ?? [];
      const problems =
        schema.type === "array"
          ? fields[0]
            ? compareField(fields[0], schema, file.path)
            : [`${file.path}: the editor shows no list`]
          : compareFields(fields, schema, file.path);
      expect(problems).toEqual([]);
    },
  );

  it("every content file opens in the editor, and each of its values has a field", () => {
    const problems = contentFiles.flatMap((file) => {
      const editable = editableOf(file);
      if (!editable) return [`${file}: not in the editor`];
      const data: unknown = parse(readFileSync(path.join(root, file), "utf8"));
      const [list] = editable.fields;
      return list?.root ? valueProblems(data, list, file) : unshown(data, editable.fields, file);
    });
    expect(contentFiles.length).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });

  it("every content file can be saved as it is: no field the editor requires is empty in it", () => {
    const problems: string[] = [];
    for (const { data, fields, file } of editedFiles())
      visitFields(data, fields, file, (item, field, where) => {
        // Sveltia checks no hidden field: it keeps what the file holds.
        if (field.widget !== "hidden" && field.required !== false && isEmpty(item))
          problems.push(`${where} is empty`);
      });
    expect(problems).toEqual([]);
    // The company's KvK number, street and social profiles are empty until known.
    const site = editableOf("content/site.yaml")?.fields ?? [];
    expect(site.find((candidate) => candidate.name === "kvk")?.required).toBe(false);
    expect(site.find((candidate) => candidate.name === "sameAs")?.required).toBe(false);
    expect(site.find((candidate) => candidate.name === "phone")?.required).not.toBe(false);
  });

  it("every choice in a content file, a video or a 3D model among them, is one the editor offers", () => {
    const choices: { where: string; src: boolean; offered: boolean }[] = [];
    for (const { data, fields, file } of editedFiles())
      visitFields(data, fields, file, (item, field, where) => {
        if (field.widget !== "select" || item === undefined) return;
        const values = (field.options ?? []).map((option) =>
          typeof option === "object" ? option.value : option,
        );
        choices.push({
          where: `${where} = ${String(item)}`,
          src: field.name === "src",
          offered: values.includes(item as string),
        });
      });
    // The 360° video and the 3D model; the other videos are uploads (below).
    expect(choices.filter((choice) => choice.src).length).toBeGreaterThanOrEqual(2);
    expect(choices.filter((choice) => !choice.offered).map((choice) => choice.where)).toEqual([]);
  });

  it("a choice between types keeps its fields beside the type, in no group of their own (decision 016)", () => {
    // Sveltia gives a field in a group inside a type its path without the type: an upload there finds no folder.
    const typed = all.filter(({ field }) => field.types);
    expect(typed.map(({ where }) => where)).toContain("content/cases/*.yaml.media");
    const grouped = typed.flatMap(({ where, field }) =>
      (field.types ?? []).flatMap((type) =>
        (type.fields ?? [])
          .filter((inner) => inner.fields ?? inner.types)
          .map((inner) => `${where}<${type.name}>.${inner.name}`),
      ),
    );
    expect(grouped).toEqual([]);
  });

  it("a video for a case or a page is picked on this computer and converted for its slot; a 360° video is chosen from media/", () => {
    const videos = all
      .filter(
        ({ field }) =>
          field.widget === "video_original" ||
          (field.options ?? []).some((option) =>
            String(Object(option).value).startsWith("/videos/"),
          ),
      )
      .map(({ where, field }) => `${where}: ${field.widget} ${field.video_kind ?? ""}`.trim());
    expect(videos).toEqual([
      "content/cases/*.yaml.media<video>.src: video_original clip",
      "content/pages/home.yaml.hero.video.src: video_original hero",
      "content/pages/diensten.yaml.introVideo.src: video_original clip",
      "content/pages/virtual-reality.yaml.exampleVideo.video.src: video_original clip",
      "content/pages/360-video.yaml.demo.video.src: select",
    ]);
    const upload = all.find(({ field }) => field.widget === "video_original")?.field;
    expect(upload).toMatchObject({
      media_folder: "/media/videos",
      public_folder: "videos",
      media_libraries: { default: { config: { max_file_size: videoUpload.maxBytes } } },
    });
    expect(upload?.hint).toContain("minstens 1280 × 720 pixels, hooguit 3 minuten");
  });

  it("a list names each entry by fields every entry has", () => {
    const problems = Object.entries(collections).flatMap(([name, collection]) => {
      const required = inputJsonSchema(collection.schema).required ?? [];
      return [...collection.summary.matchAll(/{{(\w+)}}/g)]
        .map((match) => String(match[1]))
        .filter((field) => !required.includes(field))
        .map((field) => `${name}: {{${field}}} is not a field every entry has`);
    });
    expect(problems).toEqual([]);
    expect(collections.cases.summary).toContain("{{client}}");
  });

  it("notices a schema field the editor lacks, and an editor field the schema lacks", () => {
    const node: JsonSchema = {
      type: "object",
      properties: { title: { type: "string" }, year: { type: "integer" } },
      required: ["title", "year"],
    };
    const title: EditorField = { name: "title", label: "Titel", widget: "string" };
    const extra: EditorField = { name: "subtitle", label: "Ondertitel", widget: "string" };
    expect(compareFields([title, extra], node, "x")).toEqual([
      "x.subtitle: an editor field the schema does not have",
      "x.year: a schema field the editor does not show",
    ]);
  });
});

describe("the editor's checks", () => {
  it("check every text by the build's own rules for its field, and no field by a pattern of its own", () => {
    const texts = all.filter(({ field }) => field.widget.startsWith("checked_"));
    expect(texts.length).toBeGreaterThan(300);
    expect(
      texts.filter(({ where, field }) => !field.rule?.startsWith(where.split(".yaml")[0] ?? "")),
    ).toEqual([]);
    expect(all.filter(({ field }) => "pattern" in field).map(({ where }) => where)).toEqual([]);
  });

  it("offer a link's targets as choices: the pages, anchors, sectors with cases and cases", () => {
    const targets = all.filter(({ field }) => field.name === "to");
    expect(targets.length).toBeGreaterThan(10);
    for (const { field } of targets) expect(field.widget).toBe("select");
    const values = (targets[0]?.field.options ?? []).map((option) =>
      typeof option === "object" ? option.value : option,
    );
    expect(values).toEqual(expect.arrayContaining(["/contact", "/#proces", "/cases/museum-ar"]));
    expect(values).not.toContain("/404");
  });

  it("give a page title the room the site's name leaves it", async () => {
    const hints = (fields: Placed[]) =>
      fields
        .filter(
          ({ where, field }) =>
            field.label === "Titel in zoekresultaten" || where === "content/cases/*.yaml.title",
        )
        .map(({ where, field }) => `${where}: ${field.hint ?? "no hint"}`);
    const titles = hints(all);
    expect(titles.length).toBeGreaterThan(10);
    const standard = 'Hooguit 47 tekens: de site zet er " | Immersa XR" achter, samen hooguit 60.';
    expect(titles.filter((hint) => !hint.endsWith(standard))).toEqual([]);
    // The build's SITE_NAME is the name search results show.
    const renamedSite = editorConfig({
      backend: { name: "test-repo" },
      root,
      facts: await contentFacts(root, { SITE_NAME: "Immersa" }),
    });
    const renamed = hints(placedFields(renamedSite));
    expect(
      renamed.filter(
        (hint) => !hint.includes('Hooguit 50 tekens: de site zet er " | Immersa" achter'),
      ),
    ).toEqual([]);
  });

  it("keep a service's emoji, which no page shows, without offering it", () => {
    const icon = all.find(({ where }) => where === "content/services/*.yaml.icon")?.field;
    expect(icon).toEqual({ name: "icon", label: "Emoji", widget: "hidden" });
  });

  it("name what a list adds: a part of the privacy statement, a social profile", () => {
    const singular = (where: string) =>
      all.find((entry) => entry.where === where)?.field.label_singular ?? `no list at ${where}`;
    expect(singular("content/legal/privacyverklaring.yaml.sections")).toBe("Onderdeel");
    expect(singular("content/site.yaml.sameAs")).toBe("Profiel");
  });

  it("name every icon in Dutch, in the order of those names", () => {
    const icons = all.filter(({ field }) => field.label === "Pictogram");
    expect(icons.map(({ where }) => where)).toEqual(
      expect.arrayContaining([
        "content/process.yaml.items.icon",
        "content/pages/virtual-reality.yaml.why.tiles.icon",
      ]),
    );
    for (const { where, field } of icons) {
      const labels = (field.options ?? []).map((option) =>
        typeof option === "object" ? option.label : `unnamed: ${String(option)}`,
      );
      expect(labels.length, where).toBeGreaterThan(5);
      expect(labels, where).toEqual([...labels].sort((a, b) => a.localeCompare(b, "nl")));
      expect(
        labels.filter((label) => label.startsWith("unnamed")),
        where,
      ).toEqual([]);
    }
  });

  it("point relations only at cases, whose deletion the editor explains as a case's", () => {
    const relations = all.filter(({ field }) => field.widget === "relation");
    expect(relations.map(({ field }) => field.collection)).toEqual(["cases"]);
  });
});

describe("the editor's text boxes", () => {
  /** The texts among the fields `select` picks, each with its widget. */
  const widgets = (select: (entry: Placed) => boolean) =>
    all
      .filter((entry) => !entry.field.fields && !entry.field.types && select(entry))
      .map(({ where, field }) => `${where}: ${field.widget}`);

  it("a lead, an image's description, a list's point and a refusal the visitor reads grow with their text", () => {
    const sentences = widgets(
      ({ where, field }) =>
        (field.name === "lead" && !field.readonly) ||
        field.name === "alt" ||
        field.label === "Punt" ||
        /^content\/server\.yaml\.contact\.(errors|fields)\./.test(where),
    );
    expect(sentences.length).toBeGreaterThan(40);
    expect(sentences.filter((entry) => !entry.endsWith(": checked_text"))).toEqual([]);
  });

  it("a text the specification fixes is shown read-only, and says why", () => {
    const fixed = all.filter(({ field }) => field.readonly && field.default !== undefined);
    expect(fixed.length).toBeGreaterThan(20);
    expect(
      fixed.filter(({ field }) => !field.hint?.endsWith(fixedTextHint)).map(({ where }) => where),
    ).toEqual([]);
  });

  it("a heading and a button's label stay on one line", () => {
    const lines = widgets(({ field }) => field.label === "Kop" || /knop$/i.test(field.label));
    expect(lines.length).toBeGreaterThan(20);
    expect(lines.filter((entry) => !/: (checked_)?string$/.test(entry))).toEqual([]);
  });
});
