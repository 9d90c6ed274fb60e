/**
 * `<model-viewer>` with the 3D product (loaded on the visitor's press by
 * `product-model.island.tsx`). It turns by drag and the arrow keys, zooms by
 * pinch, wheel and PageUp/PageDown, and on a phone places the model in the
 * room: WebXR or Android's Scene Viewer from the GLB, iOS Quick Look from the
 * USDZ. It never moves by itself: no auto-rotate and no interaction prompt
 * (model-viewer ignores `prefers-reduced-motion`), and everything it says is
 * Dutch: its label suffix and view announcements (`a11y`), its AR buttons,
 * and the status it keeps for screen readers.
 */
import "@google/model-viewer/lib/model-viewer.js";
import { $updateStatus, $userInputElement } from "@google/model-viewer/lib/model-viewer-base.js";
import type { ModelViewerElement } from "@google/model-viewer/lib/model-viewer.js";
import { CircleX, View } from "lucide-react";
import { type DetailedHTMLProps, type HTMLAttributes, useEffect, useRef } from "react";
import type { ProductModelLabels, ProductModelMessages } from "./product-model.island";

type ModelViewerAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  src: string;
  "ios-src": string;
  alt: string;
  ar: boolean;
  "ar-modes": string;
  "camera-controls": boolean;
  "camera-orbit": string;
  "interaction-prompt": "none";
  "touch-action": "pan-y";
  "shadow-intensity": string;
  loading: "eager";
  a11y: Readonly<Record<string, string>>;
};

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "model-viewer": ModelViewerAttributes;
    }
  }
}

export interface ProductModelViewerProps {
  src: string;
  iosSrc: string;
  alt: string;
  labels: ProductModelLabels;
  messages: ProductModelMessages;
  a11y: Readonly<Record<string, string>>;
  /** The model is on screen. */
  onVisible: () => void;
  /** A sentence for screen readers. */
  onStatus: (status: string) => void;
}

/** The view the model opens with; the still on the page is drawn from the same one. */
export const CAMERA_ORBIT = "-32deg 72deg 105%";

const isModelViewer = (element: HTMLElement | null): element is ModelViewerElement =>
  element?.localName === "model-viewer";

export function ProductModelViewer({
  src,
  iosSrc,
  alt,
  labels,
  messages,
  a11y,
  onVisible,
  onStatus,
}: ProductModelViewerProps) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!isModelViewer(element)) return;
    // Its shadow DOM labels the live region it announces in; in Dutch too.
    element.shadowRoot
      ?.querySelector('[role="region"][aria-label]')
      ?.setAttribute("aria-label", labels.announcements);
    const onLoad = () => {
      performance.mark("xr:model:loaded");
      element[$updateStatus](messages.loaded);
    };
    let shown = false;
    let frame = 0;
    const onVisibility = (event: Event) => {
      if (shown || !(event instanceof CustomEvent) || event.detail?.visible !== true) return;
      shown = true;
      // Visible means drawn in model-viewer's next frame; report once that frame is out.
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          performance.mark("xr:model:first-frame");
          // The start button that had focus is gone: the model takes it, so the keys turn it.
          if (document.activeElement === document.body) {
            element[$userInputElement].focus({ preventScroll: true });
          }
          onVisible();
        });
      });
    };
    const onArStatus = (event: Event) => {
      if (event instanceof CustomEvent && event.detail?.status === "failed") {
        onStatus(messages.arFailed);
      }
    };
    element.addEventListener("load", onLoad);
    element.addEventListener("model-visibility", onVisibility);
    element.addEventListener("ar-status", onArStatus);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener("load", onLoad);
      element.removeEventListener("model-visibility", onVisibility);
      element.removeEventListener("ar-status", onArStatus);
    };
    // The element lives as long as this component; the callbacks only report.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <model-viewer
      ref={ref}
      src={src}
      ios-src={iosSrc}
      alt={alt}
      ar
      ar-modes="webxr scene-viewer quick-look"
      camera-controls
      camera-orbit={CAMERA_ORBIT}
      interaction-prompt="none"
      touch-action="pan-y"
      shadow-intensity="1"
      loading="eager"
      a11y={a11y}
      className="absolute inset-0 size-full focus-ring-inset [--progress-bar-color:var(--color-accent)]"
    >
      <button
        type="button"
        slot="ar-button"
        className="absolute right-4 bottom-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-accent-gradient px-5 py-2.5 font-semibold text-on-primary shadow-[0_0_32px_-8px_var(--color-primary)]"
      >
        <View aria-hidden="true" className="size-5" />
        {labels.ar}
      </button>
      <button
        type="button"
        slot="exit-webxr-ar-button"
        className="absolute top-4 right-4 inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-canvas/85 px-4 py-2 font-semibold text-ink"
      >
        <CircleX aria-hidden="true" className="size-5" />
        {labels.exitAr}
      </button>
      <div slot="poster" />
    </model-viewer>
  );
}
