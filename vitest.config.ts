import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";
import { siteContent } from "./scripts/build/content-plugin";

export default defineConfig({
  // `~/content` is the loaded content here too, as in the build.
  plugins: [tsconfigPaths(), siteContent()],
  test: {
    include: [
      "admin/**/*.test.ts",
      "app/**/*.test.{ts,tsx}",
      "netlify/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    // Room for a loaded machine (a hook copies a fixture build or starts a
    // server); a passing test never spends it.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Many server tests wait on child processes, locks and timers rather than
    // the CPU: three workers keep two cores busy (about half the wall time of two).
    maxWorkers: 3,
  },
});
