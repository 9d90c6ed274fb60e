/**
 * The editor on its GitHub backend, for the walk through drafts, review and
 * publishing (`tests/e2e/editor-workflow.spec.ts`), which the fixture site's
 * editor cannot show: its test backend has no pull requests. Only the
 * editor is built (`admin/vite.config.ts`), for the repository
 * `immersa-xr/website` at the GitHub stand-in's address (`CMS_API_ROOT`),
 * into `.cache/workflow-editor/`, when an input changed since the last
 * build; `fixture-site-cli.ts` builds it with the fixture site. The walk
 * serves it beside the fixture site's files, with the headers the site's
 * server gives the editor for that Git host.
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import express from "express";
import { editorFolder, noInlineSources } from "../../app/lib/http-rules";
import { securityHeaders } from "../../server/headers/security-headers";
import { fixtureBuildDir, inputsHash } from "./fixture-site";
import { repository } from "./site-copy";

const run = promisify(execFile);

export const workflowEditorRoot = path.join(repository, ".cache", "workflow-editor");
const editorDir = path.join(workflowEditorRoot, "client", editorFolder);
const stampFile = path.join(workflowEditorRoot, "inputs.sha256");

/** The GitHub repository the workflow editor commits to (the stand-in's). */
export const workflowRepository = { owner: "immersa-xr", name: "website", branch: "main" } as const;

/** The repository's `content/` and `media/`, by path: what the stand-in's published branch holds. */
export function siteFiles(): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  for (const folder of ["content", "media"]) {
    const dir = path.join(repository, folder);
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      files[path.relative(repository, file).split(path.sep).join("/")] = readFileSync(file);
    }
  }
  return files;
}

/** Everything the editor's build reads from the repository. */
const inputs = [
  "admin",
  "app",
  "content",
  "media",
  "scripts/build",
  "package.json",
  "package-lock.json",
];

/** Builds the workflow editor for the stand-in at `apiRoot`, unless it is built for it already. */
export async function ensureWorkflowEditor(
  apiRoot: string,
  log: (line: string) => void = console.log,
): Promise<void> {
  const { owner, name, branch } = workflowRepository;
  const settings = {
    CMS_BACKEND: "",
    CMS_REPO: `${owner}/${name}`,
    CMS_BRANCH: branch,
    CMS_API_ROOT: apiRoot,
  };
  const hash = `${inputsHash(inputs)} ${JSON.stringify(settings)}`;
  const built =
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === hash &&
    existsSync(path.join(editorDir, "index.html"));
  if (built) {
    log(`workflow editor: up to date in ${path.relative(repository, workflowEditorRoot)}`);
    return;
  }
  const started = Date.now();
  rmSync(workflowEditorRoot, { recursive: true, force: true });
  await run("npx", ["vite", "build", "--config", "admin/vite.config.ts"], {
    cwd: repository,
    env: { ...process.env, BUILD_DIR: workflowEditorRoot, ...settings },
    maxBuffer: 16 * 1024 * 1024,
  });
  writeFileSync(stampFile, hash);
  log(`workflow editor: built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * Serves the workflow editor at /admin/ on `port`, and the fixture site's
 * files (the fonts and images its previews show) at the rest, with the
 * site's security headers: the editor's policy allows the Git host at
 * `apiRoot`, as the server's does for `CMS_API_ROOT`.
 */
export async function serveWorkflowEditor(port: number, apiRoot: string): Promise<Server> {
  const app = express();
  app.use(securityHeaders(noInlineSources, apiRoot));
  // Unmounted, so the headers see the path as the site's server does (`/admin/…`).
  app.use(express.static(path.join(workflowEditorRoot, "client")));
  app.use(express.static(path.join(fixtureBuildDir, "client")));
  return new Promise((resolve, reject) => {
    const server = app.listen(port, "127.0.0.1", (error?: Error) =>
      error ? reject(error) : resolve(server),
    );
  });
}
