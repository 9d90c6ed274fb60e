/**
 * Writes which source modules each client script contains to
 * `build/client-modules.json` (beside the public `build/client/`, so it is
 * never served). The browser tests (`tests/e2e/support/page-audit.ts`) read it to prove that no
 * server-only code, validation library or other page's content reaches a
 * page's scripts.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** `{ "assets/root-abc.js": ["app/root.tsx", "node_modules/react/index.js", …] }` */
export type ClientModules = Record<string, string[]>;

export const CLIENT_MODULES_FILE = "client-modules.json";

export function recordClientModules(projectRoot: string): Plugin {
  let outDir = "";
  return {
    name: "record-client-modules",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_, bundle) {
      const modules: ClientModules = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const ids = output.moduleIds
          .filter((id) => output.modules[id]?.renderedLength)
          // "\0…" marks a virtual module; "?commonjs-…" wraps a CommonJS file in ES module form.
          .map((id) =>
            path.relative(projectRoot, id.replace(/^\0/, "").replace(/\?commonjs-[\w-]+$/, "")),
          );
        modules[output.fileName] = [...new Set(ids)].sort();
      }
      writeFileSync(
        path.join(path.dirname(outDir), CLIENT_MODULES_FILE),
        `${JSON.stringify(modules, null, 1)}\n`,
      );
    },
  };
}
