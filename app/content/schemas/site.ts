/** The files every page uses: the company's details, the menus, the interface's labels. */
import { z } from "zod";
import { navColumnSchema, navLink } from "./blocks";
import { bodyText, fixed, headingText, text } from "./fields";
import { specTexts } from "./spec-texts";

const navigation = specTexts["navigation.yaml"];

/** `content/site.yaml`: company details; `SITE_*` environment variables override them. */
export const siteSchema = z.strictObject({
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
    .array(
      z.url().meta({
        label: "Profiel",
        hint: "Het volledige adres, zoals https://www.linkedin.com/company/…",
      }),
    )
    .default([])
    .meta({ label: "Sociale profielen", hint: "Voor zoekmachines; niet zichtbaar op de site." }),
  tagline: text.meta({ label: "Slogan" }),
  blurb: text.meta({ label: "Korte beschrijving", multiline: true }),
});

/** `content/navigation.yaml`. */
export const navigationSchema = z.strictObject({
  header: z
    .strictObject({
      label: text.meta({ label: "Naam van het menu (schermlezers)" }),
      dropdown: z
        .strictObject({
          label: fixed(navigation["header.dropdown.label"]).meta({ label: "Knop" }),
          columns: z
            .tuple([
              navColumnSchema.extend({
                heading: fixed(navigation["header.dropdown.columns[1].heading"]).meta({
                  label: "Kop",
                }),
              }),
              navColumnSchema.extend({
                heading: fixed(navigation["header.dropdown.columns[2].heading"]).meta({
                  label: "Kop",
                }),
              }),
            ])
            .meta({ label: "Kolommen" }),
        })
        .meta({ label: "Uitklapmenu" }),
      links: z.array(navLink("Link")).min(1).meta({ label: "Links" }),
      cta: navLink("Knop", fixed(navigation["header.cta.label"]).meta({ label: "Tekst" })),
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
          navColumnSchema.extend({
            heading: fixed(navigation["footer.columns[1].heading"]).meta({ label: "Kop" }),
          }),
          navColumnSchema.extend({
            heading: fixed(navigation["footer.columns[2].heading"]).meta({ label: "Kop" }),
          }),
        ])
        .meta({ label: "Kolommen" }),
      about: z
        .strictObject({
          heading: headingText,
          text: bodyText,
        })
        .meta({ label: "Over ons" }),
      copyright: text.meta({ label: "Voor het jaartal", hint: '"Copyright 2026 …"' }),
      rightsReserved: fixed(navigation["footer.rightsReserved"]).meta({ label: "Na de naam" }),
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
export const interfaceSchema = z.strictObject({
  skipLink: text.meta({ label: "Link naar de inhoud" }),
  moreAbout: text.meta({
    label: "Einde van een link voor schermlezers",
    hint: '"… over {title}"; {title} wordt ingevuld.',
  }),
  playVideo: text.meta({ label: "Video afspelen", hint: "{title} wordt ingevuld." }),
  step: text.meta({ label: "Stap", hint: '"Stap {number}".' }),
  onThisPage: text.meta({
    label: "Boven de inhoudsopgave",
    hint: "De kop van de lijst met artikelen op de voorwaarden en de privacyverklaring.",
  }),
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
