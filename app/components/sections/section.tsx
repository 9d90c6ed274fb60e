import type { ComponentProps } from "react";
import { Container } from "~/components/ui/container";
import { cx } from "~/lib/cx";

/** A page section with the standard vertical rhythm, labelled by its heading. */
export function Section({
  className,
  children,
  tone = "plain",
  ...props
}: ComponentProps<"section"> & { tone?: "plain" | "raised" }) {
  return (
    <section
      className={cx(
        "py-20 sm:py-24",
        tone === "raised" && "border-y border-line bg-surface/40",
        className,
      )}
      {...props}
    >
      <Container>{children}</Container>
    </section>
  );
}
