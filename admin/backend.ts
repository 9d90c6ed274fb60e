/**
 * Which backend the editor signs in to, from the build's environment (see
 * `vite.config.ts`), and how it publishes there.
 */
import { execFileSync } from "node:child_process";
import { editorApiRoot, editorSignInPaths, githubApiRoot } from "../app/lib/http-rules";

/**
 * `github` signs in through the Git host (`signIn`), at GitHub or at the
 * server `apiRoot` (`editorApiRoot`); `test-repo` keeps files in the browser.
 */
export type EditorBackend =
  | { name: "github"; repo: string; branch: string; signIn: SignIn; apiRoot?: string }
  | { name: "test-repo" };

/**
 * How editors sign in with GitHub: through Netlify's OAuth provider (of the
 * Netlify site `siteDomain`, by default the domain the editor is opened on),
 * or through the self-hosted server's own handshake (`server/editor-sign-in/`).
 */
export type SignIn = { via: "netlify"; siteDomain?: string } | { via: "server" };

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
 * How editors sign in: through Netlify's OAuth provider when the site is
 * built on Netlify (`NETLIFY=true`), or when `CMS_SITE_DOMAIN` names the
 * Netlify site that holds it; else through the self-hosted server's own
 * handshake. The build reads nothing of the server's OAuth app (its client
 * ID and secret are the server's settings only).
 */
export function editorSignIn(env: NodeJS.ProcessEnv): SignIn {
  const siteDomain = env.CMS_SITE_DOMAIN?.trim();
  if (siteDomain) return { via: "netlify", siteDomain };
  return env.NETLIFY === "true" ? { via: "netlify" } : { via: "server" };
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
    signIn: editorSignIn(env),
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
  const { repo, branch, signIn, apiRoot } = backend;
  return {
    backend: {
      name: "github",
      repo,
      branch,
      ...signInOf(signIn),
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

function signInOf(signIn: SignIn): Record<string, string> {
  if (signIn.via === "server") {
    // At the origin the editor is opened on, which only the page knows:
    // `main.ts` adds it as `base_url`.
    return { auth_endpoint: editorSignInPaths.start.slice(1) };
  }
  // Netlify's OAuth provider (Identity and Git Gateway are deprecated).
  return {
    base_url: "https://api.netlify.com",
    auth_endpoint: "auth",
    ...(signIn.siteDomain ? { site_domain: signIn.siteDomain } : {}),
  };
}
