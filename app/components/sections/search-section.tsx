import Search from "~/components/ui/icons/search";
import { Container } from "~/components/ui/container";
import type { SearchPageContent } from "~/content/schema";
import { paths } from "~/content/paths";
import { markTerms, queryTerms, type SearchResult } from "~/lib/search/search";
import { fill } from "~/content/template";

/** The results, or where the search index is at its first use in a visit. */
export type SearchResults = readonly SearchResult[] | "loading" | "failed";

interface Props {
  copy: SearchPageContent;
  query: string;
  results: SearchResults;
  onQueryChange: (query: string) => void;
}

/** What the status line under the results heading says. */
function statusMessage(copy: SearchPageContent, query: string, results: SearchResults): string {
  if (query === "") return copy.emptyQuery;
  if (results === "loading") return copy.searching;
  if (results === "failed") return copy.searchFailed;
  if (results.length === 0) return copy.noResults;
  const template = results.length === 1 ? copy.resultCount.one : copy.resultCount.other;
  return fill(template, { count: results.length, query });
}

/** `text` with the query's terms in `<mark>`. */
function Marked({ text, terms }: { text: string; terms: readonly string[] }) {
  return markTerms(text, terms).map((piece, index) =>
    piece.marked ? (
      <mark key={index} className="rounded-sm bg-accent/20 px-0.5 text-ink">
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}

/** The search form (a plain GET form, so it works without JavaScript) and its results. */
export function SearchSection({ copy, query, results, onQueryChange }: Props) {
  const trimmed = query.trim();
  const found = typeof results === "string" ? [] : results;
  const nothingFound = trimmed !== "" && typeof results !== "string" && found.length === 0;
  const terms = queryTerms(trimmed);
  return (
    <Container className="py-16 sm:py-20">
      <div className="mx-auto max-w-3xl">
        <search>
          <form
            method="get"
            action={paths.search}
            className="flex flex-col gap-3 sm:flex-row"
            onSubmit={(event) => event.preventDefault()}
          >
            <label htmlFor="zoek-q" className="sr-only">
              {copy.form.label}
            </label>
            <input
              id="zoek-q"
              name="q"
              type="search"
              value={query}
              onChange={(event) => onQueryChange(event.target.value)}
              placeholder={copy.form.placeholder}
              autoComplete="off"
              className="min-h-12 rounded-xl border border-line bg-canvas/70 px-4 text-base text-ink placeholder:text-subtle focus:border-accent sm:w-0 sm:flex-1 sm:text-lg"
            />
            <button
              type="submit"
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-accent-gradient px-5 font-semibold text-on-primary"
            >
              <Search aria-hidden="true" className="size-5" />
              {copy.form.submitLabel}
            </button>
          </form>
        </search>

        <section aria-labelledby="resultaten-titel" className="mt-12">
          <h2 id="resultaten-titel" className="text-2xl font-semibold">
            {copy.resultsHeading}
          </h2>
          <p role="status" className="mt-2 text-muted">
            {statusMessage(copy, trimmed, results)}
          </p>
          {nothingFound && (
            <ul className="mt-6 flex flex-wrap gap-3">
              {copy.suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <a
                    href={`${paths.search}?q=${encodeURIComponent(suggestion)}`}
                    className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-muted hover:border-primary hover:text-ink"
                  >
                    {suggestion}
                  </a>
                </li>
              ))}
            </ul>
          )}
          {found.length > 0 && (
            <ol className="mt-8 space-y-4">
              {found.map((result) => (
                <li key={`${result.kind}-${result.path}-${result.title}`}>
                  <article className="relative rounded-2xl border border-line bg-surface/70 p-6 transition-[border-color] hover:border-primary/60">
                    <p className="text-sm font-semibold tracking-[0.12em] text-accent uppercase">
                      {copy.resultTypes[result.kind]}
                    </p>
                    <h3 className="mt-1 text-xl font-semibold">
                      <a
                        href={result.path}
                        className="inline-flex min-h-11 items-center after:absolute after:inset-0 hover:text-accent"
                      >
                        <span>
                          <Marked text={result.title} terms={terms} />
                        </span>
                      </a>
                    </h3>
                    {result.meta && <p className="text-sm text-subtle">{result.meta}</p>}
                    <p className="mt-2 max-w-measure text-muted">
                      <Marked text={result.snippet} terms={terms} />
                    </p>
                  </article>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </Container>
  );
}
