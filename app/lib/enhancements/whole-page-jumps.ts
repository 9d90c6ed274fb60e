/** Set on `<html>` once every deferred block is to be laid out (`app.css`). */
export const WHOLE_PAGE_ATTRIBUTE = "data-whole-page";

/** Where a key moves a caret or a choice rather than the page (the site has no other editable part). */
const editable = (target: EventTarget | null) =>
  target instanceof Element && target.closest("input, textarea, select") !== null;

/**
 * The End key (with Ctrl too, or ⌘↓ on a Mac) and a press on the page's
 * scrollbar reach the real end of the page. Blocks far down a page are laid
 * out only as they near the viewport, at an estimated height until then
 * (`content-visibility` in `app.css`); on a narrow screen most are taller than
 * that, so a jump to the end would land short by up to a few screens as they
 * grow. The first such jump marks the document, every block is laid out from
 * then on, and the browser's own scroll, which follows the key, goes to the
 * end; a scrollbar taken hold of shows the page's real length.
 */
export function layOutWholePageForJumps(): void {
  const root = document.documentElement;
  const layOutAll = () => {
    root.setAttribute(WHOLE_PAGE_ATTRIBUTE, "");
    window.removeEventListener("keydown", onKeyDown);
    window.removeEventListener("pointerdown", onPointerDown);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const toEnd = event.key === "End" || (event.key === "ArrowDown" && event.metaKey);
    if (toEnd && !event.defaultPrevented && !editable(event.target)) layOutAll();
  };
  // The root's scrollbar lies beside its content box: a press there targets the root.
  const onPointerDown = (event: PointerEvent) => {
    if (event.target === root && event.clientX >= root.clientWidth) layOutAll();
  };
  window.addEventListener("keydown", onKeyDown);
  window.addEventListener("pointerdown", onPointerDown, { passive: true });
}
