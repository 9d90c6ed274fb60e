import Box from "~/components/ui/icons/box";
import { type ComponentType, useState } from "react";
import { type ImageAsset, type ModelAsset, modelUrl } from "~/content/media";
import type { ProductModelDemo } from "~/content/schema";
import { island } from "~/lib/islands/island";
import { useHydrated } from "~/lib/islands/use-hydrated";
import { cx } from "~/lib/cx";
import type { ProductModelViewerProps } from "./product-model-viewer";
import { ResponsiveImage } from "~/components/ui/responsive-image";

interface Props {
  still: ImageAsset;
  sizes: string;
  model: ModelAsset;
  instructions: string;
  /** Id of the instructions paragraph (the viewer's accessible description). */
  instructionsId: string;
  labels: ProductModelDemo["labels"];
  messages: ProductModelDemo["messages"];
  views: ProductModelDemo["views"];
}

type Phase = "idle" | "loading" | "viewer" | "no-webgl";

/**
 * The 3D product. The page shows a still of the model and a button; the
 * press loads the viewer (`product-model-viewer.tsx`, with three.js) and the
 * GLB together. Without JavaScript the still stays, as a link to the USDZ that
 * iOS opens in AR Quick Look, with a sentence; without WebGL the still and
 * the sentence.
 */
export default function ProductModel({
  still,
  sizes,
  model,
  instructions,
  instructionsId,
  labels,
  messages,
  views,
}: Props) {
  const [phase, setPhase] = useState<Phase>("idle");
  const [visible, setVisible] = useState(false);
  const scripted = useHydrated();
  const [status, setStatus] = useState("");
  const [glb, setGlb] = useState<Promise<ArrayBuffer> | null>(null);
  const [toolbar, setToolbar] = useState<HTMLDivElement | null>(null);
  const [Viewer, setViewer] = useState<ComponentType<ProductModelViewerProps> | null>(null);

  const start = () => {
    performance.mark("xr:model:start");
    // The viewer's code and the model are fetched before the WebGL check: a first WebGL
    // context takes a few hundred milliseconds to make, which the downloads then fill.
    const viewer = import("./product-model-viewer");
    const bytes = fetch(modelUrl(model.name, "glb")).then((response) => {
      if (!response.ok) throw new Error(`GLB: HTTP ${response.status}`);
      return response.arrayBuffer();
    });
    const context = document.createElement("canvas").getContext("webgl2");
    context?.getExtension("WEBGL_lose_context")?.loseContext();
    if (!context) {
      viewer.catch(() => undefined);
      bytes.catch(() => undefined);
      setPhase("no-webgl");
      return;
    }
    setPhase("loading");
    setStatus(labels.loading);
    setGlb(bytes);
    viewer.then(
      (module) => {
        setViewer(() => module.ProductModelViewer);
        setPhase("viewer");
      },
      () => setPhase("no-webgl"),
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl border border-line bg-surface shadow-[0_0_80px_-30px_var(--color-primary)]">
        {/* With script the start button covers the still; its Quick Look link is for visitors without. */}
        <a
          rel="ar"
          href={modelUrl(model.name, "usdz")}
          aria-label={labels.quickLook}
          tabIndex={scripted ? -1 : undefined}
          aria-hidden={scripted || undefined}
          className={cx("absolute inset-0 block", visible && "invisible")}
        >
          <ResponsiveImage image={still} sizes={sizes} fill />
        </a>
        {phase === "idle" && (
          <button
            type="button"
            onClick={start}
            className="group absolute inset-0 flex items-start justify-center focus-ring-inset p-5 sm:p-6 noscript:hidden"
          >
            <span className="inline-flex min-h-12 items-center gap-3 rounded-full bg-accent-gradient px-6 py-3 text-lg font-semibold text-on-primary shadow-[0_0_48px_-4px_var(--color-accent)] transition-transform group-hover:scale-105">
              <Box aria-hidden="true" className="size-6" />
              {labels.start}
            </span>
          </button>
        )}
        {(phase === "loading" || (phase === "viewer" && !visible)) && (
          <div className="absolute inset-x-0 top-0 flex justify-center p-5" aria-hidden="true">
            <span className="rounded-full border border-line bg-canvas/85 px-5 py-2.5 font-semibold text-ink">
              {labels.loading}
            </span>
          </div>
        )}
        {phase === "viewer" && Viewer && glb && (
          <Viewer
            glb={glb}
            glbUrl={modelUrl(model.name, "glb")}
            usdzUrl={modelUrl(model.name, "usdz")}
            alt={still.alt}
            instructionsId={instructionsId}
            toolbar={toolbar}
            labels={labels}
            messages={messages}
            views={views}
            onReady={() => {
              setVisible(true);
              setStatus(messages.loaded);
            }}
            onFailed={() => setPhase("no-webgl")}
            onStatus={setStatus}
          />
        )}
      </div>
      <div ref={setToolbar} className="flex flex-wrap gap-2 empty:hidden" />
      <p id={instructionsId} className="max-w-measure text-muted">
        {instructions}
      </p>
      <p className={cx("text-muted", phase === "no-webgl" ? "block" : "hidden noscript:block")}>
        {messages.fallback}
      </p>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}

export const ProductModelIsland = island("product-model", ProductModel);
