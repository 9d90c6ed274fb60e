/**
 * `node --import tsx tests/support/fixture-site-cli.ts build`: builds the
 * fixture site when its inputs changed (`fixture-site.ts`).
 * `… serve`: the same, then serves it with the site's own server (`PORT`,
 * `HOST`, `DATABASE_PATH` as for `npm run serve`).
 */
import { ensureFixtureSite, fixtureBuildDir, fixtureRoot } from "./fixture-site";

const command = process.argv[2];
if (command !== "build" && command !== "serve") {
  console.error("Usage: fixture-site-cli.ts build|serve");
  process.exit(2);
}
await ensureFixtureSite();
if (command === "serve") {
  process.env.BUILD_DIR = fixtureBuildDir;
  process.env.CONTENT_ROOT = fixtureRoot;
  await import("../../server/main");
}
