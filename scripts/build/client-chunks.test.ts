import { describe, expect, it } from "vitest";
import { type ChunkGraph, type ChunkModuleInfo, clientChunks, routeFiles } from "./client-chunks";

const app = "/site/app";
const routes = [
  "routes/home.tsx",
  "routes/cases.tsx",
  "routes/contact.tsx",
  "routes/privacy.tsx",
  "routes/terms.tsx",
  "routes/search.tsx",
];
const lucide = "/site/node_modules/lucide-react/dist/esm";
const route = (file: string) => `${app}/${file}`;

/** A module graph given as "module: importers", plus the lucide index's re-exports. */
function graph(importersOf: Record<string, string[]>, imports: Record<string, string[]> = {}) {
  const info = (id: string): ChunkModuleInfo | null => {
    if (id === `${lucide}/lucide-react.mjs`) {
      return {
        importers: Object.keys(imports),
        isIncluded: false,
        exportedBindings: { "./icons/play.mjs": ["Play", "PlayIcon"], "./icons/x.mjs": ["X"] },
      };
    }
    if (!(id in importersOf) && !Object.values(importersOf).flat().includes(id)) return null;
    const names = imports[id] ?? [];
    return {
      importers: importersOf[id] ?? [],
      isIncluded: true,
      ast: {
        body: [
          {
            type: "ImportDeclaration",
            source: { value: "lucide-react" },
            specifiers: names.map((name) => ({ imported: { name } })),
          },
        ],
      },
    };
  };
  const chunkGraph: ChunkGraph = { getModuleInfo: info };
  return chunkGraph;
}

const chunkOf = (
  id: string,
  importersOf: Record<string, string[]>,
  imports?: Record<string, string[]>,
) =>
  clientChunks({
    appDirectory: app,
    routes,
    homeRoute: "routes/home.tsx",
  })(id, graph(importersOf, imports));

describe("clientChunks", () => {
  it("puts React and React DOM in their own chunk, React Router with the root route", () => {
    expect(chunkOf("/site/node_modules/react/jsx-runtime.js", {})).toBe("react");
    expect(chunkOf("/site/node_modules/react-dom/client.js", {})).toBe("react");
    expect(chunkOf("/site/node_modules/scheduler/index.js", {})).toBe("react");
    expect(chunkOf("\0commonjsHelpers.js", {})).toBe("react");
    expect(chunkOf("/site/node_modules/react-router/dist/production/index.mjs", {})).toBe("root");
  });

  it("names a route's chunk after its file", () => {
    expect(chunkOf(`${route("routes/cases.tsx")}?__react-router-build-client-route`, {})).toBe(
      "cases",
    );
    expect(chunkOf(`${route("root.tsx")}?__react-router-build-client-route`, {})).toBe("root");
  });

  it("keeps what one page uses in that page's chunk, also when the search index imports it", () => {
    const index = `${app}/lib/search/site-index.ts`;
    const importers = {
      // The search page imports the index dynamically: the index has no static importer.
      [index]: [],
      [`${app}/content/home-page.ts`]: [route("routes/home.tsx"), index],
      [`${app}/lib/search/search.ts`]: [route("routes/search.tsx")],
      [`${app}/components/contact-form.tsx`]: [route("routes/contact.tsx")],
    };
    expect(chunkOf(`${app}/content/home-page.ts`, importers)).toBe("home");
    expect(chunkOf(`${app}/lib/search/search.ts`, importers)).toBe("search");
    expect(chunkOf(`${app}/components/contact-form.tsx`, importers)).toBe("contact");
    // Left to Rollup, which gives the dynamically imported index a chunk of its own.
    expect(chunkOf(index, importers)).toBeUndefined();
  });

  it("puts the layout's modules and what every page uses with the root route", () => {
    const importers = {
      [`${app}/components/footer.tsx`]: [route("root.tsx")],
      [`${app}/content/site.ts`]: [`${app}/components/footer.tsx`, route("routes/contact.tsx")],
      [`${app}/lib/seo.ts`]: routes.map(route),
    };
    expect(chunkOf(`${app}/content/site.ts`, importers)).toBe("root");
    expect(chunkOf(`${app}/lib/seo.ts`, importers)).toBe("root");
  });

  it("groups what the home page shares, what most other pages share and the rest by page set", () => {
    const importers = {
      [`${app}/content/cases.ts`]: [route("routes/home.tsx"), route("routes/cases.tsx")],
      [`${app}/components/page-banner.tsx`]: [
        route("routes/cases.tsx"),
        route("routes/contact.tsx"),
        route("routes/privacy.tsx"),
        route("routes/search.tsx"),
      ],
      [`${app}/content/legal.ts`]: [route("routes/privacy.tsx"), route("routes/terms.tsx")],
    };
    expect(chunkOf(`${app}/content/cases.ts`, importers)).toBe("home-shared");
    expect(chunkOf(`${app}/components/page-banner.tsx`, importers)).toBe("pages-shared");
    expect(chunkOf(`${app}/content/legal.ts`, importers)).toBe("privacy~terms");
  });

  it("follows a named import through a package's index to the one icon it reaches", () => {
    const importers = {
      [`${lucide}/icons/play.mjs`]: [`${lucide}/lucide-react.mjs`],
      [`${lucide}/icons/x.mjs`]: [`${lucide}/lucide-react.mjs`],
      [`${app}/components/hero.tsx`]: [route("routes/home.tsx")],
      [`${app}/components/menu.tsx`]: [route("routes/contact.tsx")],
    };
    const imports = {
      [`${app}/components/hero.tsx`]: ["Play"],
      [`${app}/components/menu.tsx`]: ["X"],
    };
    expect(chunkOf(`${lucide}/icons/play.mjs`, importers, imports)).toBe("home");
    expect(chunkOf(`${lucide}/icons/x.mjs`, importers, imports)).toBe("contact");
  });

  it("refuses a home route that is not in the route table", () => {
    expect(() =>
      clientChunks({ appDirectory: app, routes, homeRoute: "routes/index.tsx" }),
    ).toThrow("routes/index.tsx is not in the route table");
  });
});

describe("routeFiles", () => {
  it("lists every route file of the table, nested ones too", () => {
    expect(
      routeFiles([
        { file: "routes/a.tsx", children: [{ file: "routes/b.tsx" }] },
        { file: "c.tsx" },
      ]),
    ).toEqual(["routes/a.tsx", "routes/b.tsx", "c.tsx"]);
  });
});
