import type { Case } from "~/content/schema";
import { CaseCard, type CaseCardSpan } from "./case-card";

/** What the cell of the card at `index` of `count` spans (the rules of `grid-cards`). */
const spanOf = (index: number, count: number): CaseCardSpan => {
  if (count === 1) return "alone";
  if (count === 2 || count === 4) return "half";
  return index === count - 1 && count % 2 === 1 ? "row" : "cell";
};

export function CaseGrid({
  cases,
  linkLabel,
  headingLevel,
  firstImagePriority = false,
}: {
  cases: readonly Case[];
  linkLabel: string;
  /** Heading level of the card titles; see `CaseCard`. */
  headingLevel?: "h2" | "h3";
  /** The grid starts in the first screen (/cases): its first image is the page's largest paint. */
  firstImagePriority?: boolean;
}) {
  return (
    <ul className="grid-cards">
      {cases.map((item, index) => (
        <li key={item.id} className="@container">
          <CaseCard
            item={item}
            index={index}
            linkLabel={linkLabel}
            headingLevel={headingLevel}
            priority={firstImagePriority && index === 0}
            span={spanOf(index, cases.length)}
          />
        </li>
      ))}
    </ul>
  );
}
