/**
 * The table of spec-fixed texts and the schemas agree: every entry is a
 * fixed field of its file's schema, and every fixed field is an entry.
 */
import { describe, expect, it } from "vitest";
import { collections, singleFiles } from "../files";
import { inputJsonSchema, type JsonSchema } from "../json-schema";
import { describePath } from "../problems";
import type { PathKey } from "../schema-walk";
import { specTexts } from "./spec-texts";

/** Every fixed text of a JSON Schema by its field; a union's tag (`type`) is not a text. */
function fixedTexts(node: JsonSchema, keys: PathKey[] = []): [string, string][] {
  const own: [string, string][] =
    typeof node.const === "string" && keys.at(-1) !== "type"
      ? [[describePath(keys), node.const]]
      : [];
  return [
    ...own,
    ...Object.entries(node.properties ?? {}).flatMap(([key, child]) =>
      fixedTexts(child, [...keys, key]),
    ),
    ...(node.prefixItems ?? []).flatMap((child, index) => fixedTexts(child, [...keys, index])),
    ...(node.items ? fixedTexts(node.items, [...keys, "(every item)"]) : []),
    ...[...(node.oneOf ?? []), ...(node.anyOf ?? [])].flatMap((child) => fixedTexts(child, keys)),
  ];
}

const files = [
  ...Object.values(singleFiles).flatMap((group) => Object.values(group)),
  ...Object.values(collections).map(({ folder, schema }) => ({ path: `${folder}/*.yaml`, schema })),
];

describe("spec-fixed texts", () => {
  it("are fixed by the schemas exactly where the table says", () => {
    const inSchemas = Object.fromEntries(
      files.flatMap(({ path, schema }) => {
        const texts = fixedTexts(inputJsonSchema(schema));
        return texts.length > 0 ? [[path, Object.fromEntries(texts)]] : [];
      }),
    );
    expect(inSchemas).toEqual(specTexts);
  });
});
