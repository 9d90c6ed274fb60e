/**
 * A switch to a new release under load loses no request. The listening
 * socket stays with its holder, as with systemd's `immersa.socket` (played by
 * `tests/support/server/socket-holder.pl`); the compiled server of release A
 * takes it at file descriptor 3, gets SIGTERM, drains and exits; then the
 * server of release B starts on the same socket. Meanwhile clients send
 * requests in a loop, over keep-alive connections (Node's agent and `fetch`)
 * and over a new connection each, and one request is half sent when A gets
 * its SIGTERM.
 */
import { spawn } from "node:child_process";
import { Agent, type ClientRequest, get } from "node:http";
import { connect } from "node:net";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "./config";
import { activationSocket } from "./socket-activation";
import { createFixtureBuild, removeDir, tempDir } from "../tests/support/server/fixture";
import { compileServerForTest, repoRoot } from "../tests/support/server/process";

describe("activationSocket", () => {
  it("takes descriptor 3 when systemd passed one socket to this process", () => {
    expect(activationSocket({ LISTEN_FDS: "1", LISTEN_PID: "42" }, 42)).toBe(3);
  });

  it("ignores variables meant for another process, or none", () => {
    expect(activationSocket({ LISTEN_FDS: "1", LISTEN_PID: "41" }, 42)).toBeUndefined();
    expect(activationSocket({ LISTEN_FDS: "1" }, 42)).toBeUndefined();
    expect(activationSocket({}, 42)).toBeUndefined();
  });

  it("refuses more than one socket", () => {
    expect(() => activationSocket({ LISTEN_FDS: "2", LISTEN_PID: "42" }, 42)).toThrow(ConfigError);
  });
});

/** systemd's part: the socket, and the servers started on it (see socket-holder.pl). */
class SocketHolder {
  readonly #child = spawn("perl", [path.join(repoRoot, "tests/support/server/socket-holder.pl")], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" },
    stdio: ["pipe", "pipe", "inherit"],
  });
  readonly #lines: string[] = [];
  readonly #waiting = new Set<() => void>();

  constructor() {
    createInterface({ input: this.#child.stdout }).on("line", (line) => {
      this.#lines.push(line);
      for (const wake of this.#waiting) wake();
    });
  }

  /** Waits until `find` finds something in the lines printed so far. */
  async #until<T>(find: (lines: readonly string[]) => T | undefined): Promise<T> {
    for (;;) {
      const found = find(this.#lines);
      if (found !== undefined) return found;
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.#waiting.delete(wake);
          resolve();
        };
        this.#waiting.add(wake);
      });
    }
  }

  /** The number the first line matching `pattern` holds in its first group. */
  #number(pattern: RegExp): Promise<number> {
    return this.#until((lines) => {
      for (const line of lines) {
        const match = pattern.exec(line);
        if (match) return Number(match[1]);
      }
      return undefined;
    });
  }

  port(): Promise<number> {
    return this.#number(/^port (\d+)$/);
  }

  /** Starts `command` on the socket with its output in `log`; resolves with its pid. */
  start(log: string, command: readonly string[]): Promise<number> {
    const startedLines = (lines: readonly string[]) =>
      lines.filter((line) => line.startsWith("started "));
    const before = startedLines(this.#lines).length;
    this.#child.stdin.write(`${[log, ...command].join("\t")}\n`);
    return this.#until((lines) => {
      const line = startedLines(lines)[before];
      return line === undefined ? undefined : Number(line.split(" ")[1]);
    });
  }

  /** Resolves with the wait status of `pid` once it has exited (0: exit code 0). */
  exited(pid: number): Promise<number> {
    return this.#number(new RegExp(`^exited ${pid} (\\d+)$`));
  }

  stop(): void {
    this.#child.stdin.end();
  }
}

interface Outcome {
  readonly client: string;
  /** Milliseconds since the clients started. */
  readonly at: number;
  readonly ms: number;
  readonly release?: string;
  readonly problem?: string;
}

/** A request that takes longer counts as failed (and ends the wait for it). */
const REQUEST_TIMEOUT_MS = 60_000;

/** The release a `/robots.txt` answer names. */
const releaseOf = (body: string) => /# release (\w+)/.exec(body)?.[1];

let dir: string;
let main: string;
const builds: Record<string, string> = {};

beforeAll(async () => {
  dir = await tempDir("immersa-switch-");
  const { dir: compiled } = await compileServerForTest();
  main = path.join(compiled, "main.js");
  for (const release of ["A", "B"]) {
    const build = await createFixtureBuild();
    await writeFile(
      path.join(build, "client", "robots.txt"),
      `User-agent: *\nAllow: /\n# release ${release}\n`,
    );
    builds[release] = build;
  }
}, 60_000);

afterAll(async () => {
  await removeDir(dir);
  for (const build of Object.values(builds)) await removeDir(build);
});

describe("the compiled server given a descriptor 3 that is no socket", () => {
  it("stops with a message that names it", async () => {
    const child = spawn(
      "sh",
      [
        "-c",
        'export LISTEN_FDS=1 LISTEN_PID=$$; exec "$0" "$1" 3</dev/null',
        process.execPath,
        main,
      ],
      {
        env: {
          PATH: process.env.PATH ?? "",
          BUILD_DIR: builds.A ?? "",
          DATABASE_PATH: path.join(dir, "refused.sqlite"),
        },
      },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.on("exit", resolve));
    expect(code, output).toBe(1);
    expect(output).toContain(
      "Cannot listen on the socket systemd passed at file descriptor 3 (EINVAL): check immersa.socket.",
    );
  });
});

describe("a switch to a new release on systemd's socket", { timeout: 120_000 }, () => {
  it("drops no request, and finishes the one in flight", async () => {
    const holder = new SocketHolder();
    const port = await holder.port();
    const origin = `http://127.0.0.1:${port}`;
    const serve = async (release: string) => {
      const log = path.join(dir, `${release}.log`);
      const pid = await holder.start(log, [
        "env",
        `BUILD_DIR=${builds[release]}`,
        `DATABASE_PATH=${path.join(dir, "contact.sqlite")}`,
        // Taken from the socket instead: nothing may listen here.
        "PORT=1",
        process.execPath,
        main,
      ]);
      const output = () => readFile(log, "utf8").catch(() => "");
      await expect.poll(output, { timeout: 30_000 }).toMatch(/"event":"server\.listening"/);
      expect(await output()).toContain(`"url":"${origin}","socket":"systemd"`);
      return { pid, output };
    };

    const started = Date.now();
    const outcomes: Outcome[] = [];
    let running = true;
    const loop = async (client: string, send: (target: string) => Promise<string>) => {
      const targets = ["/robots.txt", "/", "/diensten", "/healthz"];
      for (let i = 0; running; i += 1) {
        const target = targets[i % targets.length] ?? "/";
        const at = Date.now();
        const outcome = { client: `${client} ${target}`, at: at - started };
        try {
          const body = await send(target);
          outcomes.push({ ...outcome, ms: Date.now() - at, release: releaseOf(body) });
        } catch (error) {
          outcomes.push({ ...outcome, ms: Date.now() - at, problem: String(error) });
        }
      }
    };
    /** A GET through Node's http client; fails on any status but 200. */
    const nodeGet = (agent: Agent | false) => (target: string) =>
      new Promise<string>((resolve, reject) => {
        get(`${origin}${target}`, { agent, timeout: REQUEST_TIMEOUT_MS }, (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () =>
            response.statusCode === 200
              ? resolve(body)
              : reject(new Error(`status ${response.statusCode}`)),
          );
          response.on("error", reject);
        })
          .on("timeout", function (this: ClientRequest) {
            this.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`));
          })
          .on("error", reject);
      });
    const fetchGet = async (target: string) => {
      const response = await fetch(`${origin}${target}`, {
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`status ${response.status}`);
      return body;
    };
    const keepAlive = new Agent({ keepAlive: true });
    const answeredBy = (release: string) =>
      outcomes.filter((outcome) => outcome.release === release).length;

    const a = await serve("A");
    const clients = [
      ...[1, 2, 3].map((n) => loop(`keep-alive agent ${n}`, nodeGet(keepAlive))),
      ...[1, 2].map((n) => loop(`fetch ${n}`, fetchGet)),
      ...[1, 2].map((n) => loop(`new connection ${n}`, nodeGet(false))),
    ];
    await expect.poll(() => answeredBy("A"), { timeout: 30_000 }).toBeGreaterThan(40);

    // A request whose head is half sent when the server is told to stop, on a
    // connection that server has accepted (it answered a request on it).
    const inFlight = connect(port, "127.0.0.1");
    let answer = "";
    inFlight.setEncoding("utf8").on("data", (chunk: string) => (answer += chunk));
    let inFlightClosed = false;
    inFlight.once("close", () => (inFlightClosed = true));
    const request = "GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\n";
    inFlight.write(`${request}\r\n`);
    await expect.poll(() => answer, { timeout: 30_000 }).toContain("# release A");
    answer = "";
    inFlight.write(request);

    const stopAt = Date.now() - started;
    process.kill(a.pid, "SIGTERM");
    await expect.poll(a.output, { timeout: 10_000 }).toContain('"event":"server.stopping"');
    inFlight.end("\r\n");
    await expect
      .poll(() => inFlightClosed, { timeout: 15_000, message: `answered: ${answer}` })
      .toBe(true);
    expect(await holder.exited(a.pid), await a.output()).toBe(0);
    const exitedAt = Date.now() - started;

    const b = await serve("B");
    const listeningAt = Date.now() - started;
    await expect.poll(() => answeredBy("B"), { timeout: 30_000 }).toBeGreaterThan(40);
    running = false;
    await Promise.all(clients);
    keepAlive.destroy();
    process.kill(b.pid, "SIGTERM");
    expect(await holder.exited(b.pid), await b.output()).toBe(0);
    holder.stop();

    const failed = outcomes.filter((outcome) => outcome.problem !== undefined);
    const slowest = outcomes.reduce((max, outcome) => Math.max(max, outcome.ms), 0);
    console.log(
      `SIGTERM to A at ${stopAt} ms, A exited at ${exitedAt} ms, B listening at ${listeningAt} ms: ` +
        `${outcomes.length} requests, ${failed.length} failed; ` +
        `${answeredBy("A")} answered by A, ${answeredBy("B")} by B; the slowest took ${slowest} ms`,
    );
    expect(
      failed.map((outcome) => `${outcome.at} ms ${outcome.client}: ${outcome.problem}`),
    ).toEqual([]);
    expect(answer, "the request in flight at SIGTERM").toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer).toContain("# release A");
  });
});
