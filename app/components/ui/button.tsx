import type { ComponentProps } from "react";
import { cx } from "~/lib/cx";

type Variant = "primary" | "secondary";

const variants: Record<Variant, string> = {
  primary:
    "bg-accent-gradient text-on-primary shadow-[0_0_32px_-8px_var(--color-primary)] hover:shadow-[0_0_40px_-6px_var(--color-accent)]",
  secondary:
    "border border-line bg-surface/70 text-ink hover:border-primary hover:bg-surface-raised",
};

export const buttonClass = (variant: Variant = "primary", className?: string) =>
  cx(
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 font-semibold transition-[translate,background-color,border-color,box-shadow] duration-200 motion-safe:hover:-translate-y-0.5",
    variants[variant],
    className,
  );

/** A link that looks like a button. */
export function ButtonLink({
  variant,
  className,
  children,
  ...props
}: ComponentProps<"a"> & { variant?: Variant }) {
  return (
    <a className={buttonClass(variant, className)} {...props}>
      {children}
    </a>
  );
}
