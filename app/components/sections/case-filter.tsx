import type { Sector } from "~/content/schema";
import { paths, sectorPath } from "~/content/paths";
import { chipClass } from "~/components/ui/chip";

/**
 * Links to the cases overview and to each sector's own pre-rendered page, so
 * the filter works without script and on any static host. The current choice
 * carries `aria-current="page"`.
 */
export function CaseFilter({
  label,
  allLabel,
  sectors,
  current,
}: {
  /** Accessible name of the navigation. */
  label: string;
  allLabel: string;
  sectors: readonly { sector: Sector; count: number }[];
  /** The sector shown, or undefined on the overview of all cases. */
  current?: Sector;
}) {
  const items = [
    {
      href: paths.cases,
      text: allLabel,
      count: sectors.reduce((sum, item) => sum + item.count, 0),
      active: current === undefined,
    },
    ...sectors.map(({ sector, count }) => ({
      href: sectorPath(sector),
      text: sector,
      count,
      active: sector === current,
    })),
  ];
  return (
    <nav aria-label={label} className="mb-10">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              aria-current={item.active ? "page" : undefined}
              className={chipClass(item.active)}
            >
              {item.text}
              <span className="text-sm text-subtle">{item.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
