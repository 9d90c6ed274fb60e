/**
 * Writes `tests/fixtures/schemaorg-vocabulary.json`: the schema.org types,
 * their direct supertypes and own properties, and the enumeration members, as
 * the installed `schema-dts` package declares them. The structured-data test
 * (`tests/e2e/seo-structured-data.spec.ts`) checks every JSON-LD node against
 * it offline. Re-run after upgrading schema-dts and commit the output:
 *
 *   npx tsx tests/support/vendor-schema-vocabulary.ts
 *
 * How schema-dts encodes the vocabulary (dist/schema.d.ts):
 * - `interface XBase extends YBase, ZBase { "prop"?: …; }`: X's own properties
 *   and its supertypes (the interface names minus "Base");
 * - `interface XLeaf extends YBase { "@type": "X" }` (or, for roles, a type alias
 *   `XLeaf = Omit<YBase, …> & { "@type": "X" } & …`): type X with the properties
 *   of Y's Base (X has no Base of its own when it adds no properties);
 * - `type E = "https://schema.org/Member" | "Member" | … | ELeaf`: members of an
 *   enumeration.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "..", "..");
const packageDir = path.join(root, "node_modules", "schema-dts");
const source = path.join(packageDir, "dist", "schema.d.ts");
const output = path.join(root, "tests", "fixtures", "schemaorg-vocabulary.json");

const { version } = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")) as {
  version: string;
};
const file = ts.createSourceFile(
  source,
  readFileSync(source, "utf8"),
  ts.ScriptTarget.Latest,
  false,
);

const SCHEMA_URL = /^https?:\/\/schema\.org\/([A-Za-z0-9_]+)$/;
const stripSuffix = (name: string, suffix: string) =>
  name.endsWith(suffix) ? name.slice(0, -suffix.length) : undefined;

/** `XBase` interfaces by X: supertypes (identifiers) and own properties. */
const bases = new Map<string, { extends: string[]; properties: string[] }>();
/** `XLeaf` declarations by X: the `@type` name and the identifier of the Base it extends. */
const leaves = new Map<string, { type: string; base: string | undefined }>();
const enumerationMembers = new Map<string, Set<string>>();
/** `type X = XLeaf | Y | Z | string`: the direct subtypes (identifiers) of X. */
const subtypes = new Map<string, string[]>();

function propertyNames(members: ts.NodeArray<ts.TypeElement>): string[] {
  const names: string[] = [];
  for (const member of members) {
    if (!ts.isPropertySignature(member)) continue;
    const name = member.name;
    const text = ts.isStringLiteral(name) || ts.isIdentifier(name) ? name.text : undefined;
    if (text && !text.startsWith("@")) names.push(text);
  }
  return names;
}

/** The `"@type": "X"` literal among a type's members, if any. */
function typeLiteralName(members: ts.NodeArray<ts.TypeElement>): string | undefined {
  for (const member of members) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    if (!ts.isStringLiteral(member.name) || member.name.text !== "@type") continue;
    const type = member.type;
    if (ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal)) return type.literal.text;
  }
  return undefined;
}

/** Identifiers X of the `XBase` interfaces a declaration extends (skips `Partial<IdReference>`). */
const heritageBases = (clauses: ts.NodeArray<ts.HeritageClause> | undefined) =>
  (clauses ?? []).flatMap((clause) =>
    clause.types.flatMap((type) => {
      const name = ts.isIdentifier(type.expression) ? type.expression.text : "";
      const base = stripSuffix(name, "Base");
      return base === undefined ? [] : [base];
    }),
  );

/** Identifiers X of every `XBase` referenced inside a type (for `Omit<YBase, …> & …`). */
function referencedBases(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isTypeReferenceNode(child) && ts.isIdentifier(child.typeName)) {
      const base = stripSuffix(child.typeName.text, "Base");
      if (base !== undefined) found.push(base);
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** The `@type` literal anywhere in a type alias (`… & { "@type": "X" } & …`). */
function literalTypeName(node: ts.Node): string | undefined {
  if (ts.isTypeLiteralNode(node)) {
    const name = typeLiteralName(node.members);
    if (name) return name;
  }
  return ts.forEachChild(node, literalTypeName);
}

for (const statement of file.statements) {
  if (ts.isInterfaceDeclaration(statement)) {
    const name = statement.name.text;
    const leaf = stripSuffix(name, "Leaf");
    const base = stripSuffix(name, "Base");
    const type = typeLiteralName(statement.members);
    if (leaf !== undefined && type !== undefined) {
      leaves.set(leaf, { type, base: heritageBases(statement.heritageClauses)[0] });
    } else if (base !== undefined) {
      bases.set(base, {
        extends: heritageBases(statement.heritageClauses),
        properties: propertyNames(statement.members),
      });
    }
  } else if (ts.isTypeAliasDeclaration(statement)) {
    const name = statement.name.text;
    const leaf = stripSuffix(name, "Leaf");
    if (leaf !== undefined) {
      const type = literalTypeName(statement.type);
      if (type !== undefined) leaves.set(leaf, { type, base: referencedBases(statement.type)[0] });
    } else if (ts.isUnionTypeNode(statement.type)) {
      const references = statement.type.types.flatMap((member) =>
        ts.isTypeReferenceNode(member) && ts.isIdentifier(member.typeName)
          ? [member.typeName.text]
          : [],
      );
      if (references.includes(`${name}Leaf`)) {
        subtypes.set(
          name,
          references.filter((reference) => reference !== `${name}Leaf`),
        );
      }
      for (const member of statement.type.types) {
        if (!ts.isLiteralTypeNode(member) || !ts.isStringLiteral(member.literal)) continue;
        const match = SCHEMA_URL.exec(member.literal.text);
        if (!match?.[1]) continue;
        const set = enumerationMembers.get(name) ?? new Set<string>();
        set.add(match[1]);
        enumerationMembers.set(name, set);
      }
    }
  }
}

/** Data types: not nodes, but the vocabulary's literal value types. */
const DATA_TYPES = [
  "Boolean",
  "Date",
  "DateTime",
  "Float",
  "Integer",
  "Number",
  "Text",
  "Time",
  "URL",
] as const;

/** schema.org's own types only; external equivalents ("http://purl.org/…") are left out. */
const isSchemaOrgType = (type: string) => /^[A-Za-z0-9_]+$/.test(type);

function typeNameOf(identifier: string): string {
  const leaf = leaves.get(identifier);
  if (!leaf) throw new Error(`vendor-schema-vocabulary: no Leaf for ${identifier}Base`);
  return leaf.type;
}

const sorted = <T>(values: Iterable<T>) => [...values].sort();

/** Direct supertypes by type name, from the unions (exact, unlike the Bases, which skip property-less types). */
const parents = new Map<string, Set<string>>();
for (const [parent, children] of subtypes) {
  for (const child of children) {
    const set = parents.get(typeNameOf(child)) ?? new Set<string>();
    set.add(typeNameOf(parent));
    parents.set(typeNameOf(child), set);
  }
}

const types: Record<string, { extends: string[]; properties: string[] }> = {};
for (const [identifier, leaf] of [...leaves].sort(([a], [b]) => (a < b ? -1 : 1))) {
  if (!isSchemaOrgType(leaf.type)) continue;
  const own = leaf.base === identifier ? (bases.get(identifier)?.properties ?? []) : [];
  types[leaf.type] = {
    extends: sorted([...(parents.get(leaf.type) ?? [])].filter(isSchemaOrgType)),
    properties: sorted(own),
  };
}

/** Every property of a type, inherited ones included, following `types`. */
function allProperties(type: string, seen = new Set<string>()): Set<string> {
  if (seen.has(type)) return seen;
  seen.add(type);
  const result = new Set(types[type]?.properties ?? []);
  for (const parent of types[type]?.extends ?? []) {
    for (const property of allProperties(parent, seen)) result.add(property);
  }
  return result;
}

/** The same, following the Bases (what the TypeScript types allow). */
function baseProperties(identifier: string): Set<string> {
  const base = bases.get(identifier);
  const result = new Set(base?.properties ?? []);
  for (const parent of base?.extends ?? []) {
    for (const property of baseProperties(parent)) result.add(property);
  }
  return result;
}

// Both encodings of the hierarchy must give every type the same properties.
for (const [identifier, leaf] of leaves) {
  if (!isSchemaOrgType(leaf.type) || leaf.base === undefined) continue;
  const viaUnions = allProperties(leaf.type, new Set());
  const lost = [...baseProperties(leaf.base)].filter((property) => !viaUnions.has(property));
  if (lost.length > 0) {
    throw new Error(
      `vendor-schema-vocabulary: ${leaf.type} (${identifier}) loses ${lost.join(", ")} via the unions`,
    );
  }
}

if (!types.Thing || !types.Organization?.properties.includes("logo")) {
  throw new Error(
    "vendor-schema-vocabulary: Thing or Organization.logo is missing; has schema-dts changed?",
  );
}
const missingParents = Object.entries(types).flatMap(([name, type]) =>
  type.extends.filter((parent) => !(parent in types)).map((parent) => `${name} -> ${parent}`),
);
if (missingParents.length > 0) {
  throw new Error(`vendor-schema-vocabulary: unknown supertypes: ${missingParents.join(", ")}`);
}

const enumerations: Record<string, string[]> = {};
for (const name of sorted(enumerationMembers.keys())) {
  enumerations[name] = sorted(enumerationMembers.get(name) ?? []);
}

const vocabulary = {
  $comment:
    "Generated by tests/support/vendor-schema-vocabulary.ts from schema-dts' dist/schema.d.ts; do not edit.",
  source: `schema-dts@${version}`,
  dataTypes: [...DATA_TYPES],
  types,
  enumerations,
};

// Formatted as the repository's Prettier config wants it, so `npm run lint` passes.
const options = (await prettier.resolveConfig(output)) ?? {};
writeFileSync(
  output,
  await prettier.format(JSON.stringify(vocabulary), { ...options, filepath: output }),
  "utf8",
);
const propertyCount = new Set(Object.values(types).flatMap((type) => type.properties)).size;
console.log(
  `vendor-schema-vocabulary: ${Object.keys(types).length} types, ${propertyCount} properties, ` +
    `${Object.keys(enumerations).length} enumerations -> ${path.relative(root, output)}`,
);
