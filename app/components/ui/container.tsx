import type { ComponentProps } from "react";
import { cx } from "~/lib/cx";

/** Centres content at the page's maximum width with responsive side padding. */
export function Container({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cx("mx-auto w-full max-w-(--container-page) px-5 sm:px-8", className)}
      {...props}
    />
  );
}
