// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { layOutWholePageForJumps, WHOLE_PAGE_ATTRIBUTE } from "./whole-page-jumps";

const root = document.documentElement;
const marked = () => root.hasAttribute(WHOLE_PAGE_ATTRIBUTE);

/** jsdom has no PointerEvent; the listener reads only its target and position. */
const pressAt = (target: Element, clientX: number) =>
  target.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true, clientX }));

const key = (target: Element, init: KeyboardEventInit) => {
  const event = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

beforeAll(() => {
  // A window 375 px wide with a 15 px scrollbar.
  Object.defineProperty(root, "clientWidth", { configurable: true, value: 360 });
});

beforeEach(() => {
  root.removeAttribute(WHOLE_PAGE_ATTRIBUTE);
  document.body.innerHTML = `<main><p>Tekst</p><textarea></textarea></main>`;
  layOutWholePageForJumps();
});

describe("layOutWholePageForJumps", () => {
  it("lays out the whole page at End, Ctrl+End and ⌘↓, and leaves the key to the browser", () => {
    for (const init of [
      { key: "End" },
      { key: "End", ctrlKey: true },
      { key: "ArrowDown", metaKey: true },
    ]) {
      root.removeAttribute(WHOLE_PAGE_ATTRIBUTE);
      layOutWholePageForJumps();
      const event = key(document.body, init);
      expect(marked()).toBe(true);
      expect(event.defaultPrevented).toBe(false);
    }
  });

  it("leaves other keys, and End in a text field, alone", () => {
    key(document.body, { key: "ArrowDown" });
    key(document.body, { key: "PageDown" });
    key(document.querySelector("textarea")!, { key: "End" });
    expect(marked()).toBe(false);
  });

  it("leaves an End that a control has taken for itself alone", () => {
    const viewer = document.querySelector("p")!;
    viewer.addEventListener("keydown", (event) => event.preventDefault(), { once: true });
    key(viewer, { key: "End" });
    expect(marked()).toBe(false);
  });

  it("lays out the whole page at a press on the page's scrollbar, not at one on the page", () => {
    pressAt(document.querySelector("p")!, 370);
    pressAt(root, 200);
    expect(marked()).toBe(false);
    pressAt(root, 365);
    expect(marked()).toBe(true);
  });
});
