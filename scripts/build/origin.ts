import { site } from "../../app/content/site";

/**
 * The production origin for build-time files. Under tsx `import.meta.env` is
 * empty, so `site.url` falls back to its default; read `SITE_URL` from the
 * process environment as Vite does for the pages, so both agree.
 */
export function buildOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.SITE_URL?.trim();
  return (fromEnv ? fromEnv : site.url).replace(/\/+$/, "");
}
