import type { ComponentProps } from "react";
import { Pagination } from "~/components/ui/pagination";
import type { Case } from "~/content/schema";
import { CaseFilter } from "./case-filter";
import { CaseGrid } from "./case-grid";
import { Section } from "./section";

/**
 * The sector filter, the grid of case cards and, for a listing of more than
 * one page, the page navigation (/cases, each sector's page, their further pages).
 */
export function CaseListingSection({
  label,
  filter,
  cases,
  linkLabel,
  pagination,
}: {
  /** Accessible name of the section. */
  label: string;
  filter: ComponentProps<typeof CaseFilter>;
  /** The cases of this page. */
  cases: readonly Case[];
  linkLabel: string;
  pagination: ComponentProps<typeof Pagination>;
}) {
  return (
    <Section aria-label={label}>
      <CaseFilter {...filter} />
      <CaseGrid cases={cases} linkLabel={linkLabel} headingLevel="h2" firstImagePriority />
      <Pagination {...pagination} />
    </Section>
  );
}
