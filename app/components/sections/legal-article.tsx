import { useId } from "react";
import type { LegalDocument } from "~/content/schema";
import { legalSectionAnchor } from "~/content/paths";
import { Container } from "~/components/ui/container";
import { formatDutchDate } from "~/lib/dutch-date";

/**
 * A legal text: a contents list, then the numbered sections, each a heading
 * with paragraphs. From 1024 px the list stays beside the text as it scrolls,
 * and scrolls itself where the window is too low to show it whole.
 */
export function LegalArticle({
  document,
  updatedLabel,
  contentsLabel,
}: {
  document: LegalDocument;
  updatedLabel: string;
  /** The contents list's name ("Op deze pagina"). */
  contentsLabel: string;
}) {
  const labelId = useId();
  const sections = document.sections.map((section) => ({
    ...section,
    anchor: legalSectionAnchor(section.heading),
  }));
  return (
    <Container className="py-16 sm:py-20 lg:grid lg:grid-cols-[16rem_minmax(0,var(--container-measure))] lg:gap-x-20">
      <nav
        aria-labelledby={labelId}
        className="mx-auto max-w-measure rounded-2xl border border-line bg-surface/60 p-6 lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:mx-0 lg:max-h-[calc(100dvh-var(--header-height)-4rem)] lg:self-start lg:overflow-y-auto"
      >
        <p id={labelId} className="text-sm font-semibold text-subtle">
          {contentsLabel}
        </p>
        <ol className="mt-1">
          {sections.map((section) => (
            <li key={section.anchor}>
              <a
                href={`#${section.anchor}`}
                className="-mx-2 block rounded-lg px-2 py-3 text-sm leading-5 text-muted hover:text-ink"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mx-auto mt-12 max-w-measure lg:mx-0 lg:mt-0">
        <p className="text-sm text-subtle">
          {updatedLabel}:{" "}
          <time dateTime={document.updated}>{formatDutchDate(document.updated)}</time>
        </p>
        {sections.map((section) => (
          <section key={section.anchor} id={section.anchor} className="mt-12">
            <h2 className="text-2xl font-semibold">{section.heading}</h2>
            {section.text.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-muted">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </Container>
  );
}
