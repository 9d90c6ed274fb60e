/**
 * CSV that is safe to open in any spreadsheet, whatever separator it splits on.
 *
 * - Every field is quoted (RFC 4180), a quote inside doubled.
 * - Formulas are neutralised (OWASP "CSV injection"): spreadsheets run a cell
 *   that starts with `=`, `+`, `-` or `@`. A program that splits on another
 *   separator than the one written (Dutch Excel splits on `;`, others on `,`
 *   or tab) or at a line break inside a field starts a new cell after any of
 *   `,` `;` tab CR LF inside a field, and then treats the field's quotes as
 *   text or drops them. So a `'` goes before every such character (and its
 *   full-width form) that starts the field or follows one of those, with only
 *   spaces and quotes in between: the cell then starts with `'` or a space and
 *   is shown as text.
 * - UTF-8 with a byte order mark (Excel reads UTF-8 only with one) and CRLF
 *   line ends. No `sep=` line: Excel ignores the byte order mark after one.
 */
export const SEPARATORS = [",", ";", "\t"] as const;
export type Separator = (typeof SEPARATORS)[number];

export const isSeparator = (value: string): value is Separator =>
  SEPARATORS.some((separator) => separator === value);

/** A formula character at the start of the field or of anything a separator could split off. */
const FORMULA_START = /(^|[,;\t\r\n])([\s"]*)(?=[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/gu;

export function neutralise(value: string): string {
  return value.replace(FORMULA_START, "$1$2'");
}

export function csvCell(value: string | number | null): string {
  const text = value === null ? "" : neutralise(String(value));
  return `"${text.replace(/"/g, '""')}"`;
}

/** Rows to CSV text with CRLF line ends and a UTF-8 byte order mark (for Excel). */
export function toCsv(
  rows: readonly (readonly (string | number | null)[])[],
  separator: Separator = ",",
): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(separator)).join("\r\n")}\r\n`;
}
