/**
 * The one way a content file is written, by a developer, by the editor at
 * /admin/ and by the tests: YAML without line folding, quotes only where YAML
 * needs them, a text of several paragraphs as a block (`|-`). Prettier
 * leaves it as it is. Safe for the browser: the editor bundles it.
 */
import { stringify } from "yaml";
import { isRecord } from "./records";

export const formatContentFile = (data: unknown): string => stringify(data, { lineWidth: 0 });

/** A JSON Schema node: the keys `orderLikeSchema` follows. */
interface Shape {
  properties?: Record<string, Shape>;
  items?: Shape;
  prefixItems?: Shape[];
  oneOf?: Shape[];
  anyOf?: Shape[];
  const?: unknown;
}

/** The variant of a union whose constant fields (`type: image`) the value has. */
function variantOf(shape: Shape, value: unknown): Shape {
  const variants = shape.oneOf ?? shape.anyOf;
  if (!variants || !isRecord(value)) return shape;
  return (
    variants.find((variant) =>
      Object.entries(variant.properties ?? {}).every(
        ([key, property]) => property.const === undefined || value[key] === property.const,
      ),
    ) ?? shape
  );
}

/** `value` with the keys of every object in the order its schema lists them. */
export function orderLikeSchema(value: unknown, shape: Shape): unknown {
  const chosen = variantOf(shape, value);
  if (Array.isArray(value)) {
    return value.map((item, index) =>
      orderLikeSchema(item, chosen.prefixItems?.[index] ?? chosen.items ?? {}),
    );
  }
  if (!isRecord(value) || !chosen.properties) return value;
  const properties = chosen.properties;
  const known = Object.keys(properties).filter((key) => key in value);
  const rest = Object.keys(value).filter((key) => !(key in properties));
  return Object.fromEntries(
    [...known, ...rest].map((key) => [key, orderLikeSchema(value[key], properties[key] ?? {})]),
  );
}
