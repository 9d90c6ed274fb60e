/** Site search: a small index of every page's main text, matched case- and diacritic-insensitively. */

export type SearchKind = "service" | "case" | "faq" | "page";

export interface SearchEntry {
  kind: SearchKind;
  title: string;
  /** The main text of the entry; a snippet of it is shown with a result. */
  text: string;
  path: string;
}

/** A found entry: what the results list shows, the snippet in place of the whole text. */
export interface SearchResult extends Omit<SearchEntry, "text"> {
  snippet: string;
}

/** Lower case without diacritics: "Geïnteresseerd" -> "geinteresseerd". */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** A query is cut to this many characters and terms: nobody types more, and each costs a pass. */
export const MAX_QUERY_LENGTH = 100;
const MAX_QUERY_TERMS = 8;

/** The first `MAX_QUERY_LENGTH` characters (code points) of a query, read without scanning it all. */
export const capQuery = (query: string): string =>
  [...query.slice(0, 2 * MAX_QUERY_LENGTH)].slice(0, MAX_QUERY_LENGTH).join("");

const terms = (query: string) => {
  const words = normalize(capQuery(query))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_QUERY_TERMS);
};

const SNIPPET_LENGTH = 180;

function snippet(text: string, term: string): string {
  const at = normalize(text).indexOf(term);
  if (text.length <= SNIPPET_LENGTH) return text;
  const start = Math.max(0, (at < 0 ? 0 : at) - 60);
  const end = Math.min(text.length, start + SNIPPET_LENGTH);
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
}

/**
 * Entries whose title or text contains every term of the query (also as part
 * of a word: "augm" finds "augmented"), best first: title matches count more.
 */
export function search(index: readonly SearchEntry[], query: string): SearchResult[] {
  const queryTerms = terms(query);
  const [first] = queryTerms;
  if (!first) return [];
  return index
    .map((entry, position) => {
      const title = normalize(entry.title);
      const text = normalize(entry.text);
      let score = 0;
      for (const term of queryTerms) {
        const inTitle = title.includes(term);
        if (!inTitle && !text.includes(term)) return undefined;
        score += inTitle ? 3 : 1;
      }
      return { entry, score, position };
    })
    .filter((hit) => hit !== undefined)
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .map(({ entry: { text, ...shown } }) => ({ ...shown, snippet: snippet(text, first) }));
}
