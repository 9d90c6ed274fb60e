import Menu from "~/components/ui/icons/menu";
import X from "~/components/ui/icons/x";
import type { Navigation } from "~/content/schema";
import { NAV_POPOVER_ATTRIBUTE } from "./nav-popovers.enhancement";
import { NavItemLink } from "~/components/ui/nav-item-link";

/** The menu's id; there is one per page. */
const PANEL_ID = "menu-mobiel";

/**
 * The menu toggle below the desktop breakpoint: Diensten, Cases, Contact, in
 * a native popover under the header. It opens and closes by tap, Enter and
 * Space without script, closes on Escape and on a tap outside;
 * `features/nav-popovers/nav-popovers.enhancement.ts` takes it over from the first byte (the
 * panel stays laid out, invisible, while closed), closes it when a link is
 * chosen or focus leaves, and keeps `aria-expanded`. The icon follows the
 * open state in CSS: `aria-expanded` with script, the popover without.
 */
export function MobileNav({
  pathname,
  menu,
}: {
  pathname: string;
  menu: Navigation["header"]["mobile"];
}) {
  const marker = { [NAV_POPOVER_ATTRIBUTE]: "" };
  return (
    <div {...marker} className="group/mobile lg:hidden">
      <button
        type="button"
        popoverTarget={PANEL_ID}
        aria-controls={PANEL_ID}
        className="flex size-11 items-center justify-center rounded-full border border-line bg-surface/70 text-ink"
      >
        <Menu
          aria-hidden="true"
          className="size-5 in-aria-expanded:hidden noscript:group-has-[:popover-open]/mobile:hidden"
        />
        <X
          aria-hidden="true"
          className="hidden size-5 in-aria-expanded:block noscript:group-has-[:popover-open]/mobile:block"
        />
        <span className="sr-only">{menu.toggleLabel}</span>
      </button>
      <nav
        id={PANEL_ID}
        popover="auto"
        aria-label={menu.label}
        className="fixed inset-x-0 top-(--header-height) z-50 max-h-[calc(100dvh-var(--header-height))] w-auto overflow-y-auto border-b border-line bg-canvas shadow-[0_24px_48px_-24px_rgb(0_0_0/0.8)] short:absolute"
      >
        <ul className="mx-auto flex max-w-(--container-page) flex-col gap-1 px-5 py-4 sm:px-8">
          {menu.links.map((link) => (
            <li key={link.to}>
              <NavItemLink
                link={link}
                pathname={pathname}
                className="w-full rounded-xl px-4 py-3 text-lg"
              />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
