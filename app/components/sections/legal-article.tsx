import type { LegalDocument } from "~/content/schema";
import { Container } from "~/components/ui/container";
import { formatDutchDate } from "~/lib/dutch-date";

/** A legal text: numbered sections, each a heading with paragraphs. */
export function LegalArticle({
  document,
  updatedLabel,
}: {
  document: LegalDocument;
  updatedLabel: string;
}) {
  return (
    <Container className="py-16 sm:py-20">
      <div className="mx-auto max-w-measure">
        <p className="text-sm text-subtle">
          {updatedLabel}:{" "}
          <time dateTime={document.updated}>{formatDutchDate(document.updated)}</time>
        </p>
        {document.sections.map((section) => (
          <section key={section.heading} className="mt-12">
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
