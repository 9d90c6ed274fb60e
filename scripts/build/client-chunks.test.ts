import { describe, expect, it } from "vitest";
import { type ChunkGraph, type ChunkModuleInfo, clientChunks } from "./client-chunks";

const app = "/site/app";
const entry = `${app}/entry.client.tsx`;
const route = (name: string) => `${app}/routes/${name}.tsx`;
const loader = `${app}/lib/islands/hydrate-islands.tsx`;
const hero = `${app}/components/ui/hero-video.island.tsx`;
const logos = `${app}/components/ui/logo-marquee.island.tsx`;
const search = `${app}/components/sections/live-search.island.tsx`;
const siteIndex = `${app}/lib/search/site-index.ts`;

/**
 * A module graph given as "module: static importers" (the entry imports the
 * island loader dynamically, the loader every island, the search island the
 * search index).
 */
function graph(
  importersOf: Record<string, string[]>,
  dynamic: Record<string, string[]> = {},
  /** Modules whose own code the bundle drops (re-exporting facades). */
  dropped: readonly string[] = [],
) {
  const dynamicImportersOf: Record<string, string[]> = {
    [loader]: [entry],
    [hero]: [loader],
    [logos]: [loader],
    [search]: [loader],
    [siteIndex]: [search],
    ...dynamic,
  };
  const info = (id: string): ChunkModuleInfo | null => {
    const known = [importersOf, dynamicImportersOf].some(
      (table) => id in table || Object.values(table).flat().includes(id),
    );
    if (!known) return null;
    return {
      importers: importersOf[id] ?? [],
      dynamicImporters: dynamicImportersOf[id] ?? [],
      isIncluded: !dropped.includes(id),
    };
  };
  const chunkGraph: ChunkGraph = { getModuleInfo: info };
  return chunkGraph;
}

const chunkOf = (id: string, importersOf: Record<string, string[]>) =>
  clientChunks(entry)(id, graph(importersOf));

describe("clientChunks", () => {
  it("puts React and React DOM in their own chunk", () => {
    expect(chunkOf("/site/node_modules/react/jsx-runtime.js", {})).toBe("react");
    expect(chunkOf("/site/node_modules/react-dom/client.js", {})).toBe("react");
    expect(chunkOf("/site/node_modules/scheduler/index.js", {})).toBe("react");
  });

  it("puts what only React's modules import with them", () => {
    const react = "/site/node_modules/react/index.js?commonjs-es-import";
    const reactDom = "/site/node_modules/react-dom/client.js?commonjs-es-import";
    const importers = { ["\0commonjsHelpers.js"]: [react, reactDom], [react]: [hero] };
    expect(chunkOf("\0commonjsHelpers.js", importers)).toBe("react");
  });

  it("names an island's chunk after the island, with what only it uses, whatever the routes import", () => {
    const importers = {
      [hero]: [`${app}/components/sections/hero-section.tsx`],
      [`${app}/components/sections/hero-section.tsx`]: [route("home")],
      [`${app}/content/media.ts`]: [hero, `${app}/components/sections/case-card.tsx`],
    };
    expect(chunkOf(hero, importers)).toBe("hero-video");
    expect(chunkOf(`${app}/content/media.ts`, importers)).toBe("hero-video");
  });

  it("puts the entry and what it shares with the islands in the client chunk", () => {
    const importers = {
      [`${app}/lib/islands/markers.ts`]: [entry, loader, `${app}/lib/islands/island.tsx`],
      [`${app}/lib/islands/island.tsx`]: [hero],
      [`${app}/content/paths.ts`]: [entry, search, route("home")],
    };
    expect(chunkOf(entry, importers)).toBe("client");
    expect(chunkOf(`${app}/lib/islands/markers.ts`, importers)).toBe("client");
    expect(chunkOf(`${app}/content/paths.ts`, importers)).toBe("client");
  });

  it("gives the island loader a chunk of its own, which a page without islands never loads", () => {
    const importers = { [`${app}/lib/islands/island-files.ts`]: [loader] };
    expect(chunkOf(loader, importers)).toBe("hydrate-islands");
    expect(chunkOf(`${app}/lib/islands/island-files.ts`, importers)).toBe("hydrate-islands");
  });

  it("puts what several islands share, and the entry does not use, in the islands chunk", () => {
    const importers = {
      [`${app}/lib/islands/island.tsx`]: [hero, logos],
      [`${app}/lib/cx.ts`]: [hero, logos, route("home")],
    };
    expect(chunkOf(`${app}/lib/islands/island.tsx`, importers)).toBe("islands");
    expect(chunkOf(`${app}/lib/cx.ts`, importers)).toBe("islands");
  });

  it("gives what an island imports dynamically a chunk of its own", () => {
    const importers = {
      [siteIndex]: [route("search")],
      [`${app}/content/home-page.ts`]: [siteIndex, route("home")],
    };
    expect(chunkOf(siteIndex, importers)).toBe("site-index");
    expect(chunkOf(`${app}/content/home-page.ts`, importers)).toBe("site-index");
  });

  it("gives a package that only dynamic imports share a chunk of its own, named after it", () => {
    const threeModule = "/site/node_modules/three/build/three.core.js";
    const exporter = "/site/node_modules/three/examples/jsm/exporters/USDZExporter.js";
    const player = `${app}/features/xr-viewers/video-360-viewer.tsx`;
    const modelViewer = `${app}/features/xr-viewers/product-model-viewer.tsx`;
    const island = (name: string) => `${app}/features/xr-viewers/${name}.island.tsx`;
    const dynamic = {
      [island("video-360")]: [entry],
      [island("product-model")]: [entry],
      [player]: [island("video-360")],
      [modelViewer]: [island("product-model")],
    };
    const importers = {
      [threeModule]: [player, modelViewer],
      [exporter]: [modelViewer],
      [`${app}/lib/xr.ts`]: [player, modelViewer],
      [`${app}/lib/cx.ts`]: [player, hero],
    };
    const chunk = (id: string) => clientChunks(entry)(id, graph(importers, dynamic));
    expect(chunk(threeModule)).toBe("three");
    expect(chunk(exporter)).toBe("product-model-viewer");
    expect(chunk(`${app}/lib/xr.ts`)).toBe("lazy-shared");
    // Shared with another island: the islands' shared chunk, as for two islands.
    expect(chunk(`${app}/lib/cx.ts`)).toBe("islands");
    // Shared by an island and what it imports dynamically: with the island.
    const button = `${app}/components/ui/button.tsx`;
    const withIsland = { ...importers, [button]: [island("video-360"), player] };
    expect(clientChunks(entry)(button, graph(withIsland, dynamic))).toBe("video-360");
  });

  it("follows a package's import cycle to the module that loads it, whichever is asked first", () => {
    const viewer = `${app}/features/xr-viewers/product-model-viewer.tsx`;
    const base = "/site/node_modules/viewer-kit/lib/element.js";
    const scene = "/site/node_modules/viewer-kit/lib/scene.js";
    const importers = { [base]: [scene, viewer], [scene]: [base], [viewer]: [] };
    const dynamic = {
      [`${app}/features/xr-viewers/product-model.island.tsx`]: [entry],
      [viewer]: [`${app}/features/xr-viewers/product-model.island.tsx`],
    };
    const chunks = clientChunks(entry);
    const cyclic = graph(importers, dynamic);
    expect(chunks(base, cyclic)).toBe("product-model-viewer");
    expect(chunks(scene, cyclic)).toBe("product-model-viewer");
  });

  it("follows use through a package's facade whose own code the bundle drops", () => {
    const viewer = `${app}/features/xr-viewers/product-model-viewer.tsx`;
    const facade = "/site/node_modules/lit/index.js";
    const element = "/site/node_modules/lit-element/lit-element.js";
    const dynamic = {
      [`${app}/features/xr-viewers/product-model.island.tsx`]: [entry],
      [viewer]: [`${app}/features/xr-viewers/product-model.island.tsx`],
    };
    const importers = { [element]: [facade], [facade]: [viewer], [viewer]: [] };
    const chunk = clientChunks(entry)(element, graph(importers, dynamic, [facade]));
    expect(chunk).toBe("product-model-viewer");
  });

  it("puts what only the route modules use in the pages chunk, which no page loads", () => {
    const importers = {
      [`${app}/components/sections/case-card.tsx`]: [route("home"), route("cases")],
      [route("home")]: [],
    };
    expect(chunkOf(`${app}/components/sections/case-card.tsx`, importers)).toBe("pages");
    expect(chunkOf(route("home"), importers)).toBe("pages");
  });
});
