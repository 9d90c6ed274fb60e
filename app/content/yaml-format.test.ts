/**
 * Every content file is written the one way the editor writes it
 * (`formatContentFile`, keys in the order of their schema), so an edit in the
 * editor changes only the lines it means to; and every file follows the
 * schema `files.ts` names for it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { collections, singleFiles } from "./files";
import { inputJsonSchema, structureSchemas } from "./json-schema";
import { contentRoot } from "./load.server";
import type { ContentSchemas } from "./schema";
import { formatContentFile, orderLikeSchema } from "./yaml-format";

const contentDir = path.join(contentRoot(), "content");

/** Every content file; an entry of a collection has its file name as its id. */
const files: { path: string; schema: keyof ContentSchemas; id?: string }[] = [
  ...Object.values(singleFiles).flatMap((group) => Object.values(group)),
  ...Object.values(collections).flatMap(({ folder, schema }) =>
    readdirSync(path.join(contentDir, folder)).map((name) => ({
      path: `${folder}/${name}`,
      schema,
      id: path.basename(name, ".yaml"),
    })),
  ),
];

describe("content files", () => {
  it("every file below content/ is in the list", () => {
    const listed = new Set(files.map((file) => file.path));
    const found = readdirSync(contentDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(contentDir, path.join(entry.parentPath, entry.name)));
    expect(found.filter((file) => !listed.has(file))).toEqual([]);
  });

  it.each(files)(
    "$path follows its schema and is written the one way",
    ({ path: file, schema, id }) => {
      const text = readFileSync(path.join(contentDir, file), "utf8");
      const data: unknown = parse(text);
      const entry = id === undefined ? data : { id, ...Object(data) };
      expect(structureSchemas()[schema].safeParse(entry).error?.issues ?? []).toEqual([]);
      expect(formatContentFile(orderLikeSchema(data, inputJsonSchema(schema)))).toBe(text);
    },
  );
});
