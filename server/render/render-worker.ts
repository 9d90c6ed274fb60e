/**
 * The render thread (started by `render-thread.ts`): loads the React Router
 * server build and renders the requests it is sent, so that rendering (the
 * search page with `?q=`) never holds the event loop that serves pages and
 * assets.
 */
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { RenderCall, RenderReply } from "./render-messages";
import type { OpenMessage } from "../threads/worker-messages";

const isServerBuild = (value: unknown): value is ServerBuild =>
  typeof value === "object" &&
  value !== null &&
  "routes" in value &&
  "entry" in value &&
  "assets" in value;

/** A status whose answer carries no body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

async function start(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error("render-worker.ts runs as a worker thread (see render-thread.ts)");
  const send = (message: RenderReply | OpenMessage, transfer: ArrayBuffer[] = []) =>
    port.postMessage(message, transfer);
  const file: unknown = workerData?.file;
  if (typeof file !== "string") throw new Error("render-worker.ts needs workerData.file");

  const build: unknown = await import(pathToFileURL(file).href);
  if (!isServerBuild(build)) {
    send({ type: "open-failed", message: `${file} is not a React Router server build.` });
    port.close();
    return;
  }
  const handler = createRequestHandler(build, "production");
  send({ type: "ready" });

  port.on("message", ({ id, url, method, headers }: RenderCall) => {
    handler(new Request(url, { method, headers }))
      .then(async (response) => {
        const body = NULL_BODY.has(response.status) ? null : await response.arrayBuffer();
        send(
          { type: "rendered", id, status: response.status, headers: [...response.headers], body },
          body ? [body] : [],
        );
      })
      .catch((error: unknown) => {
        send({ type: "failed", id, message: error instanceof Error ? error.name : "unknown" });
      });
  });
}

await start();
