/**
 * `beforeHead`, the hook the security headers rely on: it sees the final
 * status whichever way the head is written, and what it sets is sent.
 * The headers themselves, per kind of response, are tested on the real
 * server in `hardening.test.ts`.
 */
import { createServer, type Server, type ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { beforeHead } from "./security-headers";

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** Serves every request with `respond`, `beforeHead` installed; returns the answer. */
async function answer(respond: (res: ServerResponse) => void) {
  const seen: number[] = [];
  server = createServer((_req, res) => {
    beforeHead(res, (status) => {
      seen.push(status);
      res.setHeader("X-Hooked", String(status));
    });
    respond(res);
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("not listening on TCP");
  const response = await fetch(`http://127.0.0.1:${address.port}/`);
  await response.arrayBuffer();
  return { response, seen };
}

describe("beforeHead", () => {
  it("runs once for an implicit head (end)", async () => {
    const { response, seen } = await answer((res) => {
      res.statusCode = 404;
      res.end("x");
    });
    expect(seen).toEqual([404]);
    expect(response.headers.get("x-hooked")).toBe("404");
  });

  it("runs once for an implicit head (write, then end)", async () => {
    const { response, seen } = await answer((res) => {
      res.write("a");
      res.end("b");
    });
    expect(seen).toEqual([200]);
    expect(response.headers.get("x-hooked")).toBe("200");
  });

  it("runs for writeHead with a status message and headers, and keeps both", async () => {
    const { response, seen } = await answer((res) => {
      res.writeHead(201, "Made", { "X-Own": "1" });
      res.end();
    });
    expect(seen).toEqual([201]);
    expect(response.status).toBe(201);
    expect(response.statusText).toBe("Made");
    expect(response.headers.get("x-own")).toBe("1");
    expect(response.headers.get("x-hooked")).toBe("201");
  });

  it("runs for writeHead with headers only", async () => {
    const { response, seen } = await answer((res) => {
      res.writeHead(202, { "X-Own": "2" }).end();
    });
    expect(seen).toEqual([202]);
    expect(response.headers.get("x-own")).toBe("2");
    expect(response.headers.get("x-hooked")).toBe("202");
  });
});
