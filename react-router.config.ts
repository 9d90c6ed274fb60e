import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets a test or benchmark build a copy of the content beside the real build.
  buildDirectory: process.env.BUILD_DIR?.trim() || "build",
  // Every page is also written to static HTML, so the site deploys to a CDN as plain files.
  // Loaded only when the build asks, so typegen does not need valid content.
  prerender: async () => (await import("./app/lib/prerender")).prerenderPaths(),
  // Static hosting has no /__manifest endpoint: ship the (small) route manifest up front.
  routeDiscovery: { mode: "initial" },
  // React Router 8's behaviour where it changes nothing here: no route has
  // middleware or a client loader, and the one loader reads only its
  // request's query.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    // React Router pre-renders each page as `/path/`; with this flag the page
    // would see that trailing slash in its location, and the navigation
    // would no longer mark the current page (`aria-current`).
    v8_trailingSlashAwareDataRequests: false,
    // vite.config.ts sets the client build's options by `isSsrBuild`; under
    // Vite's Environment API they move to `environments.client`, a change of
    // its own for when React Router 8 (which needs Node 22) comes.
    v8_viteEnvironmentApi: false,
  },
} satisfies Config;
