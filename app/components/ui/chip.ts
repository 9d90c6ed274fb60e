import { cx } from "~/lib/cx";

/**
 * The rounded 44 px choice of the case listings' navigations (the sector
 * filter, the page numbers); the current choice is highlighted.
 */
export const chipClass = (current: boolean) =>
  cx(
    "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border px-4 font-medium transition-[border-color,background-color,color]",
    current
      ? "border-primary bg-primary/15 text-ink"
      : "border-line text-muted hover:border-primary/60 hover:text-ink",
  );
