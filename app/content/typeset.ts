/**
 * Typesetting editors should not have to type: an en dash for " - ", an
 * ellipsis for "...", and a no-break space after "€" so an amount never
 * breaks over two lines. Applied to every text as it is read (`read.ts`);
 * safe for the browser.
 */
export const typeset = (value: string) =>
  value
    .replace(/ - /g, " – ")
    .replace(/\.\.\./g, "…")
    .replace(/€ ?(?=\d)/g, "€\u00a0");
