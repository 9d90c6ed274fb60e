/**
 * What every worker thread of the server (the database thread, the render
 * thread) says while it opens, before it answers calls (`worker-slot.ts`).
 * A failure carries its error code when it has one.
 */
export type OpenMessage =
  | { readonly type: "ready" }
  | { readonly type: "open-failed"; readonly message: string; readonly code?: string };
