import ChevronRight from "~/components/ui/icons/chevron-right";
import { navigation } from "~/content";
import type { Crumb } from "~/lib/breadcrumbs";

/** The visible breadcrumb; the last crumb is the current page. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label={navigation.breadcrumb.label}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.path} className="flex items-center gap-1">
              {/* Before its crumb, so a crumb that wraps to the next line takes it along. */}
              {index > 0 && <ChevronRight aria-hidden="true" className="size-4 text-subtle" />}
              {last ? (
                <span aria-current="page" className="text-ink">
                  {item.name}
                </span>
              ) : (
                // A 44 px target around the line's 24 px, without moving the text.
                <a
                  href={item.path}
                  className="-mx-1 -my-2.5 inline-flex min-h-11 items-center px-1 hover:text-ink"
                >
                  {item.name}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
