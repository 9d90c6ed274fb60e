import { Link } from "react-router";
import { site } from "~/content/site";

/** The logo mark and company name, linking home. */
export function BrandLink() {
  return (
    <Link
      to="/"
      className="flex min-h-11 shrink-0 items-center gap-3 font-display text-xl font-semibold whitespace-nowrap"
    >
      <span aria-hidden="true" className="size-8 shrink-0 logo-mark" />
      <span>{site.name}</span>
    </Link>
  );
}
