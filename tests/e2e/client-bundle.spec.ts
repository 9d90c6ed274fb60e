/**
 * Which scripts each page loads, in a real browser, and what is in them
 * (`build/client-modules.json`, written by `scripts/build/client-modules.ts`):
 * the client entry, and on a page with islands React, the island loader and
 * the modules of those islands, and nothing else. No client-side router, no
 * route module, no server-only module, no validation library and no other
 * page's copy reaches a visitor; a page without islands loads no React.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { ClientModules } from "../../scripts/build/client-modules";
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
  /^app\/content\/validate\.ts$/,
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

  test("the home page loads no case page text, service details or other pages' copy", async ({
    page,
  }) => {
    const loaded = await loadedModules(page, paths.home);
    for (const module of [
      "app/content/case-stories.ts",
      "app/content/service-details.ts",
      "app/content/legal.ts",
      "app/content/contact-page.ts",
      "app/content/vr-page.ts",
      "app/content/home-page.ts",
      "app/components/sections/tile-grid-section.tsx",
      "app/components/sections/contact-form.island.tsx",
    ]) {
      expect(loaded, module).not.toContain(module);
    }
  });
});
