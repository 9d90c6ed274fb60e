/**
 * Where the browser tests find the sites they test: the real build on
 * `E2E_PORT` (default 4311) and the fixture site (`tests/support/fixture-site.ts`)
 * on the port after it. `playwright.config.ts` starts both. The editorial
 * workflow walk (`editor-workflow.spec.ts`) starts its own two on the next
 * ports: the stand-in of GitHub's API, and the editor built for it.
 */
import path from "node:path";
import { fixtureBuildDir } from "../../support/fixture-site";

export const mainPort = Number(process.env.E2E_PORT ?? 4311);
export const fixturePort = mainPort + 1;

export const mainURL = `http://127.0.0.1:${mainPort}`;
export const fixtureURL = `http://127.0.0.1:${fixturePort}`;

export const standInPort = mainPort + 2;
export const workflowEditorPort = mainPort + 3;
/** The GitHub stand-in (`tests/support/github-stand-in/`): the workflow editor's `CMS_API_ROOT`. */
export const standInURL = `http://127.0.0.1:${standInPort}`;
export const workflowEditorURL = `http://127.0.0.1:${workflowEditorPort}`;

/** The folders each server publishes. */
export const clientDirs = {
  main: path.resolve("build", "client"),
  fixture: path.join(fixtureBuildDir, "client"),
} as const;

export type SiteName = keyof typeof clientDirs;

export const siteURL: Record<SiteName, string> = { main: mainURL, fixture: fixtureURL };
