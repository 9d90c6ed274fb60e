/**
 * Which scripts each page loads, in a real browser, and what is in them
 * (`build/client-modules.json`, written by `scripts/build/client-modules.ts`):
 * the client entry, and on a page with islands React, the island loader and
 * the modules of those islands, and nothing else. No client-side router, no
 * route module, no server-only module, no content loader and no page copy
 * reaches a visitor (only the search index, on demand); a page without
 * islands loads no React.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { ClientModules } from "../../scripts/build/client-modules";
import { cases, faq, legal, pages as copy } from "../../app/content";
import { expect, test } from "./support/fixtures";
import { openHydrated } from "./support/page";
import { pages, paths } from "./support/site";

const modules: ClientModules = JSON.parse(
  readFileSync(path.resolve("build", "client-modules.json"), "utf8"),
);

/** Where the scripts a page loads may come from; anything else (react-router, zod, server/, node:…) fails. */
const allowed = [
  /^app\/entry\.client\.tsx$/,
  /^app\/(components|content|lib)\//,
  /^commonjsHelpers\.js$/,
  /^node_modules\/react\/(index|jsx-runtime)\.js$/,
  /^node_modules\/react\/cjs\/react(-jsx-runtime)?\.production\.js$/,
  /^node_modules\/react-dom\/(index|client)\.js$/,
  /^node_modules\/react-dom\/cjs\/react-dom(-client)?\.production\.js$/,
  /^node_modules\/scheduler\/(index\.js|cjs\/scheduler\.production\.js)$/,
  // Vite's loader for a dynamic import's dependencies (the islands, the search index).
  /^vite\/preload-helper\.js$/,
  // Icons only: their factory is app/components/ui/lucide-icon.ts (vite.config.ts).
  /^node_modules\/lucide-react\/dist\/esm\/icons\/[a-z0-9-]+\.mjs$/,
];

/** App modules that only the build and the server run. */
const serverOnly = [
  /^app\/entry\.server\.tsx$/,
  /^app\/content\/(load|markdown|media-manifest|problems)\.ts$/,
  /^app\/lib\/prerender\.ts$/,
  /^app\/lib\/seo\//,
  /\.server\.tsx?$/,
  /\.test\.tsx?$/,
];

/** Opens a page, waits for its islands, and returns the source modules of every script it loaded. */
async function loadedModules(page: Page, pagePath: string): Promise<string[]> {
  const files: string[] = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) files.push(pathname.slice(1));
  });
  await openHydrated(page, pagePath);
  const unknown = files.filter((file) => !(file in modules));
  expect(unknown, "every script is one the client build made").toEqual([]);
  return [...new Set(files.flatMap((file) => modules[file] ?? []))].sort();
}

const islandsOnPage = (page: Page) =>
  page
    .locator("[data-island]")
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("data-island")));

test.describe("client scripts", () => {
  for (const { path: pagePath, status } of pages) {
    test(`${pagePath} loads the entry, and React only with its own islands, nothing else`, async ({
      page,
      problems,
    }) => {
      if (status !== 200) problems.allowHttpError(pagePath, status);
      const loaded = await loadedModules(page, pagePath);
      expect(loaded).toContain("app/entry.client.tsx");
      expect(loaded.filter((id) => !allowed.some((pattern) => pattern.test(id)))).toEqual([]);
      expect(loaded.filter((id) => serverOnly.some((pattern) => pattern.test(id)))).toEqual([]);

      const islands = [...new Set(await islandsOnPage(page))].sort();
      const react = ["node_modules/react-dom/client.js", "app/lib/islands/hydrate-islands.tsx"];
      if (islands.length > 0) for (const id of react) expect(loaded).toContain(id);
      else for (const id of react) expect(loaded).not.toContain(id);
      const islandModules = loaded
        .filter((id) => id.endsWith(".island.tsx"))
        .map((id) => path.basename(id, ".island.tsx"))
        .sort();
      expect(islandModules, "the islands' modules, and only those").toEqual(islands);
    });
  }

  test("a page without islands loads the entry alone: no React, no island loader", async ({
    page,
  }) => {
    const loaded = await loadedModules(page, paths.privacy);
    expect(await islandsOnPage(page)).toEqual([]);
    expect(loaded.filter((id) => id.startsWith("node_modules/react"))).toEqual([]);
    expect(loaded).not.toContain("app/lib/islands/hydrate-islands.tsx");
    expect(loaded).toContain("app/lib/enhancements/nav-popovers.ts");
  });

  test("no page's scripts carry the site's copy: only the search index does, on demand", async ({
    page,
  }) => {
    const scripts = new Map<string, string>();
    page.on("response", async (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith("/assets/") && pathname.endsWith(".js"))
        scripts.set(pathname.slice(1), await response.text());
    });
    const probes = copyProbes([cases, faq, legal, copy]);
    expect(probes.length).toBeGreaterThan(50);
    for (const pagePath of [
      paths.home,
      paths.contact,
      paths.privacy,
      `${paths.cases}/${cases[0]?.id}`,
    ]) {
      await openHydrated(page, pagePath);
      for (const [file, text] of scripts) {
        expect(
          probes.filter((probe) => text.includes(probe)),
          `${pagePath}: ${file}`,
        ).toEqual([]);
      }
    }

    const searchIndex = Object.keys(modules).find((file) =>
      modules[file]?.includes("app/lib/search/site-index.ts"),
    );
    expect(searchIndex && scripts.has(searchIndex), "the search index waits for a search").toBe(
      false,
    );
    const response = await page.request.get(`/${searchIndex}`);
    const indexText = await response.text();
    const descriptions = copyProbes(cases.map((item) => item.description));
    expect(descriptions.filter((probe) => indexText.includes(probe))).toEqual(descriptions);
  });
});

/** Runs of plain text from every string in `value`, as a minified script would carry them verbatim. */
function copyProbes(value: unknown): string[] {
  if (typeof value === "string")
    return value.match(/[A-Za-z][A-Za-z ,.]{38,}[A-Za-z]/g)?.slice(0, 1) ?? [];
  if (Array.isArray(value)) return value.flatMap(copyProbes);
  if (value && typeof value === "object") return Object.values(value).flatMap(copyProbes);
  return [];
}
