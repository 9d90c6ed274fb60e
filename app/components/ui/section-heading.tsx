import type { ReactNode } from "react";
import { cx } from "~/lib/cx";
import { KeepWords } from "./keep-words";

interface Props {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: "left" | "center";
  className?: string;
}

/** The h2 heading block that opens a section. */
export function SectionHeading({ id, eyebrow, title, lead, align = "left", className }: Props) {
  return (
    <div className={cx("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && (
        <p className="mb-3 text-sm font-semibold tracking-[0.16em] text-accent uppercase">
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="text-3xl font-semibold sm:text-4xl">
        {typeof title === "string" ? <KeepWords text={title} /> : title}
      </h2>
      {lead && <p className="mt-4 text-lg text-muted">{lead}</p>}
    </div>
  );
}
