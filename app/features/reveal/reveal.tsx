import type { ComponentProps } from "react";
import { REVEAL_ITEM_ATTRIBUTE } from "./reveal.enhancement";
import { cx } from "~/lib/cx";

/** Seconds of delay per card index: each card starts 0.1 s after the one before it. */
const REVEAL_STAGGER_S = 0.1;

/**
 * Fades and lifts its content in when it scrolls into view, staggered by
 * `index` (the browser's part is `features/reveal/reveal.enhancement.ts`). The stagger
 * delay applies only once a card is shown: see the note on transitions in
 * app.css.
 */
export function Reveal({
  index = 0,
  className,
  style,
  ...props
}: ComponentProps<"div"> & { index?: number }) {
  // Read by the shown state's `delay-(--reveal-delay)` only.
  const delay: Record<`--${string}`, string> = { "--reveal-delay": `${index * REVEAL_STAGGER_S}s` };
  const marker = { [REVEAL_ITEM_ATTRIBUTE]: "" };

  return (
    <div
      {...marker}
      className={cx(
        "data-[reveal=hidden]:translate-y-5 data-[reveal=hidden]:opacity-0 data-[reveal=shown]:transition-[opacity,translate] data-[reveal=shown]:delay-(--reveal-delay) data-[reveal=shown]:duration-700 data-[reveal=shown]:ease-out",
        className,
      )}
      style={{ ...delay, ...style }}
      {...props}
    />
  );
}
