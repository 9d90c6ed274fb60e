/**
 * The sign-in window's hand-over, with a window and an opener that record
 * what is posted: Sveltia CMS's handshake, to the site's origin only, and
 * nothing for a message from any other origin.
 */
import { describe, expect, it } from "vitest";
import type { SignInOutcome } from "../app/lib/editor-sign-in";
import { handOver, outcomeIn, type SignInWindow } from "./sign-in-window";

const site = "https://www.immersa-xr.nl";
const success: SignInOutcome = { origin: site, status: "success", token: "gho_abc" };

type Listener = Parameters<SignInWindow["addEventListener"]>[1];

/** A window opened by an editor: `posted` is what reached the opener, with its target origin. */
function openedWindow() {
  const posted: [string, string][] = [];
  let listeners: Listener[] = [];
  const window: SignInWindow = {
    opener: { postMessage: (message, targetOrigin) => posted.push([message, targetOrigin]) },
    addEventListener: (_type, listener) => listeners.push(listener),
    removeEventListener: (_type, listener) => {
      listeners = listeners.filter((item) => item !== listener);
    },
  };
  const receive = (origin: string, data: unknown) => {
    for (const listener of [...listeners]) listener({ origin, data });
  };
  return { window, posted, receive, listening: () => listeners.length };
}

describe("the sign-in window's hand-over", () => {
  it("says it is authorizing, and gives the token when the editor at the site's origin answers", () => {
    const { window, posted, receive, listening } = openedWindow();
    handOver(window, success);
    expect(posted).toEqual([["authorizing:github", site]]);
    receive(site, "authorizing:github");
    expect(posted).toEqual([
      ["authorizing:github", site],
      ['authorization:github:success:{"token":"gho_abc","provider":"github"}', site],
    ]);
    expect(listening()).toBe(0);
  });

  it("hands an error over the same way", () => {
    const { window, posted, receive } = openedWindow();
    handOver(window, { origin: site, status: "error", error: "Meld u opnieuw aan." });
    receive(site, "authorizing:github");
    expect(posted.at(-1)).toEqual([
      'authorization:github:error:{"error":"Meld u opnieuw aan.","provider":"github"}',
      site,
    ]);
  });

  it("ignores a message from any other origin, or other words", () => {
    const { window, posted, receive, listening } = openedWindow();
    handOver(window, success);
    receive("https://elders.example", "authorizing:github");
    receive("http://www.immersa-xr.nl", "authorizing:github");
    receive(site, "authorizing:gitlab");
    receive(site, { token: true });
    expect(posted).toEqual([["authorizing:github", site]]);
    expect(listening()).toBe(1);
  });

  it("does nothing in a window nobody opened", () => {
    const { window, posted, listening } = openedWindow();
    handOver({ ...window, opener: null }, success);
    expect(posted).toEqual([]);
    expect(listening()).toBe(0);
  });
});

describe("the outcome in the page", () => {
  const page = (data: string | undefined) => ({
    getElementById: (id: string) =>
      id === "sign-in-outcome" && data !== undefined ? { textContent: data } : null,
  });

  it("is read from its data block", () => {
    expect(outcomeIn(page(JSON.stringify(success)))).toEqual(success);
  });

  it.each([
    ["no block", undefined],
    ["no JSON", "{token"],
    ["no origin", JSON.stringify({ status: "success", token: "x" })],
    ["no token", JSON.stringify({ origin: site, status: "success" })],
    ["another status", JSON.stringify({ origin: site, status: "maybe", token: "x" })],
  ])("is none with %s", (_case, data) => {
    expect(outcomeIn(page(data))).toBeUndefined();
  });
});
