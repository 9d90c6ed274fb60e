import ChevronLeft from "~/components/ui/icons/chevron-left";
import ChevronRight from "~/components/ui/icons/chevron-right";
import type { CasesPageContent } from "~/content/schema";
import { fill } from "~/content/template";
import { chipClass } from "./chip";

/**
 * Links to every page of a listing, the previous and the next one: plain
 * links to pre-rendered pages, so paging works without script. The current
 * page is marked `aria-current="page"` and is no link. Nothing is rendered
 * for a listing of one page.
 */
export function Pagination({
  labels,
  current,
  count,
  pathOf,
}: {
  labels: Pick<CasesPageContent["pagination"], "label" | "previous" | "next" | "page">;
  /** The page shown, from 1. */
  current: number;
  /** How many pages there are. */
  count: number;
  /** The address of page `number`. */
  pathOf: (number: number) => string;
}) {
  if (count < 2) return null;
  const numbers = Array.from({ length: count }, (_, index) => index + 1);
  const step = (number: number, text: string, icon: "previous" | "next") => (
    <li>
      <a href={pathOf(number)} className={chipClass(false)}>
        {icon === "previous" && <ChevronLeft aria-hidden="true" className="-ml-1 size-4" />}
        {text}
        {icon === "next" && <ChevronRight aria-hidden="true" className="-mr-1 size-4" />}
      </a>
    </li>
  );
  return (
    <nav aria-label={labels.label} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 && step(current - 1, labels.previous, "previous")}
        {numbers.map((number) => {
          // "Pagina 2" for assistive technology, the bare number on screen.
          const text = (
            <>
              <span className="sr-only">{fill(labels.page, { number })}</span>
              <span aria-hidden="true">{number}</span>
            </>
          );
          return (
            <li key={number}>
              {number === current ? (
                <span aria-current="page" className={chipClass(true)}>
                  {text}
                </span>
              ) : (
                <a href={pathOf(number)} className={chipClass(false)}>
                  {text}
                </a>
              )}
            </li>
          );
        })}
        {current < count && step(current + 1, labels.next, "next")}
      </ul>
    </nav>
  );
}
