import type { MouseEvent } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import type { NavLink as NavLinkItem } from "~/content/navigation";
import { cx } from "~/lib/cx";

/** Delay before scrolling to a home anchor after navigating from another page (spec 9). */
const ANCHOR_SCROLL_DELAY_MS = 100;

/** How long to wait for the anchor to be rendered after a navigation. */
const ANCHOR_WAIT_MS = 2000;

function scrollToAnchor(id: string, deadline = performance.now() + ANCHOR_WAIT_MS) {
  const element = document.getElementById(id);
  if (!element) {
    // The navigation may not have committed yet: look again on the next frame.
    if (performance.now() < deadline) requestAnimationFrame(() => scrollToAnchor(id, deadline));
    return;
  }
  // Lets app.css render the sections above it, so the scroll lands exactly.
  element.setAttribute("data-anchor-target", "");
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
}

/**
 * Handles links to an anchor on the home page: on the home page it scrolls
 * smoothly; elsewhere it navigates home first and scrolls after 100 ms.
 * Without JavaScript the plain `/#anchor` link does the same.
 */
export function useAnchorNavigation() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>, anchor: string) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    if (pathname === "/") {
      window.history.replaceState(window.history.state, "", `/#${anchor}`);
      scrollToAnchor(anchor);
      return;
    }
    // Count the delay from the end of the navigation: the home page must be
    // rendered before there is an anchor to scroll to.
    void Promise.resolve(navigate(`/#${anchor}`)).then(() =>
      window.setTimeout(() => scrollToAnchor(anchor), ANCHOR_SCROLL_DELAY_MS),
    );
  };
}

const itemClass =
  "inline-flex min-h-11 items-center rounded-full px-4 font-medium text-muted transition hover:text-ink aria-[current=page]:text-ink aria-[current=page]:bg-surface-raised";

/** A navigation link; the link of the current page gets `aria-current="page"`. */
export function NavItemLink({
  link,
  className,
  onNavigate,
}: {
  link: NavLinkItem;
  className?: string;
  onNavigate?: () => void;
}) {
  const goToAnchor = useAnchorNavigation();
  const { anchor } = link;
  if (anchor) {
    return (
      <Link
        to={link.to}
        className={cx(itemClass, className)}
        onClick={(event) => {
          goToAnchor(event, anchor);
          onNavigate?.();
        }}
      >
        {link.label}
      </Link>
    );
  }
  return (
    <NavLink to={link.to} end className={cx(itemClass, className)} onClick={onNavigate}>
      {link.label}
    </NavLink>
  );
}
