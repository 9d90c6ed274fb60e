import { useEffect, useState } from "react";
import { headerNavigation as headerNav } from "~/content/navigation";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { cx } from "~/lib/cx";
import { BrandLink } from "./brand-link";
import { MobileNav } from "./mobile-nav";
import { NavItemLink } from "./nav-item-link";
import { ServicesDropdown } from "./services-dropdown";

/** Scroll offset past which the header turns translucent (spec section 9). */
const HEADER_SCROLL_THRESHOLD = 50;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  return (
    <header
      data-scrolled={scrolled}
      className={cx(
        "fixed inset-x-0 top-0 z-50 h-(--header-height) border-b transition-[background-color,box-shadow,border-color] duration-300",
        scrolled
          ? "border-line/60 bg-canvas/70 shadow-[0_8px_32px_-12px_rgb(0_0_0/0.6)] backdrop-blur-xl"
          : "border-transparent bg-transparent",
      )}
    >
      <Container className="flex h-full items-center justify-between gap-6">
        <BrandLink />
        <nav aria-label={headerNav.label} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <ServicesDropdown dropdown={headerNav.dropdown} />
            </li>
            {headerNav.links.map((link) => (
              <li key={link.to}>
                <NavItemLink link={link} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden lg:block">
            <ButtonLink to={headerNav.cta.to}>{headerNav.cta.label}</ButtonLink>
          </div>
          <MobileNav />
        </div>
      </Container>
    </header>
  );
}
