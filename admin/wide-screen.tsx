/**
 * A preview of what only a wide screen shows (the header's menus from
 * 1024 px on), in a preview pane narrower than that: its children are drawn
 * in a frame `width` px wide, so the site's own breakpoints apply, with the
 * preview's stylesheet, scaled down to the pane's width. The frame is as tall
 * as its content, the popover `openPopover` names included, once open.
 */
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";

export function WideScreen({
  width,
  title,
  openPopover,
  children,
}: {
  width: number;
  /** The frame's name for a screen reader. */
  title: string;
  /** The id of a popover in `children` to show open. */
  openPopover?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement>();
  const [scale, setScale] = useState(1);

  // Once its document has loaded, the frame takes the preview's stylesheet and
  // theme, and draws its children when the stylesheet has loaded there too.
  const takeStyles = async () => {
    const document = frame.current?.contentDocument;
    if (!document || !frame.current) return;
    const own = frame.current.ownerDocument;
    const styles = [...own.head.querySelectorAll('link[rel="stylesheet"], style')].map((style) =>
      style.cloneNode(true),
    );
    const loaded = styles
      .filter((style) => style.nodeName === "LINK")
      .map(
        (link) =>
          new Promise((settle) => {
            link.addEventListener("load", settle);
            link.addEventListener("error", settle);
          }),
      );
    document.head.append(...styles);
    document.documentElement.className = own.documentElement.className;
    document.body.className = own.body.className;
    await Promise.all(loaded);
    setBody(document.body);
  };

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setScale(Math.min(1, element.clientWidth / width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);

  // After every drawing: the popover open, the frame as tall as what it shows.
  useLayoutEffect(() => {
    if (!body || !frame.current || !box.current) return;
    const popover = openPopover ? body.ownerDocument.getElementById(openPopover) : null;
    if (popover && !popover.matches(":popover-open")) popover.showPopover();
    // What it shows is fixed in place (a header, an open popover): the body has no height of its own.
    const bottoms = [...body.children, ...(popover ? [popover] : [])].map(
      (element) => element.getBoundingClientRect().bottom,
    );
    const height = Math.ceil(Math.max(0, ...bottoms)) + 24;
    frame.current.style.height = `${height}px`;
    box.current.style.height = `${height * scale}px`;
  });

  return (
    <div ref={box} style={{ overflow: "hidden" }}>
      <iframe
        ref={frame}
        title={title}
        srcDoc="<!doctype html><html lang=nl><head></head><body></body></html>"
        onLoad={() => void takeStyles()}
        style={{
          width,
          border: 0,
          transform: `scale(${scale})`,
          transformOrigin: "0 0",
        }}
      />
      {body && createPortal(children, body)}
    </div>
  );
}
