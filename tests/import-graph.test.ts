/**
 * The import graph of the whole tree, read by madge from the sources (type
 * imports included): imports run one way. No module imports itself through
 * others, the folders keep the contracts their READMEs state, and the code
 * of each worker thread stays apart from the code that talks to it from the
 * main thread.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import madge from "madge";
import { beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

let graph: Record<string, string[]>;
let circles: string[][];

beforeAll(async () => {
  const result = await madge(["app", "server", "scripts", "tests"], {
    baseDir: root,
    fileExtensions: ["ts", "tsx"],
    tsConfig: path.join(root, "tsconfig.json"),
    // React Router's generated route types import the route modules they describe.
    excludeRegExp: [/^\.react-router\//],
  });
  graph = result.obj();
  circles = result.circular();
}, 60_000);

/** Every module `start` imports, directly or through others, itself included. */
function reachedFrom(start: string): string[] {
  const seen = new Set<string>();
  const next = [start];
  for (let module = next.pop(); module !== undefined; module = next.pop()) {
    if (seen.has(module)) continue;
    seen.add(module);
    next.push(...(graph[module] ?? []));
  }
  return [...seen].sort();
}

const isTest = (module: string) => /\.(test|spec)\.tsx?$/.test(module);

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
