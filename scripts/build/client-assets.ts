/**
 * The virtual module `virtual:client-assets`: in the server build, the script
 * files of the client entry and of every island, read from the manifest that
 * the client build (built first) wrote, and the page bootstrap
 * (`app/entry.bootstrap.ts`) bundled into the text of an inline script;
 * `null` in development, where React Router's `<Scripts />` loads the entry
 * from the source files. `app/entry.server.tsx` writes each page's client
 * script from them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Manifest, Plugin } from "vite";
import { clientAssetsFrom } from "../../app/lib/islands/island-scripts";
import { bundleBrowserScript } from "./browser-script";

const ID = "virtual:client-assets";
const RESOLVED_ID = `\0${ID}`;
const BOOTSTRAP = fileURLToPath(new URL("../../app/entry.bootstrap.ts", import.meta.url));

export function clientAssets(): Plugin {
  let manifestFile: string | undefined;
  let base = "/";
  return {
    name: "client-assets",
    configResolved(config) {
      base = config.base;
      // React Router builds the client into `<build>/client` and the server into `<build>/server`.
      if (config.command === "build" && config.build.ssr) {
        manifestFile = path.resolve(config.build.outDir, "../client/.vite/manifest.json");
      }
    },
    resolveId: (source) => (source === ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (manifestFile === undefined) {
        return "export const clientAssets = null;\nexport const pageBootstrap = null;";
      }
      const manifest: Manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
      const bootstrap = await bundleBrowserScript(BOOTSTRAP, { format: "es" });
      return [
        `export const clientAssets = ${JSON.stringify(clientAssetsFrom(manifest, base))};`,
        `export const pageBootstrap = ${JSON.stringify(bootstrap)};`,
      ].join("\n");
    },
  };
}
