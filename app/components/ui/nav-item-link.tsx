import type { NavLink as NavLinkItem } from "~/content/schema";
import { cx } from "~/lib/cx";

const itemClass =
  "inline-flex min-h-11 items-center rounded-full px-4 font-medium text-muted transition hover:text-ink aria-[current=page]:text-ink aria-[current=page]:bg-surface-raised";

/**
 * A navigation link; the link of the current page (`pathname`) gets
 * `aria-current="page"` in the HTML. A link to a home anchor (`/#proces`)
 * scrolls there smoothly on the home page (`lib/enhancements/home-anchors.ts`).
 */
export function NavItemLink({
  link,
  pathname,
  className,
}: {
  link: NavLinkItem;
  pathname: string;
  className?: string;
}) {
  return (
    <a
      href={link.to}
      aria-current={link.to === pathname ? "page" : undefined}
      className={cx(itemClass, className)}
    >
      {link.label}
    </a>
  );
}
