/**
 * Finding a field in a content schema: the zod node that checks the value
 * at a path of a file (`intro.seoTitle`, `challenges[1]`), and the editor's
 * labels of the fields on the way ("Kop en zoekresultaat › Titel in
 * zoekresultaten"). The editor checks one field with its node
 * (`field-check.ts`); the build names a problem's field with its labels.
 * Safe for the browser.
 */
import { z } from "zod";

/** A step of a path: a field's name, or a list position (from 0). */
export type PathKey = string | number;

/** zod's definition of a node, as far as walking needs it. */
interface Def {
  type: string;
  in?: z.ZodType;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  options?: z.ZodType[];
}

const defOf = (node: z.ZodType): Def => node._zod.def as unknown as Def;

/** The node inside wrappers that do not change what a value is: optional, default, a transform's input. */
function unwrap(node: z.ZodType): z.ZodType {
  let current = node;
  for (;;) {
    const def = defOf(current);
    const inner = def.type === "pipe" ? def.in : def.innerType;
    if (!inner) return current;
    current = inner;
  }
}

/** The label a node, or a wrapper around it, carries in its `meta`. */
function labelOf(node: z.ZodType): string | undefined {
  let current: z.ZodType | undefined = node;
  while (current) {
    const label: unknown = z.globalRegistry.get(current)?.label;
    if (typeof label === "string") return label;
    const def = defOf(current);
    current = def.type === "pipe" ? def.in : def.innerType;
  }
  return undefined;
}

/** The node of `key` below `node`: an object's field, a list's item, or the field of the union variant that has it. */
function child(node: z.ZodType, key: PathKey): z.ZodType | undefined {
  const def = defOf(unwrap(node));
  switch (def.type) {
    case "object":
      return typeof key === "string" ? def.shape?.[key] : undefined;
    case "array":
      return typeof key === "number" ? def.element : undefined;
    case "tuple":
      return typeof key === "number" ? def.items?.[key] : undefined;
    case "union":
      return def.options?.map((option) => child(option, key)).find(Boolean);
    default:
      return undefined;
  }
}

/** The node that checks the value at `path` of a file `schema` checks. */
export function nodeAt(schema: z.ZodType, path: readonly PathKey[]): z.ZodType | undefined {
  let node: z.ZodType | undefined = schema;
  for (const key of path) node = node && child(node, key);
  return node;
}

/**
 * The editor's labels of the fields on `path`, a list's item numbered from
 * 1 ("Vraag en antwoord 2"); a step without a label is left out.
 */
export function labelsAt(schema: z.ZodType, path: readonly PathKey[]): string[] {
  const labels: string[] = [];
  let node: z.ZodType | undefined = schema;
  for (const key of path) {
    node = node && child(node, key);
    if (!node) break;
    const label = labelOf(node);
    if (label) labels.push(typeof key === "number" ? `${label} ${key + 1}` : label);
  }
  return labels;
}
