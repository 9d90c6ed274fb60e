// @vitest-environment jsdom
/**
 * A press on an island's button before the island has hydrated is kept by the
 * page bootstrap (`keep-presses.ts`) and replayed exactly once when the loader
 * (`hydrate-islands.tsx`) has hydrated it: the real bootstrap's part, the real
 * loader and real islands, in jsdom.
 */
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../../../tests/support/match-media";
import { clients, ui } from "~/content";
import { LogoMarqueeIsland } from "~/components/ui/logo-marquee.island";
import { hydrateIslands } from "./hydrate-islands";
import { keepIslandPresses } from "./keep-presses";
import { HYDRATED_ATTRIBUTE, ISLAND_DONE_EVENT, ISLAND_STATE_ATTRIBUTE } from "./markers";

/** What the bootstrap listens to on the window, removed after each test. */
const listening: [string, EventListenerOrEventListenerObject, boolean | undefined][] = [];

/** Puts the page in the document and starts keeping presses; `start` records the calls. */
function openPage(body: string) {
  document.body.innerHTML = body;
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
    if (listener) listening.push([type, listener, options === true]);
    add(type, listener, options);
  });
  const start = vi.fn();
  keepIslandPresses(start);
  return { start };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

const button = (name: string) => {
  const found = [...document.querySelectorAll("button")].find(
    (element) =>
      element.textContent?.trim() === name || element.getAttribute("aria-label") === name,
  );
  if (!found) throw new Error(`no button "${name}"`);
  return found;
};

beforeEach(() => {
  stubMatchMedia();
});

afterEach(() => {
  vi.restoreAllMocks();
  for (const [type, listener, capture] of listening.splice(0)) {
    window.removeEventListener(type, listener, capture);
  }
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
  document.head.innerHTML = "";
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
});

describe("a press before hydration", () => {
  const marquee = () =>
    renderToString(<LogoMarqueeIsland logos={clients.logos} labels={ui.logoStrip} />);

  it("is replayed once the island has hydrated: one press, one toggle", async () => {
    const { start } = openPage(marquee());
    const pause = button(ui.logoStrip.pause);
    pause.click();
    expect(pause).toHaveAttribute("aria-busy", "true");
    expect(pause).toHaveTextContent(ui.logoStrip.pause);
    // The press starts the scripts (they would otherwise wait for load).
    expect(start).toHaveBeenCalledOnce();

    await hydrateIslands();
    await vi.waitFor(() => expect(pause).toHaveTextContent(ui.logoStrip.play));
    expect(pause).not.toHaveAttribute("aria-busy");
    // Replays run one per task, each queued when the one before has run: a task
    // queued now runs after a second replay would have.
    await nextTask();
    expect(pause).toHaveTextContent(ui.logoStrip.play);

    // After hydration React alone handles a press: still one toggle each.
    pause.click();
    await vi.waitFor(() => expect(pause).toHaveTextContent(ui.logoStrip.pause));
    await nextTask();
    expect(pause).toHaveTextContent(ui.logoStrip.pause);
  });

  it("keeps every press, in order: two presses, two toggles", async () => {
    openPage(marquee());
    const pause = button(ui.logoStrip.pause);
    pause.click();
    pause.click();
    const replayed = vi.fn();
    pause.addEventListener("click", replayed);
    await hydrateIslands();
    await vi.waitFor(() => expect(replayed).toHaveBeenCalledTimes(2));
    expect(pause).toHaveTextContent(ui.logoStrip.pause);
    expect(pause).not.toHaveAttribute("aria-busy");
  });

  it("is not kept once React has started on the island, nor on a button the browser handles", () => {
    openPage(
      `<div data-island="logo-marquee" data-island-props="{}">` +
        `<button type="button" id="gewoon">a</button>` +
        `<button type="submit" id="verzenden">b</button>` +
        `<button type="button" popovertarget="paneel" id="paneel-knop">c</button>` +
        `</div><div data-island="contact-form" ${ISLAND_STATE_ATTRIBUTE}="hydrating">` +
        `<button type="button" id="bezig">d</button></div>`,
    );
    for (const id of ["verzenden", "paneel-knop", "bezig"]) {
      document.getElementById(id)?.click();
      expect(document.getElementById(id), id).not.toHaveAttribute("aria-busy");
    }
    document.getElementById("gewoon")?.click();
    expect(document.getElementById("gewoon")).toHaveAttribute("aria-busy", "true");
  });

  it("is dropped, and the button no longer busy, when the island fails to hydrate", () => {
    openPage(
      `<div data-island="logo-marquee" data-island-props="{}"><button type="button">a</button></div>`,
    );
    const island = document.querySelector<HTMLElement>("[data-island]");
    const pressed = document.querySelector("button");
    const clicks = vi.fn();
    pressed?.click();
    pressed?.addEventListener("click", clicks);
    island?.dispatchEvent(new CustomEvent(ISLAND_DONE_EVENT, { detail: false }));
    expect(pressed).not.toHaveAttribute("aria-busy");
    expect(clicks).not.toHaveBeenCalled();
  });
});
