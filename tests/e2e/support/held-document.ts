/**
 * A page whose HTML is still on its way: a proxy in front of the site that
 * sends one page's HTML in two parts, the markup up to the page bootstrap
 * (the inline module script that `app/entry.server.tsx` appends), and the
 * rest once released. Until then the browser shows and runs the page as
 * parsed so far, without any of its script: what a visitor on a slow
 * connection can tap before the bootstrap has run. Every other request passes
 * through unchanged, headers included, so the page's Content-Security-Policy
 * still matches its bytes.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** Where the bootstrap starts: the page's only inline module script. */
const BOOTSTRAP = '<script type="module">';

/** Headers that describe the upstream's transfer, not the content. */
const TRANSFER_HEADERS = new Set([
  "connection",
  "content-encoding",
  "content-length",
  "keep-alive",
  "transfer-encoding",
]);

export interface HeldDocument {
  /** The page's URL through the proxy. */
  url: string;
  /** Sends the rest of the page's HTML. */
  release(): void;
  close(): Promise<void>;
}

export async function holdBootstrap(siteURL: string, pathname: string): Promise<HeldDocument> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));

  const forward = async (request: IncomingMessage, response: ServerResponse) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (name !== "host" && typeof value === "string") headers.set(name, value);
    }
    // Plain bytes, so the HTML can be cut in two.
    headers.set("accept-encoding", "identity");
    const upstream = await fetch(new URL(request.url ?? "/", siteURL), {
      method: request.method,
      headers,
      redirect: "manual",
    });
    const body = Buffer.from(await upstream.arrayBuffer());
    const outgoing: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (!TRANSFER_HEADERS.has(name)) outgoing[name] = value;
    });
    response.writeHead(upstream.status, outgoing);

    if (new URL(request.url ?? "/", siteURL).pathname !== pathname) {
      response.end(body);
      return;
    }
    const html = body.toString("utf8");
    const cut = html.indexOf(BOOTSTRAP);
    if (cut < 0) throw new Error(`${pathname} has no page bootstrap (${BOOTSTRAP}) to hold back`);
    response.write(html.slice(0, cut));
    await released;
    response.end(html.slice(cut));
  };

  const server = createServer((request, response) => {
    forward(request, response).catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${pathname}`,
    release,
    close: () =>
      new Promise<void>((resolve, reject) => {
        release();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
