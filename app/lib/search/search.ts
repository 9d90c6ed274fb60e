/** Site search: a small index of every page's main text, matched case- and diacritic-insensitively. */

export type SearchKind = "service" | "case" | "faq" | "page";

export interface SearchEntry {
  kind: SearchKind;
  title: string;
  /** Facts shown apart from the snippet and searched too: "Lumen Museum, Marketing, 2024". */
  meta?: string;
  /** The main text of the entry; a snippet of it is shown with a result. */
  text: string;
  path: string;
  /**
   * Order among equally good matches, higher first: a service or case answers
   * a service term better than the privacy statement that mentions it.
   */
  weight: number;
}

/** A found entry: what the results list shows, the snippet in place of the whole text. */
export interface SearchResult extends Omit<SearchEntry, "text" | "weight"> {
  snippet: string;
}

/** Lower case without diacritics: "Geïnteresseerd" -> "geinteresseerd". */
export const normalize = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/**
 * `text` folded as `normalize` does, with for each folded character the
 * index of the original character it came from, so a match found in the
 * folded text can be marked in the original.
 */
function folded(text: string): { folded: string; origin: number[] } {
  let out = "";
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const piece = normalize(char);
    out += piece;
    for (let i = 0; i < piece.length; i++) origin.push(index);
    index += char.length;
  }
  origin.push(index);
  return { folded: out, origin };
}

/**
 * Terms up to this long match whole words only: "vr" finds "VR-training" but
 * not "vrijblijvend". A longer term matches anywhere, also inside a Dutch
 * compound ("training" finds "VR-trainingen" and "stressmanagementtraining").
 */
const WHOLE_WORD_TERM_LENGTH = 2;

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** Where `term` next matches in folded `text` from `from` on (see `WHOLE_WORD_TERM_LENGTH`); -1 if not. */
function findTerm(text: string, term: string, from = 0): number {
  for (let at = text.indexOf(term, from); at >= 0; at = text.indexOf(term, at + 1)) {
    if (term.length > WHOLE_WORD_TERM_LENGTH) return at;
    if (!isWordChar(text[at - 1]) && !isWordChar(text[at + term.length])) return at;
  }
  return -1;
}

/** A query is cut to this many characters and terms: nobody types more, and each costs a pass. */
export const MAX_QUERY_LENGTH = 100;
const MAX_QUERY_TERMS = 8;

/** The first `MAX_QUERY_LENGTH` characters (code points) of a query, read without scanning it all. */
export const capQuery = (query: string): string =>
  [...query.slice(0, 2 * MAX_QUERY_LENGTH)].slice(0, MAX_QUERY_LENGTH).join("");

/** The distinct words of a query, folded. */
export const queryTerms = (query: string): string[] => {
  const words = normalize(capQuery(query))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_QUERY_TERMS);
};

const SNIPPET_LENGTH = 170;
/** How much text to keep before the first match, so the snippet reads as a sentence. */
const LEAD_IN = 50;

/** Moves `start` back to the start of its word and `end` back to the end of the last whole word. */
function wholeWords(text: string, start: number, end: number): [number, number] {
  const from = start > 0 ? text.lastIndexOf(" ", start - 1) + 1 : 0;
  if (end >= text.length || text[end] === " ") return [from, Math.min(end, text.length)];
  const space = text.lastIndexOf(" ", end);
  if (space > from) return [from, space];
  const next = text.indexOf(" ", end);
  return [from, next < 0 ? text.length : next];
}

/**
 * About `SNIPPET_LENGTH` characters of `text` around the first match of `term`,
 * cut between words, with an ellipsis where text was left out.
 */
export function snippet(text: string, term: string): string {
  if (text.length <= SNIPPET_LENGTH) return text;
  const { folded: plain, origin } = folded(text);
  const found = findTerm(plain, term);
  const at = found < 0 ? 0 : (origin[found] ?? 0);
  const start = Math.max(0, at - LEAD_IN);
  const [from, to] = wholeWords(text, start, Math.min(text.length, start + SNIPPET_LENGTH));
  const body = text.slice(from, to).replace(/[\s,;:–-]+$/, "");
  return `${from > 0 ? "…" : ""}${body}${to < text.length ? "…" : ""}`;
}

/** What the search page's title is made of (`searchTitles` of the page's content). */
export interface SearchTitles {
  /** The whole title without a query. */
  empty: string;
  /** The title of a search, with `{query}` for the query. */
  results: string;
  /** Added after the title of a search: " | Immersa XR". */
  suffix: string;
  maxLength: number;
}

/**
 * The search page's title for `query`, on the server and as the visitor
 * types: `titles.empty` without one, else `titles.results` with the query in
 * place of `{query}`, the query cut short with "…" so the whole title, suffix
 * included, stays within `maxLength` characters.
 */
export function searchTitle(titles: SearchTitles, query: string): string {
  if (query.trim() === "") return titles.empty;
  const { results: template, suffix, maxLength } = titles;
  const room = maxLength - suffix.length - template.replace("{query}", "").length;
  const shown = [...query.trim()];
  const text =
    shown.length > room
      ? `${shown
          .slice(0, room - 1)
          .join("")
          .trimEnd()}…`
      : query.trim();
  return `${template.replace("{query}", text)}${suffix}`;
}

/** `text` in pieces, with every stretch that matches one of the terms marked. */
export function markTerms(
  text: string,
  terms: readonly string[],
): { text: string; marked: boolean }[] {
  const { folded: plain, origin } = folded(text);
  const marks: [number, number][] = [];
  for (const term of terms) {
    for (let at = findTerm(plain, term); at >= 0; at = findTerm(plain, term, at + term.length)) {
      marks.push([origin[at] ?? 0, origin[at + term.length] ?? text.length]);
    }
  }
  marks.sort((a, b) => a[0] - b[0]);
  const pieces: { text: string; marked: boolean }[] = [];
  let cursor = 0;
  for (const [from, to] of marks) {
    if (to <= cursor) continue;
    const start = Math.max(from, cursor);
    if (start > cursor) pieces.push({ text: text.slice(cursor, start), marked: false });
    pieces.push({ text: text.slice(start, to), marked: true });
    cursor = to;
  }
  if (cursor < text.length) pieces.push({ text: text.slice(cursor), marked: false });
  return pieces;
}

/**
 * Entries whose title, facts or text contain every term of the query (a
 * term of three characters or more also as part of a word: "augm" finds
 * "augmented"), best first: title matches count more, then the entry's weight.
 */
export function search(index: readonly SearchEntry[], query: string): SearchResult[] {
  const terms = queryTerms(query);
  const [first] = terms;
  if (!first) return [];
  return index
    .map((entry, position) => {
      const title = normalize(entry.title);
      const text = normalize(`${entry.meta ?? ""} ${entry.text}`);
      let score = 0;
      for (const term of terms) {
        const inTitle = findTerm(title, term) >= 0;
        if (!inTitle && findTerm(text, term) < 0) return undefined;
        score += inTitle ? 3 : 1;
      }
      return { entry, score, position };
    })
    .filter((hit) => hit !== undefined)
    .sort((a, b) => b.score - a.score || b.entry.weight - a.entry.weight || a.position - b.position)
    .map(({ entry }) => ({
      kind: entry.kind,
      title: entry.title,
      ...(entry.meta === undefined ? {} : { meta: entry.meta }),
      path: entry.path,
      snippet: snippet(entry.text, first),
    }));
}
