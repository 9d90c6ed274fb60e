/**
 * The input both XR viewers share: the mouse or one finger drags the view,
 * the arrow keys turn it one step while the viewer has focus, and, where the
 * viewer zooms, two fingers pinch, the wheel and PageUp/PageDown zoom. Each
 * viewer decides what a drag, a step and a zoom do.
 */
export interface ViewInput {
  /** The pointer moved by (x, y) CSS pixels while dragging. */
  drag(x: number, y: number): void;
  /** An arrow key: x is -1 (left) or 1 (right), y is 1 (up) or -1 (down). */
  step(x: number, y: number): void;
  /** Zooms by a factor (above 1 is closer). Without it, the page keeps its wheel and keys. */
  zoom?(factor: number): void;
}

/** How far one PageUp or PageDown zooms. */
const PAGE_ZOOM = 1.25;
/** Zoom per pixel of wheel movement. */
const WHEEL_ZOOM = 0.002;

const arrowSteps: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

/** Listens on `element` (focusable, `touch-action` set by its class); returns the clean-up. */
export function attachViewInput(element: HTMLElement, input: ViewInput): () => void {
  const pointers = new Map<number, { x: number; y: number }>();
  let pinchDistance = 0;

  const distance = () => {
    const [first, second] = [...pointers.values()];
    return first && second ? Math.hypot(first.x - second.x, first.y - second.y) : 0;
  };

  function onPointerDown(event: PointerEvent) {
    if (event.button !== 0 || pointers.size === 2) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    element.setPointerCapture(event.pointerId);
    element.dataset.dragging = "";
    pinchDistance = distance();
  }
  function onPointerMove(event: PointerEvent) {
    const pointer = pointers.get(event.pointerId);
    if (!pointer) return;
    const dx = event.clientX - pointer.x;
    const dy = event.clientY - pointer.y;
    pointer.x = event.clientX;
    pointer.y = event.clientY;
    if (pointers.size === 1) {
      input.drag(dx, dy);
    } else if (input.zoom && pinchDistance > 0) {
      const next = distance();
      input.zoom(next / pinchDistance);
      pinchDistance = next;
    }
  }
  function onPointerUp(event: PointerEvent) {
    if (!pointers.delete(event.pointerId)) return;
    pinchDistance = distance();
    if (pointers.size === 0) delete element.dataset.dragging;
  }
  function onKeyDown(event: KeyboardEvent) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const arrow = arrowSteps[event.key];
    const zoom = input.zoom;
    if (arrow) input.step(arrow[0], arrow[1]);
    else if (zoom && event.key === "PageUp") zoom(PAGE_ZOOM);
    else if (zoom && event.key === "PageDown") zoom(1 / PAGE_ZOOM);
    else return;
    // These keys work the view instead of scrolling the page, only while it has focus.
    event.preventDefault();
  }
  function onWheel(event: WheelEvent) {
    // The wheel zooms once the visitor has chosen the viewer; until then it scrolls the page.
    if (!input.zoom || document.activeElement !== element) return;
    event.preventDefault();
    input.zoom(Math.exp(-event.deltaY * WHEEL_ZOOM));
  }

  const listening = new AbortController();
  const { signal } = listening;
  element.addEventListener("pointerdown", onPointerDown, { signal });
  element.addEventListener("pointermove", onPointerMove, { signal });
  element.addEventListener("pointerup", onPointerUp, { signal });
  element.addEventListener("pointercancel", onPointerUp, { signal });
  element.addEventListener("keydown", onKeyDown, { signal });
  element.addEventListener("wheel", onWheel, { passive: false, signal });
  return () => listening.abort();
}
