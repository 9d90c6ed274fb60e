/**
 * Company details: `content/site.yaml`, with `SITE_*` environment variables
 * taking precedence (read when the content is loaded, so at build time for the
 * pages and at start-up for the server).
 */
import type { SiteFile } from "./schema";

const nonEmpty = (value: string | undefined) =>
  value !== undefined && value.trim() !== "" ? value.trim() : undefined;

const list = (value: string | undefined): string[] | undefined =>
  value === undefined
    ? undefined
    : value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean);

/** Turns a Dutch display number ("040 123 4567") into an E.164 `tel:` value. */
export function telHref(display: string): string {
  const digits = display.replace(/[^\d+]/g, "");
  const international = digits.startsWith("+") ? digits : `+31${digits.replace(/^0/, "")}`;
  return `tel:${international}`;
}

export function siteFromFile(file: SiteFile, env: NodeJS.ProcessEnv) {
  const value = (key: string) => nonEmpty(env[key]);
  const phone = value("SITE_PHONE") ?? file.phone;
  const email = value("SITE_EMAIL") ?? file.email;
  return {
    name: value("SITE_NAME") ?? file.name,
    legalName: value("SITE_LEGAL_NAME") ?? file.legalName,
    /** Production origin without trailing slash; canonical URLs are built from it. */
    url: (value("SITE_URL") ?? file.url).replace(/\/+$/, ""),
    phone,
    phoneHref: telHref(phone),
    email,
    emailHref: `mailto:${email}`,
    address: {
      ...file.address,
      street: value("SITE_STREET") ?? file.address.street,
      postalCode: value("SITE_POSTAL_CODE") ?? file.address.postalCode,
    },
    openingHours: file.openingHours,
    /** The year in the footer's HTML, the build's (vite.config.ts sets it); see `lib/enhancements/current-year.ts`. */
    copyrightYear: value("SITE_COPYRIGHT_YEAR") ?? String(new Date().getFullYear()),
    kvk: value("SITE_KVK") ?? nonEmpty(file.kvk),
    vatId: value("SITE_VAT_ID") ?? nonEmpty(file.vatId),
    sameAs: list(value("SITE_SAME_AS")) ?? file.sameAs,
    tagline: file.tagline,
    blurb: file.blurb,
  };
}

export type Site = ReturnType<typeof siteFromFile>;
/** How a visitor reaches the agency directly: the phone number and the e-mail address, each with its link. */
export type ContactChannels = Pick<Site, "phone" | "phoneHref" | "email" | "emailHref">;
/** `site`'s contact channels alone: what an island is given, written into its page. */
export const contactChannels = ({ phone, phoneHref, email, emailHref }: Site): ContactChannels => ({
  phone,
  phoneHref,
  email,
  emailHref,
});

/** A phone number or postal code in running text: one piece, never split across two lines. */
const unbroken = (value: string) => value.replace(/ /g, "\u00a0");

/**
 * The placeholders content text may use, such as "bel ons op {phone}". A value
 * that is not configured (KvK, btw-id, street) is `undefined`: a list item or
 * paragraph that uses it is left out.
 */
export function templateValues(site: Site): ReadonlyMap<string, string | undefined> {
  return new Map([
    ["name", site.name],
    ["legalName", site.legalName],
    ["phone", unbroken(site.phone)],
    ["email", site.email],
    ["street", nonEmpty(site.address.street)],
    ["postalCode", nonEmpty(site.address.postalCode) && unbroken(site.address.postalCode)],
    ["locality", site.address.locality],
    ["region", site.address.region],
    ["days", site.openingHours.days],
    ["opens", site.openingHours.opens],
    ["closes", site.openingHours.closes],
    ["kvk", site.kvk],
    ["vatId", site.vatId],
  ]);
}
