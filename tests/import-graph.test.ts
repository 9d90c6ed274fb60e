/**
 * The import graph of the whole tree, read by madge from the sources (type
 * imports included): imports run one way. No module imports itself through
 * others, the folders keep the contracts their READMEs state, the app's
 * layers are imported only downwards, Node-only and browser-only code keep
 * apart, and the code of each worker thread stays apart from the code that
 * talks to it from the main thread.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import madge from "madge";
import { beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

let graph: Record<string, string[]>;
/** The same without imports of types only: what a module loads when it runs. */
let runtimeGraph: Record<string, string[]>;
let circles: string[][];

/** madge over the whole tree; `skipTypeImports` leaves out what only types use (nothing runs). */
const graphOf = async (skipTypeImports: boolean) =>
  madge(["admin", "app", "server", "scripts", "tests"], {
    baseDir: root,
    fileExtensions: ["ts", "tsx"],
    tsConfig: path.join(root, "tsconfig.json"),
    // React Router's generated route types import the route modules they describe.
    excludeRegExp: [/^\.react-router\//],
    detectiveOptions: { ts: { skipTypeImports }, tsx: { skipTypeImports } },
  });

beforeAll(async () => {
  const [result, runtime] = await Promise.all([graphOf(false), graphOf(true)]);
  graph = result.obj();
  runtimeGraph = runtime.obj();
  circles = result.circular();
}, 60_000);

/** Every module `start` imports, directly or through others, itself included. */
function reachedFrom(start: string, imports = graph): string[] {
  const seen = new Set<string>();
  const next = [start];
  for (let module = next.pop(); module !== undefined; module = next.pop()) {
    if (seen.has(module)) continue;
    seen.add(module);
    next.push(...(imports[module] ?? []));
  }
  return [...seen].sort();
}

const isTest = (module: string) => /\.(test|spec)\.tsx?$/.test(module);

/**
 * The app's layers, lowest first: a module may import from its own layer and
 * the ones below it, never from one above. (The island loader in `lib/islands/`
 * finds the islands of `components/` and `features/` by their file names, a
 * glob import madge does not see: it names files, not code it calls.)
 */
const appLayers: { name: string; holds: (module: string) => boolean }[] = [
  { name: "content", holds: (module) => module.startsWith("app/content/") },
  { name: "lib", holds: (module) => module.startsWith("app/lib/") },
  { name: "components/ui", holds: (module) => module.startsWith("app/components/ui/") },
  { name: "features", holds: (module) => module.startsWith("app/features/") },
  {
    name: "components/layout and sections",
    holds: (module) => /^app\/components\/(layout|sections)\//.test(module),
  },
  { name: "components/pages", holds: (module) => module.startsWith("app/components/pages/") },
  { name: "routes and entries", holds: (module) => /^app\/(routes\/)?[^/]+$/.test(module) },
];

const layerOf = (module: string) => appLayers.findIndex((layer) => layer.holds(module));

/** Node-only code in app/: named `*.server.ts(x)`, as React Router keeps such modules out of the browser's bundles. */
const isServerOnly = (module: string) => /\.server\.tsx?$/.test(module);

const nodeImports = new Map<string, boolean>();

/** Whether a module's source imports one of Node's own modules (`node:fs`, …); each source is read once. */
const importsNode = (module: string) => {
  let found = nodeImports.get(module);
  if (found === undefined) {
    found = /\b(from|import\s*\()\s*["']node:/.test(readFileSync(path.join(root, module), "utf8"));
    nodeImports.set(module, found);
  }
  return found;
};

/**
 * The browser's own code: the client entry and the page bootstrap, every
 * island, every enhancement of the pre-rendered HTML, and the editor's page.
 */
const isBrowserEntry = (module: string) =>
  !isTest(module) &&
  (/^app\/entry\.(client|bootstrap)\.tsx?$/.test(module) ||
    /\.(island\.tsx|enhancement\.ts)$/.test(module) ||
    module.startsWith("app/lib/enhancements/") ||
    module === "admin/main.ts");

describe("the import graph", () => {
  it("reads the tree", () => {
    expect(Object.keys(graph)).toEqual(
      expect.arrayContaining(["app/root.tsx", "server/main.ts", "scripts/postbuild.ts"]),
    );
  });

  it("has no circle", () => {
    expect(circles.map((circle) => circle.join(" > "))).toEqual([]);
  });

  it("keeps the folder contracts: app/ and server/ import nothing from scripts/ or tests/, scripts/ nothing from tests/, app/ nothing from server/", () => {
    const crossings = Object.entries(graph).flatMap(([module, imports]) =>
      isTest(module)
        ? []
        : imports
            .filter(
              (imported) =>
                (/^(app|server|scripts)\//.test(module) && imported.startsWith("tests/")) ||
                (/^(app|server)\//.test(module) && imported.startsWith("scripts/")) ||
                (module.startsWith("app/") && imported.startsWith("server/")),
            )
            .map((imported) => `${module} -> ${imported}`),
    );
    expect(crossings).toEqual([]);
  });

  it("runs the app's layers one way: content, lib, components/ui, features, layout and sections, pages, routes", () => {
    const unplaced = Object.keys(graph).filter(
      (module) => module.startsWith("app/") && !isTest(module) && layerOf(module) === -1,
    );
    expect(unplaced, "app modules in no layer").toEqual([]);
    const upwards = Object.entries(graph).flatMap(([module, imports]) =>
      module.startsWith("app/") && !isTest(module)
        ? imports
            .filter(
              (imported) => imported.startsWith("app/") && layerOf(imported) > layerOf(module),
            )
            .map(
              (imported) =>
                `${module} (${appLayers[layerOf(module)]?.name}) -> ${imported} (${appLayers[layerOf(imported)]?.name})`,
            )
        : [],
    );
    expect(upwards).toEqual([]);
  });

  it("names every module of the app that needs Node *.server.ts(x), and no browser code reaches one", () => {
    const unnamed = Object.keys(graph).filter(
      (module) =>
        module.startsWith("app/") &&
        !isTest(module) &&
        !isServerOnly(module) &&
        importsNode(module),
    );
    expect(unnamed, "app modules that import node:* without .server in their name").toEqual([]);

    const entries = Object.keys(graph).filter(isBrowserEntry);
    expect(entries).toEqual(expect.arrayContaining(["app/entry.client.tsx", "admin/main.ts"]));
    const reached = entries.flatMap((entry) =>
      reachedFrom(entry, runtimeGraph)
        .filter((module) => isServerOnly(module) || importsNode(module))
        .map((module) => `${entry} -> ${module}`),
    );
    expect(reached, "Node-only modules the browser's code imports").toEqual([]);
  });

  it("lets the database thread load only the code that runs on the connection and the shapes it shares", () => {
    expect(reachedFrom("server/storage/connection/db-worker.ts")).toEqual([
      "server/log.ts",
      "server/storage/connection/db-worker.ts",
      "server/storage/connection/db.ts",
      "server/storage/connection/migrations.ts",
      "server/storage/connection/operations.ts",
      "server/storage/connection/purge.ts",
      "server/storage/connection/submission-writer.ts",
      "server/storage/messages.ts",
      "server/storage/records.ts",
      "server/threads/worker-messages.ts",
    ]);
  });

  it("lets the render thread load only the shapes it shares with the main thread", () => {
    expect(reachedFrom("server/render/render-worker.ts")).toEqual([
      "server/render/render-messages.ts",
      "server/render/render-worker.ts",
      "server/threads/worker-messages.ts",
    ]);
  });

  it("keeps the code that runs on the connection out of the server's main thread", () => {
    expect(
      reachedFrom("server/main.ts").filter((module) =>
        module.startsWith("server/storage/connection/"),
      ),
    ).toEqual([]);
  });
});
