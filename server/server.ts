/**
 * Wires configuration, build, database, mail and HTTP together. `main.ts` calls
 * this for `npm run serve`; tests call it directly with temp directories and
 * port 0.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server, type ServerOptions } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import { Server as NetServer } from "node:net";
import path from "node:path";
import type { Duplex } from "node:stream";
import nodemailer from "nodemailer";
import { paths } from "../app/content/paths";
import { pageFile } from "../app/lib/http-rules";
import { createApp, type HealthStatus } from "./app";
import { ConfigError, type ServerConfig, type TlsFiles } from "./config";
import { type ContactStore, createContactHandler } from "./contact/handler";
import { MAX_BODY_BYTES } from "./contact/parse";
import { RateLimiter } from "./contact/rate-limit";
import { type RefusalPage, refusalPageFrom } from "./contact/refusal-page";
import { siteInlineSources } from "./headers/csp";
import { createEditorSignIn } from "./editor-sign-in/handler";
import { createLogger, errorCode, type Logger } from "./log";
import { MailOutbox } from "./mail/outbox";
import { DatabaseThread, type Wait } from "./storage/db-thread";
import { isDatabaseBusy } from "./storage/errors";
import { scheduleRetention } from "./storage/retention";
import { SubmissionStore } from "./storage/submission-store";
import type { RenderGateOptions } from "./render/render-gate";
import { RenderError, RenderThread } from "./render/render-thread";
import { clientErrorHandler, rawAnswer } from "./request-log";
import { loadStaticSite } from "./static";

export class BuildMissingError extends Error {
  override readonly name = "BuildMissingError";
}

export interface StartOptions {
  readonly logger?: Logger;
  readonly mailRetryDelaysMs?: readonly number[];
  readonly mailPollIntervalMs?: number;
  /** What the contact form writes to, given the SQLite store (tests put a double around it). */
  readonly contactStore?: (store: SubmissionStore) => ContactStore;
  /** The search renders' gate (tests make it refuse). */
  readonly renderGate?: RenderGateOptions;
  /** How long the editor's sign-in may wait for GitHub's token (default 10 s). */
  readonly signInTimeoutMs?: number;
  /**
   * A listening socket to take over instead of listening on HOST and PORT:
   * the descriptor systemd passes (`socket-activation.ts`).
   */
  readonly listenFd?: number | undefined;
}

export interface CloseOptions {
  /**
   * Leave idle keep-alive connections open (SIGTERM in `main.ts`): each ends
   * with the answer to its next request, which says `Connection: close`, or
   * at the keep-alive timeout the server announced, whichever comes first. A
   * client can then never send a request on a connection the server is
   * closing. Without it they are closed at once, which a client sending on
   * one at that moment meets as a reset connection.
   */
  readonly drainIdle?: boolean;
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  /**
   * Resolves when the database file was deleted or replaced under the running
   * server; contact posts and `/healthz` answer 503 from then on (`main.ts`
   * stops the server so that it starts again on the file at DATABASE_PATH).
   */
  readonly databaseReplaced: Promise<void>;
  /**
   * Graceful: stop accepting, finish in-flight requests (every answer from now
   * on closes its connection), flush writes, close the database.
   */
  close(options?: CloseOptions): Promise<void>;
}

/** The React Router server build, loaded in its own thread (`render-thread.ts`). */
async function startRenderer(buildDir: string, logger: Logger): Promise<RenderThread> {
  const file = path.join(buildDir, "server", "index.js");
  if (!existsSync(file)) {
    throw new BuildMissingError(`No server build at ${file}. Run \`npm run build\` first.`);
  }
  try {
    return await RenderThread.open(file, logger);
  } catch (error) {
    if (error instanceof RenderError) throw new BuildMissingError(error.message);
    throw error;
  }
}

/** `/healthz` answers within a second: half a second for the lock, the rest for the write. */
const HEALTH_WAIT: Wait = { lockWaitMs: 500, graceMs: 300 };

/**
 * Slow and oversized clients (slowloris and friends): the request head must
 * arrive within 10 s and the whole request within 15 s, checked every 500 ms
 * (Node's default interval is 30 s, which makes the limits toothless), so a
 * client trickling header bytes gets a 408 after about 10 s. Headers over
 * 16 KiB get a 431. An idle keep-alive connection closes after 5 s.
 */
export const httpLimits = {
  headersTimeout: 10_000,
  requestTimeout: 15_000,
  connectionsCheckingInterval: 500,
  keepAliveTimeout: 5_000,
  maxHeaderSize: 16 * 1024,
  // The app answers a missing Host itself (400 with the security headers).
  requireHostHeader: false,
} as const satisfies ServerOptions;

function readTls(files: TlsFiles): { cert: Buffer; key: Buffer } {
  try {
    return { cert: readFileSync(files.certPath), key: readFileSync(files.keyPath) };
  } catch (error) {
    throw new ConfigError(`TLS_CERT or TLS_KEY could not be read (${errorCode(error)}).`);
  }
}

/** The pre-rendered page of a refused contact request, ready to fill (`contact/refusal-page.ts`). */
function readRefusalPage(clientDir: string): RefusalPage {
  const file = path.join(clientDir, pageFile(paths.contactRefused));
  try {
    return refusalPageFrom(readFileSync(file, "utf8"));
  } catch (error) {
    const problem =
      errorCode(error) === "ENOENT" ? "is missing" : error instanceof Error ? error.message : "";
    throw new BuildMissingError(
      `The page for a refused contact request, ${file}, ${problem}. Run \`npm run build\` again.`,
    );
  }
}

export async function startServer(
  config: ServerConfig,
  options: StartOptions = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger();
  const clientDir = path.join(config.buildDir, "client");
  if (!existsSync(path.join(clientDir, "index.html"))) {
    throw new BuildMissingError(
      `No pre-rendered site at ${clientDir}. Run \`npm run build\` first, then \`npm run serve\`.`,
    );
  }
  const refusalPage = readRefusalPage(clientDir);
  const tls = config.tls ? readTls(config.tls) : undefined;
  // First of the slower steps: a database path the server cannot use stops it at once.
  const db = await DatabaseThread.open(config.databasePath, logger);
  const renderer = await startRenderer(config.buildDir, logger);
  const site = await loadStaticSite(clientDir);
  const inlineSources = await siteInlineSources(clientDir);

  const now = Date.now;
  const store = new SubmissionStore(db, { mailEnabled: config.smtp !== undefined, now });
  const stopRetention = scheduleRetention(db, logger, now);

  let outbox: MailOutbox | undefined;
  if (config.smtp) {
    const transport = nodemailer.createTransport({
      url: config.smtp.url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    outbox = new MailOutbox(db, transport, config.smtp, logger, {
      retryDelaysMs: options.mailRetryDelaysMs,
      pollIntervalMs: options.mailPollIntervalMs,
      now,
    });
    outbox.start();
  }

  // Health checks that arrive together share one probe.
  let probe: Promise<HealthStatus> | undefined;
  const checkHealth = () =>
    (probe ??= db
      .touchHealth(now(), HEALTH_WAIT)
      .then(
        (): HealthStatus => ({ ok: true }),
        (error: unknown): HealthStatus => ({
          ok: false,
          reason: isDatabaseBusy(error) ? "database-busy" : "database-unavailable",
        }),
      )
      .finally(() => (probe = undefined)));
  const app = createApp({
    site,
    render: renderer.render,
    trustProxy: config.trustProxy,
    logger,
    inlineSources,
    indexableHosts: config.indexableHosts,
    editorSignIn: createEditorSignIn({
      settings: config.editorSignIn,
      siteUrl: config.contact.url,
      logger,
      exchangeTimeoutMs: options.signInTimeoutMs,
    }),
    renderGate: options.renderGate,
    editorApiRoot: config.editorApiRoot,
    checkHealth,
    contactHandler: createContactHandler({
      store: options.contactStore?.(store) ?? store,
      rateLimiter: new RateLimiter({ limit: config.rateLimitPerMinute, now }),
      refusalPage,
      logger,
      allowedOrigins: [new URL(config.contact.url).origin],
      onStored: () => outbox?.kick(),
    }),
  });

  const server: Server = tls
    ? createHttpsServer({ ...httpLimits, ...tls }, app)
    : createServer(httpLimits, app);
  // Set once closing begins: every answer after that ends its connection.
  let closingConnections = false;
  server.prependListener("request", (_req, res) => {
    if (closingConnections) res.setHeader("Connection", "close");
  });
  server.on("clientError", clientErrorHandler(logger));
  // `Expect: 100-continue` (curl, some proxies): never invite a body that is
  // over the limit; the contact handler then answers 413 from the headers.
  server.on("checkContinue", (req, res) => {
    if (Number(req.headers["content-length"] ?? 0) <= MAX_BODY_BYTES) res.writeContinue();
    server.emit("request", req, res);
  });
  // Any other expectation: the app answers 417 (Node would, without headers).
  server.on("checkExpectation", (req, res) => server.emit("request", req, res));
  // CONNECT: no proxy here. Node would close the connection without a word.
  server.on("connect", (_req, socket: Duplex) => {
    socket.on("error", () => {});
    socket.end(rawAnswer(405, { Allow: "GET, HEAD" }));
    logger.log("info", "http.request", { method: "CONNECT", path: null, status: 405 });
  });
  const { listenFd } = options;
  await new Promise<void>((resolve, reject) => {
    const failed = (error: unknown) =>
      reject(
        listenFd === undefined
          ? error
          : new ConfigError(
              `Cannot listen on the socket systemd passed at file descriptor ${listenFd} (${errorCode(error)}): check immersa.socket.`,
            ),
      );
    server.once("error", failed);
    const listening = () => {
      server.off("error", failed);
      resolve();
    };
    if (listenFd === undefined) server.listen(config.port, config.host, listening);
    else server.listen({ fd: listenFd }, listening);
  });
  const address = server.address();
  if (!address || typeof address === "string") {
    if (listenFd === undefined) throw new Error("server is not listening on TCP");
    throw new ConfigError(
      `The socket passed at file descriptor ${listenFd} is not a TCP socket: give immersa.socket a ListenStream= of an address and port.`,
    );
  }
  const { port } = address;
  const listenHost = listenFd === undefined ? config.host : address.address;
  const host = listenHost.includes(":") ? `[${listenHost}]` : listenHost;
  const url = `${tls ? "https" : "http"}://${host}:${port}`;
  logger.log("info", "server.listening", {
    url,
    socket: listenFd === undefined ? "own" : "systemd",
    pages: site.pages.size,
    files: site.files.size,
  });

  let closing: Promise<void> | undefined;
  const close = ({ drainIdle = false }: CloseOptions = {}) =>
    (closing ??= (async () => {
      closingConnections = true;
      const closed = new Promise<void>((resolve) => {
        // net's close stops accepting and waits for every connection to end;
        // http's also destroys the idle ones first.
        if (drainIdle) NetServer.prototype.close.call(server, () => resolve());
        else server.close(() => resolve());
      });
      const force = setTimeout(() => server.closeAllConnections(), 10_000);
      await closed;
      clearTimeout(force);
      await store.drained();
      await outbox?.stop();
      stopRetention();
      await db.close();
      await renderer.close();
      logger.log("info", "server.closed");
    })());

  return { url, port, databaseReplaced: db.replaced, close };
}
