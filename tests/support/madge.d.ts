/** The part of madge's API that `tests/import-graph.test.ts` uses (the package ships no types). */
declare module "madge" {
  interface MadgeConfig {
    baseDir?: string;
    fileExtensions?: readonly string[];
    tsConfig?: string;
    excludeRegExp?: readonly RegExp[];
    detectiveOptions?: Record<string, Record<string, unknown>>;
  }
  interface MadgeResult {
    /** Each module (relative to `baseDir`) with the modules it imports. */
    obj(): Record<string, string[]>;
    /** Each circle of imports as the modules along it. */
    circular(): string[][];
  }
  export default function madge(
    paths: string | readonly string[],
    config?: MadgeConfig,
  ): Promise<MadgeResult>;
}
