/**
 * `npm run audit:headers`: grades the built site's HTTP headers with Mozilla's
 * HTTP Observatory scanner, run locally.
 *
 * 1. Installs `@mdn/mdn-http-observatory` on first use into `.cache/observatory`
 *    (`npm install --ignore-scripts`: its postinstall downloads lists from
 *    the internet) and gives it the `conf/hsts-preload.json` it needs (`{}`).
 * 2. Makes a throwaway CA and a certificate for `localhost` (openssl).
 * 3. Starts the compiled server in HTTPS mode (TLS_CERT, TLS_KEY) on the build.
 * 4. Puts a front on one port that passes TLS through to the server and
 *    answers plain HTTP with a 301 to https:// (what the reverse proxy's
 *    port-80 block does in production, see README), because the scanner
 *    tests `http://host` and `https://host` on the same host and port.
 * 5. Runs the scanner's `src/scan.js` with `NODE_EXTRA_CA_CERTS` set to the
 *    throwaway CA (its bin wrapper would overwrite that variable) and prints
 *    the grade and every test. Exits 1 below A+.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createServer as createHttpServer } from "node:http";
import { connect, createServer, type Server } from "node:net";
import path from "node:path";
import { createLocalCertificate } from "./support/server/local-tls";
import { removeDir, tempDir } from "./support/server/fixture";
import { repoRoot, startMain } from "./support/server/process";
import { nodeServerMain } from "../scripts/build/node-server";

const SCANNER = "@mdn/mdn-http-observatory@1";
const scannerHome = path.join(repoRoot, ".cache", "observatory");
const scannerDir = path.join(scannerHome, "node_modules", "@mdn", "mdn-http-observatory");

async function ensureScanner(): Promise<void> {
  if (!existsSync(path.join(scannerDir, "src", "scan.js"))) {
    console.log(`Installing ${SCANNER} into .cache/observatory (once)…`);
    await mkdir(scannerHome, { recursive: true });
    const manifest = path.join(scannerHome, "package.json");
    if (!existsSync(manifest)) {
      await writeFile(
        manifest,
        `${JSON.stringify({ name: "observatory-scanner", private: true })}\n`,
      );
    }
    execFileSync(
      "npm",
      ["install", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error", SCANNER],
      { cwd: scannerHome, stdio: "inherit" },
    );
  }
  // Normally written by its postinstall from the Chromium preload list; empty
  // means "no host is preloaded", which is true for localhost.
  const preload = path.join(scannerDir, "conf", "hsts-preload.json");
  if (!existsSync(preload)) {
    await mkdir(path.dirname(preload), { recursive: true });
    await writeFile(preload, "{}\n");
  }
}

/** One port for both schemes: TLS goes through to the server, plain HTTP gets a 301 to https. */
async function startFront(tlsPort: number): Promise<Server> {
  const redirector = createHttpServer((req, res) => {
    const host = /^[\w.-]+(:\d+)?$/.test(req.headers.host ?? "") ? req.headers.host : "localhost";
    res.writeHead(301, { Location: `https://${host}${req.url ?? "/"}`, "Content-Length": 0 });
    res.end();
  });
  const front = createServer((socket) => {
    socket.on("error", () => socket.destroy());
    socket.once("data", (first: Buffer) => {
      socket.pause();
      if (first[0] === 0x16) {
        // A TLS ClientHello: splice the connection through to the server.
        const upstream = connect(tlsPort, "127.0.0.1", () => {
          upstream.write(first);
          socket.pipe(upstream).pipe(socket);
          socket.resume();
        });
        upstream.on("error", () => socket.destroy());
        socket.on("close", () => upstream.destroy());
      } else {
        socket.unshift(first);
        redirector.emit("connection", socket);
        socket.resume();
      }
    });
  });
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  return front;
}

interface ScanTest {
  pass?: boolean;
  result?: string;
  scoreModifier?: number;
}
interface ScanOutput {
  scan?: { grade?: string; score?: number; testsPassed?: number; testsQuantity?: number };
  tests?: Record<string, ScanTest>;
  error?: string;
}

function runScan(hostname: string, caPath: string): Promise<ScanOutput> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(scannerDir, "src", "scan.js"), hostname], {
      cwd: scannerDir,
      env: { ...process.env, NODE_EXTRA_CA_CERTS: caPath },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("exit", () => {
      try {
        const parsed: unknown = JSON.parse(out);
        resolve(typeof parsed === "object" && parsed !== null ? parsed : {});
      } catch {
        reject(new Error(`The scanner did not print JSON:\n${out}`));
      }
    });
  });
}

async function main(): Promise<number> {
  const buildDir = path.join(repoRoot, "build");
  if (!existsSync(path.join(buildDir, "client", "index.html"))) {
    console.error("No build found. Run `npm run build` first.");
    return 1;
  }
  await ensureScanner();
  const manifest: unknown = JSON.parse(
    await readFile(path.join(scannerDir, "package.json"), "utf8"),
  );
  const version =
    typeof manifest === "object" && manifest !== null
      ? String(Reflect.get(manifest, "version"))
      : "?";

  const work = await tempDir("immersa-audit-");
  const cert = await createLocalCertificate(work, ["localhost"]);
  const server = await startMain(
    {
      BUILD_DIR: buildDir,
      DATABASE_PATH: path.join(work, "contact.sqlite"),
      HOST: "127.0.0.1",
      TLS_CERT: cert.certPath,
      TLS_KEY: cert.keyPath,
      NODE_ENV: "production",
    },
    { entry: nodeServerMain(buildDir) },
  );
  const front = await startFront(Number(new URL(server.url).port));
  try {
    const address = front.address();
    if (!address || typeof address === "string") throw new Error("front is not listening on TCP");
    const hostname = `localhost:${address.port}`;
    console.log(
      `Mozilla HTTP Observatory scanner ${version} -> https://${hostname}/ ` +
        "(built site, the compiled server in HTTPS mode, throwaway local CA; http:// answers 301 to https:// as the reverse proxy does)\n",
    );
    const result = await runScan(hostname, cert.caPath);
    if (result.error || !result.scan || !result.tests) {
      console.error(`Scan failed: ${result.error ?? JSON.stringify(result)}`);
      return 1;
    }
    const { grade, score, testsPassed, testsQuantity } = result.scan;
    console.log(
      `Grade: ${grade ?? "?"}   score ${score ?? "?"}   tests passed ${testsPassed}/${testsQuantity}\n`,
    );
    const rows = Object.entries(result.tests);
    const width = Math.max(...rows.map(([name]) => name.length));
    for (const [name, test] of rows) {
      const modifier = test.scoreModifier ?? 0;
      console.log(
        `${test.pass ? "pass" : "FAIL"}  ${name.padEnd(width)}  ${(modifier > 0 ? `+${modifier}` : String(modifier)).padStart(4)}  ${test.result ?? ""}`,
      );
    }
    return grade === "A+" ? 0 : 1;
  } finally {
    front.close();
    server.child.kill("SIGTERM");
    await server.exited;
    await removeDir(work);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
