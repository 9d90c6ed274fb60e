/**
 * Company details. Defaults are placeholders; every value can be overridden at
 * build time with a `SITE_*` environment variable (see README, "Configuratie").
 */

/** Vite inlines `SITE_*` at build time; under plain Node (server, build scripts) `process.env` applies. */
const env = (key: string): string | undefined => {
  const value: unknown =
    import.meta.env?.[key] ?? (typeof process === "undefined" ? undefined : process.env[key]);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
};

const list = (value: string | undefined): string[] =>
  value
    ? value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean)
    : [];

/** Turns a Dutch display number ("040 123 4567") into an E.164 `tel:` value. */
export function telHref(display: string): string {
  const digits = display.replace(/[^\d+]/g, "");
  const international = digits.startsWith("+") ? digits : `+31${digits.replace(/^0/, "")}`;
  return `tel:${international}`;
}

const phone = env("SITE_PHONE") ?? "040 123 4567";

export const site = {
  name: env("SITE_NAME") ?? "Immersa XR",
  legalName: env("SITE_LEGAL_NAME") ?? "Immersa XR B.V.",
  /** Production origin without trailing slash; canonical URLs are built from it. */
  url: (env("SITE_URL") ?? "https://www.immersa-xr.nl").replace(/\/+$/, ""),
  phone,
  phoneHref: telHref(phone),
  email: env("SITE_EMAIL") ?? "info@immersa-xr.nl",
  address: {
    street: env("SITE_STREET") ?? "",
    postalCode: env("SITE_POSTAL_CODE") ?? "",
    locality: "Eindhoven",
    region: "Noord-Brabant",
    country: "NL",
  },
  openingHours: { days: "ma–vr", opens: "09:00", closes: "17:00" },
  responseTime: "binnen 24 uur",
  /** Set to the year of the build by vite.config.ts; the current year elsewhere (tests, scripts). */
  copyrightYear: env("SITE_COPYRIGHT_YEAR") ?? String(new Date().getFullYear()),
  kvk: env("SITE_KVK"),
  vatId: env("SITE_VAT_ID"),
  sameAs: list(env("SITE_SAME_AS")),
  tagline: "Meeslepende XR & VR ervaringen",
  blurb:
    "Wij combineren technologie en creativiteit tot meeslepende XR-ervaringen met impact: VR-trainingen, AR-apps en 360°-video voor organisaties die hun verhaal tastbaar willen maken.",
} as const;
