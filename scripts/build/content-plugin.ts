/**
 * Vite plugin: provides `app/content/index.ts` (`~/content`) as the plain data
 * `loadContent()` returns, in every build (server, pre-render, client), in the
 * dev server and in Vitest. Pages then carry no file loading, and a content
 * problem stops the build with the loader's message (file, field, what is
 * wrong). In development, editing a content file or the media record reloads
 * the page.
 */
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import {
  ContentError,
  contentRoot,
  loadContent,
  type SiteContent,
} from "../../app/content/load.server";

const INDEX = path.resolve(new URL("../../app/content/index.ts", import.meta.url).pathname);

/**
 * An ES module exporting `content` and each of its top-level keys, like the
 * real index. Each key is its own constant, so a client chunk that uses a few
 * (the search index) carries only those.
 */
export function contentModule(content: SiteContent): string {
  const keys = Object.keys(content);
  const literal = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
  return [
    ...Object.entries(content).map(([key, value]) => `export const ${key} = ${literal(value)};`),
    `export const content = { ${keys.join(", ")} };`,
    "",
  ].join("\n");
}

function reloadOnChange(server: ViteDevServer, root: string, forget: () => void): void {
  const watched = [path.join(root, "content"), path.join(root, "media", "derived.json")];
  server.watcher.add(watched);
  server.watcher.on("all", (_event, file) => {
    if (!watched.some((target) => file === target || file.startsWith(`${target}${path.sep}`)))
      return;
    forget();
    for (const environment of Object.values(server.environments)) {
      const module = environment.moduleGraph.getModuleById(INDEX);
      if (module) environment.moduleGraph.invalidateModule(module);
    }
    server.ws.send({ type: "full-reload" });
  });
}

export function siteContent(): Plugin {
  const root = contentRoot();
  /** The module, made once per build (the client and server builds share it). */
  let module: string | undefined;
  return {
    name: "site-content",
    enforce: "pre",
    load(id) {
      if (id.split("?")[0] !== INDEX) return undefined;
      try {
        module ??= contentModule(loadContent({ root }));
        return module;
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
    },
    configureServer(server) {
      reloadOnChange(server, root, () => (module = undefined));
    },
  };
}
