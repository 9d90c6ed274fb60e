import type { Case, Sector } from "~/content/schema";
import { CaseFilter } from "./case-filter";
import { CaseGrid } from "./case-grid";
import { Section } from "./section";

/** The sector filter and the grid of case cards (/cases and each sector's page). */
export function CaseListingSection({
  label,
  filter,
  cases,
  linkLabel,
}: {
  /** Accessible name of the section. */
  label: string;
  filter: {
    label: string;
    allLabel: string;
    sectors: readonly { sector: Sector; count: number }[];
    current?: Sector;
  };
  cases: readonly Case[];
  linkLabel: string;
}) {
  return (
    <Section aria-label={label}>
      <CaseFilter {...filter} />
      <CaseGrid cases={cases} linkLabel={linkLabel} headingLevel="h2" firstImagePriority />
    </Section>
  );
}
