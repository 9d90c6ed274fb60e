/**
 * The editor's GitHub sign-in, run by this server instead of Netlify's OAuth
 * provider (`editorSignInPaths` in `app/lib/http-rules.ts`). Sveltia CMS
 * opens a window at `start`; the server sends it on to GitHub with a random
 * `state`, remembered in a short-lived cookie; GitHub sends it back to
 * `callback` with a code, which the server trades for an access token. The
 * callback's page holds the outcome as data, and its script
 * (`admin/sign-in-window.ts`) hands it to the editor that opened the window
 * and to no other origin.
 *
 * Neither the code, the state nor the token is logged: the access log drops
 * query strings, and the events here name only what happened.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Request, Response } from "express";
import { signInOutcomeId, type SignInOutcome } from "../../app/lib/editor-sign-in";
import { editorSignInPaths } from "../../app/lib/http-rules";
import { scriptJson } from "../../app/lib/islands/island-scripts";
import type { LogFields, Logger } from "../log";
import { escapeUTF8 } from "entities/escape";
import { serverPage } from "../server-page";
import { serverText } from "../text";
import { authorizeUrl, exchangeCode, githubErrorCode, scopeFor } from "./github";
import type { EditorSignInSettings } from "./settings";

const text = serverText.editorSignIn;

/** The cookie that remembers a window's `state` from `start` to `callback`. */
export const STATE_COOKIE = "editor-sign-in-state";
/** Time enough to sign in at GitHub (with two-factor authentication). */
export const STATE_MAX_AGE_SECONDS = 600;
/** How long the token exchange with GitHub may take by default. */
const EXCHANGE_TIMEOUT_MS = 10_000;

export interface EditorSignInOptions {
  /** The OAuth app; without one both routes answer that sign-in is not set up. */
  readonly settings: EditorSignInSettings | undefined;
  /** `SITE_URL`: a request for its host comes from its origin, whatever proxy lies between. */
  readonly siteUrl: string;
  readonly logger: Logger;
  readonly exchangeTimeoutMs?: number;
}

export type SignInRoute = (req: Request, res: Response, query: URLSearchParams) => Promise<void>;

/** Why a sign-in ended without a token: the status, the editor's message and the log's reason. */
const refusals = {
  "not-configured": [501, text.notSetUp],
  "unknown-provider": [400, text.onlyGitHub],
  "state-missing": [400, text.expired],
  "state-mismatch": [400, text.expired],
  "github-denied": [403, text.denied],
  "github-refused": [403, text.refused],
  "code-missing": [400, text.refused],
  "token-refused": [502, text.refused],
  "token-malformed": [502, text.unreachable],
  "github-unreachable": [502, text.unreachable],
  "token-timeout": [504, text.unreachable],
} as const satisfies Record<string, readonly [number, string]>;

type Refusal = keyof typeof refusals;

/**
 * The origin the request came in on: `SITE_URL`'s for its host (so behind a
 * proxy that terminates TLS the site is still https without `TRUST_PROXY`),
 * else the scheme Express sees (`X-Forwarded-Proto` behind a trusted proxy)
 * and the request's host.
 */
function originOf(req: Request, site: URL): string | undefined {
  const requested = `${req.protocol}://${req.host}`;
  if (!URL.canParse(requested)) return undefined;
  const url = new URL(requested);
  return url.host === site.host ? site.origin : url.origin;
}

function stateCookie(value: string, maxAge: number, origin: string): string {
  return [
    `${STATE_COOKIE}=${value}`,
    `Path=${editorSignInPaths.start}`,
    `Max-Age=${maxAge}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(origin.startsWith("https:") ? ["Secure"] : []),
  ].join("; ");
}

/** The values of the state cookie the request carries (more than one when paths overlap). */
function statesOf(req: Request): string[] {
  return (req.headers.cookie ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${STATE_COOKIE}=`))
    .map((pair) => pair.slice(STATE_COOKIE.length + 1));
}

/** Compared in constant time, byte for byte (either side may be any text a client sent). */
function sameState(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The window's page: the message, and the outcome as data for its script. */
function page(outcome: SignInOutcome, lines: readonly string[]): string {
  return serverPage({
    title: text.title,
    head: `<script type="application/json" id="${signInOutcomeId}">${scriptJson(outcome)}</script>
<script type="module" src="${editorSignInPaths.script}"></script>
`,
    main: [
      `<h1>${escapeUTF8(text.title)}</h1>`,
      ...lines.map((line) => `<p>${escapeUTF8(line)}</p>`),
    ].join("\n"),
  });
}

function send(res: Response, status: number, html: string): void {
  res.setHeader("Cache-Control", "no-store");
  res.status(status).type("html").send(html);
}

/** The two routes, by path. */
export function createEditorSignIn(options: EditorSignInOptions): ReadonlyMap<string, SignInRoute> {
  const { settings, logger } = options;
  const site = new URL(options.siteUrl);
  const timeoutMs = options.exchangeTimeoutMs ?? EXCHANGE_TIMEOUT_MS;
  const callbackOf = (origin: string) => `${origin}${editorSignInPaths.callback}`;

  /** Ends the sign-in without a token: the page, and the error for the editor at `origin`. */
  const refuse = (res: Response, origin: string, refusal: Refusal, details: LogFields = {}) => {
    const [status, message] = refusals[refusal];
    logger.log("warn", "editor.sign_in_refused", { reason: refusal, ...details });
    send(
      res,
      status,
      page({ origin, status: "error", error: message }, [message, text.closeWindow]),
    );
  };

  /** A route that needs the request's origin and an app: both checked here first. */
  const route =
    (
      answer: (
        req: Request,
        res: Response,
        query: URLSearchParams,
        origin: string,
        app: EditorSignInSettings,
      ) => Promise<void>,
    ): SignInRoute =>
    async (req, res, query) => {
      const origin = originOf(req, site);
      if (origin === undefined) {
        res.status(400).type("text").send(serverText.http.badHost);
        return;
      }
      if (!settings) return refuse(res, origin, "not-configured");
      await answer(req, res, query, origin, settings);
    };

  const start = route(async (_req, res, query, origin, app) => {
    const provider = query.get("provider");
    if (provider !== null && provider !== "github") return refuse(res, origin, "unknown-provider");
    const state = randomBytes(32).toString("base64url");
    res.setHeader("Set-Cookie", stateCookie(state, STATE_MAX_AGE_SECONDS, origin));
    res.setHeader("Cache-Control", "no-store");
    const scope = scopeFor(query.get("scope"));
    res.redirect(302, authorizeUrl(app, { redirectUri: callbackOf(origin), scope, state }));
  });

  const callback = route(async (req, res, query, origin, app) => {
    // One use: whatever happens next, the state is spent.
    const states = statesOf(req);
    res.setHeader("Set-Cookie", stateCookie("", 0, origin));
    const state = query.get("state");
    if (states.length === 0) return refuse(res, origin, "state-missing");
    if (!state || !states.some((remembered) => sameState(remembered, state))) {
      return refuse(res, origin, "state-mismatch");
    }
    const githubError = query.get("error");
    if (githubError !== null) {
      const code = githubErrorCode(githubError);
      return refuse(res, origin, code === "access_denied" ? "github-denied" : "github-refused", {
        githubError: code,
      });
    }
    const code = query.get("code");
    if (!code) return refuse(res, origin, "code-missing");
    const exchange = await exchangeCode(app, { code, redirectUri: callbackOf(origin) }, timeoutMs);
    if (!exchange.ok) return refuse(res, origin, exchange.reason, exchange.details);
    logger.log("info", "editor.signed_in");
    send(res, 200, page({ origin, status: "success", token: exchange.token }, [text.signedIn]));
  });

  return new Map([
    [editorSignInPaths.start, start],
    [editorSignInPaths.callback, callback],
  ]);
}
