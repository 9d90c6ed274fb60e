/**
 * What crosses the boundary between the main thread (`render-thread.ts`) and
 * the render thread (`render-worker.ts`): a request to render, answered with
 * the response's status, headers and body, or a failure.
 */

/** Main thread to worker. */
export interface RenderCall {
  readonly id: number;
  readonly url: string;
  readonly method: string;
  readonly headers: [string, string][];
}

/** Worker to main thread: the answer to a call. */
export type RenderReply =
  | {
      readonly type: "rendered";
      readonly id: number;
      readonly status: number;
      readonly headers: [string, string][];
      readonly body: ArrayBuffer | null;
    }
  | { readonly type: "failed"; readonly id: number; readonly message: string };
