import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/prerender";

export default {
  ssr: true,
  // Every page is also written to static HTML, so the site deploys to a CDN as plain files.
  prerender: () => prerenderPaths(),
  // Static hosting has no /__manifest endpoint: ship the (small) route manifest up front.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
