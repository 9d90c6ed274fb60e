/**
 * The shapes of all site content. Every field that renders is required; the
 * schemas in `validate.ts` check the data against these rules at test and build time.
 */

import type { NavLink } from "./navigation";

/**
 * Line icons of the home page's process steps (mapped to lucide icons in
 * `components/sections/process-section.tsx`).
 */
export type ProcessIconName = "lightbulb" | "pen-tool" | "code" | "flask" | "refresh" | "package";

/**
 * Line icons of the service pages' tiles (mapped to lucide icons in
 * `components/sections/tile-grid-section.tsx`). Each section maps only its own
 * names, so a page downloads the icons it can show and not the whole set.
 */
export type TileIconName =
  | "zap"
  | "sparkles"
  | "layers"
  | "graduation-cap"
  | "activity"
  | "message-circle"
  | "presentation"
  | "box"
  | "smartphone"
  | "landmark"
  | "wrench"
  | "lightbulb"
  | "pen-tool"
  | "camera"
  | "headphones"
  | "film"
  | "globe"
  | "clipboard"
  | "rocket"
  | "target"
  | "shield"
  | "trending-down"
  | "brain"
  | "users"
  | "clock"
  | "euro";

/**
 * A raster image produced by `scripts/generate-media.ts`. Files live at
 * `/media/img/{name}-{w}.{avif,webp,jpg}` for every width in `imageWidths(width)`.
 */
export interface ImageAsset {
  name: string;
  width: number;
  height: number;
  /** Dutch alternative text; empty only for purely decorative images. */
  alt: string;
}

/** A silent video: `/media/video/{name}.mp4` (H.264) and `.webm` (VP9), no audio track. */
export interface VideoAsset {
  name: string;
  width: number;
  height: number;
  poster: ImageAsset;
}

/** A vector logo at `/media/logos/{name}.svg`, drawn at 192 x 96. */
export interface LogoAsset {
  name: string;
  /** Fictional client name, used as the alt text. */
  label: string;
}

export type Media = { type: "image"; image: ImageAsset } | { type: "video"; video: VideoAsset };

export type ServiceId = "vr-experiences" | "ar-applications" | "360-video";

/** A service as its card shows it; `ServiceDetail` holds the rest. */
export interface ServiceSummary {
  /** One of `ServiceId` for the real services; any other id has no page (see `servicePath`). */
  id: string;
  title: string;
  description: string;
  /** Emoji, kept as content (spec section 3). */
  icon: string;
}

/**
 * What /diensten and the service's own page add to the card
 * (`content/service-details.ts`): the home page's cards do not download it.
 */
export interface ServiceDetail {
  fullDescription: string;
  features: readonly [string, string, string, string];
  /** Media of the service's section on /diensten. */
  image: ImageAsset;
}

export interface Service extends ServiceSummary, ServiceDetail {}

export type Sector = "Training" | "Marketing" | "Onderwijs" | "3D Development" | "Amusement";

/** A case as its card and the lists show it; `CaseStory` holds the case page's text. */
export interface CaseSummary {
  /** Legacy slug; does not match the title. */
  id: string;
  title: string;
  sector: Sector;
  description: string;
  /** Media on the case card. */
  media: Media;
  client: string;
  year: 2024 | 2025;
  bannerImage: ImageAsset;
  /** Media block on the case page; a video uses the banner image as its poster. */
  pageMedia: Media;
  /** ISO date of the last content change, used for the sitemap's lastmod. */
  updated: string;
}

/** The text of a case page (`content/case-stories.ts`): only that page and the search load it. */
export interface CaseStory {
  overview: string;
  challenges: readonly string[];
  solution: string;
  results: readonly string[];
}

/** A case with its story: what a case page renders. */
export interface Case extends CaseSummary, CaseStory {}

export interface Testimonial {
  id: string;
  quote: string;
  author: string;
  company: string;
  image: ImageAsset;
}

export interface ProcessStep {
  icon: ProcessIconName;
  title: string;
  description: string;
}

export interface FaqItem {
  q: string;
  a: string;
}

/** Case teaser / project card. */
export interface ProjectCard {
  title: string;
  image: ImageAsset;
  text: string;
}

export interface ServiceTile {
  icon: TileIconName;
  title: string;
  text: string;
}

/** A short status page: intro and a few links onward (thank-you, not-found). */
export interface SimplePageContent {
  intro: PageIntro;
  links: readonly NavLink[];
}

export interface PageIntro {
  /** Used in the <title> and Open Graph title. */
  seoTitle: string;
  /** Meta description, 110-160 characters. */
  seoDescription: string;
  heading: string;
  lead: string;
}

export interface VrPageContent {
  intro: PageIntro;
  demoLabel: string;
  why: { heading: string; lead: string; tiles: readonly [ServiceTile, ServiceTile, ServiceTile] };
  exampleVideo: { heading: string; text: string; video: VideoAsset };
  projects: {
    heading: string;
    lead: string;
    cards: readonly [ProjectCard, ProjectCard, ProjectCard];
  };
  whatIs: {
    heading: string;
    text: string;
    useCases: readonly [ServiceTile, ServiceTile, ServiceTile, ServiceTile];
  };
  clientsHeading: string;
  ctaBand: { heading: string; text: string; label: string };
  results: {
    heading: string;
    lead: string;
    items: readonly [ServiceTile, ServiceTile, ServiceTile, ServiceTile];
  };
  achieve: { heading: string; text: string; points: readonly string[] };
  faqHeading: string;
  faq: readonly FaqItem[];
  finalCta: { heading: string; text: string; label: string };
}

export interface ArPageContent {
  intro: PageIntro;
  why: {
    heading: string;
    lead: string;
    tiles: readonly [ServiceTile, ServiceTile, ServiceTile, ServiceTile];
  };
  process: {
    heading: string;
    lead: string;
    steps: readonly [ServiceTile, ServiceTile, ServiceTile, ServiceTile];
  };
  examples: { heading: string; lead: string; caseIds: readonly [string, string] };
  clientsHeading: string;
  faqHeading: string;
  faq: readonly FaqItem[];
  sideBox: { heading: string; text: string; label: string };
}

export interface VideoPageContent {
  intro: PageIntro;
  whenToChoose: { heading: string; points: readonly [string, string, string] };
  deliverables: {
    heading: string;
    lead: string;
    tiles: readonly [ServiceTile, ServiceTile, ServiceTile, ServiceTile];
  };
  approach: {
    heading: string;
    lead: string;
    steps: readonly [ServiceTile, ServiceTile, ServiceTile, ServiceTile];
  };
  faqHeading: string;
  faq: readonly FaqItem[];
  sideBox: { heading: string; text: string; label: string };
}

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  intro: PageIntro;
  /** ISO date shown as "Laatst bijgewerkt". */
  updated: string;
  sections: readonly LegalSection[];
}
