import type { MetaDescriptor } from "react-router";

/** The `content` of the meta descriptor with this `name` or `property`. */
export function metaContent(meta: readonly MetaDescriptor[], key: string): string | undefined {
  for (const descriptor of meta) {
    const named = "name" in descriptor && descriptor.name === key;
    const property = "property" in descriptor && descriptor.property === key;
    if ((named || property) && "content" in descriptor && typeof descriptor.content === "string") {
      return descriptor.content;
    }
  }
  return undefined;
}

/** Every descriptor with this `name` or `property`. */
export function metaAll(meta: readonly MetaDescriptor[], key: string): MetaDescriptor[] {
  return meta.filter(
    (descriptor) =>
      ("name" in descriptor && descriptor.name === key) ||
      ("property" in descriptor && descriptor.property === key),
  );
}

export function titleOf(meta: readonly MetaDescriptor[]): string | undefined {
  for (const descriptor of meta) {
    if ("title" in descriptor && typeof descriptor.title === "string") return descriptor.title;
  }
  return undefined;
}

export function canonicalOf(meta: readonly MetaDescriptor[]): string[] {
  return meta.flatMap((descriptor) =>
    "tagName" in descriptor && descriptor.rel === "canonical" && typeof descriptor.href === "string"
      ? [descriptor.href]
      : [],
  );
}

export interface JsonNode {
  "@type"?: string;
  "@id"?: string;
  [key: string]: unknown;
}

/** The page's JSON-LD graph, round-tripped through JSON as a crawler sees it. */
export function graphOf(meta: readonly MetaDescriptor[]): JsonNode[] {
  const blocks = meta.flatMap((descriptor) =>
    "script:ld+json" in descriptor ? [descriptor["script:ld+json"]] : [],
  );
  if (blocks.length !== 1) throw new Error(`expected one JSON-LD block, found ${blocks.length}`);
  const parsed: unknown = JSON.parse(JSON.stringify(blocks[0]));
  if (!isRecord(parsed) || parsed["@context"] !== "https://schema.org") {
    throw new Error("JSON-LD without schema.org context");
  }
  const graph = parsed["@graph"];
  if (!Array.isArray(graph)) throw new Error("JSON-LD without @graph");
  return graph.filter(isRecord);
}

export const toJson = (value: unknown): JsonNode => {
  const parsed: unknown = JSON.parse(JSON.stringify(value));
  if (!isRecord(parsed)) throw new Error("not an object");
  return parsed;
};

export const isRecord = (value: unknown): value is JsonNode =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const nodeOfType = (graph: readonly JsonNode[], type: string): JsonNode | undefined =>
  graph.find((node) => node["@type"] === type);
