/**
 * One schema per content file or collection under `content/`. The types the
 * site uses are inferred from these schemas (`z.output`), never written a
 * second time. Media references (`{ src, alt }`) are resolved while parsing
 * into the derived files of the media command (see `media-refs.ts`).
 *
 * Every object is strict, so a misspelt field ("titel:") is reported instead of
 * silently ignored.
 */
import { z } from "zod";
import { clipRef, imageRef, logoRef, modelRef, sphereVideoRef, videoRef } from "./media-refs";

// ---------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------

export const text = z.string().trim().min(1, "required");
const isoDate = z.iso.date("must be a date written as YYYY-MM-DD");
const isoDateTime = z.iso.datetime({
  offset: true,
  error: "must be a date and time with its offset, written as 2026-11-24T12:00:00+01:00",
});
const order = z.number({ error: "must be a number (lower numbers come first)" }).int();

/** Meta descriptions: long enough to say something, short enough not to be cut off. */
export const seoDescriptionLength = { min: 120, max: 160 } as const;
/** Page titles in search results (the site name included, where it is added). */
export const seoTitleMaxLength = 60;

const descriptionMessage = `must be ${seoDescriptionLength.min}–${seoDescriptionLength.max} characters`;

/** A meta description: also a case's card text. */
const metaDescription = text
  .min(seoDescriptionLength.min, descriptionMessage)
  .max(seoDescriptionLength.max, descriptionMessage);

export const pageIntroSchema = z.strictObject({
  /** The <title> and Open Graph title. */
  seoTitle: text,
  seoDescription: metaDescription,
  heading: text,
  lead: text,
});

/** An internal link: a path of the site, or a home-page anchor such as `/#proces`. */
export const navLinkSchema = z.strictObject({ label: text, to: text });

const navColumnSchema = z.strictObject({
  heading: text,
  links: z.array(navLinkSchema).min(1),
});

const ctaSchema = z.strictObject({ heading: text, text, label: text });

export const sectors = [
  "Training",
  "Marketing",
  "Onderwijs",
  "3D Development",
  "Amusement",
] as const;
export const caseYears = [2024, 2025] as const;

export const serviceIds = ["vr-experiences", "ar-applications", "360-video"] as const;

/** Line icons of the process steps (mapped to lucide icons in `process-section.tsx`). */
export const processIcons = [
  "lightbulb",
  "pen-tool",
  "code",
  "flask",
  "refresh",
  "package",
] as const;

/** Line icons of the service pages' tiles (mapped in `tile-grid-section.tsx`). */
export const tileIcons = [
  "zap",
  "sparkles",
  "layers",
  "graduation-cap",
  "activity",
  "message-circle",
  "presentation",
  "box",
  "smartphone",
  "landmark",
  "wrench",
  "lightbulb",
  "pen-tool",
  "camera",
  "headphones",
  "film",
  "globe",
  "clipboard",
  "rocket",
  "target",
  "shield",
  "trending-down",
  "brain",
  "users",
  "clock",
  "euro",
] as const;

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      `expected one of ${values.map((value) => `"${value}"`).join(", ")}, got ${JSON.stringify(issue.input)}`,
  });

const tileSchema = z.strictObject({ icon: oneOf(tileIcons), title: text, text });
const tiles = (count: number) => z.array(tileSchema).length(count);

const faqItemSchema = z.strictObject({ q: text, a: text });

// ---------------------------------------------------------------------------
// Collections: one file per entry
// ---------------------------------------------------------------------------

/** A body section of a Markdown file: its paragraphs and list items. */
const section = z.strictObject({ paragraphs: z.array(text), items: z.array(text) });
const prose = section.extend({
  paragraphs: z.array(text).min(1, "write at least one paragraph"),
  items: z.array(text).max(0, "write paragraphs here, not a list"),
});
const list = (min: number, max: number) =>
  section.extend({
    items: z
      .array(text)
      .min(min, `write ${min} to ${max} list items (lines starting with "- ")`)
      .max(max, `write ${min} to ${max} list items (lines starting with "- ")`),
  });

/** `content/cases/*.md`. */
export const caseSchema = z
  .strictObject({
    /** The case's address, `/cases/<id>`; it need not match the title, so a title can change. */
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "use lower-case letters, digits and dashes"),
    title: text,
    sector: oneOf(sectors),
    client: text,
    year: z.union(
      caseYears.map((year) => z.literal(year)),
      {
        error: (issue) => `expected ${caseYears.join(" or ")}, got ${JSON.stringify(issue.input)}`,
      },
    ),
    /** Position in the lists; the home page shows the first three. */
    order,
    /** The date of the last content change (the sitemap's lastmod). */
    updated: isoDate,
    /** The card text and the page's meta description. */
    description: metaDescription,
    /** The page's banner, the case card's image and the poster of a case video. */
    banner: imageRef("banner"),
    /** The media block on the case page. */
    media: z.discriminatedUnion("type", [
      z.strictObject({ type: z.literal("image"), image: imageRef("feature") }),
      z.strictObject({ type: z.literal("video"), video: clipRef("clip") }),
    ]),
    body: z.strictObject({
      Overzicht: prose,
      Uitdagingen: list(2, 4),
      Oplossing: prose,
      Resultaten: list(3, 4),
    }),
  })
  .transform(({ body, media, ...item }) => ({
    ...item,
    media:
      media.type === "image"
        ? media
        : { type: "video" as const, video: { ...media.video, poster: item.banner } },
    overview: body.Overzicht.paragraphs,
    challenges: body.Uitdagingen.items,
    solution: body.Oplossing.paragraphs,
    results: body.Resultaten.items,
  }));

export type Case = z.output<typeof caseSchema>;
export type Sector = Case["sector"];

/** `content/services/*.md`. */
export const serviceSchema = z
  .strictObject({
    id: oneOf(serviceIds),
    order,
    title: text,
    description: text,
    /** An emoji, kept as content; the pages draw a line icon per service. */
    icon: text,
    features: z.array(text).length(4),
    image: imageRef("feature"),
    /** In euro excluding btw, as the FAQ states it; feeds the Service structured data. */
    price: z.strictObject({ min: z.number().positive(), max: z.number().positive().optional() }),
    body: z.strictObject({ intro: prose }),
  })
  .transform(({ body, ...service }) => ({ ...service, fullDescription: body.intro.paragraphs }));

export type Service = z.output<typeof serviceSchema>;
export type ServiceId = Service["id"];

/** `content/testimonials/*.yaml`. */
export const testimonialSchema = z.strictObject({
  id: text,
  order,
  quote: text,
  author: text,
  company: text,
  image: imageRef("portrait", { decorative: true }),
});

export type Testimonial = z.output<typeof testimonialSchema>;

/** `content/faq/<service id>.yaml`: the questions of one service page, in order. */
export const faqSchema = z.array(faqItemSchema).min(3).max(5);
export type FaqItem = z.output<typeof faqItemSchema>;

// ---------------------------------------------------------------------------
// Single files
// ---------------------------------------------------------------------------

/** `content/site.yaml`: company details; `SITE_*` environment variables override them. */
export const siteSchema = z.strictObject({
  name: text,
  legalName: text,
  url: z.url({ protocol: /^https?$/, error: "must be an http(s) address" }),
  phone: text,
  email: z.email("must be an e-mail address"),
  address: z.strictObject({
    street: z.string(),
    postalCode: z.string(),
    locality: text,
    region: text,
    country: z.string().length(2),
  }),
  openingHours: z.strictObject({ days: text, opens: text, closes: text }),
  kvk: z.string(),
  vatId: z.string(),
  sameAs: z.array(z.url()),
  tagline: text,
  blurb: text,
});

export type SiteFile = z.output<typeof siteSchema>;

/** `content/process.yaml`: the six steps of "Ons Proces", in order. */
export const processSchema = z
  .array(z.strictObject({ icon: oneOf(processIcons), title: text, description: text }))
  .length(6);

export type ProcessStep = z.output<typeof processSchema>[number];

/** `content/clients.yaml`: the logo strip. */
export const clientsSchema = z.strictObject({
  heading: text,
  logos: z
    .array(
      z
        .strictObject({ name: text, logo: logoRef() })
        .transform(({ name, logo }) => ({ name: logo, label: name })),
    )
    .length(6),
});

/** `content/navigation.yaml`. */
export const navigationSchema = z.strictObject({
  header: z.strictObject({
    /** Accessible name of the `<nav>` landmark. */
    label: text,
    dropdown: z.strictObject({ label: text, columns: z.tuple([navColumnSchema, navColumnSchema]) }),
    links: z.array(navLinkSchema).min(1),
    cta: navLinkSchema,
    mobile: z.strictObject({
      /** Name of the menu button; its state is announced through aria-expanded. */
      toggleLabel: text,
      /** Accessible name of the menu's `<nav>`. */
      label: text,
      links: z.array(navLinkSchema).min(1),
    }),
  }),
  footer: z.strictObject({
    label: text,
    columns: z.tuple([navColumnSchema, navColumnSchema]),
    about: z.strictObject({ heading: text, text }),
    copyright: text,
    rightsReserved: text,
    legalLinks: z.array(navLinkSchema).min(1),
    kvkLabel: text,
    vatLabel: text,
  }),
  breadcrumb: z.strictObject({
    /** Accessible name of the breadcrumb's `<nav>`. */
    label: text,
    /** The name of each page in a trail, by path. */
    names: z.record(z.string().startsWith("/"), text),
  }),
});

/** `content/interface.yaml`: control labels and accessible names. */
export const interfaceSchema = z.strictObject({
  skipLink: text,
  moreAbout: text,
  playVideo: text,
  step: text,
  video: z.strictObject({ pause: text, play: text }),
  carousel: z.strictObject({
    label: text,
    slide: text,
    previous: text,
    next: text,
    show: text,
    pause: text,
    play: text,
  }),
  logoStrip: z.strictObject({ pause: text, play: text }),
  honeypot: text,
  error: z.strictObject({ heading: text, text }),
});

export type InterfaceText = z.output<typeof interfaceSchema>;

/** `content/server.yaml`: the self-hosted server's answers and its e-mail to the agency. */
export const serverTextSchema = z.strictObject({
  contact: z.strictObject({
    errors: z.strictObject({
      malformed: text,
      unexpectedField: text,
      filePart: text,
      invalidUtf8: text,
      wrongForm: text,
      methodOverride: text,
      tooLarge: text,
      unsupportedType: text,
      crossSite: text,
      rateLimited: text,
      serverError: text,
      busy: text,
    }),
    fields: z.strictObject({
      naam: z.strictObject({ required: text, tooLong: text, control: text }),
      email: z.strictObject({ required: text, invalid: text, tooLong: text }),
      telefoon: z.strictObject({ tooLong: text, control: text }),
      bericht: z.strictObject({ required: text, tooLong: text, control: text }),
    }),
    errorPage: z.strictObject({
      tooMany: text,
      failed: text,
      refused: text,
      back: text,
      keep: text,
      direct: text,
    }),
  }),
  http: z.strictObject({
    badRequest: text,
    badHost: text,
    badVersion: text,
    badExpect: text,
    methodNotAllowed: text,
    timeout: text,
    tooLarge: text,
    headersTooLarge: text,
    searchBusy: text,
    notFound: text,
    serverError: text,
  }),
  mail: z.strictObject({
    subject: text,
    intro: text,
    name: text,
    email: text,
    phone: text,
    phoneMissing: text,
    received: text,
    message: text,
    replyHint: text,
    reference: text,
  }),
});

/** `content/legal/*.md`: numbered articles or sections. */
export const legalSchema = z
  .strictObject({
    intro: pageIntroSchema,
    updated: isoDate,
    updatedLabel: text,
    body: z.record(z.string(), prose),
  })
  .transform(({ body, ...document }) => ({
    ...document,
    sections: Object.entries(body).map(([heading, { paragraphs }]) => ({ heading, paragraphs })),
  }));

export type LegalDocument = z.output<typeof legalSchema>;

// ---------------------------------------------------------------------------
// Pages: `content/pages/*.yaml`
// ---------------------------------------------------------------------------

export const homePageSchema = z.strictObject({
  intro: pageIntroSchema,
  hero: z.strictObject({
    heading: text,
    subline: text,
    cta: navLinkSchema,
    video: videoRef("hero", "hero"),
    pauseLabel: text,
    playLabel: text,
  }),
  services: z.strictObject({ heading: text, lead: text }),
  cases: z.strictObject({
    heading: text,
    lead: text,
    count: z.number().int().positive(),
    allCases: navLinkSchema,
  }),
  testimonials: z.strictObject({ heading: text }),
  process: z.strictObject({ heading: text, lead: text }),
  /** The closing call to action to /contact. */
  cta: ctaSchema,
});

export const servicesPageSchema = z.strictObject({
  intro: pageIntroSchema,
  featuresHeading: text,
  moreLabel: text,
  introVideo: videoRef("clip", "wide"),
  playLabel: text,
  cta: ctaSchema,
});

/** A service page's banner: its own picture (wide screens) and a button to /contact. */
const serviceBannerSchema = z.strictObject({ visual: imageRef("feature"), cta: navLinkSchema });

export const vrPageSchema = z.strictObject({
  intro: pageIntroSchema,
  banner: serviceBannerSchema,
  why: z.strictObject({ heading: text, lead: text, tiles: tiles(3) }),
  exampleVideo: z.strictObject({ heading: text, text, video: videoRef("clip", "wide") }),
  projects: z.strictObject({
    heading: text,
    lead: text,
    cards: z.array(z.strictObject({ title: text, image: imageRef("card"), text })).length(3),
  }),
  whatIs: z.strictObject({ heading: text, text, useCases: tiles(4) }),
  ctaBand: ctaSchema,
  results: z.strictObject({ heading: text, lead: text, items: tiles(4) }),
  achieve: z.strictObject({ heading: text, text, points: z.array(text).min(1) }),
  faqHeading: text,
  finalCta: ctaSchema,
});

/** "Probeer het zelf" on the AR page: a 3D product to turn and to place in the room. */
const productModelDemoSchema = z.strictObject({
  heading: text,
  lead: text,
  /** How to turn and zoom, under the viewer. */
  instructions: text,
  /** The model as its viewer opens it; its alt text describes the model in the viewer too. */
  still: imageRef("product"),
  model: modelRef(),
  labels: z.strictObject({
    start: text,
    loading: text,
    /** The button that places the model in the room. */
    ar: text,
    /** The still's link to the USDZ, which iOS opens in AR Quick Look. */
    quickLook: text,
    exitAr: text,
    /** What screen readers call the viewer, instead of "application". */
    viewerRole: text,
  }),
  messages: z.strictObject({
    /** Without JavaScript or WebGL, under the still. */
    fallback: text,
    loaded: text,
    arFailed: text,
  }),
  /** What the viewer announces after the visitor turns the model: where they look from. */
  views: z.strictObject({
    front: text,
    right: text,
    back: text,
    left: text,
    "upper-front": text,
    "upper-right": text,
    "upper-back": text,
    "upper-left": text,
    "lower-front": text,
    "lower-right": text,
    "lower-back": text,
    "lower-left": text,
  }),
});

export const arPageSchema = z.strictObject({
  intro: pageIntroSchema,
  banner: serviceBannerSchema,
  why: z.strictObject({ heading: text, lead: text, tiles: tiles(4) }),
  tryIt: productModelDemoSchema,
  process: z.strictObject({ heading: text, lead: text, steps: tiles(4) }),
  /** The two cases shown as examples, by id. */
  examples: z.strictObject({ heading: text, lead: text, caseIds: z.tuple([text, text]) }),
  faqHeading: text,
  sideBox: ctaSchema,
});

/** The 360° demo on the 360° video page. */
const video360DemoSchema = z.strictObject({
  heading: text,
  lead: text,
  /** How to look around; also the viewer's accessible description. */
  instructions: text,
  video: sphereVideoRef(),
  /** The view the player opens with (not the unrolled frame), shown until the start. */
  still: imageRef("wide"),
  /** The demo's `VideoObject` for search engines. */
  structuredData: z.strictObject({ name: text, description: text, uploadDate: isoDateTime }),
  labels: z.strictObject({
    start: text,
    loading: text,
    pause: text,
    play: text,
    reset: text,
    fullscreen: text,
    exitFullscreen: text,
    motion: text,
    vr: text,
    /** The view's accessible name and role description. */
    viewer: text,
    viewerRole: text,
  }),
  /** Without JavaScript, under the native video. */
  noScript: text,
  messages: z.strictObject({
    /** Without WebGL the video plays flat, with this sentence. */
    noWebgl: text,
    loadFailed: text,
    vrRefused: text,
    vrEnded: text,
    motionDenied: text,
    paused: text,
    playing: text,
  }),
});

export const videoPageSchema = z.strictObject({
  intro: pageIntroSchema,
  banner: serviceBannerSchema,
  whenToChoose: z.strictObject({ heading: text, points: z.array(text).length(3) }),
  demo: video360DemoSchema,
  deliverables: z.strictObject({ heading: text, lead: text, tiles: tiles(4) }),
  approach: z.strictObject({ heading: text, lead: text, steps: tiles(4) }),
  faqHeading: text,
  sideBox: ctaSchema,
});

export const casesPageSchema = z.strictObject({
  intro: pageIntroSchema,
  filter: z.strictObject({
    /** Accessible name of the filter's navigation. */
    label: text,
    all: text,
    /** Title and heading of a sector page; `{sector}` is the sector's name. */
    sectorTitle: text,
    sectorDescription: text,
  }),
  /** The page navigation below the grid once a listing holds more than one page of cases. */
  pagination: z.strictObject({
    /** Accessible name of the navigation. */
    label: text,
    previous: text,
    next: text,
    /** Accessible name of a page number and its crumb; `{number}` is the number. */
    page: text,
    /**
     * Title and description of page 2 and further of /cases, and of a
     * sector's; `{number}` is the page number, `{count}` the number of pages,
     * `{sector}` the sector. The loader checks their lengths.
     */
    title: text,
    description: text,
    sectorTitle: text,
    sectorDescription: text,
  }),
  cta: ctaSchema,
});

export const caseLabelsSchema = z.strictObject({
  client: text,
  year: text,
  sector: text,
  overview: text,
  challenges: text,
  solution: text,
  results: text,
  media: text,
  cta: ctaSchema,
  back: navLinkSchema,
  viewCase: text,
});

const fieldSchema = z.strictObject({ label: text });

export const contactPageSchema = z.strictObject({
  intro: pageIntroSchema,
  details: z.strictObject({
    heading: text,
    phoneLabel: text,
    emailLabel: text,
    locationLabel: text,
    location: text,
    hoursLabel: text,
    hours: text,
    response: text,
    advice: z.strictObject({ heading: text, text }),
  }),
  form: z.strictObject({
    heading: text,
    lead: text,
    requiredNote: text,
    fields: z.strictObject({
      naam: fieldSchema,
      email: fieldSchema,
      telefoon: fieldSchema,
      bericht: fieldSchema,
    }),
    consent: text,
    privacyLink: navLinkSchema,
    submitLabel: text,
    submittingLabel: text,
    success: z.strictObject({ heading: text, text, resetLabel: text }),
    errors: z.strictObject({
      /** Network error or server error: the fields keep their values. */
      failed: text,
      /** The server answered 429. */
      rateLimited: text,
      /** The server refused one or more fields (422). */
      invalid: text,
      retryLabel: text,
    }),
  }),
});

export const simplePageSchema = z.strictObject({
  intro: pageIntroSchema,
  links: z.array(navLinkSchema).min(1),
});

export const searchPageSchema = z.strictObject({
  intro: pageIntroSchema,
  form: z.strictObject({ heading: text, label: text, placeholder: text, submitLabel: text }),
  resultsHeading: text,
  /** The page title of a search; {query} is what was searched for. */
  resultsTitle: text,
  resultCount: z.strictObject({ one: text, other: text }),
  emptyQuery: text,
  searching: text,
  searchFailed: text,
  noResults: text,
  resultTypes: z.strictObject({ service: text, case: text, faq: text, page: text }),
  suggestions: z.array(text).min(1),
});

export type Video360Demo = z.output<typeof video360DemoSchema>;
export type ProductModelDemo = z.output<typeof productModelDemoSchema>;
export type CasesPageContent = z.output<typeof casesPageSchema>;
export type CaseLabels = z.output<typeof caseLabelsSchema>;
export type ContactPageContent = z.output<typeof contactPageSchema>;
export type SearchPageContent = z.output<typeof searchPageSchema>;
export type PageIntro = z.output<typeof pageIntroSchema>;
export type ServiceBanner = z.output<typeof serviceBannerSchema>;
export type NavLink = z.output<typeof navLinkSchema>;
export type Navigation = z.output<typeof navigationSchema>;
export type ServiceTile = z.output<typeof tileSchema>;
export type TileIconName = ServiceTile["icon"];
export type ProcessIconName = ProcessStep["icon"];
export type ProjectCard = z.output<typeof vrPageSchema>["projects"]["cards"][number];
