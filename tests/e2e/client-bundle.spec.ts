/**
 * What the scripts carry, in a real browser (`build/client-modules.json`,
 * written by `scripts/build/client-modules.ts`): a page without islands loads
 * the entry alone, and no page copy reaches a visitor's scripts (only the
 * search index, on demand). That every route loads the client entry, and
 * React, the island loader and its own islands' modules only where it has
 * islands, nothing else, is checked by the route audit (`route-audit.spec.ts`).
 */
import type { Page, Response } from "@playwright/test";
import { cases, faq, legal, pages as copy } from "./support/content";
import { expect, test } from "./support/fixtures";
import { openHydrated } from "./support/page";
import { clientModules } from "./support/page-audit";
import { paths } from "./support/spec-pages";

const modules = clientModules("main");

/** The client build's script files the page fetches from now on (`assets/….js`), with their responses. */
function scriptResponses(page: Page): Map<string, Response> {
  const scripts = new Map<string, Response>();
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith("/assets/") && pathname.endsWith(".js"))
      scripts.set(pathname.slice(1), response);
  });
  return scripts;
}

/** Opens a page, waits for its islands, and returns the source modules of every script it loaded. */
async function loadedModules(page: Page, pagePath: string): Promise<string[]> {
  const scripts = scriptResponses(page);
  await openHydrated(page, pagePath);
  const files = [...scripts.keys()];
  const unknown = files.filter((file) => !(file in modules));
  expect(unknown, "every script is one the client build made").toEqual([]);
  return [...new Set(files.flatMap((file) => modules[file] ?? []))].sort();
}

const islandsOnPage = (page: Page) =>
  page
    .locator("[data-island]")
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("data-island")));

test.describe("client scripts", () => {
  test("a page without islands loads the entry alone: no React, no island loader", async ({
    page,
  }) => {
    const loaded = await loadedModules(page, paths.privacy);
    expect(await islandsOnPage(page)).toEqual([]);
    expect(loaded.filter((id) => id.startsWith("node_modules/react"))).toEqual([]);
    expect(loaded).not.toContain("app/lib/islands/hydrate-islands.tsx");
    expect(loaded).toContain("app/lib/enhancements/header-scroll.ts");
  });

  test("no page's scripts carry the site's copy: only the search index does, on demand", async ({
    page,
  }) => {
    // The files each page loads, read again once it has loaded: a response's own
    // body is gone once the page that asked for it navigates away.
    const loadedScripts = scriptResponses(page);
    const scripts = new Map<string, string>();
    const probes = copyProbes([cases, faq, legal, copy]);
    expect(probes.length).toBeGreaterThan(50);
    for (const pagePath of [
      paths.home,
      paths.contact,
      paths.privacy,
      `${paths.cases}/${cases[0]?.id}`,
    ]) {
      await openHydrated(page, pagePath);
      for (const file of loadedScripts.keys()) {
        if (!scripts.has(file))
          scripts.set(file, await (await page.request.get(`/${file}`)).text());
      }
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

  test("React's file asks the browser to compile it whole as it loads; the home page's other scripts do not", async ({
    page,
  }) => {
    const scripts = scriptResponses(page);
    await openHydrated(page, paths.home);
    const hinted: string[] = [];
    for (const [file, response] of scripts) {
      if ((await response.text()).startsWith("//# allFunctionsCalledOnLoad\n")) hinted.push(file);
    }
    const react = [...scripts.keys()].filter((file) =>
      modules[file]?.some((id) => id.startsWith("node_modules/react-dom/")),
    );
    expect(react).toHaveLength(1);
    expect(hinted).toEqual(react);
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
