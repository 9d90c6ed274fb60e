/**
 * The editor's GitHub sign-in on a real server against the OAuth stand-in
 * (`tests/support/github-stand-in/oauth.ts`), over real HTTP with the
 * server's log lines captured: the whole handshake, the state cookie, the
 * scope, the origin the outcome is meant for, each way GitHub can refuse, and
 * that no log line holds a code, a state, a token or the secret. What the
 * window's script does with the outcome: `admin/sign-in-window.test.ts` and
 * `tests/e2e/editor-sign-in.spec.ts`.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isSignInOutcome, signInOutcomeId, type SignInOutcome } from "../../app/lib/editor-sign-in";
import { editorSignInPaths } from "../../app/lib/http-rules";
import {
  startOAuthStandIn,
  type RunningOAuthStandIn,
  type TokenBehaviour,
} from "../../tests/support/github-stand-in/oauth";
import {
  createFixtureBuild,
  removeDir,
  startTestServer,
  tempDir,
  type TestServer,
} from "../../tests/support/server/fixture";
import { rawHttp } from "../../tests/support/server/http";
import { inlineSourcesOf } from "../headers/csp";
import { serverText } from "../text";
import { scopeFor } from "./github";
import { STATE_COOKIE } from "./handler";

const text = serverText.editorSignIn;
const app = { clientId: "Ov23liStandIn0000001", clientSecret: "stand-in-secret-3f9a1c77b2e0" };
/** The exchange may take this long here (not 10 s), so the test of GitHub never answering ends sooner. */
const TIMEOUT_MS = 4_000;

let standIn: RunningOAuthStandIn;
let server: TestServer;
let bare: TestServer;
const dirs: string[] = [];

beforeAll(async () => {
  standIn = await startOAuthStandIn(app);
  const buildDir = await createFixtureBuild();
  const [dataDir, bareDataDir] = await Promise.all([tempDir(), tempDir()]);
  dirs.push(buildDir, dataDir, bareDataDir);
  [server, bare] = await Promise.all([
    startTestServer(
      buildDir,
      dataDir,
      { editorSignIn: { ...app, oauthUrl: standIn.url } },
      { signInTimeoutMs: TIMEOUT_MS },
    ),
    startTestServer(buildDir, bareDataDir),
  ]);
  // Two servers, each with its database and render threads: slow on a busy machine.
}, 60_000);

afterAll(async () => {
  await Promise.all([server?.close(), bare?.close(), standIn?.close()]);
  await Promise.all(dirs.map(removeDir));
});

afterEach(() => {
  standIn.behaviour.authorize = "grant";
  standIn.behaviour.token = "token";
});

/** Everything a log line must never hold: the app's secret, every code, state and token seen. */
const secretsSeen = () => [
  app.clientSecret,
  ...standIn.authorizations.map((query) => query.get("state") ?? ""),
  ...standIn.exchanges.map((form) => form.get("code") ?? ""),
  ...standIn.tokens,
];

/** Where this test's log lines begin. */
let firstLine = 0;
beforeEach(() => {
  firstLine = server.logs.length;
});

afterEach(() => {
  const leaks = server.logs
    .slice(firstLine)
    .filter((line) => secretsSeen().some((secret) => secret && line.includes(secret)));
  expect(leaks, "log lines that hold a secret, a code, a state or a token").toEqual([]);
});

const startUrl = (query = "provider=github&site_id=127.0.0.1&scope=repo%2Cuser") =>
  `${server.url}${editorSignInPaths.start}?${query}`;

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, { redirect: "manual", headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The outcome the page holds for its script. */
function outcomeOf(body: string): SignInOutcome {
  const match = new RegExp(
    `<script type="application/json" id="${signInOutcomeId}">(.*?)</script>`,
  ).exec(body);
  const outcome: unknown = JSON.parse(match?.[1] ?? "null");
  if (!isSignInOutcome(outcome)) throw new Error(`no outcome in the page:\n${body}`);
  return outcome;
}

/** The state cookie's `name=value` as a browser sends it back, from `Set-Cookie`. */
function cookieOf(answer: Answer): string {
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${STATE_COOKIE}=`));
  if (!cookie)
    throw new Error(`no state cookie in ${JSON.stringify(answer.headers.getSetCookie())}`);
  return cookie.split(";")[0] ?? "";
}

/**
 * The window's way up to the callback: `start`, then the stand-in's
 * authorize page; returns the callback's address and the state cookie.
 */
async function toCallback(query?: string) {
  const started = await get(startUrl(query));
  expect(started.status, started.body).toBe(302);
  const authorize = await get(started.headers.get("location") ?? "");
  expect(authorize.status, authorize.body).toBe(302);
  return {
    started,
    callbackUrl: authorize.headers.get("location") ?? "",
    cookie: cookieOf(started),
  };
}

const logEvents = (event: string) =>
  server.logs
    .map((line): Record<string, unknown> => JSON.parse(line))
    .filter((line) => line.event === event);

describe("the editor's GitHub sign-in", () => {
  it("signs in: GitHub is asked for the repository scope with a state the cookie remembers, and the page hands the token to the site's origin", async () => {
    const exchangesBefore = standIn.exchanges.length;
    const { started, callbackUrl, cookie } = await toCallback();

    const authorize = new URL(started.headers.get("location") ?? "");
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${standIn.url}/login/oauth/authorize`);
    const asked = authorize.searchParams;
    const state = asked.get("state") ?? "";
    expect(Object.fromEntries(asked)).toEqual({
      client_id: app.clientId,
      redirect_uri: `${server.url}${editorSignInPaths.callback}`,
      scope: "repo",
      state,
      allow_signup: "false",
    });
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(started.headers.getSetCookie()).toEqual([
      `${STATE_COOKIE}=${state}; Path=/admin/auth; Max-Age=600; HttpOnly; SameSite=Lax`,
    ]);
    expect(started.headers.get("cache-control")).toBe("no-store");

    // The page that asks for the token came from another site: it changes nothing.
    const done = await get(callbackUrl, { Cookie: cookie, Referer: "https://elders.example/" });
    expect(done.status, done.body).toBe(200);
    const token = standIn.tokens.at(-1);
    expect(outcomeOf(done.body)).toEqual({ origin: server.url, status: "success", token });
    expect(done.body).toContain(text.signedIn);
    expect(done.headers.getSetCookie()).toEqual([
      `${STATE_COOKIE}=; Path=/admin/auth; Max-Age=0; HttpOnly; SameSite=Lax`,
    ]);
    expect(Object.fromEntries(standIn.exchanges[exchangesBefore] ?? [])).toEqual({
      client_id: app.clientId,
      client_secret: app.clientSecret,
      code: new URL(callbackUrl).searchParams.get("code"),
      redirect_uri: `${server.url}${editorSignInPaths.callback}`,
    });
    expect(logEvents("editor.signed_in")).toHaveLength(1);
    expect(
      logEvents("http.request").filter((line) => line.path === editorSignInPaths.callback),
    ).toEqual([expect.objectContaining({ method: "GET", status: 200 })]);
  });

  it("answers with the site's security headers, and a page whose only script is the window's file", async () => {
    const { callbackUrl, cookie } = await toCallback();
    const done = await get(callbackUrl, { Cookie: cookie });
    expect(Object.fromEntries(done.headers)).toMatchObject({
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy":
        "default-src 'none'; script-src 'self'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'",
      "cross-origin-opener-policy": "unsafe-none",
      "referrer-policy": "no-referrer",
      "strict-transport-security": "max-age=63072000; includeSubDomains",
      "x-content-type-options": "nosniff",
    });
    expect(inlineSourcesOf(done.body)).toEqual({ scripts: [], styles: [], styleAttributes: [] });
    expect(done.body).toContain(
      `<script type="module" src="${editorSignInPaths.script}"></script>`,
    );
  });

  it.each([
    ["repo,user", "repo"],
    ["public_repo,user", "public_repo"],
    ["public_repo repo", "repo"],
    ["admin:org,delete_repo,user", "repo"],
    ["user", "repo"],
    [null, "repo"],
  ])("asks GitHub for no more than the editor needs: %j becomes %j", (asked, scope) => {
    expect(scopeFor(asked)).toBe(scope);
  });

  it("passes the narrower public_repo on to GitHub", async () => {
    const started = await get(startUrl("provider=github&scope=public_repo%2Cuser"));
    expect(new URL(started.headers.get("location") ?? "").searchParams.get("scope")).toBe(
      "public_repo",
    );
  });

  it("refuses a callback whose state the cookie does not hold, and asks GitHub for nothing", async () => {
    const exchangesBefore = standIn.exchanges.length;
    const { callbackUrl, cookie } = await toCallback();
    const wrongState = new URL(callbackUrl);
    wrongState.searchParams.set("state", "x".repeat(43));
    const noState = new URL(callbackUrl);
    noState.searchParams.delete("state");
    // As long as the state in characters, longer in bytes.
    const wideState = new URL(callbackUrl);
    wideState.searchParams.set("state", "é".repeat(43));
    const attempts = [
      await get(wrongState.href, { Cookie: cookie }),
      await get(noState.href, { Cookie: cookie }),
      await get(wideState.href, { Cookie: cookie }),
      await get(callbackUrl),
      await get(callbackUrl, { Cookie: `${STATE_COOKIE}=` }),
    ];
    for (const attempt of attempts) {
      expect(attempt.status, attempt.body).toBe(400);
      expect(outcomeOf(attempt.body)).toEqual({
        origin: server.url,
        status: "error",
        error: text.expired,
      });
      expect(attempt.body).toContain(text.closeWindow);
      expect(attempt.headers.getSetCookie()[0]).toContain("Max-Age=0");
    }
    expect(standIn.exchanges.length).toBe(exchangesBefore);
    expect(
      logEvents("editor.sign_in_refused")
        .slice(-5)
        .map((line) => line.reason),
    ).toEqual([
      "state-mismatch",
      "state-mismatch",
      "state-mismatch",
      "state-missing",
      "state-mismatch",
    ]);
  });

  it("lets a state serve once: the same callback again is refused", async () => {
    const { callbackUrl, cookie } = await toCallback();
    expect((await get(callbackUrl, { Cookie: cookie })).status).toBe(200);
    // A browser sends no cookie after it was cleared; a replay that keeps it gets GitHub's refusal.
    const again = await get(callbackUrl);
    expect(again.status, again.body).toBe(400);
    const kept = await get(callbackUrl, { Cookie: cookie });
    expect(kept.status, kept.body).toBe(502);
    expect(outcomeOf(kept.body)).toMatchObject({ status: "error", error: text.refused });
  });

  it("says so when the user refuses GitHub's consent, and asks for no token", async () => {
    standIn.behaviour.authorize = "deny";
    const exchangesBefore = standIn.exchanges.length;
    const { callbackUrl, cookie } = await toCallback();
    const denied = await get(callbackUrl, { Cookie: cookie });
    expect(denied.status, denied.body).toBe(403);
    expect(outcomeOf(denied.body)).toEqual({
      origin: server.url,
      status: "error",
      error: text.denied,
    });
    expect(standIn.exchanges.length).toBe(exchangesBefore);
    expect(logEvents("editor.sign_in_refused").at(-1)).toMatchObject({
      level: "warn",
      reason: "github-denied",
      githubError: "access_denied",
    });
  });

  it.each<[TokenBehaviour, number, string, Record<string, unknown>]>([
    [
      "refuse",
      502,
      text.refused,
      { reason: "token-refused", githubError: "bad_verification_code" },
    ],
    ["garbage", 502, text.unreachable, { reason: "token-malformed", status: 200 }],
    ["server-error", 502, text.unreachable, { reason: "token-malformed", status: 500 }],
    ["drop", 502, text.unreachable, { reason: "github-unreachable" }],
    ["hang", 504, text.unreachable, { reason: "token-timeout" }],
  ])(
    "a token exchange GitHub answers with %s ends in %i with the editor told why",
    async (behaviour, status, message, logged) => {
      standIn.behaviour.token = behaviour;
      const { callbackUrl, cookie } = await toCallback();
      const failed = await get(callbackUrl, { Cookie: cookie });
      expect(failed.status, failed.body).toBe(status);
      expect(outcomeOf(failed.body)).toEqual({
        origin: server.url,
        status: "error",
        error: message,
      });
      expect(logEvents("editor.sign_in_refused").at(-1)).toMatchObject(logged);
    },
  );

  it("says that sign-in is not set up on a server without an OAuth app", async () => {
    for (const path of [editorSignInPaths.start, editorSignInPaths.callback]) {
      const answer = await get(`${bare.url}${path}?provider=github&scope=repo`);
      expect(answer.status, answer.body).toBe(501);
      expect(outcomeOf(answer.body)).toEqual({
        origin: bare.url,
        status: "error",
        error: text.notSetUp,
      });
    }
  });

  it("refuses another provider", async () => {
    const answer = await get(startUrl("provider=gitlab&scope=api"));
    expect(answer.status, answer.body).toBe(400);
    expect(outcomeOf(answer.body)).toMatchObject({ status: "error", error: text.onlyGitHub });
  });

  it("takes the site's origin from SITE_URL for its host, and the request's for any other", async () => {
    const startFor = (host: string) =>
      rawHttp(
        server.url,
        `GET ${editorSignInPaths.start}?provider=github&scope=repo HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
    // contactDetails({}): SITE_URL is https://www.immersa-xr.nl, here behind a proxy that speaks http.
    const production = await startFor("www.immersa-xr.nl");
    expect(new URL(production.headers.location ?? "").searchParams.get("redirect_uri")).toBe(
      `https://www.immersa-xr.nl${editorSignInPaths.callback}`,
    );
    expect(production.headers["set-cookie"]).toMatch(/; Secure$/);
    const preview = await startFor("preview.example:8080");
    expect(new URL(preview.headers.location ?? "").searchParams.get("redirect_uri")).toBe(
      `http://preview.example:8080${editorSignInPaths.callback}`,
    );
    expect(preview.headers["set-cookie"]).not.toContain("Secure");
  });
});
