/**
 * CSV (RFC 4180) that is safe to open in a spreadsheet: a cell starting with
 * `=`, `+`, `-`, `@`, tab or carriage return is prefixed with `'`, so Excel,
 * LibreOffice and Google Sheets show it as text instead of running a formula
 * (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralise(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvCell(value: string | number | null, delimiter = ","): string {
  const text = value === null ? "" : neutralise(String(value));
  return text.includes('"') || text.includes(delimiter) || /[\r\n]/.test(text)
    ? `"${text.replace(/"/g, '""')}"`
    : text;
}

/** Rows to CSV text with CRLF line ends and a UTF-8 byte order mark (for Excel). */
export function toCsv(
  rows: readonly (readonly (string | number | null)[])[],
  delimiter = ",",
): string {
  return `\uFEFF${rows.map((row) => row.map((cell) => csvCell(cell, delimiter)).join(delimiter)).join("\r\n")}\r\n`;
}
