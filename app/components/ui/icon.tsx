import type { LucideIcon, LucideIconProps } from "./lucide-icon";

/**
 * A decorative line icon from the site's one icon set (lucide), drawn the
 * same everywhere. Content names its icons; the section that renders them maps
 * those names to lucide icons (`process-section.tsx`, `tile-grid-section.tsx`),
 * so a page only downloads the icons its own sections can show.
 */
export function Icon({ icon: Component, ...props }: { icon: LucideIcon } & LucideIconProps) {
  return <Component aria-hidden="true" focusable="false" strokeWidth={1.75} {...props} />;
}
