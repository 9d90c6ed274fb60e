/**
 * Test support: a small stand-in for `build/` (pre-rendered pages, assets,
 * media and a minimal React Router server build) and helpers that start real
 * server instances on port 0 with a temporary database.
 */
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { refusalReasonsId } from "../../../app/lib/contact-fields";
import { githubApiRoot } from "../../../app/lib/http-rules";
import type { ServerConfig } from "../../../server/config";
import { contactDetails } from "../../../server/contact-details";
import { createLogger, silentLogger, type Logger } from "../../../server/log";
import { startServer, type RunningServer, type StartOptions } from "../../../server/server";

/**
 * A page as React Router pre-renders it, in small: an inline bootstrap script
 * that differs per page, a JSON-LD block (data, never executed) and a React
 * `style` attribute, so the CSP hashing has something real to do.
 */
const page = (title: string, extra = "") =>
  `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>${title}</title>` +
  `<script type="application/ld+json">{"@type":"WebPage","name":"${title}"}</script></head>` +
  `<body><h1>${title}</h1>${extra}<div style="min-height:420px">` +
  `<p>${"Meeslepende XR-ervaringen voor organisaties. ".repeat(30)}</p></div>` +
  `<script>window.__page = ${JSON.stringify(title)};</script></body></html>`;

/** The published layout (`app/lib/http-rules.ts`, `pageFile`): flat `page.html` files. */
export const fixturePages: Readonly<Record<string, string>> = {
  "index.html": page("Home"),
  "diensten.html": page("Diensten"),
  "diensten/virtual-reality-laten-maken.html": page("VR laten maken"),
  "cases.html": page("Cases"),
  "cases/pagina/2.html": page("Cases – pagina 2"),
  "cases/museum-ar.html": page("Museum AR"),
  "cases/niet-gevonden.html": page("Case niet gevonden"),
  "404.html": page("Pagina niet gevonden"),
  "contact.html": page("Contact"),
  "contact/bedankt.html": page("Bedankt"),
  "contact/niet-verstuurd.html": page(
    "Uw bericht is niet verstuurd",
    `<ul id="${refusalReasonsId}"></ul>`,
  ),
  "zoeken.html": page("Zoeken"),
};

/** A React Router server build reduced to one route with a loader. */
const serverBuild = `
const escape = (s) => String(s).replace(/[&<>"']/g, (c) => "&#" + c.charCodeAt(0) + ";");
export const entry = { module: { default: (request, status, headers, context) => {
  const data = context.staticHandlerContext.loaderData["routes/search"];
  headers.set("Content-Type", "text/html; charset=utf-8");
  const body = "<!doctype html><html lang=\\"nl\\"><title>Zoeken</title><h1>Resultaten voor " +
    escape(data && data.q) + "</h1>" + "<p>Zoekresultaat</p>".repeat(100) +
    "<script>window.__query = " + JSON.stringify(String(data && data.q)).replace(/</g, "\\\\u003c") + ";</script></html>";
  return new Response(body, { status, headers });
} } };
export const routes = {
  root: { id: "root", path: "", module: { default: () => null } },
  "routes/search": { id: "routes/search", parentId: "root", path: "zoeken", module: {
    default: () => null,
    loader: ({ request }) => ({ q: new URL(request.url).searchParams.get("q") }),
  } },
};
export const assets = { entry: { imports: [], module: "/assets/entry.js" }, routes: {}, url: "/assets/manifest.js", version: "1" };
export const basename = "/";
export const publicPath = "/";
export const assetsBuildDirectory = "build/client";
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: "initial", manifestPath: "/__manifest" };
`;

export const BIG_MEDIA_BYTES = 700 * 1024;

export async function createFixtureBuild(): Promise<string> {
  const buildDir = await mkdtemp(path.join(os.tmpdir(), "immersa-build-"));
  const client = path.join(buildDir, "client");
  const files: Record<string, string | Buffer> = {
    ...fixturePages,
    "assets/app-3f9a1c.js": `export const app = ${JSON.stringify("x".repeat(4000))};\n`,
    "assets/style-77b2e0.css": `body{margin:0}\n${".card{padding:1rem}\n".repeat(200)}`,
    "assets/tiny-1a2b3c.js": "export {};\n",
    "fonts/inter-latin-wght.woff2": Buffer.alloc(2048, 7),
    "media/hero.mp4": Buffer.alloc(BIG_MEDIA_BYTES, 1),
    "media/poster.webp": Buffer.alloc(4096, 2),
    "favicon.ico": Buffer.alloc(600, 3),
    "admin/index.html":
      '<!doctype html><html lang="nl"><title>Beheer</title><script>window.editor = 1;</script>' +
      '<script type="module" src="/admin/assets/editor-9c1d2e.js"></script></html>\n',
    "admin/assets/editor-9c1d2e.js": "export {};\n",
    "robots.txt": "User-agent: *\nAllow: /\n",
    "icon.svg":
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><style>circle{fill:#8b7bff}</style>' +
      '<circle cx="32" cy="32" r="28"/></svg>\n',
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(client, file)), { recursive: true });
    await writeFile(path.join(client, file), content);
  }
  await mkdir(path.join(buildDir, "server"), { recursive: true });
  await writeFile(path.join(buildDir, "server", "index.js"), serverBuild);
  return buildDir;
}

export async function tempDir(prefix = "immersa-test-"): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), prefix));
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

export function testConfig(
  buildDir: string,
  dataDir: string,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  return {
    host: "127.0.0.1",
    port: 0,
    buildDir,
    databasePath: path.join(dataDir, "contact.sqlite"),
    rateLimitPerMinute: 1000,
    trustProxy: false,
    smtp: undefined,
    contact: contactDetails({}),
    indexableHosts: "*",
    tls: undefined,
    editorSignIn: undefined,
    editorApiRoot: githubApiRoot,
    ...overrides,
  };
}

export interface TestServer extends RunningServer {
  readonly logs: string[];
  /** The test's own connection to the server's database file (the server's is in its thread). */
  readonly testDb: Database.Database;
  count(): number;
}

/** A real server on a random port with its own database; logs are captured. */
export async function startTestServer(
  buildDir: string,
  dataDir: string,
  overrides: Partial<ServerConfig> = {},
  options: StartOptions = {},
): Promise<TestServer> {
  const logs: string[] = [];
  const logger: Logger = options.logger ?? createLogger((line) => logs.push(line));
  const config = testConfig(buildDir, dataDir, overrides);
  const server = await startServer(config, { ...options, logger });
  const testDb = new Database(config.databasePath, { fileMustExist: true });
  const counter = testDb.prepare<[], { n: number }>("SELECT count(*) AS n FROM submissions");
  const close = async () => {
    if (testDb.open) testDb.close();
    await server.close();
  };
  return { ...server, close, logs, testDb, count: () => counter.get()?.n ?? 0 };
}

export { silentLogger };

let sequence = 0;

/** A valid submission with a unique message (so duplicates never collide by accident). */
export function validFields(overrides: Record<string, string> = {}): Record<string, string> {
  sequence += 1;
  return {
    "form-name": "contact",
    "bot-field": "",
    naam: "Sanne de Vries",
    email: "sanne@example.nl",
    telefoon: "040 123 4567",
    bericht: `Wij willen een VR-training laten maken (${process.pid}-${sequence}-${Date.now()}).`,
    ...overrides,
  };
}

export function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

export const jsonHeaders = { Accept: "application/json" } as const;
