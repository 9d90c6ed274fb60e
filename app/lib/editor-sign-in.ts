/**
 * What the self-hosted server's sign-in window hands to the editor that
 * opened it (`server/editor-sign-in/`): the server writes it into the
 * window's page as a JSON data block, and the window's script
 * (`admin/sign-in-window.ts`) reads it there. No imports, so that script
 * stays one small file of its own.
 */

/** The id of the data block that holds the outcome in the window's page. */
export const signInOutcomeId = "sign-in-outcome";

/** The Git host the editor signs in to, as Sveltia CMS names it in its messages. */
export const signInProvider = "github";

export type SignInOutcome = {
  /** The site's origin: the only origin the outcome may be handed to. */
  readonly origin: string;
} & (
  | { readonly status: "success"; readonly token: string }
  | { readonly status: "error"; readonly error: string }
);

/** Whether `value` is an outcome as the server writes it. */
export function isSignInOutcome(value: unknown): value is SignInOutcome {
  if (typeof value !== "object" || value === null) return false;
  if (!("origin" in value) || typeof value.origin !== "string" || !("status" in value)) {
    return false;
  }
  if (value.status === "success") return "token" in value && typeof value.token === "string";
  return value.status === "error" && "error" in value && typeof value.error === "string";
}
