import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { clientAssets } from "./scripts/build/client-assets";
import { clientChunks } from "./scripts/build/client-chunks";
import { compileHints } from "./scripts/build/compile-hints";
import { recordClientModules } from "./scripts/build/client-modules";
import { contentRoot } from "./app/content/load.server";
import { siteContent } from "./scripts/build/content-plugin";

/**
 * The year the footer's copyright line is built with, fixed at build time
 * like every `SITE_*` value, so all pages of a build have the same; in the
 * browser `app/lib/enhancements/current-year.ts` shows a later year once it
 * has begun.
 */
process.env.SITE_COPYRIGHT_YEAR ??= String(new Date().getFullYear());

const projectRoot = new URL(".", import.meta.url).pathname;

/**
 * Rollup warnings that are known and harmless here, each with its reason;
 * every other warning is printed as usual, so a clean build prints none.
 */
function isKnownHarmless(warning: Rollup.RollupLog, ssrBuild: boolean): boolean {
  // zod's explanatory comments mention `@__PURE__` in prose, where no
  // annotation can stand; Rollup drops those comments, which changes no code.
  if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/node_modules/zod/")) {
    return true;
  }
  // The search island imports the search index dynamically, so that a browser
  // fetches it at the first search (as a chunk of its own: client-chunks.ts).
  // The server build is one bundle in which the search page's loader imports
  // it statically, and there a chunk of its own would gain nothing.
  return (
    ssrBuild &&
    warning.plugin === "vite:reporter" &&
    warning.message.includes("dynamic import will not move module into another chunk")
  );
}

export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [
    tsconfigPaths({ root: projectRoot }),
    siteContent(),
    tailwindcss(),
    reactRouter(),
    clientAssets(),
    ...(isSsrBuild ? [] : [recordClientModules(projectRoot), compileHints()]),
  ],
  // The content's derived media live in public/media: a copy of the content brings its own.
  publicDir: `${contentRoot()}/public`,
  build: {
    // BUILD_DIR may lie outside the project (a copy built by a test or a
    // benchmark): its client/ and server/ folders are emptied first, as
    // build/'s are, so no file of an earlier build stays behind.
    emptyOutDir: true,
    rollupOptions: {
      onwarn(warning, warn) {
        if (!isKnownHarmless(warning, isSsrBuild)) warn(warning);
      },
      ...(isSsrBuild
        ? {}
        : { output: { manualChunks: clientChunks(`${projectRoot}app/entry.client.tsx`) } }),
    },
    ...(isSsrBuild
      ? {}
      : {
          // About 1 KB (Brotli) less than esbuild's minifier on the home page's
          // scripts (66.6 against 67.6 KB).
          minify: "terser" as const,
          // The one chunk over Vite's default of 500 kB is `three` (553 kB,
          // 111 kB Brotli), fetched only at the press of an XR demo's start
          // button (docs/decisions/008-xr-viewers.md).
          chunkSizeWarningLimit: 600,
        }),
  },
}));
