import { ChevronDown } from "lucide-react";
import { useEffect, useRef } from "react";
import type { Navigation } from "~/content/schema";
import { island } from "~/lib/islands/island";
import { cx } from "~/lib/cx";
import { NavItemLink } from "./nav-item-link";
import { useNavDisclosure } from "./use-nav-disclosure";

/** The panel's id; there is one dropdown per page. */
const PANEL_ID = "menu-wat-we-doen";

/** Grace period so the pointer can travel from the button to the panel. */
const HOVER_CLOSE_DELAY_MS = 150;

/**
 * "Wat we doen": a disclosure button (click, Enter, Space) that also opens on
 * hover. Escape closes it and returns focus to the button; moving focus out
 * closes it. Plain navigation lists, not an ARIA menu.
 */
export default function ServicesDropdown({
  pathname,
  dropdown,
}: {
  pathname: string;
  dropdown: Navigation["header"]["dropdown"];
}) {
  const { open, setOpen, buttonRef } = useNavDisclosure();
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // Hovering opens the panel just before the click on the button lands; that
  // click must not close it again.
  const openedByHover = useRef(false);
  const openNow = () => {
    window.clearTimeout(closeTimer.current);
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const closeSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => {
      openedByHover.current = false;
      setOpen(false);
    }, HOVER_CLOSE_DELAY_MS);
  };

  return (
    <div
      className="relative"
      onPointerEnter={(event) => event.pointerType === "mouse" && openNow()}
      onPointerLeave={(event) => event.pointerType === "mouse" && closeSoon()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => {
          setOpen(openedByHover.current || !open);
          openedByHover.current = false;
        }}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 font-medium text-muted transition hover:text-ink aria-expanded:text-ink"
      >
        {dropdown.label}
        <ChevronDown
          aria-hidden="true"
          className={cx("size-4 transition-transform", open && "rotate-180")}
        />
      </button>
      <div id={PANEL_ID} hidden={!open} className="absolute top-full left-0 pt-3">
        <div className="grid w-[34rem] grid-cols-2 gap-6 rounded-2xl border border-line bg-surface/95 p-6 shadow-[0_24px_64px_-24px_rgb(0_0_0/0.8)] backdrop-blur-xl">
          {dropdown.columns.map((column) => {
            const headingId = `${PANEL_ID}-${column.heading.replace(/\s+/g, "-").toLowerCase()}`;
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
                      <NavItemLink
                        link={link}
                        pathname={pathname}
                        className="w-full rounded-xl"
                        onNavigate={() => setOpen(false)}
                      />
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

export const ServicesDropdownIsland = island("services-dropdown", ServicesDropdown);
