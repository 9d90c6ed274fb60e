/**
 * Text in and out of markup (HTML, XML, SVG, Pango).
 *
 * `escapeMarkup` writes text safely into markup: the contact form's error
 * pages, the sitemap and the social images. `decodeEntities` reads text back
 * out of HTML or JSX as a browser does (numeric references, and the named ones
 * the site's code and pages use): the CSP hashes of attribute values
 * (`csp.ts`), the heads of the pre-rendered pages
 * (scripts/build/prerendered-pages.ts) and the text the subset fonts must
 * cover (scripts/fonts/site-text.ts).
 */

/** Text as it may stand in an element or a quoted attribute of any markup language. */
export const escapeMarkup = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  // `&apos;` is not HTML 4; a numeric reference is understood everywhere.
  "'": "&#39;",
};

const NAMED: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  shy: "\u00ad",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  bdquo: "„",
  euro: "€",
  copy: "©",
  deg: "°",
  times: "×",
  middot: "·",
};

/**
 * Decodes `&name;`, `&#nn;` and `&#xhh;`. A name not in the table is left as
 * written, unless `unknown` says otherwise (it may throw).
 */
export function decodeEntities(
  text: string,
  unknown: (reference: string) => string = (reference) => reference,
): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, body: string) => {
    if (body.startsWith("#x") || body.startsWith("#X"))
      return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith("#")) return String.fromCodePoint(parseInt(body.slice(1), 10));
    return NAMED[body.toLowerCase()] ?? unknown(reference);
  });
}
