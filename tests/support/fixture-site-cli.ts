/**
 * `npm run build:fixture`: builds the fixture site when its inputs changed
 * (`fixture-site.ts`). `playwright.config.ts` runs it too, then serves the
 * fixture with the server compiled into its build.
 */
import { ensureFixtureSite } from "./fixture-site";

await ensureFixtureSite();
