/**
 * The sign-in window's side of the editor's sign-in through the site's own
 * server (`server/editor-sign-in/`), in the handshake Sveltia CMS speaks with
 * an OAuth provider's window: the window says `authorizing:github` to the
 * editor that opened it, the editor answers with the same words, and the
 * window then sends `authorization:github:success:{"token":…,"provider":"github"}`
 * (or `…:error:{"error":…,"provider":"github"}`). Every message goes to the
 * site's origin only, and a message from any other origin is ignored: a page
 * of another site that opens the window never receives the token.
 */
import {
  isSignInOutcome,
  signInOutcomeId,
  signInProvider,
  type SignInOutcome,
} from "../app/lib/editor-sign-in";

export interface Opener {
  postMessage(message: string, targetOrigin: string): void;
}

type MessageListener = (event: { readonly origin: string; readonly data: unknown }) => void;

/** What the hand-over uses of the window (`window` in the browser). */
export interface SignInWindow {
  readonly opener: Opener | null;
  addEventListener(type: "message", listener: MessageListener): void;
  removeEventListener(type: "message", listener: MessageListener): void;
}

const asking = `authorizing:${signInProvider}`;

/** The message that carries the outcome, as Sveltia CMS reads it. */
export function outcomeMessage(outcome: SignInOutcome): string {
  const content =
    outcome.status === "success"
      ? { token: outcome.token, provider: signInProvider }
      : { error: outcome.error, provider: signInProvider };
  return `authorization:${signInProvider}:${outcome.status}:${JSON.stringify(content)}`;
}

/** Hands `outcome` to the window's opener, at the outcome's origin only, once it asks. */
export function handOver(window: SignInWindow, outcome: SignInOutcome): void {
  const { opener } = window;
  if (!opener) return;
  const answer: MessageListener = (event) => {
    if (event.origin !== outcome.origin || event.data !== asking) return;
    window.removeEventListener("message", answer);
    opener.postMessage(outcomeMessage(outcome), outcome.origin);
  };
  window.addEventListener("message", answer);
  opener.postMessage(asking, outcome.origin);
}

/** The outcome the server wrote into the page, when there is a well-formed one. */
export function outcomeIn(document: {
  getElementById(id: string): { readonly textContent: string | null } | null;
}): SignInOutcome | undefined {
  const data = document.getElementById(signInOutcomeId)?.textContent;
  if (!data) return undefined;
  try {
    const outcome: unknown = JSON.parse(data);
    return isSignInOutcome(outcome) ? outcome : undefined;
  } catch {
    return undefined;
  }
}
