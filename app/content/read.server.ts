/**
 * Reading the content files: YAML parsed with problems in plain words and the
 * line they are on, company details filled in (`{phone}`), typesetting that
 * editors should not have to type, and the check against a file's schema.
 * Every problem is collected as `file: field (its labels): what is wrong`.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseDocument, type YAMLError } from "yaml";
import type { z } from "zod";
import { paths } from "./paths";
import { linkVerdict } from "./link-targets";
import { describeField, describeIssue } from "./problems";
import { fillPlaceholders, unknownPlaceholder } from "./placeholders";
import { isRecord } from "./records";
import type { PathKey } from "./schema-walk";

/**
 * Where the content files come from, by their path below `content/`: the
 * disk, or (for a test that checks many versions of one file) memory.
 */
export interface ContentSource {
  /** The file's text, or `undefined` when there is none. */
  read(file: string): string | undefined;
  /** The names in a folder, or `undefined` when there is no such folder. */
  list(folder: string): string[] | undefined;
}

/** The files below `<root>/content/`. */
export function diskSource(root: string): ContentSource {
  const full = (file: string) => path.join(root, "content", file);
  return {
    read: (file) => (existsSync(full(file)) ? readFileSync(full(file), "utf8") : undefined),
    list: (folder) => (existsSync(full(folder)) ? readdirSync(full(folder)) : undefined),
  };
}

export interface Parsed<T> {
  /** The file's path from the content root, as `content/cases/museum-ar.yaml`. */
  file: string;
  /** The schema it was checked with, which names its fields. */
  schema: z.ZodType;
  data: T;
}

/** What a YAML error means for someone editing the file. */
function describeYamlError(error: YAMLError): string {
  switch (error.code) {
    case "BLOCK_AS_IMPLICIT_KEY":
    case "MULTILINE_IMPLICIT_KEY":
    case "UNEXPECTED_TOKEN":
      return 'a text with ": " or a line break needs double quotes around it, or a field is indented wrongly';
    case "BAD_INDENT":
      return "this line is indented differently from the lines around it";
    case "TAB_AS_INDENT":
      return "indent with spaces, not tabs";
    case "DUPLICATE_KEY":
      return "a field occurs twice";
    case "MISSING_CHAR":
      return "a quote or bracket is not closed";
    case "BAD_SCALAR_START":
      return "a text that starts with a special character (*, &, !, |, >, %, @ or `) needs double quotes around it";
    default:
      return error.message.split("\n")[0]?.replace(/ at line \d+, column \d+:?$/, "") ?? "";
  }
}

/** How a file is read: with company details filled in, plus `extra` placeholders, or `raw`. */
export interface ReadOptions {
  raw?: boolean;
  extra?: ReadonlyMap<string, string>;
}

/** What reading one file gave: its problems and notices, and its content if it is valid. */
interface FileResult {
  problems: string[];
  notices: string[];
  parsed: Parsed<unknown> | undefined;
}

/**
 * Files already read, kept for a caller that reads many versions of the
 * content with one set of schemas (a test that changes one file at a time):
 * a file read again with the same text, filled with the same values and
 * checked against the same link targets, gives what it gave before.
 */
export class ReadCache {
  readonly bySchema = new WeakMap<z.ZodType, Map<string, FileResult>>();
}

export class ContentReader {
  readonly problems: string[] = [];
  /** What the reader changed to keep the site whole, each naming the file and field. */
  readonly notices: string[] = [];
  /** The ids in each collection's files, valid or not, so one broken entry does not fail others. */
  private readonly ids = new Map<string, Set<string>>();
  private readonly source: ContentSource;
  /** Where links may point (`link-targets.ts`); until set, a file with a link is refused. */
  private targets: ReadonlySet<string> | undefined;
  private targetsKey = "";

  /**
   * @param templates `{name}` and friends: company details that texts may use;
   *   a value that is not configured is `undefined`.
   */
  constructor(
    root: string | ContentSource,
    private readonly templates: ReadonlyMap<string, string | undefined> = new Map(),
    private readonly cache?: ReadCache,
  ) {
    this.source = typeof root === "string" ? diskSource(root) : root;
  }

  idsIn(folder: string): ReadonlySet<string> {
    return this.ids.get(folder) ?? new Set();
  }

  /** Checks the links of the files read from now on against `targets`. */
  checkLinksAgainst(targets: ReadonlySet<string>): void {
    this.targets = targets;
    this.targetsKey = [...targets].sort().join(" ");
  }

  /** Reads `content/<file>` and checks it against `schema`. */
  single<S extends z.ZodType>(file: string, schema: S, options: ReadOptions = {}) {
    const text = this.source.read(file);
    if (text === undefined) {
      this.problems.push(`content/${file}: the file is missing`);
      return undefined;
    }
    return this.read(`content/${file}`, text, schema, options);
  }

  /**
   * Reads every `.yaml` file of `content/<folder>/`, each an entry of `schema`
   * whose `id` is its file name, with the `extra` placeholders `extraOf` gives its id.
   */
  collection<S extends z.ZodType>(
    folder: string,
    schema: S,
    extraOf: (id: string) => ReadonlyMap<string, string> | undefined = () => undefined,
  ) {
    const names = this.source.list(folder)?.filter((name) => !name.startsWith("."));
    if (!names) {
      this.problems.push(`content/${folder}/: the folder is missing`);
      return [];
    }
    for (const name of names.filter((name) => !name.endsWith(".yaml"))) {
      this.problems.push(
        `content/${folder}/${name}: not a content file; every entry of content/${folder}/ is a .yaml file`,
      );
    }
    return names
      .filter((name) => name.endsWith(".yaml"))
      .sort()
      .flatMap((name) => {
        const id = name.slice(0, -".yaml".length);
        this.ids.set(folder, (this.ids.get(folder) ?? new Set<string>()).add(id));
        const text = this.source.read(`${folder}/${name}`) ?? "";
        const file = `content/${folder}/${name}`;
        return this.read(file, text, schema, { extra: extraOf(id) }, id) ?? [];
      });
  }

  /** Reads one file, or gives what the cache holds for it. */
  private read<S extends z.ZodType>(
    file: string,
    text: string,
    schema: S,
    options: ReadOptions,
    id?: string,
  ): Parsed<z.output<S>> | undefined {
    const key = this.cache && this.cacheKey(file, text, options);
    const cached = key === undefined ? undefined : this.cache?.bySchema.get(schema)?.get(key);
    const result = cached ?? this.parse(file, text, schema, options, id);
    if (key !== undefined && !cached) {
      const bySchema = this.cache?.bySchema.get(schema) ?? new Map<string, FileResult>();
      this.cache?.bySchema.set(schema, bySchema.set(key, result));
    }
    this.problems.push(...result.problems);
    this.notices.push(...result.notices);
    // The result was made by `schema` (the cache keeps one map per schema).
    return result.parsed as Parsed<z.output<S>> | undefined;
  }

  /** What a file's reading depends on: its text, and the values and targets it may use. */
  private cacheKey(file: string, text: string, { raw = false, extra }: ReadOptions): string {
    const values = new Map([...this.templates, ...(extra ?? [])]);
    const used = [...text.matchAll(/\{(\w+)\}/g)].map(
      ([, name = ""]) => `${name}=${values.get(name)}`,
    );
    return [file, raw, used.join(","), this.targetsKey, text].join("\0");
  }

  private parse(
    file: string,
    text: string,
    schema: z.ZodType,
    { raw = false, extra }: ReadOptions,
    id?: string,
  ): FileResult {
    const result: FileResult = { problems: [], notices: [], parsed: undefined };
    const yaml = this.yaml(text, file, result.problems);
    if (yaml === undefined) return result;
    let data: unknown = yaml;
    if (id !== undefined) {
      if (isRecord(yaml) && "id" in yaml) {
        result.problems.push(
          `${file}: id: the entry's id is its file name ("${id}"); remove this field`,
        );
      }
      data = isRecord(yaml) ? { id, ...yaml } : yaml;
    }
    if (!raw) {
      const templates = new Map([...this.templates, ...(extra ?? [])]);
      data = fillPlaceholders(data, templates, (placeholder, keys) => {
        const { message } = unknownPlaceholder(placeholder, templates);
        result.problems.push(`${file}: ${describeField(schema, keys)}: ${message}`);
      });
    }
    data = this.links(data, file, schema, result);
    const parsed = schema.safeParse(data, { reportInput: true });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        result.problems.push(
          `${file}: ${describeField(schema, issue.path)}: ${describeIssue(issue)}`,
        );
      }
      return result;
    }
    result.parsed = { file, schema, data: parsed.data };
    return result;
  }

  private yaml(source: string, file: string, problems: string[]): unknown {
    const document = parseDocument(source, { uniqueKeys: true });
    if (document.errors.length > 0) {
      for (const error of document.errors) {
        const line = error.linePos?.[0].line;
        const where = line === undefined ? "" : ` (line ${line})`;
        problems.push(`${file}${where}: ${describeYamlError(error)}`);
      }
      return undefined;
    }
    return document.toJS();
  }

  /**
   * `data` with each `{ label, to }` link checked against the link targets:
   * one to a case or sector page that is gone goes to the cases overview
   * (and a notice says so); any other unknown target is a problem.
   */
  private links(data: unknown, file: string, schema: z.ZodType, result: FileResult): unknown {
    const check = (item: unknown, keys: readonly PathKey[]): unknown => {
      if (Array.isArray(item)) return item.map((entry, index) => check(entry, [...keys, index]));
      if (!isRecord(item)) return item;
      const checked = Object.fromEntries(
        Object.entries(item).map(([key, entry]) => [key, check(entry, [...keys, key])]),
      );
      if (typeof item.to !== "string" || typeof item.label !== "string") return checked;
      const where = `${file}: ${describeField(schema, [...keys, "to"])}`;
      switch (linkVerdict(item.to, this.targets)) {
        case "known":
          return checked;
        case "gone":
          result.notices.push(
            `${where}: "${item.to}" is not a page of the site (a deleted case, or a sector without cases); the link goes to ${paths.cases} instead`,
          );
          return { ...checked, to: paths.cases };
        case "unknown":
          result.problems.push(`${where}: unknown link target "${item.to}"`);
          return checked;
      }
    };
    return check(data, []);
  }
}
