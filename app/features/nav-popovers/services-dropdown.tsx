import ChevronDown from "~/components/ui/icons/chevron-down";
import type { Navigation } from "~/content/schema";
import { NAV_POPOVER_ATTRIBUTE } from "./nav-popovers.enhancement";
import { NavItemLink } from "~/components/ui/nav-item-link";

/** The panel's id; there is one dropdown per page. */
export const DROPDOWN_PANEL_ID = "menu-wat-we-doen";

/**
 * "Wat we doen": a button that opens a native popover with two columns of
 * links. Without script it opens and closes by click, tap, Enter and Space,
 * closes on Escape (focus back on the button) and on a click outside.
 * `features/nav-popovers/nav-popovers.enhancement.ts` takes it over from the first byte: the
 * panel stays laid out, invisible, while closed, and the script opens it on
 * hover, closes it when focus leaves or a link is chosen, and keeps
 * `aria-expanded`. Plain navigation lists, not an ARIA menu.
 *
 * The panel is placed under its button by CSS anchor positioning; a browser
 * without it centres the panel under the header.
 */
export function ServicesDropdown({
  pathname,
  dropdown,
}: {
  pathname: string;
  dropdown: Navigation["header"]["dropdown"];
}) {
  const marker = { [NAV_POPOVER_ATTRIBUTE]: "hover" };
  return (
    <div {...marker} className="group/dropdown">
      <button
        type="button"
        popoverTarget={DROPDOWN_PANEL_ID}
        aria-controls={DROPDOWN_PANEL_ID}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 font-medium text-muted transition [anchor-name:--wat-we-doen] hover:text-ink aria-expanded:text-ink noscript:group-has-[:popover-open]/dropdown:text-ink"
      >
        {dropdown.label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform in-aria-expanded:rotate-180 noscript:group-has-[:popover-open]/dropdown:rotate-180"
        />
      </button>
      <div
        id={DROPDOWN_PANEL_ID}
        popover="auto"
        className="fixed top-[anchor(bottom)] left-[anchor(left)] z-50 pt-3 [position-anchor:--wat-we-doen] not-supports-[anchor-name:--a]:top-[calc(var(--header-height)/2+1.375rem)] not-supports-[anchor-name:--a]:left-1/2 not-supports-[anchor-name:--a]:-translate-x-1/2 short:absolute"
      >
        <div className="grid w-[34rem] grid-cols-2 gap-6 rounded-2xl border border-line bg-surface p-6 shadow-[0_24px_64px_-24px_rgb(0_0_0/0.8)]">
          {dropdown.columns.map((column) => {
            const headingId = `${DROPDOWN_PANEL_ID}-${column.heading.replace(/\s+/g, "-").toLowerCase()}`;
            return (
              <div key={column.heading}>
                <p
                  id={headingId}
                  className="px-4 text-xs font-semibold tracking-[0.16em] text-accent uppercase"
                >
                  {column.heading}
                </p>
                <ul aria-labelledby={headingId} className="mt-3 space-y-1">
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <NavItemLink link={link} pathname={pathname} className="w-full rounded-xl" />
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
