import { describe, expect, it } from "vitest";
import { site } from "../../content";
import { casePath, paths } from "../../content/paths";
import { breadcrumbList } from "./structured-data";
import { caseStudy } from "./structured-data-case";
import { faqPage, service } from "./structured-data-service";
import { notFoundSeo, pageTitle, ROBOTS_INDEX, ROBOTS_NOINDEX, seo } from "./seo";
import {
  canonicalOf,
  graphOf,
  metaAll,
  metaContent,
  nodeOfType,
  titleOf,
} from "../../../tests/support/seo";

const description =
  "Wij ontwikkelen VR-trainingen, AR-apps en 360°-video voor organisaties in heel Nederland, van concept tot realisatie.";

const banner = {
  name: "case-museum-ar-banner",
  width: 1600,
  height: 800,
  alt: "Bezoekers bekijken kunst in augmented reality",
};
const sampleCase = {
  id: "museum-ar",
  title: "AR-kunstplaatsing voor een museum",
  description: "Een app die kunstwerken op ware grootte in de eigen ruimte plaatst.",
  client: "Lumen Museum",
  year: 2024,
  sector: "Onderwijs",
  banner,
  updated: "2025-03-01",
} as const;

/** The home page's input: a title that names the site itself. */
const homeInput = {
  title: "Immersa XR – VR, AR en 360°-video uit Eindhoven",
  appendSiteName: false,
  description,
  path: paths.home,
};

describe("seo(): the head of every route kind", () => {
  it("home: own title, root canonical with slash, WebSite + Organization", () => {
    const meta = seo(homeInput);
    expect(titleOf(meta)).toBe("Immersa XR – VR, AR en 360°-video uit Eindhoven");
    expect(canonicalOf(meta)).toEqual([`${site.url}/`]);
    expect(metaContent(meta, "og:url")).toBe(`${site.url}/`);
    expect(metaContent(meta, "og:image")).toBe(`${site.url}/og/home.png`);
    expect(metaContent(meta, "robots")).toBe(ROBOTS_INDEX);
    const graph = graphOf(meta);
    expect(graph.map((node) => node["@type"])).toEqual(["ProfessionalService", "WebSite"]);
  });

  it("social cards name the page without the site name the title carries", () => {
    const home = seo(homeInput);
    expect(metaContent(home, "og:title")).toBe("VR, AR en 360°-video uit Eindhoven");
    const privacy = seo({
      title: "Privacyverklaring | Immersa XR",
      description,
      path: paths.privacy,
    });
    expect(titleOf(privacy)).toBe("Privacyverklaring | Immersa XR");
    expect(metaContent(privacy, "og:title")).toBe("Privacyverklaring");
    expect(metaContent(privacy, "twitter:title")).toBe("Privacyverklaring");
    expect(metaContent(privacy, "og:image:alt")).toBe("Immersa XR: Privacyverklaring");
  });

  it("inner page: '{title} | Immersa XR', every head tag exactly once", () => {
    const meta = seo({
      title: "Contact",
      description,
      path: paths.contact,
      structuredData: [
        breadcrumbList([
          { name: "Home", path: "/" },
          { name: "Contact", path: paths.contact },
        ]),
      ],
    });
    expect(titleOf(meta)).toBe("Contact | Immersa XR");
    expect(metaContent(meta, "description")).toBe(description);
    expect(canonicalOf(meta)).toEqual([`${site.url}/contact`]);
    for (const key of [
      "description",
      "robots",
      "og:type",
      "og:site_name",
      "og:locale",
      "og:title",
      "og:description",
      "og:url",
      "og:image",
      "og:image:width",
      "og:image:height",
      "og:image:alt",
      "twitter:card",
      "twitter:title",
      "twitter:description",
      "twitter:image",
      "twitter:image:alt",
    ]) {
      expect(metaAll(meta, key), key).toHaveLength(1);
    }
    expect(metaContent(meta, "og:type")).toBe("website");
    expect(metaContent(meta, "og:site_name")).toBe("Immersa XR");
    expect(metaContent(meta, "og:locale")).toBe("nl_NL");
    expect(metaContent(meta, "og:title")).toBe("Contact");
    expect(metaContent(meta, "og:description")).toBe(description);
    expect(metaContent(meta, "og:image")).toBe(`${site.url}/og/contact.png`);
    expect(metaContent(meta, "og:image:type")).toBe("image/png");
    expect(metaContent(meta, "og:image:width")).toBe("1200");
    expect(metaContent(meta, "og:image:height")).toBe("630");
    expect(metaContent(meta, "og:image:alt")).toBe("Immersa XR: Contact");
    expect(metaContent(meta, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(meta, "twitter:title")).toBe("Contact");
    expect(metaContent(meta, "twitter:description")).toBe(description);
    expect(metaContent(meta, "twitter:image")).toBe(metaContent(meta, "og:image"));
    expect(metaContent(meta, "twitter:image:alt")).toBe(metaContent(meta, "og:image:alt"));
    const graph = graphOf(meta);
    expect(graph.map((node) => node["@type"])).toEqual(["ProfessionalService", "BreadcrumbList"]);
  });

  it("service page with FAQ: FAQPage and Service in the graph", () => {
    const faq = [
      { q: "Wat kost een VR-project?", a: "Meestal tussen € 7.500 en € 40.000." },
      { q: "Hoe snel is er een eerste versie?", a: "Binnen 6 tot 12 weken." },
    ];
    const meta = seo({
      title: "Virtual reality laten maken",
      description,
      path: paths.vr,
      structuredData: [
        breadcrumbList([
          { name: "Home", path: "/" },
          { name: "Diensten", path: paths.services },
          { name: "Virtual reality", path: paths.vr },
        ]),
        service({
          path: paths.vr,
          name: "Virtual reality laten maken",
          serviceType: "Virtual reality-ontwikkeling",
          description,
          price: { min: 7500, max: 40000 },
        }),
        faqPage(faq, paths.vr),
      ],
    });
    expect(canonicalOf(meta)).toEqual([`${site.url}/diensten/virtual-reality-laten-maken`]);
    const graph = graphOf(meta);
    expect(graph.map((node) => node["@type"])).toEqual([
      "ProfessionalService",
      "BreadcrumbList",
      "Service",
      "FAQPage",
    ]);
    const faqNode = nodeOfType(graph, "FAQPage");
    expect(faqNode?.mainEntity).toHaveLength(2);
    expect(metaContent(meta, "og:image")).toBe(
      `${site.url}/og/diensten-virtual-reality-laten-maken.png`,
    );
  });

  it("case page: banner as og:image (largest JPEG, absolute, its own size), og:type article", () => {
    const meta = seo({
      title: sampleCase.title,
      description: sampleCase.description,
      path: casePath(sampleCase.id),
      image: sampleCase.banner,
      type: "article",
      structuredData: [caseStudy(sampleCase)],
    });
    expect(canonicalOf(meta)).toEqual([`${site.url}/cases/museum-ar`]);
    expect(metaContent(meta, "og:type")).toBe("article");
    expect(metaContent(meta, "og:image")).toBe(
      `${site.url}/media/img/case-museum-ar-banner-1600.jpg`,
    );
    expect(metaContent(meta, "og:image:type")).toBe("image/jpeg");
    expect(metaContent(meta, "og:image:width")).toBe("1600");
    expect(metaContent(meta, "og:image:height")).toBe("800");
    expect(metaContent(meta, "og:image:alt")).toBe(banner.alt);
    expect(metaContent(meta, "twitter:image")).toBe(metaContent(meta, "og:image"));
    expect(nodeOfType(graphOf(meta), "CreativeWork")?.["@id"]).toBe(
      `${site.url}/cases/museum-ar#case`,
    );
  });

  it("an image with empty (decorative) alt text falls back to the page title", () => {
    const meta = seo({
      title: "Case",
      description,
      path: "/cases/x",
      image: { ...banner, alt: "" },
    });
    expect(metaContent(meta, "og:image:alt")).toBe("Case");
  });

  it("accepts an image by URL, made absolute, and an explicit alt", () => {
    const meta = seo({
      title: "Diensten",
      description,
      path: paths.services,
      image: { url: "/media/img/service-vr-1200.jpg", width: 1200, height: 800 },
      imageAlt: "VR-headset",
    });
    expect(metaContent(meta, "og:image")).toBe(`${site.url}/media/img/service-vr-1200.jpg`);
    expect(metaContent(meta, "og:image:alt")).toBe("VR-headset");
    expect(metaContent(meta, "og:image:width")).toBe("1200");
  });

  it("not-found page: noindex, canonical at /404, default image, no WebSite", () => {
    const meta = notFoundSeo({
      title: "Pagina niet gevonden",
      description: "De link is mogelijk verouderd of onjuist.",
    });
    expect(titleOf(meta)).toBe("Pagina niet gevonden | Immersa XR");
    expect(metaContent(meta, "robots")).toBe(ROBOTS_NOINDEX);
    expect(canonicalOf(meta)).toEqual([`${site.url}/404`]);
    expect(metaContent(meta, "og:url")).toBe(`${site.url}/404`);
    expect(metaContent(meta, "og:image")).toBe(`${site.url}/og/default.png`);
    expect(graphOf(meta).map((node) => node["@type"])).toEqual(["ProfessionalService"]);
  });

  it("other noindex pages keep their own canonical", () => {
    const meta = seo({ title: "Zoeken", description, path: paths.search, noindex: true });
    expect(metaContent(meta, "robots")).toBe("noindex, nofollow");
    expect(canonicalOf(meta)).toEqual([`${site.url}/zoeken`]);
    expect(metaContent(meta, "og:image")).toBe(`${site.url}/og/default.png`);
  });
});

describe("seo(): rules", () => {
  it("robots strings are exact", () => {
    expect(ROBOTS_INDEX).toBe("index, follow, max-snippet:-1, max-image-preview:large");
    expect(ROBOTS_NOINDEX).toBe("noindex, nofollow");
  });

  it.each([
    ["/", `${site.url}/`],
    ["/diensten", `${site.url}/diensten`],
    ["/diensten/", `${site.url}/diensten`],
    ["/cases/museum-ar?utm_source=x#top", `${site.url}/cases/museum-ar`],
  ])("canonical of %s is %s", (path, expected) => {
    expect(canonicalOf(seo({ title: "T", description, path }))).toEqual([expected]);
  });

  it("does not append the site name twice", () => {
    expect(pageTitle("Over Immersa XR")).toBe("Over Immersa XR");
    expect(pageTitle("Cases")).toBe("Cases | Immersa XR");
    expect(pageTitle("  Cases \n overzicht ")).toBe("Cases overzicht | Immersa XR");
  });

  it("returns a fresh result on every call; mutating one does not leak into the next", () => {
    const input = { title: "Cases", description, path: paths.cases };
    const before = JSON.stringify(seo(input));
    scramble(seo(input));
    expect(JSON.stringify(seo(input))).toBe(before);
    expect(input).toEqual({ title: "Cases", description, path: paths.cases });
  });

  it("rejects an empty title or description and a relative path", () => {
    expect(() => seo({ title: " ", description, path: "/" })).toThrow(/title/);
    expect(() => seo({ title: "T", description: "", path: "/" })).toThrow(/description/);
    expect(() => seo({ title: "T", description, path: "diensten" })).toThrow(/must start/);
  });

  it("adds the Organization only once when a route passes it too", async () => {
    const { organization } = await import("./structured-data");
    const meta = seo({ title: "T", description, path: "/x", structuredData: [organization()] });
    expect(graphOf(meta).filter((node) => node["@type"] === "ProfessionalService")).toHaveLength(1);
  });
});

/** Overwrites every string and empties every array inside `value`, in place. */
function scramble(value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach(scramble);
    value.length = 0;
  } else if (typeof value === "object" && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      scramble(child);
      Reflect.set(value, key, typeof child === "string" ? "X" : child);
    }
  }
}
