/**
 * The started 3D product (loaded on the visitor's press by
 * `product-model.island.tsx`): the focusable view the player draws into, and
 * on a phone the button that places the model in the room: WebXR where the
 * browser has it, otherwise Android's Scene Viewer with the GLB or iOS AR
 * Quick Look with the USDZ.
 */
import CircleX from "~/components/ui/icons/circle-x";
import View from "~/components/ui/icons/view";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { cx } from "~/lib/cx";
import {
  type ArMode,
  arMode,
  createModelPlayer,
  loadModel,
  type ModelPlayer,
  openQuickLook,
  openSceneViewer,
} from "./product-model-player";
import type { ProductModelDemo } from "~/content/schema";

export interface ProductModelViewerProps {
  /** The GLB's bytes, fetched at the press. */
  glb: Promise<ArrayBuffer>;
  glbUrl: string;
  usdzUrl: string;
  /** The model's description: the view's accessible name. */
  alt: string;
  instructionsId: string;
  /** Where the button that places the model in the room goes, below the view. */
  toolbar: HTMLElement | null;
  labels: ProductModelDemo["labels"];
  messages: ProductModelDemo["messages"];
  views: ProductModelDemo["views"];
  /** The model is on screen. */
  onReady: () => void;
  /** The model could not be shown. */
  onFailed: () => void;
  /** A sentence for screen readers. */
  onStatus: (status: string) => void;
}

export function ProductModelViewer({
  glb,
  glbUrl,
  usdzUrl,
  alt,
  instructionsId,
  toolbar,
  labels,
  messages,
  views,
  onReady,
  onFailed,
  onStatus,
}: ProductModelViewerProps) {
  const viewerRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const playerRef = useRef<ModelPlayer | null>(null);
  const [ready, setReady] = useState(false);
  const [ar, setAr] = useState<ArMode | null>(null);
  const [inAr, setInAr] = useState(false);

  useEffect(() => {
    const viewer = viewerRef.current;
    if (!viewer) return;
    let active = true;
    let frame = 0;
    glb.then(loadModel).then(
      (model) => {
        if (!active) return;
        performance.mark("xr:model:loaded");
        const player = createModelPlayer({
          viewer,
          model,
          onView: (view) => onStatus(views[view]),
          onArEnd: () => setInAr(false),
        });
        playerRef.current = player;
        // The first frame is drawn; report once the browser has shown it.
        frame = requestAnimationFrame(() => {
          frame = requestAnimationFrame(() => {
            performance.mark("xr:model:first-frame");
            // The start button that had focus is gone: the view takes it, so the keys turn it.
            if (document.activeElement === document.body) viewer.focus({ preventScroll: true });
            setReady(true);
            onReady();
          });
        });
      },
      () => active && onFailed(),
    );
    arMode().then((mode) => active && setAr(mode));
    return () => {
      active = false;
      cancelAnimationFrame(frame);
      playerRef.current?.destroy();
      playerRef.current = null;
    };
    // The player lives as long as the viewer; its callbacks only report.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [glb]);

  const placeInRoom = () => {
    if (ar === "scene-viewer") return openSceneViewer(glbUrl, alt);
    if (ar === "quick-look") return openQuickLook(usdzUrl);
    const overlay = overlayRef.current;
    if (!overlay) return;
    setInAr(true);
    playerRef.current?.enterAr(overlay).then((entered) => {
      if (entered) return;
      setInAr(false);
      onStatus(messages.arFailed);
    });
  };

  return (
    <>
      {/* The application role: the arrow keys and PageUp/PageDown work the model while it has focus. */}
      <div
        ref={viewerRef}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it takes the arrow keys
        tabIndex={0}
        role="application"
        aria-roledescription={labels.viewerRole}
        aria-label={alt}
        aria-describedby={instructionsId}
        className={cx(
          "absolute inset-0 cursor-grab touch-pan-y focus-ring-inset select-none data-dragging:cursor-grabbing",
          ready ? "opacity-100" : "opacity-0",
        )}
      />
      {ready &&
        ar &&
        toolbar &&
        createPortal(
          <button
            type="button"
            onClick={placeInRoom}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-accent-gradient px-5 py-2.5 font-semibold text-on-primary shadow-[0_0_32px_-8px_var(--color-primary)]"
          >
            <View aria-hidden="true" className="size-5" />
            {labels.ar}
          </button>,
          toolbar,
        )}
      {/* Shown over the camera picture during a WebXR session (its DOM overlay). */}
      <div
        ref={overlayRef}
        className={cx("pointer-events-none absolute inset-0", !inAr && "hidden")}
      >
        <button
          type="button"
          onClick={() => playerRef.current?.exitAr()}
          className="pointer-events-auto absolute top-4 right-4 inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-canvas/85 px-4 py-2 font-semibold text-ink"
        >
          <CircleX aria-hidden="true" className="size-5" />
          {labels.exitAr}
        </button>
      </div>
    </>
  );
}
