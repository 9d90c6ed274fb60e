// Types for the parts of two untyped font packages that scripts/subset-fonts.ts uses.
// (@types/subset-font predates the options used here: keepFeatures, noHinting.)
declare module "subset-font" {
  interface AxisRange {
    min: number;
    max: number;
  }

  interface SubsetFontOptions {
    targetFormat?: "sfnt" | "woff" | "woff2";
    /** OpenType layout feature tags to keep; all are kept when omitted. */
    keepFeatures?: string[];
    /** A number pins the axis; a range keeps it variable between min and max. */
    variationAxes?: Record<string, number | AxisRange>;
    noHinting?: boolean;
    dropTables?: string[];
  }

  function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;

  export default subsetFont;
}

declare module "wawoff2" {
  /** Encodes a TrueType/OpenType font as WOFF2 (Google's woff2 compiled to wasm). */
  export function compress(sfnt: Uint8Array): Promise<Uint8Array>;
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
