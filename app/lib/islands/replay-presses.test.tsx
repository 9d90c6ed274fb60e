// @vitest-environment jsdom
/**
 * A press on an island's button before the island has hydrated is kept by the
 * page script (`island-scripts.ts`) and replayed exactly once when the loader
 * (`hydrate-islands.tsx`) has hydrated it: the real page script, the real
 * loader and real islands, in jsdom.
 */
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../../../tests/support/match-media";
import { testimonials, ui } from "~/content";
import { TestimonialCarouselIsland } from "~/components/ui/testimonial-carousel.island";
import { LogoMarqueeIsland } from "~/components/ui/logo-marquee.island";
import { clients } from "~/content";
import { hydrateIslands } from "./hydrate-islands";
import { type ClientAssets, withIslandScripts } from "./island-scripts";
import { HYDRATED_ATTRIBUTE, ISLAND_DONE_EVENT, ISLAND_STATE_ATTRIBUTE } from "./markers";

const assets: ClientAssets = {
  entry: ["/assets/entry.js"],
  loader: ["/assets/react.js", "/assets/hydrate-islands.js"],
  islands: {
    "testimonial-carousel": ["/assets/testimonial-carousel.js"],
    "logo-marquee": ["/assets/logo-marquee.js"],
  },
};

const [first] = testimonials;
if (!first) throw new Error("no testimonial");
const items = ["een", "twee", "drie"].map((id, i) => ({ ...first, id, author: `Auteur ${i + 1}` }));

/** What the page script listens to on the window, removed after each test. */
const listening: [string, EventListener, AddEventListenerOptions | boolean | undefined][] = [];

/** Puts the page in the document and runs its script; imports do nothing here. */
function openPage(body: string) {
  const html = withIslandScripts(`<html><body>${body}</body></html>`, assets);
  document.body.innerHTML = body;
  const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const imported: string[] = [];
  const load = (url: string) => {
    imported.push(url);
    return Promise.resolve();
  };
  const listen = (
    type: string,
    listener: EventListener,
    options?: AddEventListenerOptions | boolean,
  ) => {
    listening.push([type, listener, options]);
    window.addEventListener(type, listener, options);
  };
  new Function("load", "addEventListener", script.replaceAll("import(", "load("))(load, listen);
  return { imported };
}

const button = (name: string) => {
  const found = [...document.querySelectorAll("button")].find(
    (element) =>
      element.textContent?.trim() === name || element.getAttribute("aria-label") === name,
  );
  if (!found) throw new Error(`no button "${name}"`);
  return found;
};

/** The button whose screen-reader text is `name`. */
const buttonNamed = (name: string) => {
  const found = [...document.querySelectorAll("button")].find((element) =>
    [...element.querySelectorAll(".sr-only")].some((label) => label.textContent === name),
  );
  if (!found) throw new Error(`no button named "${name}"`);
  return found;
};

const shownSlide = () =>
  [...document.querySelectorAll('[aria-roledescription="slide"]')]
    .find((slide) => !slide.hasAttribute("hidden"))
    ?.getAttribute("aria-label");

beforeEach(() => {
  stubMatchMedia();
});

afterEach(() => {
  for (const [type, listener, options] of listening.splice(0)) {
    window.removeEventListener(type, listener, options);
  }
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
  document.head.innerHTML = "";
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
});

describe("a press before hydration", () => {
  it("is replayed once the island has hydrated: one press, one step", async () => {
    const carousel = renderToString(
      <TestimonialCarouselIsland items={items} labels={ui.carousel} />,
    );
    const { imported } = openPage(carousel);
    const next = buttonNamed(ui.carousel.next);

    next.click();
    expect(next).toHaveAttribute("aria-busy", "true");
    expect(shownSlide()).toBe("1 van 3");
    // The press starts the scripts at once (they would otherwise wait for load).
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(4);
    await vi.waitFor(() => expect(imported).toEqual(["/assets/react.js", "/assets/entry.js"]));

    await hydrateIslands();
    await vi.waitFor(() => expect(shownSlide()).toBe("2 van 3"));
    expect(next).not.toHaveAttribute("aria-busy");

    // After hydration React alone handles a press: still one step each.
    next.click();
    await vi.waitFor(() => expect(shownSlide()).toBe("3 van 3"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shownSlide()).toBe("3 van 3");
  });

  it("keeps every press, in order: two presses, two steps", async () => {
    openPage(renderToString(<TestimonialCarouselIsland items={items} labels={ui.carousel} />));
    buttonNamed(ui.carousel.next).click();
    buttonNamed(ui.carousel.next).click();
    await hydrateIslands();
    await vi.waitFor(() => expect(shownSlide()).toBe("3 van 3"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shownSlide()).toBe("3 van 3");
  });

  it("toggles a pause button once, not twice", async () => {
    openPage(renderToString(<LogoMarqueeIsland logos={clients.logos} labels={ui.logoStrip} />));
    const pause = button(ui.logoStrip.pause);
    pause.click();
    await hydrateIslands();
    await vi.waitFor(() => expect(pause).toHaveTextContent(ui.logoStrip.play));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pause).toHaveTextContent(ui.logoStrip.play);
  });

  it("is not kept once React has started on the island, nor on a button the browser handles", () => {
    openPage(
      `<div data-island="logo-marquee" data-island-props="{}">` +
        `<button type="button" id="gewoon">a</button>` +
        `<button type="submit" id="verzenden">b</button>` +
        `<button type="button" popovertarget="paneel" id="paneel-knop">c</button>` +
        `</div><div data-island="testimonial-carousel" ${ISLAND_STATE_ATTRIBUTE}="hydrating">` +
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
