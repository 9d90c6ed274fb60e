import { cx } from "~/lib/cx";
import { KeepWords } from "./keep-words";

interface Props {
  id: string;
  title: string;
  lead?: string;
  align?: "left" | "center";
}

/** The h2 heading block that opens a section. */
export function SectionHeading({ id, title, lead, align = "left" }: Props) {
  return (
    <div className={cx("max-w-3xl", align === "center" && "mx-auto text-center")}>
      <h2 id={id} className="text-3xl font-semibold sm:text-4xl">
        <KeepWords text={title} fit />
      </h2>
      {lead && <p className="mt-4 max-w-measure text-lg text-muted">{lead}</p>}
    </div>
  );
}
