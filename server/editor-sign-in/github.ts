/**
 * GitHub's OAuth web flow, the server's side: where to send the sign-in
 * window, with which scope, and the exchange of the code GitHub returns for
 * an access token (server to server, with the client secret).
 */
import { isRecord } from "../../app/content/records";
import { errorCode, type LogFields } from "../log";
import type { EditorSignInSettings } from "./settings";

/**
 * What the editor needs of GitHub: reading and committing the repository.
 * `repo` covers private repositories; `public_repo` only public ones.
 */
export type GitHubScope = "repo" | "public_repo";

/**
 * The scope asked of GitHub for the scope the editor asks (`scope`, comma-
 * or space-separated; Sveltia CMS asks its `auth_scope`, default `repo`, and
 * adds `user`): `public_repo` when the editor asks for that and not for
 * `repo`, else `repo`. Nothing else is passed on: the editor reads the
 * signed-in user's profile with any token, and no wider grant ever reaches
 * GitHub's consent screen.
 */
export function scopeFor(asked: string | null): GitHubScope {
  const scopes = (asked ?? "").split(/[\s,]+/);
  return scopes.includes("public_repo") && !scopes.includes("repo") ? "public_repo" : "repo";
}

export interface Authorization {
  readonly redirectUri: string;
  readonly scope: GitHubScope;
  readonly state: string;
}

/** GitHub's page that asks the user to sign in and grant the app the scope. */
export function authorizeUrl(settings: EditorSignInSettings, authorization: Authorization): string {
  const query = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: authorization.redirectUri,
    scope: authorization.scope,
    state: authorization.state,
    // Editors need an account with write access already; no sign-up on the way.
    allow_signup: "false",
  });
  return `${settings.oauthUrl}/login/oauth/authorize?${query}`;
}

/** What the exchange of a code came to; `reason` and `details` are safe to log. */
export type Exchange =
  | { readonly ok: true; readonly token: string }
  | {
      readonly ok: false;
      readonly reason: "token-refused" | "token-timeout" | "github-unreachable" | "token-malformed";
      readonly details: LogFields;
    };

/** GitHub's error codes are short snake_case words; anything else is logged as "other". */
export const githubErrorCode = (value: unknown): string =>
  typeof value === "string" && /^[a-z_]{1,64}$/.test(value) ? value : "other";

/** The code of what made `fetch` fail (ECONNREFUSED, ENOTFOUND), which it wraps. */
const fetchErrorCode = (error: unknown): string =>
  errorCode(error instanceof Error && error.cause !== undefined ? error.cause : error);

/**
 * Trades `code` for an access token at GitHub's token endpoint, within
 * `timeoutMs` for the whole answer. GitHub answers 200 with JSON either way:
 * `access_token`, or `error` (`bad_verification_code` for a used or expired
 * code, `incorrect_client_credentials`, `redirect_uri_mismatch`).
 */
export async function exchangeCode(
  settings: EditorSignInSettings,
  { code, redirectUri }: { code: string; redirectUri: string },
  timeoutMs: number,
): Promise<Exchange> {
  let status: number;
  let body: string;
  try {
    const response = await fetch(`${settings.oauthUrl}/login/oauth/access_token`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
      redirect: "error",
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    body = await response.text();
  } catch (error) {
    if (errorCode(error) === "TimeoutError") {
      return { ok: false, reason: "token-timeout", details: {} };
    }
    return { ok: false, reason: "github-unreachable", details: { error: fetchErrorCode(error) } };
  }
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    answer = undefined;
  }
  if (status === 200 && isRecord(answer)) {
    if (typeof answer.access_token === "string" && answer.access_token) {
      return { ok: true, token: answer.access_token };
    }
    if (answer.error !== undefined) {
      const githubError = githubErrorCode(answer.error);
      return { ok: false, reason: "token-refused", details: { githubError } };
    }
  }
  return { ok: false, reason: "token-malformed", details: { status } };
}
