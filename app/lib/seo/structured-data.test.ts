import { describe, expect, it } from "vitest";
import { site } from "../../content";
import { paths } from "../../content/paths";
import {
  breadcrumbList,
  casesItemList,
  jsonLdGraph,
  organization,
  organizationId,
  serializeJsonLd,
  servicesItemList,
  website,
  websiteId,
} from "./structured-data";
import { caseStudy } from "./structured-data-case";
import { faqPage, service } from "./structured-data-service";
import { toJson } from "../../../tests/support/seo";

const origin = site.url;
const orgRef = { "@id": `${origin}/#organization` };

describe("organization()", () => {
  it("describes the agency as a ProfessionalService in Eindhoven", () => {
    const node = toJson(organization());
    expect(node).toMatchObject({
      "@type": "ProfessionalService",
      "@id": `${origin}/#organization`,
      name: site.name,
      legalName: site.legalName,
      url: `${origin}/`,
      logo: { "@type": "ImageObject", url: `${origin}/icon.svg` },
      image: `${origin}/og/default.png`,
      telephone: "+31401234567",
      email: site.email,
      address: {
        "@type": "PostalAddress",
        addressLocality: "Eindhoven",
        addressRegion: "Noord-Brabant",
        addressCountry: "NL",
      },
      openingHoursSpecification: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "17:00",
      },
      areaServed: { "@type": "Country", identifier: "NL" },
    });
    expect(node.telephone).toMatch(/^\+[1-9]\d{6,14}$/);
  });

  it("leaves out KvK, btw-id, street and sameAs when they are not configured", () => {
    const node = toJson(organization({ ...site, kvk: undefined, vatId: undefined, sameAs: [] }));
    for (const key of ["vatID", "iso6523Code", "identifier", "sameAs"]) {
      expect(node, key).not.toHaveProperty(key);
    }
    expect(node.address).not.toHaveProperty("streetAddress");
  });

  it("adds KvK (iso6523Code 0106:), btw-id, address and sameAs when configured", () => {
    const node = toJson(
      organization({
        ...site,
        url: "https://example.nl",
        kvk: "12345678",
        vatId: "NL123456789B01",
        sameAs: ["https://www.linkedin.com/company/immersa-xr"],
        address: { ...site.address, street: "Kanaalstraat 1", postalCode: "5611 AA" },
      }),
    );
    expect(node).toMatchObject({
      "@id": "https://example.nl/#organization",
      vatID: "NL123456789B01",
      iso6523Code: "0106:12345678",
      identifier: { "@type": "PropertyValue", propertyID: "KvK", value: "12345678" },
      sameAs: ["https://www.linkedin.com/company/immersa-xr"],
      address: { streetAddress: "Kanaalstraat 1", postalCode: "5611 AA" },
    });
  });
});

describe("website()", () => {
  it("has a SearchAction on /zoeken and points at the organisation", () => {
    expect(toJson(website())).toEqual({
      "@type": "WebSite",
      "@id": `${origin}/#website`,
      url: `${origin}/`,
      name: site.name,
      inLanguage: "nl-NL",
      publisher: orgRef,
      potentialAction: {
        "@type": "SearchAction",
        target: {
          "@type": "EntryPoint",
          urlTemplate: `${origin}/zoeken?q={search_term_string}`,
        },
        "query-input": "required name=search_term_string",
      },
    });
    expect(websiteId(origin)).toBe(`${origin}/#website`);
    expect(organizationId(origin)).toBe(`${origin}/#organization`);
  });
});

describe("breadcrumbList()", () => {
  it("numbers the trail from 1 with absolute URLs; the id is the current page's", () => {
    const node = toJson(
      breadcrumbList([
        { name: "Home", path: "/" },
        { name: "Cases", path: "/cases" },
        { name: "AR-kunst", path: "/cases/museum-ar" },
      ]),
    );
    expect(node).toEqual({
      "@type": "BreadcrumbList",
      "@id": `${origin}/cases/museum-ar#breadcrumb`,
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
        { "@type": "ListItem", position: 2, name: "Cases", item: `${origin}/cases` },
        {
          "@type": "ListItem",
          position: 3,
          name: "AR-kunst",
          item: `${origin}/cases/museum-ar`,
        },
      ],
    });
  });
});

describe("item lists", () => {
  it("lists the services with their pages", () => {
    const node = toJson(
      servicesItemList([
        { id: "vr-experiences", title: "VR-ervaringen" },
        { id: "ar-applications", title: "AR-applicaties" },
        { id: "360-video", title: "360°-video" },
      ]),
    );
    expect(node).toMatchObject({
      "@type": "ItemList",
      "@id": `${origin}/diensten#services`,
      numberOfItems: 3,
      itemListElement: [
        { position: 1, name: "VR-ervaringen", url: `${origin}${paths.vr}` },
        { position: 2, name: "AR-applicaties", url: `${origin}${paths.ar}` },
        { position: 3, name: "360°-video", url: `${origin}${paths.video360}` },
      ],
    });
  });

  it("lists the cases, also on the home page with its own id", () => {
    const cases = [
      { id: "museum-ar", title: "AR-kunst" },
      { id: "tu-delft", title: "Gezichtsherkenning" },
    ];
    expect(toJson(casesItemList(cases))).toMatchObject({
      "@id": `${origin}/cases#cases`,
      itemListElement: [
        { "@type": "ListItem", position: 1, url: `${origin}/cases/museum-ar` },
        { "@type": "ListItem", position: 2, url: `${origin}/cases/tu-delft` },
      ],
    });
    expect(casesItemList(cases, "/")["@id"]).toBe(`${origin}/#cases`);
  });
});

describe("faqPage()", () => {
  it("maps every FaqItem to a Question with an accepted Answer, in order", () => {
    const items = [
      { q: "Wat kost een AR-project?", a: "Meestal tussen € 5.000 en € 30.000." },
      { q: "Hoe lang duurt het?", a: "Een eerste versie staat er in 4 tot 10 weken." },
    ];
    expect(toJson(faqPage(items, paths.ar))).toEqual({
      "@type": "FAQPage",
      "@id": `${origin}${paths.ar}#faq`,
      url: `${origin}${paths.ar}`,
      inLanguage: "nl-NL",
      mainEntity: items.map((item) => ({
        "@type": "Question",
        name: item.q,
        acceptedAnswer: { "@type": "Answer", text: item.a },
      })),
    });
  });

  it("refuses an empty FAQ", () => {
    expect(() => faqPage([], paths.ar)).toThrow(/no FAQ items/);
  });
});

describe("service()", () => {
  it("is provided by the organisation, serves NL and carries the FAQ's price range", () => {
    const node = toJson(
      service({
        path: paths.vr,
        name: "Virtual reality laten maken",
        serviceType: "Virtual reality-ontwikkeling",
        description: "VR-trainingen en simulaties op maat.",
        image: { name: "service-vr", width: 1200, height: 800, alt: "VR-headset" },
        price: { min: 7500, max: 40000 },
      }),
    );
    expect(node).toMatchObject({
      "@type": "Service",
      "@id": `${origin}${paths.vr}#service`,
      serviceType: "Virtual reality-ontwikkeling",
      description: "VR-trainingen en simulaties op maat.",
      url: `${origin}${paths.vr}`,
      provider: orgRef,
      areaServed: { "@type": "Country", identifier: "NL" },
      image: { "@type": "ImageObject", url: `${origin}/media/img/service-vr-1200.jpg` },
      offers: {
        "@type": "Offer",
        priceCurrency: "EUR",
        priceSpecification: {
          "@type": "PriceSpecification",
          priceCurrency: "EUR",
          minPrice: 7500,
          maxPrice: 40000,
          valueAddedTaxIncluded: false,
        },
      },
    });
  });

  it("supports an open-ended range and no price at all", () => {
    const open = toJson(
      service({
        path: paths.video360,
        name: "360°-video",
        serviceType: "360°-videoproductie",
        description: "Opname tot publicatie.",
        price: { min: 3000 },
      }),
    );
    expect(open).toMatchObject({ offers: { priceSpecification: { minPrice: 3000 } } });
    expect(JSON.stringify(open)).not.toContain("maxPrice");
    const none = service({
      path: paths.ar,
      name: "AR",
      serviceType: "AR",
      description: "AR-apps.",
    });
    expect(none).not.toHaveProperty("offers");
  });

  it("rejects a nonsensical price range", () => {
    const base = { path: paths.vr, name: "VR", serviceType: "VR", description: "VR." };
    expect(() => service({ ...base, price: { min: 40000, max: 7500 } })).toThrow();
    expect(() => service({ ...base, price: { min: Number.NaN } })).toThrow();
  });
});

describe("caseStudy()", () => {
  it("is a CreativeWork with banner, year, client and the agency as creator", () => {
    const banner = {
      name: "case-museum-ar-banner",
      width: 1600,
      height: 800,
      alt: "Kunst in augmented reality",
    };
    const node = toJson(
      caseStudy({
        id: "museum-ar",
        title: "AR-kunstplaatsing",
        description: "Kunst op ware grootte in de eigen ruimte.",
        client: "Lumen Museum",
        year: 2024,
        sector: "Onderwijs",
        banner,
        updated: "2025-03-01",
      }),
    );
    expect(node).toMatchObject({
      "@type": "CreativeWork",
      "@id": `${origin}/cases/museum-ar#case`,
      name: "AR-kunstplaatsing",
      description: "Kunst op ware grootte in de eigen ruimte.",
      url: `${origin}/cases/museum-ar`,
      image: {
        "@type": "ImageObject",
        url: `${origin}/media/img/case-museum-ar-banner-1600.jpg`,
        width: "1600",
        height: "800",
        caption: "Kunst in augmented reality",
      },
      dateCreated: "2024",
      dateModified: "2025-03-01",
      creator: orgRef,
      sourceOrganization: { "@type": "Organization", name: "Lumen Museum" },
    });
  });
});

describe("jsonLdGraph()", () => {
  it("wraps nodes in one schema.org @graph whose @id links resolve inside it", () => {
    const graph = toJson(jsonLdGraph([organization(), website(), organization()]));
    expect(graph["@context"]).toBe("https://schema.org");
    const nodes = graph["@graph"];
    expect(Array.isArray(nodes) && nodes.length).toBe(2);
    const ids = new Set(JSON.stringify(nodes).match(/"@id":"[^"]+"/g));
    expect([...ids]).toEqual([`"@id":"${origin}/#organization"`, `"@id":"${origin}/#website"`]);
  });
});

describe("serializeJsonLd()", () => {
  it("escapes everything that could end the script element", () => {
    const json = serializeJsonLd({
      text: "</script><script>alert(1)</script> <!-- & \u2028\u2029",
    });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain("\\u003c/script\\u003e");
    expect(json).toContain("\\u0026");
    expect(JSON.parse(json)).toEqual({
      text: "</script><script>alert(1)</script> <!-- & \u2028\u2029",
    });
  });
});
