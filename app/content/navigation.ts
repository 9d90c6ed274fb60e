/**
 * Header, mobile menu and footer navigation. Labels are content; the targets
 * come from `paths`, so a route change is made in one place.
 */
import { homeAnchors, paths } from "../lib/paths";
import { site } from "./site";

export type HomeAnchor = (typeof homeAnchors)[keyof typeof homeAnchors];

export interface NavLink {
  label: string;
  /** Target path; for a home anchor the plain-link fallback `/#anchor`. */
  to: string;
  /** Set for a home-page anchor: scroll to it on /, otherwise navigate to / first. */
  anchor?: HomeAnchor;
}

export interface NavColumn {
  heading: string;
  links: readonly NavLink[];
}

export interface HeaderNavigation {
  /** Accessible name of the `<nav>` landmark. */
  label: string;
  /** 'Wat we doen': a disclosure button, not a link. */
  dropdown: { label: string; columns: readonly [NavColumn, NavColumn] };
  links: readonly NavLink[];
  cta: NavLink;
  mobile: {
    /** Name of the menu button; its open state is announced through aria-expanded. */
    toggleLabel: string;
    links: readonly NavLink[];
  };
}

export interface FooterNavigation {
  /** Accessible name of the footer `<nav>` landmark. */
  label: string;
  columns: readonly [NavColumn, NavColumn];
  about: { heading: string; text: string };
  /** Shown after "© {year} {site.name}." */
  rightsReserved: string;
  legalLinks: readonly NavLink[];
  kvkLabel: string;
  vatLabel: string;
}

/** Names used in the visible breadcrumb and the BreadcrumbList structured data. */
export const breadcrumbLabels = {
  label: "Kruimelpad",
  home: "Home",
} as const;

const homeAnchorLink = (label: string, anchor: HomeAnchor): NavLink => ({
  label,
  to: `${paths.home}#${anchor}`,
  anchor,
});

/** The three service pages, shared by the dropdown and the footer. */
export const serviceLinks = [
  { label: "Virtual Reality", to: paths.vr },
  { label: "Augmented Reality", to: paths.ar },
  { label: "360° video", to: paths.video360 },
] as const satisfies readonly NavLink[];

export const headerNavigation = {
  label: "Hoofdmenu",
  dropdown: {
    label: "Wat we doen",
    columns: [
      { heading: "Onze Diensten", links: serviceLinks },
      {
        heading: "Over Ons",
        links: [
          homeAnchorLink("Ons Proces", homeAnchors.process),
          homeAnchorLink("Testimonials", homeAnchors.testimonials),
          { label: "Contact", to: paths.contact },
        ],
      },
    ],
  },
  links: [
    { label: "Diensten", to: paths.services },
    { label: "Cases", to: paths.cases },
    { label: "Contact", to: paths.contact },
  ],
  cta: { label: "Neem contact op", to: paths.contact },
  mobile: {
    toggleLabel: "Menu",
    links: [
      { label: "Diensten", to: paths.services },
      { label: "Cases", to: paths.cases },
      { label: "Contact", to: paths.contact },
    ],
  },
} as const satisfies HeaderNavigation;

export const footerNavigation = {
  label: "Voettekst",
  columns: [
    {
      heading: "Snel naar",
      links: [
        { label: "Home", to: paths.home },
        { label: "Diensten (overzicht)", to: paths.services },
        { label: "Cases", to: paths.cases },
        { label: "Neem contact op", to: paths.contact },
      ],
    },
    { heading: "Onze Diensten", links: serviceLinks },
  ],
  about: { heading: `Over ${site.name}`, text: site.blurb },
  rightsReserved: "Alle rechten voorbehouden.",
  legalLinks: [
    { label: "Privacyverklaring", to: paths.privacy },
    { label: "Algemene voorwaarden", to: paths.terms },
  ],
  kvkLabel: "KvK",
  vatLabel: "Btw-id",
} as const satisfies FooterNavigation;
