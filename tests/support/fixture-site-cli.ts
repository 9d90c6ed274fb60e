/**
 * `npm run build:fixture`: builds the fixture site when its inputs changed
 * (`fixture-site.ts`), and the editor the editorial workflow walk uses
 * (`workflow-editor.ts`). `playwright.config.ts` runs it too, then serves
 * the fixture with the server compiled into its build.
 */
import { standInURL } from "../e2e/support/servers";
import { ensureFixtureSite } from "./fixture-site";
import { ensureWorkflowEditor } from "./workflow-editor";

await ensureFixtureSite();
await ensureWorkflowEditor(standInURL);
