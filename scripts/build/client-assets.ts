/**
 * The virtual module `virtual:client-assets`: in the server build, the script
 * files of the client entry and of every island, read from the manifest that
 * the client build (built first) wrote; `null` in development, where React
 * Router's `<Scripts />` loads the entry from the source files.
 * `app/entry.server.tsx` writes each page's client script from it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Manifest, Plugin } from "vite";
import { clientAssetsFrom } from "../../app/lib/islands/island-scripts";

const ID = "virtual:client-assets";
const RESOLVED_ID = `\0${ID}`;

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
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (manifestFile === undefined) return "export const clientAssets = null;";
      const manifest: Manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
      return `export const clientAssets = ${JSON.stringify(clientAssetsFrom(manifest, base))};`;
    },
  };
}
