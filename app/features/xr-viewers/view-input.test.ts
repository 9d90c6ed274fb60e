// @vitest-environment jsdom
/**
 * The XR viewers' shared input: drags, pinches, keys and the wheel reach the
 * viewer as drags, steps and zooms; what the viewer does not take stays the page's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attachViewInput, type ViewInput } from "./view-input";

let element: HTMLDivElement;
let detach: () => void;

function pointer(type: string, id: number, x: number, y: number) {
  // jsdom has no PointerEvent: a MouseEvent with the pointer's id is what the listeners read.
  const event = new MouseEvent(type, { clientX: x, clientY: y, button: 0, bubbles: true });
  Object.assign(event, { pointerId: id });
  element.dispatchEvent(event);
}

function key(name: string, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent("keydown", { key: name, cancelable: true, ...init });
  element.dispatchEvent(event);
  return event;
}

/** Attaches the input to a viewer that zooms or not; returns the viewer's recorded calls. */
function listen(zooms: boolean) {
  const calls = { drag: vi.fn(), step: vi.fn(), zoom: vi.fn() };
  const input: ViewInput = { drag: calls.drag, step: calls.step };
  if (zooms) input.zoom = calls.zoom;
  detach = attachViewInput(element, input);
  return calls;
}

beforeEach(() => {
  element = document.createElement("div");
  element.tabIndex = 0;
  element.setPointerCapture = vi.fn();
  document.body.append(element);
});

afterEach(() => {
  detach();
  element.remove();
});

describe("attachViewInput", () => {
  it("reports a drag as the pointer's movement, and marks the element while dragging", () => {
    const { drag } = listen(false);
    pointer("pointerdown", 1, 100, 100);
    expect(element.dataset.dragging).toBe("");
    pointer("pointermove", 1, 90, 104);
    pointer("pointermove", 1, 80, 104);
    pointer("pointerup", 1, 80, 104);
    expect(drag.mock.calls).toEqual([
      [-10, 4],
      [-10, 0],
    ]);
    expect(element.dataset.dragging).toBeUndefined();
    pointer("pointermove", 1, 0, 0);
    expect(drag).toHaveBeenCalledTimes(2);
  });

  it("turns two fingers moving apart into a zoom by the change in their distance", () => {
    const { drag, zoom } = listen(true);
    pointer("pointerdown", 1, 100, 100);
    pointer("pointerdown", 2, 200, 100);
    pointer("pointermove", 2, 300, 100);
    expect(zoom).toHaveBeenCalledWith(2);
    expect(drag).not.toHaveBeenCalled();
  });

  it("steps with the arrow keys and zooms with PageUp and PageDown, instead of scrolling", () => {
    const { step, zoom } = listen(true);
    expect(key("ArrowLeft").defaultPrevented).toBe(true);
    key("ArrowUp");
    expect(step.mock.calls).toEqual([
      [-1, 0],
      [0, 1],
    ]);
    expect(key("PageUp").defaultPrevented).toBe(true);
    key("PageDown");
    expect(zoom.mock.calls[0]?.[0]).toBeGreaterThan(1);
    expect(zoom.mock.calls[1]?.[0]).toBeLessThan(1);
    expect(key("ArrowLeft", { ctrlKey: true }).defaultPrevented).toBe(false);
  });

  it("leaves PageUp, PageDown and the wheel to the page where the viewer does not zoom", () => {
    listen(false);
    element.focus();
    expect(key("PageDown").defaultPrevented).toBe(false);
    const wheel = new WheelEvent("wheel", { deltaY: 100, cancelable: true });
    element.dispatchEvent(wheel);
    expect(wheel.defaultPrevented).toBe(false);
  });

  it("zooms with the wheel only once the viewer has focus", () => {
    const { zoom } = listen(true);
    const unfocused = new WheelEvent("wheel", { deltaY: 100, cancelable: true });
    element.dispatchEvent(unfocused);
    expect(unfocused.defaultPrevented).toBe(false);
    expect(zoom).not.toHaveBeenCalled();
    element.focus();
    const focused = new WheelEvent("wheel", { deltaY: -100, cancelable: true });
    element.dispatchEvent(focused);
    expect(focused.defaultPrevented).toBe(true);
    expect(zoom.mock.calls[0]?.[0]).toBeGreaterThan(1);
  });
});
