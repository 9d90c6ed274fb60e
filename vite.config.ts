import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import routes from "./app/routes";
import { clientChunks, routeFiles } from "./scripts/build/client-chunks";
import { recordClientModules } from "./scripts/build/client-modules";

/**
 * The footer's copyright year, fixed at build time like every `SITE_*` value:
 * the pre-rendered HTML and the hydrated page then agree, whatever year the
 * visitor's clock says.
 */
process.env.SITE_COPYRIGHT_YEAR ??= String(new Date().getFullYear());

const projectRoot = new URL(".", import.meta.url).pathname;
const appDirectory = new URL("./app", import.meta.url).pathname;
const reactRouterProduction = new URL(
  "./node_modules/react-router/dist/production/",
  import.meta.url,
).pathname;

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

/**
 * React Router builds with `preserveEntrySignatures: "exports-only"`; the
 * client chunks need route chunks that may also export what other chunks
 * import from them (see `scripts/build/client-chunks.ts`).
 */
const routeChunksMayExportMore: Plugin = {
  name: "route-chunks-may-export-more",
  apply: "build",
  enforce: "post",
  config: (_, { isSsrBuild }) =>
    isSsrBuild ? {} : { build: { rollupOptions: { preserveEntrySignatures: "allow-extension" } } },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    smallLucideIcons,
    ...(isSsrBuild ? [] : [routeChunksMayExportMore, recordClientModules(projectRoot)]),
  ],
  envPrefix: "SITE_",
  resolve: {
    alias: [
      { find: "~", replacement: appDirectory },
      // react-router's package exports name its development build everywhere; the
      // production build is the same code with the development warnings left out.
      ...(isSsrBuild
        ? []
        : [
            { find: /^react-router$/, replacement: `${reactRouterProduction}index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}dom-export.mjs` },
          ]),
    ],
  },
  // Bundled, so the server build renders icons with `lucide-icon.ts` too.
  ssr: { noExternal: ["lucide-react"] },
  build: isSsrBuild
    ? {}
    : {
        // About 4 KB (brotli) less than esbuild's minifier on React and React Router.
        minify: "terser",
        rollupOptions: {
          output: {
            manualChunks: clientChunks({
              appDirectory,
              routes: routeFiles(routes),
              homeRoute: "routes/home.tsx",
            }),
          },
        },
      },
}));
