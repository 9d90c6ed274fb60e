/**
 * What the built client scripts contain (`build/client-modules.json`, written
 * by `scripts/build/client-modules.ts`) and which of them each page loads
 * (React Router's route manifest): only browser code from known packages, no
 * server-only module, no validation library, and no other route's page.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { ClientModules } from "../../scripts/build/client-modules";

const buildDirectory = path.resolve("build");
const modules: ClientModules = JSON.parse(
  readFileSync(path.join(buildDirectory, "client-modules.json"), "utf8"),
);

/** Where client code may come from; anything else (zod, server/, node:…) fails. */
const allowed = [
  /^app\/(components|content|lib|routes)\//,
  /^app\/root\.tsx$/,
  /^app\/app\.css\?url$/,
  /^commonjsHelpers\.js$/,
  /^node_modules\/react\/(index|jsx-runtime)\.js$/,
  /^node_modules\/react\/cjs\/react(-jsx-runtime)?\.production\.js$/,
  /^node_modules\/react-dom\/(index|client)\.js$/,
  /^node_modules\/react-dom\/cjs\/react-dom(-client)?\.production\.js$/,
  /^node_modules\/scheduler\/(index\.js|cjs\/scheduler\.production\.js)$/,
  // The production build only (vite.config.ts); the development build keeps its warnings.
  /^node_modules\/react-router\/dist\/production\//,
  /^node_modules\/@react-router\/dev\/dist\/config\/defaults\/entry\.client\.tsx$/,
  // Vite's loader for a dynamic import's dependencies: the site search fetches its index so.
  /^vite\/preload-helper\.js$/,
  // Icons only: their factory is app/components/ui/lucide-icon.ts (vite.config.ts).
  /^node_modules\/lucide-react\/dist\/esm\/icons\/[a-z0-9-]+\.mjs$/,
];

/** App modules that only the build and the server run. */
const serverOnly = [
  /^app\/entry\.server\.tsx$/,
  /^app\/content\/validate\.ts$/,
  /^app\/lib\/prerender\.ts$/,
  /\.test\.tsx?$/,
];

interface ManifestRoute {
  path?: string;
  module: string;
  imports?: string[];
}

function readManifest(): { entry: ManifestRoute; routes: Record<string, ManifestRoute> } {
  const assets = path.join(buildDirectory, "client", "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("no route manifest in build/client/assets");
  const source = readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(source.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""));
}

/** The app modules in the scripts a route loads: the entry, the root route and the route. */
function modulesOf(route: ManifestRoute, manifest: ReturnType<typeof readManifest>): string[] {
  const root = manifest.routes.root;
  const scripts = [manifest.entry, ...(root ? [root] : []), route].flatMap((item) => [
    item.module,
    ...(item.imports ?? []),
  ]);
  return [...new Set(scripts)].flatMap((url) => modules[url.replace(/^\//, "")] ?? []);
}

test.describe("client scripts", () => {
  test("hold only browser code from known packages", () => {
    const files = Object.keys(modules);
    expect(files.length).toBeGreaterThan(3);
    const unexpected = Object.entries(modules).flatMap(([file, ids]) =>
      ids
        .filter((id) => !allowed.some((pattern) => pattern.test(id)))
        .map((id) => `${file}: ${id}`),
    );
    expect(unexpected).toEqual([]);
  });

  test("hold no server-only app module", () => {
    const found = Object.entries(modules).flatMap(([file, ids]) =>
      ids
        .filter((id) => serverOnly.some((pattern) => pattern.test(id)))
        .map((id) => `${file}: ${id}`),
    );
    expect(found).toEqual([]);
  });

  test("every page loads its own route module and no other route's", () => {
    const manifest = readManifest();
    const routeModules = Object.keys(manifest.routes).map((id) => `app/${id}.tsx`);
    expect(routeModules).toContain("app/routes/home.tsx");
    for (const [id, route] of Object.entries(manifest.routes)) {
      if (id === "root") continue;
      const loaded = modulesOf(route, manifest).filter((module) => routeModules.includes(module));
      expect(loaded.sort(), id).toEqual([`app/${id}.tsx`, "app/root.tsx"].sort());
    }
  });

  test("the home page loads no case page text, service details or other pages' copy", () => {
    const manifest = readManifest();
    const home = manifest.routes["routes/home"];
    if (!home) throw new Error("no home route in the manifest");
    const loaded = modulesOf(home, manifest);
    for (const module of [
      "app/content/case-stories.ts",
      "app/content/service-details.ts",
      "app/content/legal.ts",
      "app/content/contact-page.ts",
      "app/content/vr-page.ts",
      "app/components/sections/tile-grid-section.tsx",
    ]) {
      expect(loaded, module).not.toContain(module);
    }
    expect(loaded).toContain("app/content/home-page.ts");
  });
});
