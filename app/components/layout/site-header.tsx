import type { Navigation } from "~/content/schema";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { BrandLink } from "./brand-link";
import { MobileNav } from "~/features/nav-popovers/mobile-nav";
import { NavItemLink } from "~/components/ui/nav-item-link";
import { ServicesDropdown } from "~/features/nav-popovers/services-dropdown";

/**
 * The fixed header, complete as HTML: its dropdown and mobile menu are native
 * popovers, which `features/nav-popovers/nav-popovers.enhancement.ts` takes over, and
 * its scroll state (`data-scrolled`, translucent past 50 px) is kept by
 * `lib/enhancements/header-scroll.ts`; until then the backdrop follows the
 * scroll by itself (`app.css`). The translucent backdrop is a layer of
 * its own that fades in by opacity alone: the compositor animates it, where a
 * transition of colour and shadow would restyle and repaint the header on the
 * main thread every frame, delaying a tap made while the page scrolls. In
 * forced colours the backdrop is the theme's opaque page colour, as the
 * translucent one would let the text it covers show through.
 */
export function SiteHeader({
  header,
  pathname,
}: {
  header: Navigation["header"];
  /** The current page's path: its link is marked. */
  pathname: string;
}) {
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-(--header-height) before:absolute before:inset-0 before:-z-10 before:border-b before:border-line/60 before:bg-canvas/70 before:opacity-0 before:shadow-[0_8px_32px_-12px_rgb(0_0_0/0.6)] before:backdrop-blur-xl before:transition-opacity before:duration-300 data-[scrolled=true]:before:opacity-100 forced-colors:before:bg-[Canvas] short:absolute">
      <Container className="flex h-full items-center justify-between gap-6">
        <BrandLink />
        <nav aria-label={header.label} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <ServicesDropdown pathname={pathname} dropdown={header.dropdown} />
            </li>
            {header.links.map((link) => (
              <li key={link.to}>
                <NavItemLink link={link} pathname={pathname} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden lg:block">
            <ButtonLink href={header.cta.to}>{header.cta.label}</ButtonLink>
          </div>
          <MobileNav pathname={pathname} menu={header.mobile} />
        </div>
      </Container>
    </header>
  );
}
