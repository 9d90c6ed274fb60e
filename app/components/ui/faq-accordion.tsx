import ChevronDown from "~/components/ui/icons/chevron-down";
import { KeepWords } from "~/components/ui/keep-words";
import type { FaqItem } from "~/content/schema";
import { faqAnchors } from "~/content/paths";

interface Props {
  items: readonly FaqItem[];
  /**
   * "single": none open at first, opening one closes the others (native
   * exclusive `<details name>`); "all": every answer open.
   */
  mode: "single" | "all";
  /** Groups the items of one accordion; must be unique on the page. */
  name: string;
}

/** FAQ as native disclosure widgets: answers stay in the HTML when closed. */
export function FaqAccordion({ items, mode, name }: Props) {
  const anchors = faqAnchors(items.map((item) => item.q));
  return (
    <div className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface/60">
      {items.map((item, index) => (
        <details
          key={anchors[index]}
          name={mode === "single" ? name : undefined}
          open={mode === "all" ? true : undefined}
          className="group"
        >
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 focus-ring-inset px-6 py-5 text-left font-display text-lg font-medium transition-[background-color] hover:bg-surface-raised [&::-webkit-details-marker]:hidden">
            <h3>
              <KeepWords text={item.q} />
            </h3>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-accent transition-transform group-open:rotate-180"
            />
          </summary>
          {/* A link to the answer lands with its question, up to three lines, in view. */}
          <p id={anchors[index]} className="max-w-measure scroll-mt-24 px-6 pb-6 text-muted">
            {item.a}
          </p>
        </details>
      ))}
    </div>
  );
}
