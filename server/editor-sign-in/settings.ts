/**
 * The GitHub OAuth app the editor signs in through on this server, from the
 * environment (`server/config.ts` calls this at start-up):
 *
 * - `CMS_GITHUB_CLIENT_ID`: the app's client ID;
 * - `CMS_GITHUB_CLIENT_SECRET`, or `CMS_GITHUB_CLIENT_SECRET_FILE` naming a
 *   file that holds it (systemd's `LoadCredential=`), so that the secret need
 *   not stand in an environment the build also reads;
 * - `CMS_GITHUB_OAUTH_URL`: where GitHub's OAuth endpoints are
 *   (`/login/oauth/authorize`, `/login/oauth/access_token` below it): GitHub
 *   Enterprise Server, or a stand-in in the tests. Default `https://github.com`.
 *
 * None of them set: no app, and the sign-in window says so. A half or wrong
 * setting stops the server.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { ConfigError } from "../config-error";
import { errorCode } from "../log";

export interface EditorSignInSettings {
  readonly clientId: string;
  readonly clientSecret: string;
  /** GitHub's web origin (and base path), without a trailing slash. */
  readonly oauthUrl: string;
}

const setting = (env: NodeJS.ProcessEnv, key: string): string | undefined =>
  env[key]?.trim() || undefined;

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

function oauthUrl(raw: string | undefined): string {
  if (raw === undefined) return "https://github.com";
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  const secure =
    url?.protocol === "https:" || (url?.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
  if (!url || !secure || url.search || url.hash || url.username) {
    throw new ConfigError(
      `CMS_GITHUB_OAUTH_URL must be an https:// address without query, such as https://github.com (got "${raw}").`,
    );
  }
  return url.href.replace(/\/+$/, "");
}

function clientSecret(env: NodeJS.ProcessEnv, cwd: string): string | undefined {
  const inline = setting(env, "CMS_GITHUB_CLIENT_SECRET");
  const file = setting(env, "CMS_GITHUB_CLIENT_SECRET_FILE");
  if (inline && file) {
    throw new ConfigError(
      "Set CMS_GITHUB_CLIENT_SECRET or CMS_GITHUB_CLIENT_SECRET_FILE, not both.",
    );
  }
  if (!file) return inline;
  let secret: string;
  try {
    secret = readFileSync(path.resolve(cwd, file), "utf8").trim();
  } catch (error) {
    throw new ConfigError(
      `CMS_GITHUB_CLIENT_SECRET_FILE could not be read (${errorCode(error)}): ${file}`,
    );
  }
  if (!secret) throw new ConfigError(`CMS_GITHUB_CLIENT_SECRET_FILE is empty: ${file}`);
  return secret;
}

export function editorSignInSettings(
  env: NodeJS.ProcessEnv,
  cwd: string,
): EditorSignInSettings | undefined {
  const clientId = setting(env, "CMS_GITHUB_CLIENT_ID");
  const secret = clientSecret(env, cwd);
  const url = oauthUrl(setting(env, "CMS_GITHUB_OAUTH_URL"));
  if (!clientId && !secret) return undefined;
  if (!clientId || !secret) {
    throw new ConfigError(
      "Set both CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET (or CMS_GITHUB_CLIENT_SECRET_FILE) for the editor's GitHub sign-in, or neither.",
    );
  }
  if (!/^[\w.-]{1,100}$/.test(clientId)) {
    throw new ConfigError(
      `CMS_GITHUB_CLIENT_ID must be the client ID of a GitHub OAuth app (letters, digits, dots; got "${clientId}").`,
    );
  }
  if (/\s/.test(secret)) {
    throw new ConfigError("The editor's GitHub client secret must not contain spaces.");
  }
  return { clientId, clientSecret: secret, oauthUrl: url };
}
