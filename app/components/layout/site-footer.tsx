import { Link } from "react-router";
import { footerNavigation as footerNav } from "~/content/navigation";
import { site } from "~/content/site";
import { Container } from "~/components/ui/container";
import { BrandLink } from "./brand-link";

const linkClass =
  "inline-flex min-h-11 items-center text-muted transition hover:text-ink sm:min-h-9";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-24 border-t border-line bg-surface/40">
      <Container className="grid gap-12 py-16 md:grid-cols-[1.2fr_1fr_1fr]">
        <div className="md:order-last">
          <h2 className="font-display text-lg font-semibold">{footerNav.about.heading}</h2>
          <p className="mt-4 max-w-sm text-muted">{footerNav.about.text}</p>
          <address className="mt-6 space-y-1 text-muted not-italic">
            <div>
              <a href={site.phoneHref} className={linkClass}>
                {site.phone}
              </a>
            </div>
            <div>
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </div>
            <div>
              {site.address.locality}, {site.address.region}
            </div>
          </address>
        </div>
        {footerNav.columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="font-display text-lg font-semibold">{column.heading}</h2>
            <ul className="mt-4 space-y-1">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <div className="border-t border-line">
        <Container className="flex flex-col gap-4 py-6 text-sm text-subtle md:flex-row md:items-center md:justify-between">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <BrandLink />
            <p>
              © {year} {site.legalName}. {footerNav.rightsReserved}
            </p>
            {site.kvk && (
              <p>
                {footerNav.kvkLabel} {site.kvk}
              </p>
            )}
            {site.vatId && (
              <p>
                {footerNav.vatLabel} {site.vatId}
              </p>
            )}
          </div>
          <ul className="flex gap-6">
            {footerNav.legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </div>
    </footer>
  );
}
