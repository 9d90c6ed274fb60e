/**
 * One set of rules, proved both ways. For every field of the editor's
 * configuration, fast-check generates values around its rules, and two
 * verdicts must agree on each:
 *
 * - the editor's: Sveltia's own checks as its source applies them
 *   (`sveltiaRefuses`: required after trimming, a number's range, a list's
 *   size, a choice among the options, a relation to existing cases, a date
 *   from its calendar, and only what its controls can produce), then the
 *   site's checked fields and image field (`field-refusal.ts`, the code the
 *   editor runs);
 * - the build's: the real reader, schemas and cross-checks (`loadContent`)
 *   on the repository's content with that one value saved into its file as
 *   the editor saves it, with the media command's rule for an image's size.
 *
 * So what the editor saves builds, and what builds, the editor saves. The
 * same holds for deleting an entry, and for a case's year as the calendar
 * moves on. A failure names the field, the value and both verdicts.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { slotRegion } from "../app/content/image-slots";
import { ContentError, loadContent } from "../app/content/load.server";
import { heightFor, imageKinds } from "../app/content/media-kinds";
import { manifestResolver } from "../app/content/media-manifest.server";
import type { MediaResolver } from "../app/content/media-refs";
import { type ContentSource, ReadCache } from "../app/content/read.server";
import { isRecord } from "../app/content/records";
import type { PathKey } from "../app/content/schema-walk";
import { editorConfig, type EditorField } from "./config";
import { editorEmulation, optionValues } from "../tests/support/editor-emulation";
import { contentFacts } from "./content-facts";
import { fromFile, toFile } from "./formats";

const root = path.resolve(import.meta.dirname, "..");
const facts = await contentFacts(root, {});
const config = editorConfig({ backend: { name: "test-repo" }, root, facts });

// ---------------------------------------------------------------------------
// The build: the repository's content in memory, one file changed at a time
// ---------------------------------------------------------------------------

const contentDir = path.join(root, "content");
const texts = new Map(
  readdirSync(contentDir, { recursive: true })
    .map((file) => String(file).split(path.sep).join("/"))
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => [file, readFileSync(path.join(contentDir, file), "utf8")]),
);

/** The content with `changed` (a file below `content/` and its text, or none for a deleted file). */
function sourceWith(changed?: { file: string; text?: string }): ContentSource {
  const read = (file: string) => (file === changed?.file ? changed.text : texts.get(file));
  return {
    read,
    list: (folder) => {
      const names = [...texts.keys()]
        .filter((file) => path.posix.dirname(file) === folder)
        .map((file) => path.posix.basename(file));
      return names.filter((name) => read(`${folder}/${name}`) !== undefined);
    },
  };
}

const media = path.join(root, "media");
const derived = manifestResolver(media);
const logos = new Set(
  readdirSync(path.join(media, "logos"), { recursive: true }).map(
    (file) => `logos/${String(file)}`,
  ),
);
/**
 * The media as the build has them once its media command has run: an image
 * original is derived for any slot it fills (sharp runs in every build);
 * videos, their frames and models are as derived (ffmpeg is a developer's).
 */
const mediaStep: MediaResolver = {
  image: (request) => {
    const size = facts.images[request.src];
    if (!size) return `media/${request.src} does not exist`;
    const slot = slotRegion(`media/${request.src}`, size, request.kind, request);
    if ("problem" in slot) return slot.problem.message;
    const { width, aspect } = imageKinds[request.kind];
    return { name: request.src, width, height: heightFor(aspect, width) };
  },
  video: derived.video,
  poster: derived.poster,
  logo: (src) => (logos.has(src) ? { name: src } : `media/${src} does not exist`),
  model: derived.model,
};

const cache = new ReadCache();

/**
 * What the build says of the content with `changed` on the day `today`: its
 * problems, and the notices of what it changed to keep the site whole.
 */
function build(changed?: { file: string; text?: string }, today?: Date) {
  const notices: string[] = [];
  try {
    loadContent({
      root,
      env: {},
      source: sourceWith(changed),
      resolver: mediaStep,
      cache,
      today,
      onNotice: (notice) => notices.push(notice),
    });
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { problems: error.problems, notices };
  }
  return { problems: [], notices };
}

// ---------------------------------------------------------------------------
// The editor: every field, where it is in a content file
// ---------------------------------------------------------------------------

interface Target {
  /** The file below `content/` the value is saved in. */
  file: string;
  /** The value's path in the editor's data of the file (the FAQ's list is the file). */
  path: PathKey[];
  field: EditorField;
  /** The value the file holds there. */
  current: unknown;
  /** Where, for a failure: the file, the path and the field's labels. */
  where: string;
}

function* fieldsIn(
  fields: readonly EditorField[],
  data: unknown,
  path: PathKey[],
  labels: string[],
): Generator<Omit<Target, "file" | "where"> & { labels: string[] }> {
  for (const field of fields) {
    const value = isRecord(data) ? data[field.name] : undefined;
    // The list that is a whole file (the FAQ) is the data itself.
    const here = field.root ? path : [...path, field.name];
    const named = [...labels, field.label];
    yield { path: here, field, current: field.root ? data : value, labels: named };
    const own = field.root ? data : value;
    if (field.types) {
      const variant = field.types.find((type) => isRecord(own) && own.type === type.name);
      if (variant) yield* fieldsIn(variant.fields ?? [], own, here, [...named, variant.label]);
    } else if (field.widget === "object") {
      yield* fieldsIn(field.fields ?? [], own, here, named);
    } else if (field.widget === "list" && Array.isArray(own) && own.length > 0) {
      if (field.fields) yield* fieldsIn(field.fields, own[0], [...here, 0], named);
      if (field.field) {
        const item = { path: [...here, 0], field: field.field, current: own[0] };
        yield { ...item, labels: [...named, field.field.label] };
      }
    }
  }
}

const editables = config.collections.flatMap((collection) =>
  "folder" in collection
    ? [...texts.keys()]
        .filter((file) => `content/${path.posix.dirname(file)}` === collection.folder)
        .map((file) => ({ file, fields: collection.fields }))
    : collection.files.map((entry) => ({
        file: entry.file.replace(/^content\//, ""),
        fields: entry.fields,
      })),
);

/** Every field of the editor once, in the first file that holds it. */
const targets: Target[] = [];
const seen = new Set<EditorField>();
for (const { file, fields } of editables) {
  const data = fromFile(texts.get(file) ?? "");
  for (const { labels, ...target } of fieldsIn(fields, data, [], [])) {
    if (seen.has(target.field)) continue;
    seen.add(target.field);
    const at = target.path.map((key) => (typeof key === "number" ? `[${key + 1}]` : `.${key}`));
    targets.push({
      ...target,
      file,
      where: `content/${file}${at.join("")} (${labels.join(" › ")})`,
    });
  }
}

/** `data` with `value` at `path`, left out where the editor leaves an empty optional field out. */
function saved(data: unknown, path: readonly PathKey[], value: unknown, omit: boolean): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (typeof key === "number") {
    const list = Array.isArray(data) ? [...data] : [];
    list[key] = saved(list[key], rest, value, omit);
    return list;
  }
  const record = isRecord(data) ? { ...data } : {};
  if (rest.length === 0 && omit) delete record[key];
  else record[key] = saved(record[key], rest, value, omit);
  return record;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0);

const { sveltiaRefuses, editorRefuses, caseIds, imageFiles, logoFiles, allVideoFiles } =
  editorEmulation(facts, root);

/**
 * Why the build refuses the content with `value` saved at `target`: a
 * problem, or a link it had to send elsewhere.
 */
function buildRefuses(target: Target, value: unknown): string[] {
  const data = fromFile(texts.get(target.file) ?? "");
  const omit = target.field.required === false && isEmpty(value);
  const { problems, notices } = build({
    file: target.file,
    text: toFile(saved(data, target.path, value, omit)),
  });
  return [...problems, ...notices.map((notice) => `notice: ${notice}`)];
}

// ---------------------------------------------------------------------------
// Values around each field's rules
// ---------------------------------------------------------------------------

/** The texts the rules are about, in any letter case and place. */
const seeds = [
  "Een todo-lijst voor de training",
  "Todo",
  "XXX Media",
  "lorem ipsum",
  "Lorem Ipsum dolor sit amet",
  "TBD",
  "fixme",
  "Onze aanpak 🎉",
  "twee  spaties",
  "€ 7500",
  "€7500",
  "€ 7.500",
  "vanaf € 400",
  "/contct",
  "{phone}",
  "{priceMin}",
  "{onbekend}",
  "{sector}",
  "{number}",
  "...",
  " - ",
  "https://www.immersa-xr.nl",
  "info@immersa-xr.nl",
  "50% 30%",
  "150% 20%",
  "2026-11-24T12:00:00+01:00",
  "1. Wie zijn wij",
  "NL",
];
const words = ["todo", "xxx", "lorem ipsum", "tbd", "🎉", "  ", "€ 12500", "{phone}", "{onbekend}"];

/** `word` with each letter in upper or lower case as `cases` says. */
const inCase = (word: string, cases: readonly boolean[]) =>
  [...word].map((char, index) => (cases[index] ? char.toUpperCase() : char.toLowerCase())).join("");

/** `base` cut or padded with words to `length` characters. */
function ofLength(base: string, length: number): string {
  const filler = " met een heldere uitleg voor uw organisatie";
  let text = base.trim() || "Tekst";
  while (text.length < length) text += filler;
  text = text.slice(0, Math.max(length, 0));
  // A text that would end in a space gets a letter there, so its length stays.
  return text.endsWith(" ") ? `${text.slice(0, -1)}s` : text;
}

function textValues(target: Target): fc.Arbitrary<unknown> {
  const current = typeof target.current === "string" ? target.current : "";
  const { minlength, maxlength } = target.field;
  const limits = [minlength, maxlength, 1, 47, 48, 60, 120, 160].filter(
    (limit): limit is number => limit !== undefined,
  );
  return fc.oneof(
    fc.constantFrom(current, "", "   ", ...seeds),
    fc
      .tuple(fc.constantFrom(...words), fc.nat(), fc.array(fc.boolean(), { minLength: 12 }))
      .map(([word, at, cases]) => {
        const place = at % (current.length + 1);
        return `${current.slice(0, place)}${inCase(word, cases)}${current.slice(place)}`;
      }),
    fc
      .tuple(fc.constantFrom(...limits), fc.integer({ min: -2, max: 2 }))
      .map(([limit, delta]) => ofLength(current, limit + delta)),
    fc.string({
      unit: fc.constantFrom("a", "B", " ", "  ", "€", "7", ".", "-", "{", "}", "🎉", "\n", "x"),
      maxLength: 14,
    }),
  );
}

/** A list of `size` items made from the current ones, repeated. */
const listOf = (current: unknown, size: number): unknown[] => {
  const items = Array.isArray(current) && current.length > 0 ? current : [""];
  return Array.from({ length: size }, (_, index) => items[index % items.length]);
};

function valuesFor(target: Target): fc.Arbitrary<unknown> {
  const { field, current } = target;
  if (field.readonly) return fc.constant(current);
  switch (field.widget) {
    case "checked_string":
    case "checked_text":
      return textValues(target);
    case "select":
      return fc.oneof(
        fc.constantFrom(...optionValues(field), current),
        fc.constantFrom("", "/contct", "/cases/onbekend", "/cases/sector/retail", 2042, "Retail"),
      );
    case "number": {
      const edges = [field.min, field.max, 0, 1, -1].filter((edge) => edge !== undefined);
      return fc.oneof(
        fc.constantFrom(current, null, ...edges),
        fc.constantFrom(...edges).chain((edge) => fc.integer({ min: edge - 2, max: edge + 2 })),
        fc.integer({ min: -50_000, max: 50_000 }),
        fc.double({ min: -10, max: 10_000, noNaN: true }),
      );
    }
    case "datetime": {
      const dates = fc.date({
        min: new Date("2000-01-01"),
        max: new Date("2099-12-31"),
        noInvalidDate: true,
      });
      return field.time_format === false
        ? fc.oneof(
            dates.map((date) => date.toISOString().slice(0, 10)),
            fc.constantFrom("", "2025-02-30", "24-11-2025", "2026-13-01", current),
          )
        : fc.oneof(
            fc
              .tuple(dates, fc.constantFrom("+01:00", "+02:00", "-05:00", "+00:00"))
              .map(([date, offset]) => `${date.toISOString().slice(0, 19)}${offset}`),
            fc.constantFrom(
              "",
              "2026-11-24",
              "2026-11-24T12:00",
              "2026-11-24T12:00:00",
              "2026-11-24T12:00:00Z",
              "2025-02-30T12:00:00+01:00",
              "2026-11-24T25:00:00+01:00",
              current,
            ),
          );
    }
    case "image_original":
      return fc.constantFrom(
        current,
        "",
        "/images/ontbreekt.jpg",
        // Uploads of a type the field does not take: a photo as a logo, a GIF or HEIC as a photo.
        ...(field.folder === "logos"
          ? ["/logos/banner-2400.jpg", "/logos/logo.png", ...logoFiles]
          : ["/images/animatie.gif", "/images/IMG_0042.HEIC", "/images/logo.svg", ...imageFiles]),
      );
    case "video_original":
      return fc.constantFrom(current, "", "/videos/ontbreekt.mp4", ...allVideoFiles);
    case "relation":
      return fc.array(fc.constantFrom(...caseIds, "onbekend"), { maxLength: 4 });
    case "list": {
      const max = (field.max ?? 6) + 2;
      return fc.integer({ min: 0, max }).map((size) => listOf(current, size));
    }
    default:
      throw new Error(`${target.where}: no values for a ${field.widget} field`);
  }
}

// ---------------------------------------------------------------------------
// The proof
// ---------------------------------------------------------------------------

/** Generated values per field, besides the field's current value. */
const RUNS = Number(process.env.FIELD_RULES_RUNS ?? 10);

/** Fields the editor shows but a marketer does not fill in. */
const shown = targets.filter(
  ({ field }) => !["object", "hidden", "boolean"].includes(field.widget) && !field.types,
);

describe("every field of the editor agrees with the build", () => {
  it("covers every field the editor shows", () => {
    const widgets = new Set(shown.map(({ field }) => field.widget));
    expect([...widgets].sort()).toEqual([
      "checked_string",
      "checked_text",
      "datetime",
      "image_original",
      "list",
      "number",
      "relation",
      "select",
      "string",
      "video_original",
    ]);
    expect(shown.filter(({ field }) => field.widget === "string" && !field.readonly)).toEqual([]);
    console.log(
      `field rules: ${shown.length} fields, ${RUNS} generated values each besides the value the file holds`,
    );
  });

  it.each(shown.map((target) => [target.where, target] as const))("%s", (_, target) => {
    fc.assert(
      fc.property(valuesFor(target), (value) => {
        const editor = editorRefuses(target.field, value, target.current);
        const site = buildRefuses(target, value);
        // A refusal names the rule that is broken, in Dutch.
        const vague = editor.filter((reason) => reason.includes("Deze waarde klopt niet"));
        if (vague.length > 0)
          throw new Error(`${target.where} = ${JSON.stringify(value)}: ${vague.join("; ")}`);
        if ((editor.length === 0) !== (site.length === 0))
          throw new Error(
            [
              `${target.where} = ${JSON.stringify(value)}`,
              `  the editor ${editor.length === 0 ? "accepts it" : `refuses it: ${editor.join("; ")}`}`,
              `  the build ${site.length === 0 ? "accepts it" : `refuses it: ${site.join("; ")}`}`,
            ].join("\n"),
          );
      }),
      { numRuns: RUNS, examples: [[target.current]] },
    );
  });
});

describe("deleting an entry", () => {
  /** Every relation field with the files it is in and what each holds. */
  const relations = targets.filter(({ field }) => field.widget === "relation");

  /**
   * Whether Sveltia refuses to delete `slug` (`entry/cascade.js`): a relation
   * naming it would be left invalid without it.
   */
  const sveltiaBlocks = (slug: string) =>
    relations.some(({ field, current }) => {
      if (!Array.isArray(current) || !current.includes(slug)) return false;
      const left = current.filter((id) => id !== slug);
      return sveltiaRefuses(field, left, left).length > 0;
    });

  const deletable = config.collections.flatMap((collection) =>
    "folder" in collection && collection.delete
      ? [...texts.keys()].filter(
          (file) => `content/${path.posix.dirname(file)}` === collection.folder,
        )
      : [],
  );

  it.each(deletable)("%s: the editor deletes it only if the site builds without it", (file) => {
    const slug = path.posix.basename(file, ".yaml");
    const { problems, notices } = build({ file });
    const blocked = sveltiaBlocks(slug);
    expect(
      { blocked, builds: problems.length === 0 },
      [
        `deleting content/${file}`,
        ...problems,
        ...notices.map((notice) => `notice: ${notice}`),
      ].join("\n"),
    ).toEqual({ blocked, builds: !blocked });
  });

  it("leaves no link to a deleted case: the build sends it to the overview and says so", () => {
    const home = fromFile(texts.get("pages/home.yaml") ?? "");
    const linked = saved(home, ["cases", "allCases", "to"], "/cases/avatar-studio", false);
    texts.set("pages/home.yaml", toFile(linked));
    try {
      const { problems, notices } = build({ file: "cases/avatar-studio.yaml" });
      expect(problems).toEqual([]);
      expect(notices).toEqual([
        'content/pages/home.yaml: cases.allCases.to (Cases › Link naar alle cases › Naar): "/cases/avatar-studio" is not a page of the site (a deleted case, or a sector without cases); the link goes to /cases instead',
      ]);
    } finally {
      texts.set("pages/home.yaml", readFileSync(path.join(contentDir, "pages/home.yaml"), "utf8"));
    }
  });
});

describe("a case's year", () => {
  const yearOptions = (today: Date) => {
    const cases = editorConfig({
      backend: { name: "test-repo" },
      root,
      facts,
      today,
    }).collections.find((collection) => collection.name === "cases");
    const year =
      cases && "fields" in cases ? cases.fields.find((field) => field.name === "year") : undefined;
    return year ? optionValues(year) : [];
  };
  const caseFile = "cases/museum-ar.yaml";
  const withYear = (year: number) =>
    toFile(saved(fromFile(texts.get(caseFile) ?? ""), ["year"], year, false));

  it.each(["2026-06-01", "2027-01-01", "2031-12-31"])(
    "runs from the first case's year to this one on %s, in the editor and in the build",
    (day) => {
      const today = new Date(`${day}T12:00:00Z`);
      const thisYear = today.getUTCFullYear();
      const offered = yearOptions(today);
      expect(offered).toEqual(
        Array.from({ length: thisYear - 2024 + 1 }, (_, index) => 2024 + index),
      );
      for (const year of [2023, ...offered.map(Number), thisYear + 1]) {
        const { problems } = build({ file: caseFile, text: withYear(year) }, today);
        expect(problems.length === 0, `${year} on ${day}: ${problems.join("; ")}`).toBe(
          offered.includes(year),
        );
      }
    },
  );
});
