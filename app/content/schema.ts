/**
 * One schema per content file or collection under `content/`, and everything
 * the content must hold: required fields, lengths, choices, the texts the
 * site's specification fixes (`fixed`), and the rules every visitor-facing
 * text follows (`text`). The TypeScript types are inferred from them
 * (`z.output`), never written a second time.
 *
 * The schemas are made for one media resolver (`contentSchemas(mediaRefs(…))`),
 * which turns media references into the derived files while parsing; no
 * module state is involved. Each field's `meta` holds the Dutch label and hint
 * the editor at /admin/ shows (`admin/config.ts` builds its configuration from
 * these schemas); a fixed text is shown there read-only.
 *
 * Every object is strict, so a misspelt field ("titel:") is reported instead of
 * silently ignored.
 */
import { z } from "zod";
import type { MediaRefs } from "./media-refs";

// ---------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------

/**
 * Rules for every visitor-facing text: `problem` says what is wrong in the
 * build's words and in the editor's (`nl`), from the part that breaks it.
 */
export const textRules: readonly {
  test: RegExp;
  problem: (found: string) => { message: string; nl: string };
}[] = [
  {
    test: /\S {2,}\S/,
    problem: () => ({
      message: "contains a double space",
      nl: "Hier staan twee spaties achter elkaar; haal er één weg.",
    }),
  },
  {
    test: /lorem ipsum|\bTODO\b|\bFIXME\b|\bTBD\b|\bxxx\b/i,
    problem: (found) => ({
      message: `contains placeholder text ("${found}")`,
      nl: `Dit veld bevat opvultekst ("${found}"; ook todo, xxx, lorem ipsum); schrijf de echte tekst.`,
    }),
  },
  {
    test: /€\u00a0\d{4,}/,
    problem: () => ({
      message: 'write amounts with a thousands separator ("€ 7.500")',
      nl: "Schrijf bedragen met een punt: € 7.500.",
    }),
  },
  {
    test: /\p{Extended_Pictographic}/u,
    problem: (found) => ({
      message: `contains an emoji or pictograph (${found}); without a colour-emoji font it shows as an empty box`,
      nl: `Gebruik geen emoji of pictogram (${found}): zonder kleurenlettertype ziet de bezoeker een leeg vakje.`,
    }),
  },
];

/** A visitor-facing text: required, and following `textRules`. */
export const text = z
  .string()
  .trim()
  .min(1, "required")
  .superRefine((value, ctx) => {
    for (const rule of textRules) {
      const found = rule.test.exec(value)?.[0];
      if (found === undefined) continue;
      const { message, nl } = rule.problem(found);
      ctx.addIssue({ code: "custom", message, params: { nl } });
    }
  })
  .meta({ text: true });

/** A longer text; a blank line starts a new paragraph. */
const paragraphs = text
  .meta({ multiline: true })
  .transform((value) => value.split(/\n\s*\n/).map((paragraph) => paragraph.replace(/\s+/g, " ")));

/** The fields most sections have: a heading, a lead under it, a longer text. */
const headingText = text.meta({ label: "Kop" });
const leadText = text.meta({ label: "Inleiding", multiline: true });
const bodyText = text.meta({ label: "Tekst", multiline: true });

/**
 * A text the site's specification fixes word for word: the build refuses any
 * other, and the editor shows it read-only.
 */
export const fixed = <const T extends string>(value: T) =>
  z.literal(value, {
    error: (issue) =>
      `this text is fixed by the site's specification and must read "${value}", got ${JSON.stringify(issue.input)}`,
  });

/** An amount in whole euros. */
const euro = z.number().int("write whole euros, without cents").positive();

const isoDate = z.iso.date("must be a date written as YYYY-MM-DD");
const isoDateTime = z.iso.datetime({
  offset: true,
  error: "must be a date and time with its offset, written as 2026-11-24T12:00:00+01:00",
});
const order = z
  .number({ error: "must be a number (lower numbers come first)" })
  .int()
  .meta({ label: "Volgorde", hint: "Een lager getal staat eerder in de lijsten." });

/** Meta descriptions: long enough to say something, short enough not to be cut off. */
export const seoDescriptionLength = { min: 120, max: 160 } as const;
/** Page titles in search results (the site name included, where it is added). */
export const seoTitleMaxLength = 60;

/** A meta description: also a case's card text. The editor counts its characters as they are typed. */
const metaDescription = text
  .superRefine((value, ctx) => {
    const { min, max } = seoDescriptionLength;
    if (value.length < min || value.length > max) {
      ctx.addIssue({
        code: "custom",
        message: `has ${value.length} characters; a description for search results needs ${min}–${max}`,
        params: {
          nl: `Deze omschrijving telt ${value.length} tekens zoals de site haar toont; in zoekresultaten passen er ${min} tot ${max}.`,
        },
      });
    }
  })
  .meta({ minLength: seoDescriptionLength.min, maxLength: seoDescriptionLength.max });

const seoSchema = {
  seoTitle: text.meta({
    pageTitle: true,
    label: "Titel in zoekresultaten",
    hint: `Met " | Immersa XR" erachter hooguit ${seoTitleMaxLength} tekens.`,
  }),
  seoDescription: metaDescription.meta({
    label: "Omschrijving in zoekresultaten",
    hint: `${seoDescriptionLength.min} tot ${seoDescriptionLength.max} tekens.`,
    multiline: true,
  }),
};

export const pageIntroSchema = z
  .strictObject({
    ...seoSchema,
    heading: headingText,
    lead: leadText,
  })
  .meta({ label: "Kop en zoekresultaat" });

/** An internal link: a path of the site, or a home-page anchor such as `/#proces`. */
export const navLinkSchema = z.strictObject({
  label: text.meta({ label: "Tekst" }),
  to: text.meta({
    label: "Naar",
    hint: "Een pagina van de site, een plek op de homepage, een sector of een case.",
    linkTarget: true,
  }),
});
const navLink = (label: string, labelText: z.ZodType<string> = text.meta({ label: "Tekst" })) =>
  navLinkSchema.extend({ label: labelText }).meta({ label });

const navColumnSchema = z.strictObject({
  heading: headingText,
  links: z.array(navLink("Link")).min(1).meta({ label: "Links" }),
});

const ctaSchema = (
  label = "Afsluitende oproep",
  buttonLabel: z.ZodType<string> = text.meta({ label: "Knop" }),
) =>
  z
    .strictObject({
      heading: headingText,
      text: bodyText,
      label: buttonLabel,
    })
    .meta({ label, hint: "Een blok met een knop naar de contactpagina." });

export const sectors = [
  "Training",
  "Marketing",
  "Onderwijs",
  "3D Development",
  "Amusement",
] as const;
/** The year of the first case the site shows: a case's year runs from it to the current one. */
export const firstCaseYear = 2024;

/** The years a case may have when the calendar reads `today`: from `firstCaseYear` to this one. */
export const caseYears = (today: Date): number[] =>
  Array.from(
    { length: Math.max(today.getFullYear() - firstCaseYear + 1, 1) },
    (_, index) => firstCaseYear + index,
  );

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

export const privacySectionCount = 9;

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

const tileSchema = z
  .strictObject({
    icon: oneOf(tileIcons).meta({ label: "Pictogram" }),
    title: text.meta({ label: "Titel" }),
    text: bodyText,
  })
  .meta({ label: "Tegel" });
const tiles = (count: number, label: string) =>
  z
    .array(tileSchema)
    .length(count)
    .meta({ label, hint: `Precies ${count}.` });

/** A section of a service page: a heading, a lead and `count` tiles under `key`. */
const tileSection = <K extends string>(label: string, key: K, count: number, tilesLabel: string) =>
  z
    .strictObject({
      heading: headingText,
      lead: leadText,
      ...({ [key]: tiles(count, tilesLabel) } as Record<K, ReturnType<typeof tiles>>),
    })
    .meta({ label });

const faqItemSchema = z
  .strictObject({
    q: text.meta({ label: "Vraag" }),
    a: text.meta({
      label: "Antwoord",
      multiline: true,
      hint: "De prijsindicatie van de dienst (bij Diensten) staat hier als {priceMin} en {priceMax}; de site vult de bedragen in.",
    }),
  })
  .meta({ label: "Vraag en antwoord" });

/** One bullet of a list: a sentence or two. */
const point = text.meta({ label: "Punt", multiline: true });

/** A list of short texts, each its own bullet. */
const bullets = (min: number, max: number, label: string, hint?: string) =>
  z
    .array(point)
    .min(min, `write ${min} to ${max} items`)
    .max(max, `write ${min} to ${max} items`)
    .meta({ label, hint: hint ?? (min === max ? `Precies ${min}.` : `${min} tot ${max} punten.`) });

/**
 * An entry's id: its file name without `.yaml` (`read.ts` adds it), which is
 * also its address where it has a page of its own.
 */
const fileNameId = z
  .string()
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    "the file name (the entry's address) may hold only lower-case letters, digits and dashes",
  )
  .meta({ label: "Adres", fromFileName: true });

/** The year of a case: a number, not a text, up to the year of `today`. */
const caseYear = (today: Date) => {
  const years = caseYears(today);
  const [first = firstCaseYear, ...rest] = years;
  return z.union([z.literal(first), ...rest.map((year) => z.literal(year))], {
    error: (issue) =>
      typeof issue.input === "string" && /^\d{4}$/.test(issue.input.trim())
        ? `write the year as a number, without quotes: ${issue.input.trim()}`
        : `expected a year from ${first} to ${years.at(-1) ?? first}, got ${JSON.stringify(issue.input)}`,
  });
};

// ---------------------------------------------------------------------------
// The schemas, for one media resolver
// ---------------------------------------------------------------------------

/** What the schemas depend on besides the media: the calendar, for a case's years. */
export interface SchemaClock {
  today?: Date;
}

/** Every content file's schema; media references resolve through `media`. */
export function contentSchemas(media: MediaRefs, { today = new Date() }: SchemaClock = {}) {
  /** `content/cases/<id>.yaml`. */
  const caseSchema = z
    .strictObject({
      id: fileNameId,
      title: text.meta({
        pageTitle: true,
        label: "Titel",
        hint: 'De kop, de titel op de kaart en de paginatitel (met " | Immersa XR" hooguit 60 tekens).',
      }),
      sector: oneOf(sectors).meta({ label: "Sector" }),
      client: text.meta({ label: "Opdrachtgever" }),
      year: caseYear(today).meta({ label: "Jaar" }),
      order,
      updated: isoDate.meta({
        label: "Laatst bijgewerkt",
        hint: "De datum van de laatste inhoudelijke wijziging (voor zoekmachines).",
      }),
      description: metaDescription.meta({
        label: "Korte omschrijving",
        hint: `De tekst op de kaart en in zoekresultaten: ${seoDescriptionLength.min} tot ${seoDescriptionLength.max} tekens.`,
        multiline: true,
      }),
      banner: media.image("banner", {
        label: "Bannerafbeelding",
        hint: "Bovenaan de pagina, op de kaart en als stilstaand beeld van een video. Liefst 2400 × 1200 pixels of groter; minstens 1600 breed.",
      }),
      media: z
        .discriminatedUnion("type", [
          z
            .strictObject({
              type: z.literal("image"),
              image: media.image("feature", {
                label: "Afbeelding",
                hint: "Minstens 1200 pixels breed.",
              }),
            })
            .meta({ label: "Afbeelding" }),
          z
            .strictObject({
              type: z.literal("video"),
              video: media.clip("clip", {
                label: "Video",
                hint: "Speelt zonder geluid; het stilstaande beeld is de bannerafbeelding.",
              }),
            })
            .meta({ label: "Video" }),
        ])
        .meta({ label: "Beeld onderaan de pagina", hint: "Een afbeelding of een video." }),
      overview: paragraphs.meta({
        label: "Overzicht",
        hint: "Een lege regel begint een nieuwe alinea.",
      }),
      challenges: bullets(2, 4, "Uitdagingen"),
      solution: paragraphs.meta({
        label: "Oplossing",
        hint: "Een lege regel begint een nieuwe alinea.",
      }),
      results: bullets(3, 4, "Resultaten", "3 of 4 punten, met cijfers waar u die heeft."),
    })
    .meta({ label: "Case" })
    .transform((item) => ({
      ...item,
      media:
        item.media.type === "image"
          ? item.media
          : { type: "video" as const, video: { ...item.media.video, poster: item.banner } },
    }));

  /** `content/services/<id>.yaml`. */
  const serviceSchema = z
    .strictObject({
      id: oneOf(serviceIds).meta({ label: "Dienst", fromFileName: true }),
      order,
      title: text.meta({ label: "Naam" }),
      description: text.meta({
        label: "Korte omschrijving",
        hint: "Op de kaart.",
        multiline: true,
      }),
      icon: z.string().trim().min(1, "required").meta({
        label: "Emoji",
        hint: "Blijft in de inhoud; de pagina's tonen een eigen pictogram.",
      }),
      features: bullets(4, 4, "Kenmerken"),
      image: media.image("feature", { label: "Afbeelding", hint: "Minstens 1200 pixels breed." }),
      price: z
        .strictObject({
          min: euro.meta({ label: "Vanaf (euro)" }),
          max: euro.meta({ label: "Tot (euro)" }),
        })
        .meta({
          label: "Prijsindicatie",
          hint: "In hele euro's, exclusief btw. Het antwoord over de prijs bij Veelgestelde vragen noemt deze bedragen met {priceMin} en {priceMax}.",
        })
        // The lower amount is where the range starts, whichever field holds it.
        .transform(({ min, max }) => ({ min: Math.min(min, max), max: Math.max(min, max) })),
      fullDescription: paragraphs.meta({
        label: "Beschrijving",
        hint: "Op /diensten. Een lege regel begint een nieuwe alinea.",
      }),
    })
    .meta({ label: "Dienst" });

  /** `content/testimonials/<id>.yaml`. */
  const testimonialSchema = z
    .strictObject({
      id: fileNameId,
      order,
      quote: text.meta({ label: "Citaat", multiline: true }),
      author: text.meta({ label: "Naam" }),
      company: text.meta({ label: "Organisatie" }),
      image: media.image(
        "portrait",
        { label: "Portret", hint: "Vierkant, minstens 240 pixels." },
        {
          decorative: true,
        },
      ),
    })
    .meta({ label: "Ervaring" });

  /** `content/faq/<service id>.yaml`: the questions of one service page, in order. */
  const faqSchema = z
    .array(faqItemSchema)
    .min(3)
    .max(5)
    .meta({ label: "Vragen", hint: "3 tot 5 vragen, in deze volgorde op de pagina." });

  /** `content/site.yaml`: company details; `SITE_*` environment variables override them. */
  const siteSchema = z.strictObject({
    name: text.meta({ label: "Naam", hint: "Overal bruikbaar als {name}." }),
    legalName: text.meta({ label: "Statutaire naam", hint: "Als {legalName}." }),
    url: z
      .url({ protocol: /^https?$/, error: "must be an http(s) address" })
      .meta({ label: "Adres van de website", hint: "Bijvoorbeeld https://www.immersa-xr.nl" }),
    phone: text.meta({
      label: "Telefoonnummer",
      hint: "Zoals het op de site staat: 040 123 4567.",
    }),
    email: z.email("must be an e-mail address").meta({ label: "E-mailadres" }),
    address: z
      .strictObject({
        street: z.string().default("").meta({ label: "Straat en huisnummer" }),
        postalCode: z.string().default("").meta({ label: "Postcode" }),
        locality: text.meta({ label: "Plaats" }),
        region: text.meta({ label: "Provincie" }),
        country: z.string().length(2).meta({ label: "Land (code)", hint: "NL" }),
      })
      .meta({ label: "Adres" }),
    openingHours: z
      .strictObject({
        days: text.meta({ label: "Dagen", hint: "Bijvoorbeeld ma–vr." }),
        opens: text.meta({ label: "Van" }),
        closes: text.meta({ label: "Tot" }),
      })
      .meta({ label: "Bereikbaar" }),
    kvk: z.string().default("").meta({
      label: "KvK-nummer",
      hint: "Verschijnt in de voettekst zodra het is ingevuld.",
    }),
    vatId: z.string().default("").meta({
      label: "Btw-id",
      hint: "Verschijnt in de voettekst zodra het is ingevuld.",
    }),
    sameAs: z
      .array(z.url().meta({ label: "Adres" }))
      .default([])
      .meta({ label: "Sociale profielen", hint: "Volledige adressen, voor zoekmachines." }),
    tagline: text.meta({ label: "Slogan" }),
    blurb: text.meta({ label: "Korte beschrijving", multiline: true }),
  });

  const processStep = (title: string) =>
    z
      .strictObject({
        icon: oneOf(processIcons).meta({ label: "Pictogram" }),
        title: fixed(title).meta({ label: "Stap" }),
        description: text.meta({ label: "Omschrijving", multiline: true }),
      })
      .meta({ label: "Stap" });
  /** `content/process.yaml`: the six steps of "Ons Proces", titles fixed, in order. */
  const processSchema = z
    .tuple([
      processStep("Concept"),
      processStep("Storyboard"),
      processStep("Development"),
      processStep("Testing"),
      processStep("Iteratie"),
      processStep("Delivery"),
    ])
    .meta({ label: "Stappen", hint: "De zes stappen; hun namen liggen vast." });

  /** `content/clients.yaml`: the logo strip. */
  const clientsSchema = z.strictObject({
    heading: fixed("Vertrouwd door toonaangevende organisaties").meta({ label: "Kop" }),
    logos: z
      .array(
        z
          .strictObject({
            name: text.meta({ label: "Naam", hint: "Ook de beschrijving van het logo." }),
            logo: media.logo({ label: "Logo (SVG)", hint: "Een SVG-bestand." }),
          })
          .meta({ label: "Klant" })
          .transform(({ name, logo }) => ({ name: logo, label: name })),
      )
      .length(6)
      .meta({ label: "Logo's", hint: "Precies zes." }),
  });

  /** `content/navigation.yaml`. */
  const navigationSchema = z.strictObject({
    header: z
      .strictObject({
        label: text.meta({ label: "Naam van het menu (schermlezers)" }),
        dropdown: z
          .strictObject({
            label: fixed("Wat we doen").meta({ label: "Knop" }),
            columns: z
              .tuple([
                navColumnSchema.extend({ heading: fixed("Onze Diensten").meta({ label: "Kop" }) }),
                navColumnSchema.extend({ heading: fixed("Over Ons").meta({ label: "Kop" }) }),
              ])
              .meta({ label: "Kolommen" }),
          })
          .meta({ label: "Uitklapmenu" }),
        links: z.array(navLink("Link")).min(1).meta({ label: "Links" }),
        cta: navLink("Knop", fixed("Neem contact op").meta({ label: "Tekst" })),
        mobile: z
          .strictObject({
            toggleLabel: text.meta({ label: "Menuknop" }),
            label: text.meta({ label: "Naam van het menu (schermlezers)" }),
            links: z.array(navLink("Link")).min(1).meta({ label: "Links" }),
          })
          .meta({ label: "Menu op de telefoon" }),
      })
      .meta({ label: "Kopregel" }),
    footer: z
      .strictObject({
        label: text.meta({ label: "Naam (schermlezers)" }),
        columns: z
          .tuple([
            navColumnSchema.extend({ heading: fixed("Snel naar").meta({ label: "Kop" }) }),
            navColumnSchema.extend({ heading: fixed("Onze Diensten").meta({ label: "Kop" }) }),
          ])
          .meta({ label: "Kolommen" }),
        about: z
          .strictObject({
            heading: headingText,
            text: bodyText,
          })
          .meta({ label: "Over ons" }),
        copyright: text.meta({ label: "Voor het jaartal", hint: '"Copyright 2026 …"' }),
        rightsReserved: fixed("Alle rechten voorbehouden.").meta({ label: "Na de naam" }),
        legalLinks: z.array(navLink("Link")).min(1).meta({ label: "Juridische links" }),
        kvkLabel: text.meta({ label: "Voor het KvK-nummer" }),
        vatLabel: text.meta({ label: "Voor het btw-id" }),
      })
      .meta({ label: "Voettekst" }),
    breadcrumb: z
      .strictObject({
        label: text.meta({ label: "Naam (schermlezers)" }),
        names: z
          .array(
            z
              .strictObject({
                path: z.string().startsWith("/").meta({ label: "Pagina", readonly: true }),
                name: text.meta({ label: "Naam" }),
              })
              .meta({ label: "Pagina" }),
          )
          // One name for every page: the list is fixed, only the names change.
          .meta({ label: "Namen van de pagina's", hint: "Elke pagina één keer.", fixedItems: true })
          .superRefine((names, ctx) =>
            names.forEach(({ path }, index) => {
              if (names.findIndex((other) => other.path === path) < index)
                ctx.addIssue({
                  code: "custom",
                  path: [index, "path"],
                  message: "names this page twice",
                });
            }),
          )
          .transform((names): Record<string, string> =>
            Object.fromEntries(names.map(({ path, name }) => [path, name])),
          ),
      })
      .meta({ label: "Kruimelpad" }),
  });

  /** `content/interface.yaml`: control labels and accessible names. */
  const interfaceSchema = z.strictObject({
    skipLink: text.meta({ label: "Link naar de inhoud" }),
    moreAbout: text.meta({
      label: "Einde van een link voor schermlezers",
      hint: '"… over {title}"; {title} wordt ingevuld.',
    }),
    playVideo: text.meta({ label: "Video afspelen", hint: "{title} wordt ingevuld." }),
    step: text.meta({ label: "Stap", hint: '"Stap {number}".' }),
    video: z
      .strictObject({
        pause: text.meta({ label: "Pauzeren" }),
        play: text.meta({ label: "Afspelen" }),
      })
      .meta({ label: "Video van een case" }),
    carousel: z
      .strictObject({
        label: text.meta({ label: "Naam" }),
        slide: text.meta({ label: "Positie", hint: '"{number} van {count}".' }),
        previous: text.meta({ label: "Vorige" }),
        next: text.meta({ label: "Volgende" }),
        show: text.meta({ label: "Toon", hint: '"Toon ervaring {number}".' }),
        pause: text.meta({ label: "Pauzeren" }),
        play: text.meta({ label: "Afspelen" }),
      })
      .meta({ label: "Ervaringen van klanten" }),
    logoStrip: z
      .strictObject({
        pause: text.meta({ label: "Pauzeren" }),
        play: text.meta({ label: "Laten bewegen" }),
      })
      .meta({ label: "Logostrook" }),
    honeypot: text.meta({
      label: "Verborgen veld tegen spam",
      hint: "Alleen voor schermlezers zichtbaar.",
    }),
    error: z
      .strictObject({
        heading: headingText,
        text: text.meta({ label: "Tekst" }),
      })
      .meta({ label: "Foutmelding van een pagina" }),
  });

  const serverText = (label: string, hint?: string) => text.meta({ label, hint });
  /** What the visitor reads when a message is refused: a sentence or two, in a text box that grows with it. */
  const serverMessage = (label: string, hint?: string) =>
    text.meta({ label, hint, multiline: true });
  /** `content/server.yaml`: the self-hosted server's answers and its e-mail to the agency. */
  const serverTextSchema = z.strictObject({
    contact: z
      .strictObject({
        errors: z
          .strictObject({
            malformed: serverMessage("Formulier onleesbaar"),
            unexpectedField: serverMessage("Onverwachte velden"),
            filePart: serverMessage("Bestand meegestuurd"),
            invalidUtf8: serverMessage("Ongeldige tekens"),
            wrongForm: serverMessage("Onbekend formulier"),
            methodOverride: serverMessage("Niet ondersteund verzoek"),
            tooLarge: serverMessage("Te groot"),
            unsupportedType: serverMessage("Niet ondersteund formaat"),
            crossSite: serverMessage("Van een andere website"),
            rateLimited: serverMessage("Te vaak", "{wait} wordt ingevuld: 1 seconde, 45 seconden."),
            serverError: serverMessage("Storing"),
            busy: serverMessage("Even bezet"),
          })
          .meta({ label: "Waarom een bericht is geweigerd" }),
        fields: z
          .strictObject({
            naam: z
              .strictObject({
                required: serverMessage("Leeg"),
                tooLong: serverMessage("Te lang", "{max} wordt ingevuld."),
                control: serverMessage("Ongeldige tekens"),
              })
              .meta({ label: "Naam" }),
            email: z
              .strictObject({
                required: serverMessage("Leeg"),
                invalid: serverMessage("Ongeldig"),
                tooLong: serverMessage("Te lang", "{max} wordt ingevuld."),
              })
              .meta({ label: "E-mailadres" }),
            telefoon: z
              .strictObject({
                tooLong: serverMessage("Te lang", "{max} wordt ingevuld."),
                control: serverMessage("Ongeldige tekens"),
              })
              .meta({ label: "Telefoonnummer" }),
            bericht: z
              .strictObject({
                required: serverMessage("Leeg"),
                tooLong: serverMessage("Te lang", "{max} wordt ingevuld."),
                control: serverMessage("Ongeldige tekens"),
              })
              .meta({ label: "Bericht" }),
          })
          .meta({ label: "Per veld" }),
        errorPage: z
          .strictObject({
            tooMany: serverText("Kop bij te veel berichten"),
            failed: serverText("Kop bij een storing"),
            refused: serverText("Kop bij een geweigerd bericht"),
            back: serverText("Terug"),
            keep: serverText("Uitleg terugknop"),
            direct: serverText("Direct contact", "{phoneLink} en {emailLink} worden ingevuld."),
          })
          .meta({ label: "Pagina na een geweigerd bericht (zonder JavaScript)" }),
      })
      .meta({ label: "Contactformulier" }),
    http: z
      .strictObject({
        badRequest: serverText("Ongeldig verzoek"),
        badHost: serverText("Ongeldig adres"),
        badVersion: serverText("HTTP-versie"),
        badExpect: serverText("Expect-header"),
        methodNotAllowed: serverText("Methode niet toegestaan"),
        timeout: serverText("Te lang"),
        tooLarge: serverText("Te groot"),
        headersTooLarge: serverText("Headers te groot"),
        searchBusy: serverText("Zoeken druk"),
        notFound: serverText("Niet gevonden"),
        serverError: serverText("Storing"),
      })
      .meta({ label: "Korte antwoorden van de server" }),
    editorSignIn: z
      .strictObject({
        title: serverText("Titel van het venster"),
        signedIn: serverMessage("Aangemeld"),
        closeWindow: serverMessage("Na een fout", "Staat onder elke foutmelding in het venster."),
        notSetUp: serverMessage("Niet ingesteld"),
        onlyGitHub: serverMessage("Andere dienst dan GitHub"),
        expired: serverMessage("Verlopen of in een ander venster begonnen"),
        denied: serverMessage("Geen toestemming gegeven op GitHub"),
        refused: serverMessage("Geweigerd door GitHub"),
        unreachable: serverMessage("GitHub niet bereikbaar"),
      })
      .meta({
        label: "Aanmelden bij de editor (eigen server)",
        hint: "Het venster dat opent bij Inloggen met GitHub; de melding verschijnt ook in de editor.",
      }),
    mail: z
      .strictObject({
        subject: serverText("Onderwerp", "{id} wordt ingevuld."),
        intro: serverText("Eerste regel"),
        name: serverText("Naam"),
        email: serverText("E-mailadres"),
        phone: serverText("Telefoon"),
        phoneMissing: serverText("Geen telefoonnummer"),
        received: serverText("Ontvangen"),
        message: serverText("Bericht"),
        replyHint: serverText("Uitleg beantwoorden"),
        reference: serverText("Referentie", "{id} wordt ingevuld."),
      })
      .meta({ label: "E-mail aan het bureau per aanvraag" }),
    updateMail: z
      .strictObject({
        subject: serverText(
          "Onderwerp",
          "{title} wordt ingevuld: de omschrijving van de wijziging.",
        ),
        intro: serverMessage("Eerste alinea"),
        change: serverText("Wijziging"),
        author: serverText("Auteur"),
        commit: serverText("Commit"),
        problem: serverText("Eerste probleem"),
        emptyLog: serverText("Geen probleem gevonden"),
        served: serverText("Online versie"),
        nothingServed: serverText("Nog geen online versie"),
        log: serverText("Verslag"),
        nextStep: serverMessage("Wat nu"),
      })
      .meta({ label: "E-mail bij een mislukte publicatie (eigen server)" }),
  });

  const legalDocument = <T extends z.ZodType>(sections: T) =>
    z.strictObject({
      intro: pageIntroSchema,
      updated: isoDate.meta({ label: "Laatst bijgewerkt" }),
      updatedLabel: text.meta({ label: "Tekst voor de datum" }),
      sections,
    });
  const legalSection = (heading: z.ZodType<string>) =>
    z
      .strictObject({
        heading,
        text: paragraphs.meta({ label: "Tekst", hint: "Een lege regel begint een nieuwe alinea." }),
      })
      .meta({ label: "Artikel" });

  const article = (heading: string) => legalSection(fixed(heading).meta({ label: "Kop" }));
  /** `content/legal/algemene-voorwaarden.yaml`: eight articles, their titles fixed. */
  const termsSchema = legalDocument(
    z
      .tuple([
        article("Artikel 1 – Offertes"),
        article("Artikel 2 – Prijzen en betaling"),
        article("Artikel 3 – Annulering"),
        article("Artikel 4 – Levertijden"),
        article("Artikel 5 – Aansprakelijkheid"),
        article("Artikel 6 – Intellectueel eigendom"),
        article("Artikel 7 – Overmacht"),
        article("Artikel 8 – Toepasselijk recht"),
      ])
      .meta({ label: "Artikelen", hint: "De acht artikelen; hun koppen liggen vast." }),
  );

  /** `content/legal/privacyverklaring.yaml`: nine sections, numbered "1. " to "9. ". */
  const privacySchema = legalDocument(
    z
      .array(
        legalSection(
          text
            .refine((heading) => !/^\d+\.\s/.test(heading), {
              message: 'starts with a number: the site numbers the sections itself ("1. ")',
              params: { nl: "Laat het nummer weg: de site zet het er zelf voor." },
            })
            .meta({ label: "Kop", hint: 'Zonder nummer: de site zet "1. ", "2. " … ervoor.' }),
        ),
      )
      .length(privacySectionCount)
      .meta({
        label: "Onderdelen",
        hint: `Precies ${privacySectionCount}; de site nummert ze in deze volgorde.`,
      })
      // Numbered by their place, so the numbers follow the order the editor gives them.
      .transform((sections) =>
        sections.map((section, index) => ({
          ...section,
          heading: `${index + 1}. ${section.heading}`,
        })),
      ),
  );

  // -------------------------------------------------------------------------
  // Pages: `content/pages/*.yaml`
  // -------------------------------------------------------------------------

  const homePageSchema = z.strictObject({
    intro: z.strictObject(seoSchema).meta({ label: "Zoekresultaat" }),
    hero: z
      .strictObject({
        heading: fixed("Meeslepende XR & VR ervaringen").meta({ label: "Kop" }),
        subline: fixed("Van concept tot realisatie").meta({ label: "Onder de kop" }),
        cta: navLink("Knop", fixed("Contact opnemen").meta({ label: "Tekst" })),
        video: media.video("hero", "hero", {
          label: "Achtergrondvideo",
          hint: "Zonder geluid, als herhalende lus. Het stilstaande beeld is de eerste indruk van de site.",
        }),
        pauseLabel: text.meta({ label: "Pauzeknop" }),
        playLabel: text.meta({ label: "Afspeelknop" }),
      })
      .meta({ label: "Openingsbeeld" }),
    services: z
      .strictObject({
        heading: fixed("Onze Diensten").meta({ label: "Kop" }),
        lead: leadText,
      })
      .meta({ label: "Diensten" }),
    cases: z
      .strictObject({
        heading: fixed("Geselecteerde Cases").meta({ label: "Kop" }),
        lead: leadText,
        count: z
          .number()
          .int()
          .positive()
          .meta({ label: "Aantal cases", hint: "De eerste cases in volgorde." }),
        allCases: navLink("Link naar alle cases"),
      })
      .meta({ label: "Cases" }),
    testimonials: z
      .strictObject({ heading: fixed("Wat onze klanten zeggen").meta({ label: "Kop" }) })
      .meta({ label: "Ervaringen van klanten" }),
    process: z
      .strictObject({
        heading: fixed("Ons Proces").meta({ label: "Kop" }),
        lead: fixed("Van idee tot eindproduct in zes stappen").meta({ label: "Inleiding" }),
      })
      .meta({ label: "Ons proces" }),
    cta: ctaSchema(),
  });

  const servicesPageSchema = z.strictObject({
    intro: pageIntroSchema
      .extend({
        heading: fixed("Onze Diensten").meta({ label: "Kop" }),
        lead: fixed("Innovatieve XR-oplossingen voor elke behoefte").meta({ label: "Inleiding" }),
      })
      .meta({ label: "Kop en zoekresultaat" }),
    featuresHeading: fixed("Kenmerken:").meta({ label: "Kop boven de kenmerken" }),
    moreLabel: fixed("Meer informatie").meta({ label: "Link naar een dienst" }),
    introVideo: media.video("clip", "wide", { label: "Introductievideo" }),
    playLabel: text.meta({ label: "Afspeelknop" }),
    cta: ctaSchema(),
  });

  /** A service page's banner: its own picture (wide screens) and a button to /contact. */
  const serviceBannerSchema = (buttonLabel?: z.ZodType<string>) =>
    z
      .strictObject({
        visual: media.image("feature", {
          label: "Afbeelding",
          hint: "Naast de kop op brede schermen; minstens 1200 pixels breed.",
        }),
        cta: navLink("Knop", buttonLabel),
      })
      .meta({ label: "Banner" });

  const vrPageSchema = z.strictObject({
    intro: pageIntroSchema,
    banner: serviceBannerSchema(),
    why: tileSection("Waarom VR", "tiles", 3, "Voordelen"),
    exampleVideo: z
      .strictObject({
        heading: headingText,
        text: bodyText,
        video: media.video("clip", "wide", { label: "Video" }),
      })
      .meta({ label: "Voorbeeldvideo" }),
    projects: z
      .strictObject({
        heading: headingText,
        lead: leadText,
        cards: z
          .array(
            z
              .strictObject({
                title: text.meta({ label: "Titel" }),
                image: media.image("card", {
                  label: "Afbeelding",
                  hint: "Minstens 800 pixels breed.",
                }),
                text: bodyText,
              })
              .meta({ label: "Project" }),
          )
          .length(3)
          .meta({ label: "Projecten", hint: "Precies drie." }),
      })
      .meta({ label: "Voorbeeldprojecten" }),
    whatIs: z
      .strictObject({
        heading: headingText,
        text: bodyText,
        useCases: tiles(4, "Toepassingen"),
      })
      .meta({ label: "Wat is VR" }),
    ctaBand: ctaSchema(
      "Oproep halverwege",
      fixed("Plan een adviesgesprek").meta({ label: "Knop" }),
    ),
    results: tileSection("Resultaten in de praktijk", "items", 4, "Resultaten"),
    achieve: z
      .strictObject({
        heading: headingText,
        text: bodyText,
        points: z.array(point).min(1).meta({ label: "Punten" }),
      })
      .meta({ label: "Wat u bereikt" }),
    faqHeading: text.meta({ label: "Kop boven de veelgestelde vragen" }),
    finalCta: ctaSchema(),
  });

  /** "Probeer het zelf" on the AR page: a 3D product to turn and to place in the room. */
  const productModelDemoSchema = z
    .strictObject({
      heading: headingText,
      lead: text.meta({ label: "Inleiding", multiline: true }),
      instructions: text.meta({ label: "Uitleg onder het model", multiline: true }),
      still: media.image("product", {
        label: "Afbeelding van het model",
        hint: "Een schermafbeelding van het model zoals de weergave opent; de beschrijving beschrijft ook het model.",
      }),
      model: media.model({ label: "3D-model" }),
      labels: z
        .strictObject({
          start: text.meta({ label: "Startknop" }),
          loading: text.meta({ label: "Tijdens het laden" }),
          ar: text.meta({ label: "In uw ruimte plaatsen" }),
          quickLook: text.meta({ label: "Link naar AR op iPhone en iPad" }),
          exitAr: text.meta({ label: "AR sluiten" }),
          viewerRole: text.meta({ label: "Soort weergave (schermlezers)" }),
        })
        .meta({ label: "Knoppen" }),
      messages: z
        .strictObject({
          fallback: text.meta({ label: "Zonder JavaScript of WebGL", multiline: true }),
          loaded: text.meta({ label: "Geladen", multiline: true }),
          arFailed: text.meta({ label: "AR kon niet starten", multiline: true }),
        })
        .meta({ label: "Meldingen" }),
      views: z
        .strictObject({
          front: text.meta({ label: "Van voren" }),
          right: text.meta({ label: "Van rechts" }),
          back: text.meta({ label: "Van achteren" }),
          left: text.meta({ label: "Van links" }),
          "upper-front": text.meta({ label: "Van boven, voorkant" }),
          "upper-right": text.meta({ label: "Van boven, rechterkant" }),
          "upper-back": text.meta({ label: "Van boven, achterkant" }),
          "upper-left": text.meta({ label: "Van boven, linkerkant" }),
          "lower-front": text.meta({ label: "Van onderen, voorkant" }),
          "lower-right": text.meta({ label: "Van onderen, rechterkant" }),
          "lower-back": text.meta({ label: "Van onderen, achterkant" }),
          "lower-left": text.meta({ label: "Van onderen, linkerkant" }),
        })
        .meta({
          label: "Kijkrichtingen (schermlezers)",
          hint: "Wat de weergave meldt nadat de bezoeker het model heeft gedraaid.",
        }),
    })
    .meta({ label: "Probeer het zelf (3D-model)" });

  const arPageSchema = z.strictObject({
    intro: pageIntroSchema,
    banner: serviceBannerSchema(),
    why: tileSection("Waarom AR", "tiles", 4, "Voordelen"),
    tryIt: productModelDemoSchema,
    process: tileSection("Werkwijze", "steps", 4, "Stappen"),
    examples: z
      .strictObject({
        heading: headingText,
        lead: leadText,
        caseIds: z
          .tuple([text, text])
          .refine(([first, second]) => first !== second, "choose two different cases")
          .meta({
            label: "Voorbeeldcases",
            hint: "Kies de twee AR-cases die deze pagina laat zien.",
            relation: "cases",
          }),
      })
      .meta({ label: "Voorbeelden" }),
    faqHeading: text.meta({ label: "Kop boven de veelgestelde vragen" }),
    sideBox: ctaSchema("Kader naast de vragen"),
  });

  /** The 360° demo on the 360° video page. */
  const video360DemoSchema = z
    .strictObject({
      heading: headingText,
      lead: text.meta({ label: "Inleiding", multiline: true }),
      instructions: text.meta({ label: "Uitleg", multiline: true }),
      video: media.sphereVideo({
        label: "360°-video",
        hint: "Een bestaande 360°-video; een nieuwe zet een ontwikkelaar erbij.",
      }),
      still: media.image("wide", {
        label: "Beeld voor de start",
        hint: "Het beeld waarmee de speler opent (16:9), niet het uitgevouwen beeld.",
      }),
      structuredData: z
        .strictObject({
          name: text.meta({ label: "Naam" }),
          description: text.meta({ label: "Omschrijving", multiline: true }),
          uploadDate: isoDateTime.meta({
            label: "Gepubliceerd",
            hint: "Datum en tijd met tijdzone: 2026-11-24T12:00:00+01:00.",
          }),
        })
        .meta({ label: "Voor zoekmachines" }),
      labels: z
        .strictObject({
          start: text.meta({ label: "Startknop" }),
          loading: text.meta({ label: "Tijdens het laden" }),
          pause: text.meta({ label: "Pauzeren" }),
          play: text.meta({ label: "Afspelen" }),
          reset: text.meta({ label: "Kijkrichting herstellen" }),
          fullscreen: text.meta({ label: "Volledig scherm" }),
          exitFullscreen: text.meta({ label: "Volledig scherm sluiten" }),
          motion: text.meta({ label: "Rondkijken door te bewegen" }),
          vr: text.meta({ label: "Bekijken in VR" }),
          viewer: text.meta({ label: "Naam van de weergave" }),
          viewerRole: text.meta({ label: "Soort weergave (schermlezers)" }),
        })
        .meta({ label: "Knoppen" }),
      noScript: text.meta({ label: "Zonder JavaScript", multiline: true }),
      messages: z
        .strictObject({
          noWebgl: text.meta({ label: "Zonder WebGL", multiline: true }),
          loadFailed: text.meta({ label: "Laden mislukt", multiline: true }),
          vrRefused: text.meta({ label: "VR kon niet starten", multiline: true }),
          vrEnded: text.meta({ label: "VR gestopt", multiline: true }),
          motionDenied: text.meta({
            label: "Geen toegang tot de bewegingssensoren",
            multiline: true,
          }),
          paused: text.meta({ label: "Gepauzeerd" }),
          playing: text.meta({ label: "Speelt" }),
        })
        .meta({ label: "Meldingen" }),
    })
    .meta({ label: "360°-demo" });

  const videoPageSchema = z.strictObject({
    intro: pageIntroSchema,
    banner: serviceBannerSchema(),
    whenToChoose: z
      .strictObject({
        heading: headingText,
        points: bullets(3, 3, "Punten"),
      })
      .meta({ label: "Wanneer 360°-video" }),
    demo: video360DemoSchema,
    deliverables: tileSection("Wat u krijgt", "tiles", 4, "Wat u krijgt"),
    approach: tileSection("Aanpak", "steps", 4, "Stappen"),
    faqHeading: text.meta({ label: "Kop boven de veelgestelde vragen" }),
    sideBox: ctaSchema("Kader naast de vragen"),
  });

  const casesPageSchema = z.strictObject({
    intro: pageIntroSchema,
    filter: z
      .strictObject({
        label: text.meta({ label: "Naam (schermlezers)" }),
        all: text.meta({ label: "Alle cases" }),
        sectorTitle: text.meta({ label: "Kop van een sector", hint: "{sector} wordt ingevuld." }),
        sectorDescription: text.meta({
          label: "Omschrijving van een sector",
          hint: "{sector} wordt ingevuld; daarna 120 tot 160 tekens.",
          multiline: true,
        }),
      })
      .meta({ label: "Filter op sector" }),
    pagination: z
      .strictObject({
        label: text.meta({ label: "Naam (schermlezers)" }),
        previous: text.meta({ label: "Vorige" }),
        next: text.meta({ label: "Volgende" }),
        page: text.meta({ label: "Paginanummer", hint: '"Pagina {number}".' }),
        title: text.meta({ label: "Titel van pagina 2 en verder", hint: "{number} is de pagina." }),
        description: text.meta({
          label: "Omschrijving van pagina 2 en verder",
          hint: "{number} is de pagina, {count} het aantal pagina's; 120 tot 160 tekens.",
          multiline: true,
        }),
        sectorTitle: text.meta({ label: "Titel in een sector", hint: "{sector} en {number}." }),
        sectorDescription: text.meta({
          label: "Omschrijving in een sector",
          hint: "{sector}, {number} en {count}; 120 tot 160 tekens.",
          multiline: true,
        }),
      })
      .meta({
        label: "Meer pagina's",
        hint: "Vanaf de dertiende case volgen de andere op pagina 2 en verder.",
      }),
    cta: ctaSchema(),
  });

  const caseLabelsSchema = z.strictObject({
    client: text.meta({ label: "Opdrachtgever" }),
    year: text.meta({ label: "Jaar" }),
    sector: text.meta({ label: "Sector" }),
    overview: text.meta({ label: "Overzicht" }),
    challenges: text.meta({ label: "Uitdagingen" }),
    solution: text.meta({ label: "Oplossing" }),
    results: text.meta({ label: "Resultaten" }),
    media: text.meta({ label: "Beeld" }),
    cta: ctaSchema("Afsluitende oproep", fixed("Start uw project").meta({ label: "Knop" })),
    back: navLink("Terug", fixed("Terug naar cases").meta({ label: "Tekst" })),
    viewCase: fixed("Bekijk case").meta({ label: "Link op een kaart" }),
  });

  const fieldLabel = (label: string, fixedLabel?: string) =>
    z
      .strictObject({
        label: fixedLabel
          ? fixed(fixedLabel).meta({ label: "Label" })
          : text.meta({ label: "Label" }),
      })
      .meta({ label });

  const contactPageSchema = z.strictObject({
    intro: pageIntroSchema,
    details: z
      .strictObject({
        heading: headingText,
        phoneLabel: text.meta({ label: "Telefoon" }),
        emailLabel: text.meta({ label: "E-mail" }),
        locationLabel: text.meta({ label: "Locatie" }),
        location: text.meta({ label: "Plaats", hint: "{locality} en {region} worden ingevuld." }),
        hoursLabel: text.meta({ label: "Bereikbaar" }),
        hours: text.meta({ label: "Tijden", hint: "{days}, {opens} en {closes}." }),
        response: text.meta({ label: "Reactietijd" }),
        advice: z
          .strictObject({
            heading: headingText,
            text: bodyText,
          })
          .meta({ label: "Adviesgesprek" }),
      })
      .meta({ label: "Contactgegevens" }),
    form: z
      .strictObject({
        heading: headingText,
        lead: leadText,
        requiredNote: fixed("* Verplichte velden").meta({ label: "Verplichte velden" }),
        fields: z
          .strictObject({
            naam: fieldLabel("Naam", "Naam *"),
            email: fieldLabel("E-mailadres", "E-mailadres *"),
            telefoon: fieldLabel("Telefoonnummer"),
            bericht: fieldLabel("Bericht"),
          })
          .meta({ label: "Velden" }),
        consent: text.meta({ label: "Toestemming", multiline: true }),
        privacyLink: navLink("Link naar de privacyverklaring"),
        submitLabel: text.meta({ label: "Verzendknop" }),
        submittingLabel: fixed("Versturen…").meta({ label: "Tijdens het versturen" }),
        success: z
          .strictObject({
            heading: headingText,
            text: text.meta({ label: "Tekst", multiline: true }),
            resetLabel: fixed("Nieuw bericht versturen").meta({ label: "Knop" }),
          })
          .meta({ label: "Na het versturen" }),
        errors: z
          .strictObject({
            failed: text.meta({ label: "Storing", multiline: true }),
            rateLimited: text.meta({ label: "Te veel berichten", multiline: true }),
            invalid: text.meta({ label: "Velden niet goed ingevuld", multiline: true }),
            retryLabel: text.meta({ label: "Opnieuw versturen" }),
          })
          .meta({ label: "Foutmeldingen" }),
      })
      .meta({ label: "Formulier" }),
  });

  const simplePageSchema = <T extends z.ZodType>(intro: T) =>
    z.strictObject({
      intro,
      links: z.array(navLink("Link")).min(1).meta({ label: "Links" }),
    });

  const notFoundPageSchema = simplePageSchema(
    pageIntroSchema
      .extend({
        heading: fixed("Pagina niet gevonden").meta({ label: "Kop" }),
        lead: fixed("De link is mogelijk verouderd of onjuist.").meta({ label: "Inleiding" }),
      })
      .meta({ label: "Kop en zoekresultaat" }),
  );

  const caseNotFoundPageSchema = simplePageSchema(
    pageIntroSchema
      .extend({
        heading: fixed("Case niet gevonden").meta({ label: "Kop" }),
        lead: fixed("De case die u zoekt bestaat niet of is verwijderd.").meta({
          label: "Inleiding",
        }),
      })
      .meta({ label: "Kop en zoekresultaat" }),
  );

  const searchPageSchema = z.strictObject({
    intro: pageIntroSchema,
    form: z
      .strictObject({
        heading: headingText,
        label: text.meta({ label: "Label" }),
        placeholder: text.meta({ label: "Voorbeeldtekst" }),
        submitLabel: text.meta({ label: "Knop" }),
      })
      .meta({ label: "Zoekveld" }),
    resultsHeading: text.meta({ label: "Kop boven de resultaten" }),
    resultsTitle: text.meta({ label: "Paginatitel", hint: "{query} is de zoekterm." }),
    resultCount: z
      .strictObject({
        one: text.meta({ label: "Eén resultaat", hint: "{count} en {query}." }),
        other: text.meta({ label: "Meer resultaten", hint: "{count} en {query}." }),
      })
      .meta({ label: "Aantal resultaten" }),
    emptyQuery: text.meta({ label: "Zonder zoekterm" }),
    searching: text.meta({ label: "Tijdens het zoeken" }),
    searchFailed: text.meta({ label: "Zoeken mislukt", multiline: true }),
    noResults: text.meta({ label: "Geen resultaten", multiline: true }),
    resultTypes: z
      .strictObject({
        service: text.meta({ label: "Dienst" }),
        case: text.meta({ label: "Case" }),
        faq: text.meta({ label: "Veelgestelde vraag" }),
        page: text.meta({ label: "Pagina" }),
      })
      .meta({ label: "Soorten resultaten" }),
    suggestions: z
      .array(text.meta({ label: "Suggestie" }))
      .min(1)
      .meta({ label: "Suggesties", hint: "Zoektermen om te proberen als er niets is gevonden." }),
  });

  return {
    case: caseSchema,
    service: serviceSchema,
    testimonial: testimonialSchema,
    faq: faqSchema,
    site: siteSchema,
    process: processSchema,
    clients: clientsSchema,
    navigation: navigationSchema,
    interface: interfaceSchema,
    serverText: serverTextSchema,
    terms: termsSchema,
    privacy: privacySchema,
    homePage: homePageSchema,
    servicesPage: servicesPageSchema,
    vrPage: vrPageSchema,
    arPage: arPageSchema,
    videoPage: videoPageSchema,
    casesPage: casesPageSchema,
    caseLabels: caseLabelsSchema,
    contactPage: contactPageSchema,
    simplePage: simplePageSchema(pageIntroSchema),
    notFoundPage: notFoundPageSchema,
    caseNotFoundPage: caseNotFoundPageSchema,
    searchPage: searchPageSchema,
  };
}

export type ContentSchemas = ReturnType<typeof contentSchemas>;
type Output<K extends keyof ContentSchemas> = z.output<ContentSchemas[K]>;

export type Case = Output<"case">;
export type Sector = Case["sector"];
export type Service = Output<"service">;
export type ServiceId = Service["id"];
export type Testimonial = Output<"testimonial">;
export type FaqItem = Output<"faq">[number];
export type SiteFile = Output<"site">;
export type ProcessStep = Output<"process">[number];
export type LegalDocument = Output<"terms"> | Output<"privacy">;
export type InterfaceText = Output<"interface">;
export type Video360Demo = Output<"videoPage">["demo"];
export type ProductModelDemo = Output<"arPage">["tryIt"];
export type CasesPageContent = Output<"casesPage">;
export type CaseLabels = Output<"caseLabels">;
export type HomePageContent = Output<"homePage">;
export type ContactPageContent = Output<"contactPage">;
export type ServicesPageContent = Output<"servicesPage">;
export type VrPageContent = Output<"vrPage">;
export type ArPageContent = Output<"arPage">;
export type VideoPageContent = Output<"videoPage">;
/** The thank-you page and the two not-found pages: a heading, a line and links onward. */
export type StatusPageContent = Output<"simplePage" | "notFoundPage" | "caseNotFoundPage">;
export type SearchPageContent = Output<"searchPage">;
export type PageIntro = z.output<typeof pageIntroSchema>;
export type ServiceBanner = Output<"vrPage">["banner"];
export type NavLink = z.output<typeof navLinkSchema>;
export type Navigation = Output<"navigation">;
export type ServiceTile = z.output<typeof tileSchema>;
export type TileIconName = ServiceTile["icon"];
export type ProcessIconName = ProcessStep["icon"];
export type ProjectCard = Output<"vrPage">["projects"]["cards"][number];
