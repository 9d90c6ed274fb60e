/**
 * A stand-in for GitHub's OAuth web flow, and for `GET /user`, the first call
 * the editor makes with a token: an Express router, so that a stand-in of
 * the whole of GitHub can mount it, and `startOAuthStandIn` to serve it
 * alone on a port of its own.
 *
 * - `GET /login/oauth/authorize` sends the window straight back to its
 *   `redirect_uri` with a new code and the `state` (as GitHub does for a user
 *   who granted the app before), or with GitHub's `error=access_denied`.
 * - `POST /login/oauth/access_token` trades a code it issued (once, for the
 *   same `redirect_uri`, with the app's secret) for a new token; or refuses
 *   as GitHub does, answers with something that is not JSON, with a server
 *   error, closes the connection, or never answers.
 * - `GET /user` answers for a token it issued, with CORS headers as GitHub's
 *   API sends them.
 *
 * It records what it was asked, for the tests to check.
 */
import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import express, { type Router } from "express";

export type AuthorizeBehaviour = "grant" | "deny";
export type TokenBehaviour = "token" | "refuse" | "garbage" | "server-error" | "drop" | "hang";

export interface OAuthApp {
  readonly clientId: string;
  readonly clientSecret: string;
}

export interface OAuthStandIn {
  readonly router: Router;
  /** What the authorize page and the token endpoint do; a test may change it. */
  readonly behaviour: { authorize: AuthorizeBehaviour; token: TokenBehaviour };
  /** The query of every authorize request. */
  readonly authorizations: URLSearchParams[];
  /** The form of every token request. */
  readonly exchanges: URLSearchParams[];
  /** The `Authorization` header of every `GET /user`. */
  readonly userRequests: (string | undefined)[];
  /** The tokens issued, oldest first. */
  readonly tokens: string[];
}

/** The profile `GET /user` answers with. */
export const standInUser = {
  login: "redacteur",
  id: 4242,
  name: "Redacteur Immersa",
  email: null,
  avatar_url: "",
  html_url: "https://github.com/redacteur",
} as const;

const random = (prefix: string) => `${prefix}${randomBytes(15).toString("hex")}`;

export function createOAuthStandIn(app: OAuthApp): OAuthStandIn {
  const router = express.Router();
  const standIn: OAuthStandIn = {
    router,
    behaviour: { authorize: "grant", token: "token" },
    authorizations: [],
    exchanges: [],
    userRequests: [],
    tokens: [],
  };
  /** Codes issued and not yet traded, with the address they were issued for. */
  const codes = new Map<string, string>();

  router.get("/login/oauth/authorize", (req, res) => {
    const query = new URLSearchParams(req.originalUrl.split("?")[1] ?? "");
    standIn.authorizations.push(query);
    const redirectUri = query.get("redirect_uri");
    if (query.get("client_id") !== app.clientId || !redirectUri) {
      res.status(404).type("text").send("Not Found");
      return;
    }
    const back = new URL(redirectUri);
    if (standIn.behaviour.authorize === "deny") {
      back.searchParams.set("error", "access_denied");
      back.searchParams.set("error_description", "The user has denied your application access.");
    } else {
      const code = random("");
      codes.set(code, redirectUri);
      back.searchParams.set("code", code);
    }
    back.searchParams.set("state", query.get("state") ?? "");
    res.redirect(302, back.href);
  });

  router.post(
    "/login/oauth/access_token",
    express.text({ type: "application/x-www-form-urlencoded" }),
    (req, res) => {
      const form = new URLSearchParams(typeof req.body === "string" ? req.body : "");
      standIn.exchanges.push(form);
      const refuse = (error: string) =>
        res.json({ error, error_description: `stand-in: ${error}` });
      switch (standIn.behaviour.token) {
        case "hang":
          return;
        case "drop":
          req.socket.destroy();
          return;
        case "server-error":
          res.status(500).type("text").send("Internal Server Error");
          return;
        case "garbage":
          res
            .type("html")
            .send("<!doctype html><title>Unicorn!</title><p>No server is currently available.");
          return;
        case "refuse":
          refuse("bad_verification_code");
          return;
        case "token":
          break;
      }
      if (
        form.get("client_id") !== app.clientId ||
        form.get("client_secret") !== app.clientSecret
      ) {
        refuse("incorrect_client_credentials");
        return;
      }
      const code = form.get("code") ?? "";
      if (codes.get(code) !== form.get("redirect_uri")) {
        refuse(codes.has(code) ? "redirect_uri_mismatch" : "bad_verification_code");
        return;
      }
      codes.delete(code);
      const token = random("gho_");
      standIn.tokens.push(token);
      res.json({ access_token: token, token_type: "bearer", scope: "repo" });
    },
  );

  router.use("/user", (req, res, next) => {
    res.setHeader("Access-Control-Allow-Origin", "*");
    if (req.method !== "OPTIONS") return next();
    res.setHeader("Access-Control-Allow-Headers", "Authorization, Content-Type");
    res.setHeader("Access-Control-Allow-Methods", "GET");
    res.status(204).end();
  });
  router.get("/user", (req, res) => {
    const authorization = req.headers.authorization;
    standIn.userRequests.push(authorization);
    const token = /^(?:token|bearer) (\S+)$/i.exec(authorization ?? "")?.[1];
    if (!token || !standIn.tokens.includes(token)) {
      res.status(401).json({ message: "Bad credentials" });
      return;
    }
    res.json(standInUser);
  });

  return standIn;
}

export interface RunningOAuthStandIn extends OAuthStandIn {
  /** Its origin, such as `http://127.0.0.1:40123`. */
  readonly url: string;
  close(): Promise<void>;
}

/** The OAuth stand-in alone, on a free port of 127.0.0.1. */
export async function startOAuthStandIn(app: OAuthApp): Promise<RunningOAuthStandIn> {
  const standIn = createOAuthStandIn(app);
  const server: Server = express().use(standIn.router).listen(0, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the stand-in is not on TCP");
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
