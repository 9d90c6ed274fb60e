import Rotate3d from "~/components/ui/icons/rotate-3d";
import { type ComponentType, useState } from "react";
import { type ImageAsset, imageUrl, type SphereVideoAsset, videoUrl } from "~/content/media";
import type { Video360Demo } from "~/content/schema";
import { island } from "~/lib/islands/island";
import { cx } from "~/lib/cx";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { Video360ViewerProps } from "./video-360-viewer";
import { LoopVideo, VIDEO_FORMATS } from "~/components/ui/loop-video";

interface Props {
  video: SphereVideoAsset;
  still: ImageAsset;
  sizes: string;
  instructions: string;
  /** Id of the instructions paragraph (the viewer's accessible description). */
  instructionsId: string;
  labels: Video360Demo["labels"];
  messages: Video360Demo["messages"];
}

type Phase = "idle" | "loading" | "sphere" | "flat";

/** three draws with WebGL 2; without it the video plays flat. */
function hasWebgl2(): boolean {
  const context = document.createElement("canvas").getContext("webgl2");
  context?.getExtension("WEBGL_lose_context")?.loseContext();
  return context !== null;
}

/**
 * The 360° demo. The page shows a still of the opening view and a start
 * button; the press loads the player (`video-360-viewer.tsx`, with three.js),
 * while the video itself starts loading at once. Without WebGL 2 the same
 * video plays flat with native controls; without JavaScript the section's
 * `<noscript>` video does (`video-360-section.tsx`).
 */
export default function Video360({
  video,
  still,
  sizes,
  instructions,
  instructionsId,
  labels,
  messages,
}: Props) {
  const [phase, setPhase] = useState<Phase>("idle");
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState("");
  const [Viewer, setViewer] = useState<ComponentType<Video360ViewerProps> | null>(null);
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const [toolbar, setToolbar] = useState<HTMLDivElement | null>(null);
  const [videoElement, setVideoElement] = useState<HTMLVideoElement | null>(null);

  const start = () => {
    performance.mark("xr:360:start");
    if (!hasWebgl2()) {
      setPhase("flat");
      return;
    }
    setPhase("loading");
    // The video loads while the player's code does.
    const element = document.createElement("video");
    element.muted = true;
    element.loop = true;
    element.playsInline = true;
    element.preload = "auto";
    element.setAttribute("aria-hidden", "true");
    element.className = "pointer-events-none absolute size-px opacity-0";
    for (const format of VIDEO_FORMATS) {
      const source = document.createElement("source");
      source.src = videoUrl(video.name, format);
      source.type = `video/${format}`;
      element.append(source);
    }
    element.play().catch(() => undefined);
    setVideoElement(element);
    import("./video-360-viewer").then(
      (module) => {
        performance.mark("xr:360:loaded");
        setViewer(() => module.Video360Viewer);
        setPhase("sphere");
      },
      () => {
        element.pause();
        setStatus(messages.loadFailed);
        setPhase("idle");
      },
    );
  };

  return (
    <div
      ref={setStage}
      className="flex flex-col gap-4 [&:fullscreen]:justify-center [&:fullscreen]:bg-canvas [&:fullscreen]:p-4"
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl border border-line bg-surface shadow-[0_0_80px_-30px_var(--color-primary)] sm:aspect-video [:fullscreen_&]:aspect-auto [:fullscreen_&]:min-h-0 [:fullscreen_&]:flex-1">
        <ResponsiveImage image={still} sizes={sizes} fill />
        {phase === "idle" && (
          <button
            type="button"
            onClick={start}
            className="group absolute inset-0 flex items-end justify-center focus-ring-inset p-4 sm:p-6"
          >
            <span className="inline-flex min-h-12 items-center gap-3 rounded-full bg-accent-gradient px-6 py-3 text-lg font-semibold text-on-primary shadow-[0_0_48px_-4px_var(--color-accent)] transition-transform group-hover:scale-105">
              <Rotate3d aria-hidden="true" className="size-6" />
              {labels.start}
            </span>
          </button>
        )}
        {(phase === "loading" || (phase === "sphere" && !ready)) && (
          <div className="absolute inset-x-0 bottom-0 flex justify-center p-4 sm:p-6">
            <span
              role="status"
              className="rounded-full border border-line bg-canvas/85 px-5 py-2.5 font-semibold text-ink"
            >
              {labels.loading}
            </span>
          </div>
        )}
        {phase === "flat" && (
          <LoopVideo
            video={video}
            className="absolute inset-0 size-full bg-canvas object-contain"
            poster={imageUrl(video.poster.name, 1280, "jpg")}
            controls
            autoPlay
            aria-label={video.poster.alt}
          />
        )}
        {phase === "sphere" && Viewer && videoElement && (
          <Viewer
            video={videoElement}
            stage={stage}
            toolbar={toolbar}
            instructionsId={instructionsId}
            labels={labels}
            messages={messages}
            onReady={() => setReady(true)}
            onStatus={setStatus}
          />
        )}
      </div>
      <div ref={setToolbar} className={cx(phase !== "sphere" && "hidden")} />
      <p id={instructionsId} className="max-w-measure text-muted [:fullscreen_&]:sr-only">
        {phase === "flat" ? messages.noWebgl : instructions}
      </p>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}

export const Video360Island = island("video-360", Video360);
