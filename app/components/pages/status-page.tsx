import { StatusSection } from "~/components/sections/status-section";
import type { StatusPageContent } from "~/content/schema";

/** The mark above each kind of status page's heading. */
const marks = { thanks: "✓", notFound: "404" } as const;

/** The thank-you page after a contact request, or a page or a case that does not exist. */
export function StatusPageSections({
  page,
  kind,
}: {
  page: StatusPageContent;
  kind: keyof typeof marks;
}) {
  return (
    <StatusSection
      mark={marks[kind]}
      heading={page.intro.heading}
      text={page.intro.lead}
      links={page.links}
    />
  );
}
