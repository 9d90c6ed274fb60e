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
} satisfies Config;
