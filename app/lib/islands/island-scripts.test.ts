import type { Manifest } from "vite";
import { describe, expect, it } from "vitest";
import {
  type ClientAssets,
  clientAssetsFrom,
  islandNamesIn,
  withIslandScripts,
} from "./island-scripts";

/** The shape of Vite's client manifest for the site (trimmed to what matters). */
const manifest: Manifest = {
  "app/entry.client.tsx": {
    file: "assets/entry.client-1.js",
    src: "app/entry.client.tsx",
    isEntry: true,
    dynamicImports: ["app/lib/islands/hydrate-islands.tsx"],
  },
  "app/lib/islands/hydrate-islands.tsx": {
    file: "assets/hydrate-islands-7.js",
    src: "app/lib/islands/hydrate-islands.tsx",
    name: "hydrate-islands",
    isDynamicEntry: true,
    imports: ["_react-2.js", "app/entry.client.tsx"],
    dynamicImports: ["_hero-video-3.js", "app/components/ui/logo-marquee.island.tsx"],
  },
  "_react-2.js": { file: "assets/react-2.js" },
  "_hero-video-3.js": {
    file: "assets/hero-video-3.js",
    name: "hero-video",
    isDynamicEntry: true,
    imports: ["_react-2.js", "app/entry.client.tsx", "_media-4.js"],
  },
  "_media-4.js": { file: "assets/media-4.js", imports: ["_react-2.js"] },
  "app/components/ui/logo-marquee.island.tsx": {
    file: "assets/logo-marquee-5.js",
    src: "app/components/ui/logo-marquee.island.tsx",
    name: "logo-marquee",
    isDynamicEntry: true,
    imports: ["_react-2.js", "app/entry.client.tsx"],
  },
  "app/routes/home.tsx": { file: "assets/home-6.js", isEntry: true, imports: ["_react-2.js"] },
};

const assets: ClientAssets = clientAssetsFrom(manifest);

const island = (name: string) =>
  `<div class="contents" data-island="${name}" data-island-props="{}"></div>`;
const page = `<!DOCTYPE html><html lang="nl"><head></head><body><main>${island("hero-video")}Hallo${island("logo-marquee")}${island("hero-video")}</main></body></html>`;

describe("clientAssetsFrom", () => {
  it("lists the entry, the loader after React, and each island after what it adds to both", () => {
    expect(assets).toEqual({
      entry: ["/assets/entry.client-1.js"],
      loader: ["/assets/react-2.js", "/assets/hydrate-islands-7.js"],
      islands: {
        "hero-video": ["/assets/media-4.js", "/assets/hero-video-3.js"],
        "logo-marquee": ["/assets/logo-marquee-5.js"],
      },
    });
  });

  it("leaves out what the entry does not import (the route modules)", () => {
    expect(JSON.stringify(assets)).not.toContain("home-6");
  });

  it("says which manifest entry is missing or unnamed", () => {
    const withoutMedia = Object.fromEntries(
      Object.entries(manifest).filter(([key]) => key !== "_media-4.js"),
    );
    expect(() => clientAssetsFrom(withoutMedia)).toThrow(/no entry "_media-4.js"/);
    const unnamed = { ...manifest, "_hero-video-3.js": { file: "assets/hero-video-3.js" } };
    expect(() => clientAssetsFrom(unnamed)).toThrow(/names no chunk for "_hero-video-3.js"/);
  });
});

const BOOTSTRAP = "/* de bootstrap */";

/** The JSON the page carries for the bootstrap, and the bootstrap's code. */
function pageScriptsOf(html: string) {
  const match =
    /<script type="application\/json" id="page-scripts">([^<]*)<\/script><script type="module">([^<]*)<\/script>/.exec(
      html,
    );
  if (!match) throw new Error("no page scripts");
  const scripts: unknown = JSON.parse(match[1] ?? "");
  return { scripts, bootstrap: match[2] };
}

describe("withIslandScripts", () => {
  const html = withIslandScripts(page, assets, BOOTSTRAP);

  it("finds each island on the page once, in order", () => {
    expect(islandNamesIn(page)).toEqual(["hero-video", "logo-marquee"]);
  });

  it("adds the file list and the bootstrap at the end of the body and leaves the page as it was", () => {
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
    expect(html.replace(/<script[\s\S]*<\/script>/, "")).toBe(page);
    expect(pageScriptsOf(html).bootstrap).toBe(BOOTSTRAP);
  });

  it("lists every file the page needs, and React and the entry to evaluate in turn", () => {
    expect(pageScriptsOf(html).scripts).toEqual({
      preload: [
        "/assets/entry.client-1.js",
        "/assets/react-2.js",
        "/assets/hydrate-islands-7.js",
        "/assets/media-4.js",
        "/assets/hero-video-3.js",
        "/assets/logo-marquee-5.js",
      ],
      // The entry imports the loader, and the loader the islands.
      evaluate: ["/assets/react-2.js", "/assets/entry.client-1.js"],
    });
  });

  it("loads only the entry, and no React, on a page without islands", () => {
    const bare = withIslandScripts("<html><body>Hallo</body></html>", assets, BOOTSTRAP);
    expect(pageScriptsOf(bare).scripts).toEqual({
      preload: ["/assets/entry.client-1.js"],
      evaluate: ["/assets/entry.client-1.js"],
    });
  });

  it("writes no `<` into the JSON", () => {
    const odd: ClientAssets = { ...assets, entry: ["/assets/</script>.js"] };
    const written = withIslandScripts("<html><body></body></html>", odd, BOOTSTRAP);
    expect(pageScriptsOf(written).scripts).toMatchObject({ preload: ["/assets/</script>.js"] });
  });

  it("refuses a page with an island the build lacks, or without a body", () => {
    expect(() => withIslandScripts(island("kaart"), assets, BOOTSTRAP)).toThrow(
      'The page has an island "kaart" that the client build lacks.',
    );
    expect(() => withIslandScripts("<p>Hallo</p>", assets, BOOTSTRAP)).toThrow(/no <\/body>/);
  });
});
