// @vitest-environment jsdom
/**
 * Every island, as the server renders it inside a page, hydrates in the
 * browser from its own file and the props in the HTML, without a mismatch
 * (React's development build warns of every text and attribute that differs).
 */
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../../../tests/support/match-media";
import { cases, clients, pages, site, ui } from "~/content";
import { search } from "~/lib/search/search";
import { siteIndex } from "~/lib/search/site-index";
import type { Island } from "./island";
import { islandNameOf } from "./island-files";
import { hydrateIslands } from "./hydrate-islands";
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "./markers";

const islandModules = import.meta.glob<Record<string, unknown>>(
  ["../../components/**/*.island.tsx", "../../features/**/*.island.tsx"],
  { eager: true },
);

const isIsland = (value: unknown): value is Island<object> =>
  typeof value === "function" && "islandName" in value;

/** The island wrapper each file exports, by the file's island name. */
const wrappers = new Map(
  Object.entries(islandModules).map(([file, module]) => {
    const found = Object.values(module).filter(isIsland);
    return [islandNameOf(file) ?? file, found] as const;
  }),
);

const [videoCase] = cases.filter((item) => item.media.type === "video");
if (!videoCase || videoCase.media.type !== "video") throw new Error("no case with a video");

/** Each island with the props a page gives it. */
const fixtures: Record<string, object> = {
  "hero-video": {
    video: pages.home.hero.video,
    height: 600,
    labels: { pause: pages.home.hero.pauseLabel, play: pages.home.hero.playLabel },
  },
  "logo-marquee": { logos: clients.logos, labels: ui.logoStrip },
  "autoplay-video": {
    video: videoCase.media.video,
    poster: videoCase.banner,
    label: videoCase.banner.alt,
    labels: ui.video,
  },
  "contact-form": { copy: pages.contact.form, site, honeypotLabel: ui.honeypot },
  "live-search": {
    copy: pages.search,
    titles: {
      empty: "Zoeken | Immersa XR",
      results: pages.search.resultsTitle,
      suffix: " | Immersa XR",
      maxLength: 60,
    },
    initialQuery: "museum",
    initialResults: search(siteIndex, "museum"),
  },
  "video-360": {
    video: pages.video360.demo.video,
    still: pages.video360.demo.still,
    sizes: "100vw",
    instructions: pages.video360.demo.instructions,
    instructionsId: "demo-360-uitleg",
    labels: pages.video360.demo.labels,
    messages: pages.video360.demo.messages,
  },
  "product-model": {
    still: pages.ar.tryIt.still,
    sizes: "100vw",
    model: pages.ar.tryIt.model,
    instructions: pages.ar.tryIt.instructions,
    instructionsId: "probeer-het-zelf-uitleg",
    labels: pages.ar.tryIt.labels,
    messages: pages.ar.tryIt.messages,
    views: pages.ar.tryIt.views,
  },
};

function stubBrowser() {
  stubMatchMedia();
  // jsdom cannot play media.
  vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockReturnValue(undefined);
}

beforeEach(() => {
  stubBrowser();
  window.history.replaceState(null, "", "/zoeken?q=museum");
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
});

describe("island files", () => {
  it("each export one island, named after the file, and a fixture here", () => {
    expect(wrappers.size).toBeGreaterThan(5);
    for (const [name, found] of wrappers) {
      expect(
        found.map((wrapper) => wrapper.islandName),
        name,
      ).toEqual([name]);
      expect(fixtures, name).toHaveProperty([name]);
    }
  });
});

describe("hydrateIslands", () => {
  for (const [name, props] of Object.entries(fixtures)) {
    it(`hydrates ${name} without a mismatch`, async () => {
      const [Wrapper] = wrappers.get(name) ?? [];
      if (!Wrapper) throw new Error(`no island ${name}`);
      const Rendered: ComponentType<object> = Wrapper;
      // Inside a page, after other content: the island must not depend on where it is.
      document.body.innerHTML = renderToString(
        <main>
          <h1>Pagina</h1>
          <section>
            <p>Tekst ervoor</p>
            <Rendered {...props} />
          </section>
        </main>,
      );
      // A browser's parser mutes a media element that has the attribute; jsdom does not.
      for (const media of document.querySelectorAll<HTMLMediaElement>("[muted]")) {
        media.muted = true;
      }
      const element = document.querySelector(`[${ISLAND_ATTRIBUTE}]`);
      expect(element).toHaveAttribute(ISLAND_ATTRIBUTE, name);
      expect(JSON.parse(element?.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "")).toEqual(props);
      const errors = vi.spyOn(console, "error");

      await hydrateIslands();

      expect(document.documentElement).toHaveAttribute(HYDRATED_ATTRIBUTE);
      expect(errors.mock.calls).toEqual([]);
      expect(
        element && Object.keys(element).some((key) => key.startsWith("__reactContainer$")),
      ).toBe(true);
    });
  }

  it("says which island has no module, and still marks the page", async () => {
    document.body.innerHTML = `<div ${ISLAND_ATTRIBUTE}="kaart" ${ISLAND_PROPS_ATTRIBUTE}="{}"></div>`;
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await hydrateIslands();
    expect(errors).toHaveBeenCalledWith(
      new Error('No module for island "kaart" (a file kaart.island.tsx).'),
    );
    expect(document.documentElement).toHaveAttribute(HYDRATED_ATTRIBUTE);
  });

  it("refuses an island inside another island", async () => {
    document.body.innerHTML = `<div ${ISLAND_ATTRIBUTE}="kaart"><div ${ISLAND_ATTRIBUTE}="hero-video"></div></div>`;
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await hydrateIslands();
    expect(errors).toHaveBeenCalledWith(
      new Error('Island "hero-video" is inside another island; islands do not nest.'),
    );
  });
});
