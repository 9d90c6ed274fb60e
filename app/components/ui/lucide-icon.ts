/**
 * lucide-react's icon factory without its runtime. `vite.config.ts` points
 * the `createLucideIcon` import of every lucide-react icon module here, in the
 * client and the server build, so `import Play from "lucide-react/icons/play"`
 * keeps working and renders lucide's own markup, without the code for what the
 * site never uses: `LucideProvider` and the `size`, `color`,
 * `absoluteStrokeWidth` and `nonScalingStroke` props (about 1.2 KB
 * compressed on every page). `lucide-icon.test.tsx` renders
 * each icon the site uses both ways, with the props the site passes, and
 * compares the markup.
 */
import { type ComponentPropsWithoutRef, createElement, forwardRef } from "react";

/** The data each lucide-react icon module passes to the factory. */
export interface LucideIconData {
  readonly name: string;
  /** Former names, kept as extra `lucide-{alias}` classes. */
  readonly aliases?: readonly string[];
  readonly size?: number;
  readonly node: readonly (readonly [string, Readonly<Record<string, string | number>>])[];
}

type IconProps = ComponentPropsWithoutRef<"svg"> & { strokeWidth?: number | string };

/** Whether the props already describe the icon for assistive technology (lucide's rule). */
const hasA11yProp = (props: Record<string, unknown>) =>
  Object.entries(props).some(
    ([name, value]) =>
      (name.startsWith("aria-") || name === "role" || name === "title") && value != null,
  );

/** lucide's class list: "lucide lucide-{name} lucide-{alias}…" and the given classes, each once. */
const classes = (...lists: (string | undefined)[]) =>
  [...new Set(lists.flatMap((list) => list?.split(/\s+/) ?? []).filter(Boolean))].join(" ");

export default function createLucideIcon(icon: LucideIconData) {
  const viewBox = `0 0 ${icon.size ?? 24} ${icon.size ?? 24}`;
  const iconClasses = [icon.name, ...(icon.aliases ?? [])].map((name) => `lucide-${name}`);
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
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
