/**
 * Facts the copy must keep: the agreed prices, lead times and terms appear in
 * the FAQ, the legal texts, the navigation and the home page. The texts the
 * specification fixes are the schemas' (`schemas/spec-texts.ts`).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { contentRoot } from "./load.server";
import { paths } from "./paths";
import { cases, clients, faq, legal, navigation, pages, services } from "./index";
import { casesById, findCase, serviceById } from "./queries";
import type { FaqItem, LegalDocument } from "./schema";

const { terms, privacy } = legal;
const { header: headerNavigation, footer: footerNavigation } = navigation;
const { ar: arPage, home: homePage, contact: contactPage } = pages;

const faqText = (faq: readonly FaqItem[]) => faq.map((item) => `${item.q} ${item.a}`).join("\n");
const legalText = (document: LegalDocument) =>
  document.sections.flatMap((section) => [section.heading, ...section.text]).join("\n");

describe("FAQ figures", () => {
  it("VR: price, MVP time, headsets", () => {
    const text = faqText(faq["vr-experiences"]);
    expect(faq["vr-experiences"]).toHaveLength(3);
    expect(text).toContain("van €\u00a07.500 tot €\u00a040.000");
    expect(text).toContain("6 tot 12 weken");
    expect(text).toContain("MVP");
    expect(text).toContain("Meta Quest");
    expect(text).toContain("€\u00a0400");
    expect(text).toContain("voorgeïnstalleerd");
    expect(text).toContain("excl. btw");
  });

  it("AR: price and first version", () => {
    const text = faqText(faq["ar-applications"]);
    expect(text).toContain("van €\u00a05.000 tot €\u00a030.000");
    expect(text).toContain("4 tot 10 weken");
    expect(text).toContain("excl. btw");
  });

  it("360° video: price", () => {
    const text = faqText(faq["360-video"]);
    expect(text).toContain("van €\u00a03.000 tot ruim €\u00a020.000");
    expect(text).toContain("excl. btw");
  });

  it("the advisory conversation takes 15 minutes", () => {
    for (const items of Object.values(faq)) {
      expect(faqText(items)).toContain("adviesgesprek van 15 minuten");
    }
    expect(contactPage.details.advice.text).toContain("15 minuten");
  });
});

describe("legal texts", () => {
  it("terms: payment, interest, cancellation, btw, liability, law", () => {
    const text = legalText(terms);
    expect(terms.sections).toHaveLength(8);
    expect(text).toContain("binnen 14 dagen na factuurdatum");
    expect(text).toContain("wettelijke handelsrente");
    expect(text).toContain("incassokosten");
    expect(text).toContain("ten hoogste 50%");
    expect(text).toContain("exclusief btw");
    expect(text).toContain("beperkt tot het factuurbedrag van het project");
    expect(text).toContain("Nederlands recht");
  });

  it("privacy: data, retention, cookies, rights", () => {
    const text = legalText(privacy);
    expect(privacy.sections).toHaveLength(9);
    for (const data of ["naam", "e-mailadres", "telefoonnummer", "bericht"]) {
      expect(text).toContain(data);
    }
    expect(text).toContain("offerte");
    expect(text).toContain("ten hoogste 1 jaar");
    expect(text).toContain("automatisch verwijderd");
    expect(text).toContain("plaatst bij bezoekers geen cookies");
    expect(text).toContain("beheeromgeving");
    expect(text).toContain("niets van derden");
    expect(text).toContain("opt-in");
    expect(text).toContain("niet met derden");
    for (const right of ["in te zien", "corrigeren", "verwijderen", "bezwaar"]) {
      expect(text).toContain(right);
    }
    expect(text).toContain("Autoriteit Persoonsgegevens");
  });

  it("the phone number in running text is one piece, never split across two lines", () => {
    expect(legalText(privacy)).toContain("telefonisch op 040\u00a0123\u00a04567");
  });
});

describe("cases", () => {
  it("holds every case file, in the order the files set", () => {
    const folder = path.join(contentRoot(), "content", "cases");
    const files = readdirSync(folder).map((name) => {
      const { order } = parse(readFileSync(path.join(folder, name), "utf8"));
      return { id: path.basename(name, ".yaml"), order: Number(order) };
    });
    const expected = files
      .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
      .map((item) => item.id);
    expect(cases.map((item) => item.id)).toEqual(expected);
  });

  it("finds a case by id", () => {
    expect(findCase(cases, "museum-ar")?.sector).toBe("Marketing");
    expect(findCase(cases, "onbekend")).toBeUndefined();
  });

  it("uses the banner as the poster of a case video", () => {
    for (const item of cases) {
      if (item.media.type === "video") expect(item.media.video.poster).toEqual(item.banner);
    }
  });

  it("updated dates are in 2025 or 2026", () => {
    for (const item of cases) expect(item.updated).toMatch(/^202[56]-\d\d-\d\d$/);
  });
});

describe("navigation", () => {
  it("header: dropdown columns, links, CTA and mobile items", () => {
    const [servicesColumn, aboutColumn] = headerNavigation.dropdown.columns;
    expect(headerNavigation.dropdown.label).toBe("Wat we doen");
    expect(servicesColumn.links.map((link) => link.to)).toEqual([
      paths.vr,
      paths.ar,
      paths.video360,
    ]);
    expect(aboutColumn.links).toEqual([
      { label: "Ons Proces", to: "/#proces" },
      { label: "Testimonials", to: "/#testimonials" },
      { label: "Contact", to: paths.contact },
    ]);
    expect(headerNavigation.links.map((link) => link.label)).toEqual([
      "Diensten",
      "Cases",
      "Contact",
    ]);
    expect(headerNavigation.mobile.links.map((link) => link.label)).toEqual([
      "Diensten",
      "Cases",
      "Contact",
    ]);
    expect(headerNavigation.cta).toEqual({ label: "Neem contact op", to: paths.contact });
  });

  it("footer: columns and legal links", () => {
    const [quick, servicesColumn] = footerNavigation.columns;
    expect(quick.heading).toBe("Snel naar");
    expect(quick.links.map((link) => link.label)).toEqual([
      "Home",
      "Diensten (overzicht)",
      "Cases",
      "Neem contact op",
    ]);
    expect(servicesColumn.links).toHaveLength(3);
    expect(footerNavigation.legalLinks.map((link) => link.to)).toEqual([
      paths.privacy,
      paths.terms,
    ]);
  });
});

describe("home page and collections", () => {
  it("keeps the logo count, the hero's link, the services and the AR examples", () => {
    expect(homePage.hero.cta.to).toBe(paths.contact);
    expect(clients.logos).toHaveLength(6);
    expect(services.map((service) => service.id)).toEqual([
      "vr-experiences",
      "ar-applications",
      "360-video",
    ]);
    expect(arPage.examples.caseIds).toEqual(["museum-ar", "tu-delft"]);
  });
});

describe("lookups", () => {
  it("serviceById returns each service", () => {
    expect(serviceById(services, "360-video").title).toBe("360°-video");
  });

  it("casesById keeps the given order", () => {
    expect(casesById(cases, ["tu-delft", "museum-ar"]).map((item) => item.id)).toEqual([
      "tu-delft",
      "museum-ar",
    ]);
  });
});
