import type { ComponentProps } from "react";
import { Container } from "~/components/ui/container";
import { cx } from "~/lib/cx";

/**
 * A page section with the standard vertical rhythm, labelled by its heading.
 * A raised section is a band between two hairlines; two raised sections in a
 * row share the line between them.
 */
export function Section({
  className,
  children,
  tone = "plain",
  ...props
}: ComponentProps<"section"> & { tone?: "plain" | "raised" }) {
  return (
    <section
      data-tone={tone === "raised" ? tone : undefined}
      className={cx(
        "py-20 sm:py-24",
        tone === "raised" && "border-y border-line bg-surface/40 [[data-tone=raised]+&]:border-t-0",
        className,
      )}
      {...props}
    >
      <Container>{children}</Container>
    </section>
  );
}
