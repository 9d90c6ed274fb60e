import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { headerNavigation } from "~/content/navigation";
import { NavItemLink } from "./nav-item-link";

/** The menu toggle below the desktop breakpoint: Diensten, Cases, Contact. */
export function MobileNav() {
  const { pathname } = useLocation();
  // The path the menu was opened on: navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex size-11 items-center justify-center rounded-full border border-line bg-surface/70 text-ink"
      >
        {open ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <Menu aria-hidden="true" className="size-5" />
        )}
        <span className="sr-only">{headerNavigation.mobile.toggleLabel}</span>
      </button>
      <nav
        id={panelId}
        aria-label="Mobiel menu"
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-line bg-canvas/95 shadow-[0_24px_48px_-24px_rgb(0_0_0/0.8)] backdrop-blur-xl"
      >
        <ul className="mx-auto flex max-w-(--container-page) flex-col gap-1 px-5 py-4 sm:px-8">
          {headerNavigation.mobile.links.map((link) => (
            <li key={link.to}>
              <NavItemLink
                link={link}
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
