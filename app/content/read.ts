/**
 * Reading the content files: YAML parsed with problems in plain words and the
 * line they are on, company details filled in (`{phone}`), typesetting that
 * editors should not have to type, and the check against a file's schema.
 * Every problem is collected as `file: field: what is wrong`.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseDocument, type YAMLError } from "yaml";
import type { z } from "zod";
import { describeIssue, describePath } from "./problems";
import { fillPlaceholders, runtimePlaceholders } from "./placeholders";
import { isRecord } from "./records";

export interface Parsed<T> {
  /** The file's path from the content root, as `content/cases/museum-ar.yaml`. */
  file: string;
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

function walk(
  value: unknown,
  keys: readonly PropertyKey[],
  visit: (value: unknown, keys: readonly PropertyKey[]) => void,
): void {
  visit(value, keys);
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...keys, index], visit));
  else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) walk(item, [...keys, key], visit);
  }
}

export class ContentReader {
  readonly problems: string[] = [];
  /** Every `{ label, to }` link met, with where it was found. */
  readonly linkSources: { where: string; to: string }[] = [];
  /** The ids in each collection's files, valid or not, so one broken entry does not fail others. */
  private readonly ids = new Map<string, Set<string>>();

  /**
   * @param templates `{name}` and friends: company details that texts may use;
   *   a value that is not configured is `undefined`.
   */
  constructor(
    private readonly root: string,
    private readonly templates: ReadonlyMap<string, string | undefined> = new Map(),
  ) {}

  idsIn(folder: string): ReadonlySet<string> {
    return this.ids.get(folder) ?? new Set();
  }

  private relative(file: string) {
    return path.relative(this.root, file).split(path.sep).join("/");
  }

  /** Reads `content/<file>` and checks it against `schema`; placeholders are filled unless `raw`. */
  single<S extends z.ZodType>(file: string, schema: S, { raw = false } = {}) {
    const full = path.join(this.root, "content", file);
    if (!existsSync(full)) {
      this.problems.push(`${this.relative(full)}: the file is missing`);
      return undefined;
    }
    return this.parse(full, schema, !raw);
  }

  /**
   * Reads every `.yaml` file of `content/<folder>/`, each an entry of `schema`
   * whose `id` is its file name.
   */
  collection<S extends z.ZodType>(folder: string, schema: S) {
    const dir = path.join(this.root, "content", folder);
    if (!existsSync(dir)) {
      this.problems.push(`${this.relative(dir)}/: the folder is missing`);
      return [];
    }
    const names = readdirSync(dir).filter((name) => !name.startsWith("."));
    for (const name of names.filter((name) => !name.endsWith(".yaml"))) {
      this.problems.push(
        `${this.relative(path.join(dir, name))}: not a content file; every entry of content/${folder}/ is a .yaml file`,
      );
    }
    return names
      .filter((name) => name.endsWith(".yaml"))
      .sort()
      .flatMap((name) => this.parse(path.join(dir, name), schema, true, folder) ?? []);
  }

  private parse<S extends z.ZodType>(
    full: string,
    schema: S,
    templates: boolean,
    folder?: string,
  ): Parsed<z.output<S>> | undefined {
    const file = this.relative(full);
    const yaml = this.yaml(readFileSync(full, "utf8"), file);
    if (yaml === undefined) return undefined;
    let raw = yaml;
    if (folder) {
      const id = path.basename(full, ".yaml");
      if (isRecord(yaml) && "id" in yaml) {
        this.problems.push(
          `${file}: id: the entry's id is its file name ("${id}"); remove this field`,
        );
      }
      this.ids.set(folder, (this.ids.get(folder) ?? new Set<string>()).add(id));
      raw = isRecord(yaml) ? { id, ...yaml } : yaml;
    }
    const data = templates ? this.fill(raw, file) : raw;
    this.noteLinks(data, file);
    const result = schema.safeParse(data, { reportInput: true });
    if (!result.success) {
      for (const issue of result.error.issues) {
        this.problems.push(`${file}: ${describePath(issue.path)}: ${describeIssue(issue)}`);
      }
      return undefined;
    }
    return { file, data: result.data };
  }

  private yaml(source: string, file: string): unknown {
    const document = parseDocument(source, { uniqueKeys: true });
    if (document.errors.length > 0) {
      for (const error of document.errors) {
        const line = error.linePos?.[0].line;
        const where = line === undefined ? "" : ` (line ${line})`;
        this.problems.push(`${file}${where}: ${describeYamlError(error)}`);
      }
      return undefined;
    }
    return document.toJS();
  }

  /** Fills the company details into `value`'s texts, reporting unknown placeholders. */
  private fill(value: unknown, file: string): unknown {
    return fillPlaceholders(value, this.templates, (placeholder, keys) => {
      const known = [...this.templates.keys(), ...runtimePlaceholders].map((key) => `{${key}}`);
      this.problems.push(
        `${file}: ${describePath(keys)}: unknown placeholder ${placeholder} (known: ${known.join(", ")})`,
      );
    });
  }

  /** Notes every `{ label, to }` link, for the check of link targets. */
  private noteLinks(data: unknown, file: string): void {
    walk(data, [], (item, keys) => {
      if (isRecord(item) && typeof item.to === "string" && typeof item.label === "string") {
        this.linkSources.push({ where: `${file}: ${describePath([...keys, "to"])}`, to: item.to });
      }
    });
  }
}
