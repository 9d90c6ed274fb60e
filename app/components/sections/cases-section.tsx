import ArrowRight from "~/components/ui/icons/arrow-right";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Case } from "~/content/schema";
import { paths } from "~/content/paths";
import { CaseGrid } from "./case-grid";
import { Section } from "./section";

interface Props {
  heading: string;
  lead: string;
  cases: readonly Case[];
  cardLinkLabel: string;
  allLabel: string;
}

/** A selection of cases with a link to all of them. */
export function CasesSection({ heading, lead, cases, cardLinkLabel, allLabel }: Props) {
  return (
    <Section aria-labelledby="cases-titel" tone="raised">
      <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
        <SectionHeading id="cases-titel" title={heading} lead={lead} />
        <a
          href={paths.cases}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 font-semibold text-accent hover:text-ink"
        >
          {allLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
      <div className="mt-12">
        <CaseGrid cases={cases} linkLabel={cardLinkLabel} />
      </div>
    </Section>
  );
}
