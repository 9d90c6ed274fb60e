import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { clientAssets } from "./scripts/build/client-assets";
import { clientChunks } from "./scripts/build/client-chunks";
import { recordClientModules } from "./scripts/build/client-modules";
import { contentRoot } from "./app/content/load";
import { siteContent } from "./scripts/build/content-plugin";

/**
 * The footer's copyright year, fixed at build time like every `SITE_*` value:
 * the pre-rendered HTML and the hydrated page then agree, whatever year the
 * visitor's clock says.
 */
process.env.SITE_COPYRIGHT_YEAR ??= String(new Date().getFullYear());

const projectRoot = new URL(".", import.meta.url).pathname;
const appDirectory = new URL("./app", import.meta.url).pathname;

/**
 * lucide-react's icons are made by `app/components/ui/lucide-icon.ts`
 * instead of lucide's own factory (same markup, less code; see that file),
 * in the client and the server build alike.
 */
const smallLucideIcons: Plugin = {
  name: "small-lucide-icons",
  enforce: "pre",
  resolveId(source, importer) {
    if (
      source === "../createLucideIcon.mjs" &&
      importer?.includes("/lucide-react/dist/esm/icons/")
    ) {
      return `${appDirectory}/components/ui/lucide-icon.ts`;
    }
    return undefined;
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    siteContent(),
    tailwindcss(),
    reactRouter(),
    smallLucideIcons,
    clientAssets(),
    ...(isSsrBuild ? [] : [recordClientModules(projectRoot)]),
  ],
  resolve: {
    alias: [{ find: "~", replacement: appDirectory }],
  },
  // The content's derived media live in public/media: a copy of the content brings its own.
  publicDir: `${contentRoot()}/public`,
  // Bundled, so the server build renders icons with `lucide-icon.ts` too.
  ssr: { noExternal: ["lucide-react"] },
  build: isSsrBuild
    ? {}
    : {
        // About 1 KB (Brotli) less than esbuild's minifier on the home page's
        // scripts (66.6 against 67.6 KB).
        minify: "terser",
        rollupOptions: {
          output: {
            manualChunks: clientChunks(`${appDirectory}/entry.client.tsx`),
          },
        },
      },
}));
