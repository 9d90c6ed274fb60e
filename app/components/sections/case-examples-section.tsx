import { SectionHeading } from "~/components/ui/section-heading";
import type { Case } from "~/content/schema";
import { CaseGrid } from "./case-grid";
import { Section } from "./section";

/** A few cases as examples on a service page. */
export function CaseExamplesSection({
  heading,
  lead,
  cases,
  linkLabel,
}: {
  heading: string;
  lead: string;
  cases: readonly Case[];
  linkLabel: string;
}) {
  return (
    <Section aria-labelledby="voorbeelden-titel" tone="raised">
      <SectionHeading id="voorbeelden-titel" title={heading} lead={lead} />
      <div className="mt-12">
        <CaseGrid cases={cases} linkLabel={linkLabel} />
      </div>
    </Section>
  );
}
