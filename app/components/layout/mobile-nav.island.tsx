import { Menu, X } from "lucide-react";
import type { Navigation } from "~/content/schema";
import { island } from "~/lib/islands/island";
import { NavItemLink } from "./nav-item-link";
import { useNavDisclosure } from "./use-nav-disclosure";

/** The menu's id; there is one per page. */
const PANEL_ID = "menu-mobiel";

/** The menu toggle below the desktop breakpoint: Diensten, Cases, Contact. */
export default function MobileNav({
  pathname,
  menu,
}: {
  pathname: string;
  menu: Navigation["header"]["mobile"];
}) {
  const { open, setOpen, buttonRef } = useNavDisclosure();

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen(!open)}
        className="flex size-11 items-center justify-center rounded-full border border-line bg-surface/70 text-ink"
      >
        {open ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <Menu aria-hidden="true" className="size-5" />
        )}
        <span className="sr-only">{menu.toggleLabel}</span>
      </button>
      <nav
        id={PANEL_ID}
        aria-label={menu.label}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-line bg-canvas/95 shadow-[0_24px_48px_-24px_rgb(0_0_0/0.8)] backdrop-blur-xl"
      >
        <ul className="mx-auto flex max-w-(--container-page) flex-col gap-1 px-5 py-4 sm:px-8">
          {menu.links.map((link) => (
            <li key={link.to}>
              <NavItemLink
                link={link}
                pathname={pathname}
                className="w-full rounded-xl px-4 py-3 text-lg"
                onNavigate={() => setOpen(false)}
              />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export const MobileNavIsland = island("mobile-nav", MobileNav);
