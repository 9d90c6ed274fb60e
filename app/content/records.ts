/** Whether a parsed value (YAML, JSON) is an object with keys: not `null`, not a list. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
