import type { MouseEvent } from "react";
import type { NavLink as NavLinkItem } from "~/content/schema";
import { homeAnchorOf, paths } from "~/lib/paths";
import { cx } from "~/lib/cx";

/**
 * On the home page, a link to one of its anchors scrolls there smoothly (not
 * under reduced motion) instead of jumping. Elsewhere the plain `/#anchor`
 * link loads the home page, and the browser lands on the anchor.
 */
function scrollToHomeAnchor(event: MouseEvent<HTMLAnchorElement>, anchor: string) {
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  if (event.defaultPrevented || event.button !== 0 || modified) return;
  if (window.location.pathname !== paths.home) return;
  const element = document.getElementById(anchor);
  if (!element) return;
  event.preventDefault();
  window.history.replaceState(window.history.state, "", `${paths.home}#${anchor}`);
  // Lets app.css render the sections above it, so the scroll lands exactly.
  element.setAttribute("data-anchor-target", "");
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
}

const itemClass =
  "inline-flex min-h-11 items-center rounded-full px-4 font-medium text-muted transition hover:text-ink aria-[current=page]:text-ink aria-[current=page]:bg-surface-raised";

/** A navigation link; the link of the current page (`pathname`) gets `aria-current="page"`. */
export function NavItemLink({
  link,
  pathname,
  className,
  onNavigate,
}: {
  link: NavLinkItem;
  pathname: string;
  className?: string;
  onNavigate?: () => void;
}) {
  const anchor = homeAnchorOf(link.to);
  const onClick =
    anchor === undefined
      ? onNavigate
      : (event: MouseEvent<HTMLAnchorElement>) => {
          scrollToHomeAnchor(event, anchor);
          onNavigate?.();
        };
  return (
    <a
      href={link.to}
      aria-current={link.to === pathname ? "page" : undefined}
      className={cx(itemClass, className)}
      onClick={onClick}
    >
      {link.label}
    </a>
  );
}
