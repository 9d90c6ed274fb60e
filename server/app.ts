/**
 * The Express application: `POST /` (contact form), `/healthz`, pre-rendered
 * pages and static files by the rules of `app/lib/http-rules.ts`, and server-side
 * rendering only where it is needed (`/zoeken?q=…`).
 */
import express, { type NextFunction, type Request, type Response } from "express";
import { contactEndpoint, paths } from "../app/content/paths";
import type { TrustProxy } from "./config";
import { errorCode, type Logger } from "./log";
import type { SignInRoute } from "./editor-sign-in/handler";
import { inlineSourcesOf, mergeInlineSources } from "./headers/csp";
import { RenderBusyError, RenderGate, type RenderGateOptions } from "./render/render-gate";
import { requestLogger } from "./request-log";
import { securityHeaders } from "./headers/security-headers";
import {
  cacheControl,
  cacheControlFor,
  contentSecurityPolicy,
  isIndexableHost,
  isServerRendered,
  noindexHeader,
  resolvePath,
  type IndexableHosts,
  type InlineSources,
} from "../app/lib/http-rules";
import { serverText } from "./text";
import {
  acceptedEncodings,
  compress,
  isCompressibleType,
  MIN_COMPRESS_BYTES,
  serveEntry,
  type StaticSite,
} from "./static";

/** `/healthz`: whether the database takes a write now, and if not, why. */
export type HealthStatus =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: "database-busy" | "database-unavailable" };

/** Renders a request with the React Router server build (a fetch-style handler). */
export type RenderRequest = (request: globalThis.Request) => Promise<globalThis.Response>;

export interface AppOptions {
  readonly site: StaticSite;
  readonly contactHandler: (req: Request, res: Response) => Promise<void>;
  readonly render: RenderRequest;
  readonly trustProxy: TrustProxy;
  readonly logger: Logger;
  /** `/healthz`: a real write to the database, answered within a second. */
  readonly checkHealth: () => Promise<HealthStatus>;
  /** Hashes of the inline code of every pre-rendered page (`siteInlineSources`). */
  readonly inlineSources: InlineSources;
  /** Hosts that may be indexed; any other host gets `X-Robots-Tag: noindex`. */
  readonly indexableHosts: IndexableHosts;
  /** The editor's GitHub sign-in (`editor-sign-in/`), by path. */
  readonly editorSignIn: ReadonlyMap<string, SignInRoute>;
  /** How many searches render, and how many wait (default: `RenderGate`'s). */
  readonly renderGate?: RenderGateOptions;
  /** The Git host's API the editor at /admin/ talks to (`ServerConfig.editorApiRoot`); GitHub's when absent. */
  readonly editorApiRoot?: string;
}

/** Path (percent-decoded) and raw query of a request target; undefined when unusable. */
export function splitTarget(target: string): { pathname: string; search: string } | undefined {
  const queryStart = target.indexOf("?");
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  const rawSearch = queryStart === -1 ? "" : target.slice(queryStart);
  if (!rawPath.startsWith("/")) return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (pathname.includes("\0")) return undefined;
  // Only a plain ASCII query is carried into a Location header.
  const search = /^[\x21-\x7e]*$/.test(rawSearch) && rawSearch !== "?" ? rawSearch : "";
  return { pathname, search };
}

/** `host [":" port]`: a DNS name, IPv4 address or bracketed IPv6 address, and a port. */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.?)(?::([0-9]{1,5}))?$/;

const isHostValue = (value: string): boolean => {
  const match = HOST.exec(value);
  return match !== null && value.length <= 255 && Number(match[1] ?? 0) <= 65535;
};

/**
 * RFC 9112 §3.2.2: a request target in the absolute form (`http://host/path`,
 * as proxies and some clients send it) must be accepted, and its host takes
 * the place of the Host line. The origin form of such a target and its host;
 * undefined for anything else than an http(s) URL with a plain `host[:port]`.
 */
function fromAbsoluteForm(target: string): { path: string; host: string } | undefined {
  const match = /^https?:\/\/([^/?#]*)([/?][^#]*)?$/i.exec(target);
  const host = match?.[1];
  if (host === undefined || !isHostValue(host)) return undefined;
  const rest = match?.[2] ?? "";
  return { path: rest.startsWith("/") ? rest : `/${rest}`, host };
}

/** What `OPTIONS *` (the server in general rather than one resource) answers. */
const SERVER_METHODS = "GET, HEAD, POST";

/**
 * RFC 9112 §3.2: a request with more than one Host line, with a Host that is
 * not `host[:port]`, or an HTTP/1.1 request without one, gets a 400. Node
 * keeps only the first of several Host lines, so they are counted raw.
 */
function hasValidHost(req: Pick<Request, "rawHeaders" | "httpVersion">): boolean {
  const hosts: string[] = [];
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]?.toLowerCase() === "host") hosts.push(req.rawHeaders[i + 1] ?? "");
  }
  const [host, ...others] = hosts;
  if (others.length > 0) return false;
  if (host === undefined) return req.httpVersion === "1.0";
  return isHostValue(host);
}

/** Request hygiene: the status and text refusing a request that HTTP/1.1 does not allow. */
function refusalOf(req: Request): [number, string] | undefined {
  if (req.httpVersion !== "1.1" && req.httpVersion !== "1.0") {
    return [505, serverText.http.badVersion];
  }
  if (!hasValidHost(req)) return [400, serverText.http.badRequest];
  const expect = req.headers.expect;
  if (expect !== undefined && expect.toLowerCase() !== "100-continue") {
    return [417, serverText.http.badExpect];
  }
  return undefined;
}

async function sendRendered(
  req: Request,
  res: Response,
  response: globalThis.Response,
  inlineSources: InlineSources,
) {
  res.status(response.status);
  response.headers.forEach((value, name) => {
    if (!["content-length", "content-encoding", "transfer-encoding"].includes(name)) {
      res.setHeader(name, value);
    }
  });
  if (!response.headers.has("cache-control"))
    res.setHeader("Cache-Control", cacheControl.revalidate);
  let body: Buffer = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get("content-type") ?? "";
  if (type.startsWith("text/html")) {
    // Inline scripts of a server-rendered page differ per request (its data):
    // hash them now. Set here, this policy wins over the site-wide one that
    // `securityHeaders` adds to HTML; the other document headers come from there.
    const page = inlineSourcesOf(body.toString("utf8"));
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy(mergeInlineSources([inlineSources, page])),
    );
  }
  if (isCompressibleType(type) && body.length >= MIN_COMPRESS_BYTES) {
    res.setHeader("Vary", "Accept-Encoding");
    const [encoding] = acceptedEncodings(req.headers["accept-encoding"]);
    if (encoding) {
      body = await compress(body, encoding, 4);
      res.setHeader("Content-Encoding", encoding);
    }
  }
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * The request React Router renders, for `target`: the decoded path the server
 * decided to render (`isServerRendered`: `/zoeken` or `/zoeken.data`) and the
 * query. Never the raw target: React Router tells a data request by the raw
 * path's `.data` suffix, so `/zoeken.dat%61` would render as a page at
 * `/zoeken.data`, which only the catch-all route matches (a not-found page
 * with 200).
 */
function toWebRequest(req: Request, target: string): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === "host") continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  // A fixed origin: the Host header is client input and the site builds its
  // absolute URLs from its configured production URL anyway.
  return new Request(new URL(target, "http://localhost"), { method: "GET", headers });
}

export function createApp(options: AppOptions): express.Express {
  const { site, logger, indexableHosts } = options;
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.set("trust proxy", options.trustProxy);

  const siteIndex = {
    hasPage: (path: string) => site.pages.has(path),
    hasFile: (path: string) => site.files.has(path),
    pageOfFile: (path: string) => site.pageFiles.get(path),
  };
  const renderGate = new RenderGate(options.renderGate);

  // The absolute form becomes the origin form before anything reads the target or the host.
  app.use((req, _res, next) => {
    const absolute = fromAbsoluteForm(req.url);
    if (absolute) {
      req.url = req.originalUrl = absolute.path;
      req.headers.host = absolute.host;
    }
    next();
  });
  app.use(requestLogger(logger));
  app.use(securityHeaders(options.inlineSources, options.editorApiRoot));
  // Refused before any route.
  app.use((req, res, next) => {
    const refusal = refusalOf(req);
    if (!refusal) return next();
    res.setHeader("Connection", "close");
    res.status(refusal[0]).type("text").send(refusal[1]);
  });
  app.use((req, res, next) => {
    if (!isIndexableHost(req.hostname, indexableHosts)) {
      res.setHeader(noindexHeader.name, noindexHeader.value);
    }
    next();
  });

  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if (req.url === "*" && req.method === "OPTIONS") {
      res.setHeader("Allow", SERVER_METHODS);
      res.status(204).end();
      return;
    }
    const target = splitTarget(req.url);
    if (!target) {
      res.status(400).type("text").send(serverText.http.badHost);
      return;
    }
    const { pathname, search } = target;
    const method = req.method;

    if (pathname === contactEndpoint && method === "POST") return options.contactHandler(req, res);

    if (method !== "GET" && method !== "HEAD") {
      res.setHeader("Allow", pathname === contactEndpoint ? "GET, HEAD, POST" : "GET, HEAD");
      res.status(405).type("text").send(serverText.http.methodNotAllowed);
      return;
    }

    if (pathname === "/healthz") {
      const health = await options.checkHealth();
      res.setHeader("Cache-Control", "no-store");
      res.setHeader(noindexHeader.name, noindexHeader.value);
      res.status(health.ok ? 200 : 503).json(health);
      return;
    }

    const signIn = options.editorSignIn.get(pathname);
    if (signIn) return signIn(req, res, new URLSearchParams(search));

    if (isServerRendered(pathname, search)) {
      let rendered: globalThis.Response;
      try {
        rendered = await renderGate.run(() =>
          options.render(toWebRequest(req, `${pathname}${search}`)),
        );
      } catch (error) {
        if (!(error instanceof RenderBusyError)) throw error;
        res.setHeader("Retry-After", "5");
        res.setHeader("Cache-Control", "no-store");
        res.status(503).type("text").send(serverText.http.searchBusy);
        return;
      }
      await sendRendered(req, res, rendered, options.inlineSources);
      return;
    }

    const resolution = resolvePath(pathname, search, siteIndex);
    if (resolution.kind === "redirect") {
      res.setHeader("Cache-Control", cacheControl.revalidate);
      res.redirect(resolution.status, resolution.location);
      return;
    }
    const isFile = resolution.kind === "file";
    const entry =
      resolution.kind === "not-found"
        ? (site.pages.get(resolution.page) ?? site.pages.get(paths.notFound))
        : (isFile ? site.files : site.pages).get(resolution.path);
    if (!entry) return next();
    await serveEntry(req, res, entry, {
      status: resolution.kind === "not-found" ? 404 : 200,
      cacheControl: isFile ? cacheControlFor(pathname) : cacheControl.revalidate,
    });
  });

  // Reached only if a not-found page is missing from the build.
  app.use((_req: Request, res: Response) => {
    res.status(404).type("text").send(serverText.http.notFound);
  });

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    logger.log("error", "request.failed", { method: req.method, error: errorCode(error) });
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(500).type("text").send(serverText.http.serverError);
  });

  return app;
}
