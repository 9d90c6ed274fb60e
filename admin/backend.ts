/** Which backend the editor signs in to, from the build's environment (see `vite.config.ts`). */
import { execFileSync } from "node:child_process";
import type { EditorSettings, SignIn } from "./config";

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
 * repository: the editor then says how to set it up, `main.ts`).
 */
export function editorBackend(
  env: NodeJS.ProcessEnv,
  origin: string | undefined,
): EditorSettings["backend"] {
  if (env.CMS_BACKEND === "test-repo") return { name: "test-repo" };
  const repo =
    env.CMS_REPO?.trim() || githubRepository(env.REPOSITORY_URL) || githubRepository(origin) || "";
  return {
    name: "github",
    repo,
    branch: env.CMS_BRANCH?.trim() || env.BRANCH?.trim() || "main",
    signIn: editorSignIn(env),
  };
}
