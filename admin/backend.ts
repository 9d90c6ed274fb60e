/**
 * Which backend the editor signs in to, from the build's environment (see
 * `vite.config.ts`), and how it publishes there.
 */
import { execFileSync } from "node:child_process";
import { editorApiRoot, githubApiRoot } from "../app/lib/http-rules";

/**
 * `github` signs in through the Git host (Netlify's OAuth), at GitHub or at
 * the server `apiRoot` (`editorApiRoot`); `test-repo` keeps files in the browser.
 */
export type EditorBackend =
  | { name: "github"; repo: string; branch: string; siteDomain?: string; apiRoot?: string }
  | { name: "test-repo" };

/** `owner/name` of a GitHub repository URL, if it is one. */
export const githubRepository = (url: string | undefined): string | undefined =>
  /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(url ?? "")?.[1];

/** The URL of the clone's `origin`, when the build runs in a clone that has one. */
export function originUrl(cwd: string): string | undefined {
  try {
    const url = execFileSync("git", ["remote", "get-url", "origin"], { cwd, stdio: "pipe" });
    return url.toString().trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * `CMS_BACKEND=test-repo` keeps the files in the browser (the tests). Else
 * GitHub, for the repository in `CMS_REPO`, Netlify's `REPOSITORY_URL`, or
 * the clone's `origin` (an empty `repo` when none of them names a GitHub
 * repository: the editor then says how to set it up, `main.ts`), through
 * the API at `CMS_API_ROOT` (`editorApiRoot`) when that names another than
 * GitHub's.
 *
 * The branch is the one published from, which drafts branch off and are
 * merged into: `CMS_BRANCH`, else the branch Netlify builds (`BRANCH`),
 * else `main`. In a Deploy Preview, Netlify's `BRANCH` is the draft's own
 * branch, so the preview's editor keeps to `CMS_BRANCH` or `main`.
 */
export function editorBackend(env: NodeJS.ProcessEnv, origin: string | undefined): EditorBackend {
  if (env.CMS_BACKEND === "test-repo") return { name: "test-repo" };
  const repo =
    env.CMS_REPO?.trim() || githubRepository(env.REPOSITORY_URL) || githubRepository(origin) || "";
  const netlifyBranch = env.CONTEXT === "deploy-preview" ? undefined : env.BRANCH?.trim();
  const apiRoot = editorApiRoot(env);
  return {
    name: "github",
    repo,
    branch: env.CMS_BRANCH?.trim() || netlifyBranch || "main",
    ...(env.CMS_SITE_DOMAIN?.trim() ? { siteDomain: env.CMS_SITE_DOMAIN.trim() } : {}),
    ...(apiRoot === githubApiRoot ? {} : { apiRoot }),
  };
}

/**
 * Sveltia's backend and publishing settings for `backend`.
 *
 * On GitHub every change goes through the editorial workflow: saving makes
 * a draft on a branch of its own with a pull request, which moves from
 * draft to in review to ready and is published by merging it (squashed, so
 * the published branch gets one commit per published change). The status
 * Netlify posts on the pull request's commit (context
 * `netlify/<site>/deploy-preview`) is the draft's preview: its link, or
 * that it is being built or failed. The test backend has no pull requests
 * (Sveltia's workflow needs GitHub or GitLab): there a save publishes.
 */
export function publishingOf(backend: EditorBackend) {
  if (backend.name === "test-repo")
    return { backend: { name: "test-repo" }, publish_mode: "simple" } as const;
  const { repo, branch, siteDomain, apiRoot } = backend;
  return {
    backend: {
      name: "github",
      repo,
      branch,
      // Netlify's OAuth provider signs editors in with GitHub (Identity and Git Gateway are deprecated).
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
      ...(siteDomain ? { site_domain: siteDomain } : {}),
      // A GitHub Enterprise Server's layout, given outright (Sveltia would take `/graphql` from `/api/v3`).
      ...(apiRoot
        ? { api_root: `${apiRoot}/api/v3`, graphql_api_root: `${apiRoot}/api/graphql` }
        : {}),
      preview_context: "deploy-preview",
      squash_merges: true,
    },
    publish_mode: "editorial_workflow",
  } as const;
}
