import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { clientAssets, pageBootstrap } from "virtual:client-assets";
import { inlineIcon } from "./lib/inline-icon.server";
import { withIslandScripts } from "./lib/islands/island-scripts";

/** How long a render may wait for data before React gives up on it. */
export const streamTimeout = 5_000;

/**
 * Renders each page whole (pages are pre-rendered at build time, and the one
 * server-rendered page is small), so the finished HTML can get the client
 * script for its islands (`withIslandScripts`; in development React Router's
 * `<Scripts />` loads the entry instead) and carry its favicon (`inlineIcon`).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") {
    return Promise.resolve(
      new Response(null, { status: responseStatusCode, headers: responseHeaders }),
    );
  }

  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          const sink = new PassThrough();
          text(sink)
            .then((page) => {
              clearTimeout(timeout);
              const html = inlineIcon(
                clientAssets && pageBootstrap
                  ? withIslandScripts(page, clientAssets, pageBootstrap)
                  : page,
              );
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(html, { status, headers: responseHeaders }));
            })
            .catch(reject);
          pipe(sink);
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1_000);
  });
}
