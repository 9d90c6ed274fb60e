/**
 * The site's line icons (lucide's), as small React components. Each icon the
 * app uses is a module of its own in `icons/`, which `npm run icons`
 * (`scripts/icons.ts`) writes from lucide-react's own component for that
 * icon; the build reads no file of lucide's. The markup is lucide's, without
 * lucide-react's runtime for what the site never uses (`LucideProvider` and
 * the `size`, `color`, `absoluteStrokeWidth` and `nonScalingStroke` props:
 * about 1.2 KB compressed on every page). `lucide-icon.test.tsx` renders each
 * icon both ways, with the props the site passes, and compares the markup.
 */
import {
  type ComponentPropsWithoutRef,
  createElement,
  forwardRef,
  type ForwardRefExoticComponent,
  type RefAttributes,
} from "react";

/** One element of an icon's drawing: its tag and attributes (as React props). */
export type LucideIconNode = readonly [string, Readonly<Record<string, string>>];

/** What an icon is drawn from. */
export interface LucideIconData {
  readonly name: string;
  /** Former names, kept as extra `lucide-{alias}` classes. */
  readonly aliases: readonly string[];
  /** Width and height of the view box. */
  readonly size: number;
  readonly node: readonly LucideIconNode[];
}

export type LucideIconProps = ComponentPropsWithoutRef<"svg"> & { strokeWidth?: number | string };

export type LucideIcon = ForwardRefExoticComponent<LucideIconProps & RefAttributes<SVGSVGElement>>;

/** Whether the props already describe the icon for assistive technology (lucide's rule). */
const hasA11yProp = (props: Record<string, unknown>) =>
  Object.entries(props).some(
    ([name, value]) =>
      (name.startsWith("aria-") || name === "role" || name === "title") && value != null,
  );

/** lucide's class list: "lucide lucide-{name} lucide-{alias}…" and the given classes, each once. */
const classes = (...lists: (string | undefined)[]) =>
  [...new Set(lists.flatMap((list) => list?.split(/\s+/) ?? []).filter(Boolean))].join(" ");

export function lucideIcon(icon: LucideIconData): LucideIcon {
  const viewBox = `0 0 ${icon.size} ${icon.size}`;
  const iconClasses = [icon.name, ...icon.aliases].map((name) => `lucide-${name}`);
  return forwardRef<SVGSVGElement, LucideIconProps>(function LucideIcon(
    { className, strokeWidth = 2, children, ...rest },
    ref,
  ) {
    const labelled = Boolean(children) || hasA11yProp(rest);
    return createElement(
      "svg",
      {
        ref,
        xmlns: "http://www.w3.org/2000/svg",
        width: 24,
        height: 24,
        viewBox,
        fill: "none",
        stroke: "currentColor",
        strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: classes("lucide", ...iconClasses, className),
        ...(labelled ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  });
}
