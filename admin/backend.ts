/** Which backend the editor signs in to, from the build's environment (see `vite.config.ts`). */
import type { EditorSettings } from "./config";

/** `owner/name` of a GitHub repository URL, if it is one. */
const githubRepository = (url: string | undefined) =>
  /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(url ?? "")?.[1];

export function editorBackend(env: NodeJS.ProcessEnv): EditorSettings["backend"] {
  if (env.CMS_BACKEND === "test-repo") return { name: "test-repo" };
  const repo = env.CMS_REPO?.trim() || githubRepository(env.REPOSITORY_URL) || "";
  return {
    name: "github",
    repo,
    branch: env.CMS_BRANCH?.trim() || env.BRANCH?.trim() || "main",
    ...(env.CMS_SITE_DOMAIN?.trim() ? { siteDomain: env.CMS_SITE_DOMAIN.trim() } : {}),
  };
}
