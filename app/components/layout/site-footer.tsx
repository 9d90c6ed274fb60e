import Search from "~/components/ui/icons/search";
import { pages } from "~/content";
import type { Navigation } from "~/content/schema";
import type { Site } from "~/content/site";
import { Container } from "~/components/ui/container";
import { CURRENT_YEAR_ATTRIBUTE } from "~/lib/enhancements/current-year";
import { paths } from "~/content/paths";
import { BrandLink } from "./brand-link";

const searchForm = pages.search.form;

const linkClass = "inline-flex min-h-11 items-center text-muted hover:text-ink";

/**
 * A plain GET form to the search page: it works without JavaScript, and the
 * server renders /zoeken?q=… with its results.
 */
function FooterSearch() {
  return (
    <search aria-labelledby="footer-zoeken-titel" className="mt-8 block max-w-sm md:mt-0 lg:mt-8">
      <h2 id="footer-zoeken-titel" className="font-display text-lg font-semibold">
        {searchForm.heading}
      </h2>
      <form action={paths.search} method="get" className="mt-4 flex gap-2">
        <label htmlFor="footer-zoekterm" className="sr-only">
          {searchForm.label}
        </label>
        <input
          id="footer-zoekterm"
          name="q"
          type="search"
          required
          enterKeyHint="search"
          placeholder={searchForm.label}
          className="min-h-11 w-0 flex-1 rounded-full border border-line bg-canvas px-4 text-ink transition-[border-color] placeholder:text-subtle hover:border-primary/60 focus:border-accent"
        />
        <button
          type="submit"
          aria-label={searchForm.submitLabel}
          title={searchForm.submitLabel}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-gradient text-on-primary transition-[box-shadow] hover:shadow-[0_0_24px_-6px_var(--color-accent)]"
        >
          <Search aria-hidden="true" className="size-5" />
        </button>
      </form>
    </search>
  );
}

/** The footer: the menu's columns, the company with its details and the search, the legal line. */
export function SiteFooter({ site, footer }: { site: Site; footer: Navigation["footer"] }) {
  return (
    <footer className="border-t border-line bg-surface/40">
      {/* The three columns in reading order, stacked on a phone. From 768 px the two link
          columns share the first row and the company the second, its search beside its
          text; from 1024 px the company is the third and widest column. */}
      <Container className="grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1fr_1fr_1.3fr]">
        {footer.columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="font-display text-lg font-semibold">{column.heading}</h2>
            <ul className="mt-4 space-y-1">
              {column.links.map((link) => (
                <li key={link.to}>
                  <a href={link.to} className={linkClass}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="md:col-span-2 md:grid md:grid-cols-2 md:gap-x-12 lg:col-span-1 lg:block">
          <div>
            <h2 className="font-display text-lg font-semibold">{footer.about.heading}</h2>
            <p className="mt-4 max-w-sm text-muted">{footer.about.text}</p>
            <address className="mt-6 space-y-1 text-muted not-italic">
              <div>
                <a href={site.phoneHref} className={linkClass}>
                  {site.phone}
                </a>
              </div>
              <div>
                <a href={site.emailHref} className={linkClass}>
                  {site.email}
                </a>
              </div>
              {/* As tall as the links above, so the three lines keep one rhythm. */}
              <div className="flex min-h-11 items-center">
                {site.address.locality}, {site.address.region}
              </div>
            </address>
          </div>
          <FooterSearch />
        </div>
      </Container>
      <div className="border-t border-line">
        <Container className="flex flex-col gap-4 py-6 text-sm text-subtle md:flex-row md:items-center md:justify-between">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <BrandLink />
            <p>
              {footer.copyright}{" "}
              <span {...{ [CURRENT_YEAR_ATTRIBUTE]: "" }}>{site.copyrightYear}</span>{" "}
              {site.legalName.replace(/\.?$/, ".")} {footer.rightsReserved}
            </p>
            {site.kvk && (
              <p>
                {footer.kvkLabel} {site.kvk}
              </p>
            )}
            {site.vatId && (
              <p>
                {footer.vatLabel} {site.vatId}
              </p>
            )}
          </div>
          <ul className="flex gap-6 whitespace-nowrap">
            {footer.legalLinks.map((link) => (
              <li key={link.to}>
                <a href={link.to} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </Container>
      </div>
    </footer>
  );
}
