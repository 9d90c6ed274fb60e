import { describe, expect, it } from "vitest";
import {
  capQuery,
  markTerms,
  MAX_QUERY_LENGTH,
  queryTerms,
  search,
  type SearchEntry,
  searchTitle,
  snippet,
} from "./search";

const index: SearchEntry[] = [
  {
    kind: "page",
    title: "Augmented reality",
    text: "Een AR-app voor musea.",
    path: "/ar",
    weight: 2,
  },
  { kind: "page", title: "Virtual reality", text: "VR-training op maat.", path: "/vr", weight: 2 },
];

describe("capQuery", () => {
  it("keeps the first characters, never half of one", () => {
    expect(capQuery("museum")).toBe("museum");
    expect([...capQuery("👋".repeat(500))]).toHaveLength(MAX_QUERY_LENGTH);
    expect(capQuery(`${"a".repeat(MAX_QUERY_LENGTH - 1)}👋b`)).toBe(`${"a".repeat(99)}👋`);
  });
});

describe("searchTitle", () => {
  const titles = {
    empty: "Zoeken | Immersa XR",
    results: "Zoekresultaten voor “{query}”",
    suffix: " | Immersa XR",
    maxLength: 60,
  };

  it("is the page's own title without a query, and names the query with one", () => {
    expect(searchTitle(titles, "  ")).toBe("Zoeken | Immersa XR");
    expect(searchTitle(titles, " vr ")).toBe("Zoekresultaten voor “vr” | Immersa XR");
  });

  it("cuts a long query with an ellipsis so the whole title keeps to the maximum", () => {
    const title = searchTitle(titles, "training voor medewerkers in de zorg en de industrie");
    expect(title).toBe("Zoekresultaten voor “training voor medewerker…” | Immersa XR");
    expect([...title].length).toBeLessThanOrEqual(60);
  });
});

describe("search", () => {
  it("searches only the first characters of a long query", () => {
    expect(search(index, `augm ${"x".repeat(10_000)}`)).toEqual([]);
    expect(search(index, `augm ${" ".repeat(10_000)}zzz`).map((hit) => hit.path)).toEqual(["/ar"]);
  });

  it("searches only the first eight distinct terms", () => {
    const eight = "augm reality reality een ar app voor musea augmented";
    expect(search(index, `${eight} nergens`).map((hit) => hit.path)).toEqual(["/ar"]);
    expect(search(index, "augm nergens")).toEqual([]);
  });
});

const long =
  "Medewerkers van Noordlicht Zorggroep begeleiden jongeren die soms plotseling boos of ontredderd reageren. " +
  "Wie daar onvoorbereid in stapt, raakt snel zelf gespannen, met verzuim en verloop als gevolg. Rollenspellen " +
  "met acteurs hielpen, maar waren duur, lastig in te plannen naast wisselende diensten en niet eindeloos te herhalen.";

describe("snippet", () => {
  const words = new Set(long.split(/\s+/).map((word) => word.replace(/[.,]$/, "")));

  it("cuts between words around a match in the middle, with an ellipsis on each cut side", () => {
    const text = snippet(long, "verzuim");
    expect(text).toMatch(/^….*verzuim.*…$/);
    const inner = text
      .slice(1, -1)
      .split(/\s+/)
      .map((word) => word.replace(/[.,]$/, ""));
    expect(words.has(inner[0] ?? "")).toBe(true);
    expect(words.has(inner.at(-1) ?? "")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(180);
  });

  it("keeps a short text whole", () => {
    expect(snippet("Een AR-app voor musea.", "musea")).toBe("Een AR-app voor musea.");
  });

  it("starts at the beginning when the match is near it", () => {
    expect(snippet(long, "noordlicht")).toMatch(/^Medewerkers van Noordlicht/);
  });
});

describe("short terms", () => {
  const entries: SearchEntry[] = [
    { kind: "page", title: "Contact", text: "Een vrijblijvend gesprek.", path: "/c", weight: 1 },
    { kind: "service", title: "Ervaringen", text: "Een VR-training.", path: "/vr", weight: 4 },
    { kind: "page", title: "Voorwaarden", text: "Artikel 1: AR en VR.", path: "/v", weight: 0 },
  ];

  it("match whole words only, where a longer term also matches inside one", () => {
    expect(search(entries, "vr").map((hit) => hit.path)).toEqual(["/vr", "/v"]);
    expect(search(entries, "ar").map((hit) => hit.path)).toEqual(["/v"]);
    expect(search(entries, "vrij").map((hit) => hit.path)).toEqual(["/c"]);
    expect(search(entries, "training").map((hit) => hit.path)).toEqual(["/vr"]);
  });

  it("are marked only where they match", () => {
    expect(markTerms("Vrijblijvend over VR.", queryTerms("vr"))).toEqual([
      { text: "Vrijblijvend over ", marked: false },
      { text: "VR", marked: true },
      { text: ".", marked: false },
    ]);
  });
});

describe("markTerms", () => {
  it("marks every match, ignoring case and diacritics, in the original text", () => {
    expect(
      markTerms("Geïnteresseerd in VR? Bekijk onze VR-training.", queryTerms("vr geinteresseerd")),
    ).toEqual([
      { text: "Geïnteresseerd", marked: true },
      { text: " in ", marked: false },
      { text: "VR", marked: true },
      { text: "? Bekijk onze ", marked: false },
      { text: "VR", marked: true },
      { text: "-training.", marked: false },
    ]);
  });
});

describe("ranking", () => {
  it("puts a service or case above the privacy statement for the same match", () => {
    const entries: SearchEntry[] = [
      {
        kind: "page",
        title: "Privacyverklaring",
        text: "Wij gebruiken VR-gegevens niet.",
        path: "/p",
        weight: 0,
      },
      {
        kind: "case",
        title: "Training",
        meta: "Klant, Training, 2024",
        text: "Een VR-training.",
        path: "/c",
        weight: 3,
      },
      { kind: "service", title: "Ervaringen", text: "VR voor teams.", path: "/s", weight: 4 },
    ];
    expect(search(entries, "vr").map((hit) => hit.path)).toEqual(["/s", "/c", "/p"]);
  });

  it("finds a case by its client, shown apart from the snippet", () => {
    const entries: SearchEntry[] = [
      {
        kind: "case",
        title: "Museum-app",
        meta: "Lumen Museum, Marketing, 2024",
        text: "Een AR-app.",
        path: "/c",
        weight: 3,
      },
    ];
    expect(search(entries, "lumen")).toEqual([
      {
        kind: "case",
        title: "Museum-app",
        meta: "Lumen Museum, Marketing, 2024",
        path: "/c",
        snippet: "Een AR-app.",
      },
    ]);
  });
});
