/**
 * The started 360° demo (loaded on the visitor's press by `video-360.island.tsx`):
 * the focusable view the player draws into, and its controls (play and pause,
 * straight ahead, full screen, motion on phones, VR on headsets).
 */
import Compass from "~/components/ui/icons/compass";
import Glasses from "~/components/ui/icons/glasses";
import Maximize from "~/components/ui/icons/maximize";
import Minimize from "~/components/ui/icons/minimize";
import Smartphone from "~/components/ui/icons/smartphone";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { Video360Demo } from "~/content/schema";
import { cx } from "~/lib/cx";
import {
  createPlayer360,
  hasMotionSensors,
  isVrSupported,
  type Player360,
  requestMotionPermission,
} from "./video-360-player";
import { PlayPauseLabel } from "~/components/ui/play-pause-label";

export interface Video360ViewerProps {
  /** The 360° video, already loading (and playing, where allowed). */
  video: HTMLVideoElement;
  /** What goes full screen: the view with its controls. */
  stage: HTMLElement | null;
  /** Where the controls go, below the view. */
  toolbar: HTMLElement | null;
  instructionsId: string;
  labels: Video360Demo["labels"];
  messages: Video360Demo["messages"];
  /** The first video frame is on screen. */
  onReady: () => void;
  /** A sentence for screen readers (and nothing else). */
  onStatus: (status: string) => void;
}

function ControlButton({
  onClick,
  pressed,
  children,
}: {
  onClick: () => void;
  pressed?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface/80 px-4 py-2 font-semibold text-ink transition-[background-color,border-color] hover:border-primary hover:bg-surface-raised aria-pressed:border-accent aria-pressed:bg-surface-raised"
    >
      {children}
    </button>
  );
}

const iconClass = "size-5 shrink-0";

export function Video360Viewer({
  video,
  stage,
  toolbar,
  instructionsId,
  labels,
  messages,
  onReady,
  onStatus,
}: Video360ViewerProps) {
  const viewerRef = useRef<HTMLDivElement>(null);
  const playerRef = useRef<Player360 | null>(null);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(true);
  const [motion, setMotion] = useState(false);
  const [canMove] = useState(hasMotionSensors);
  const [canVr, setCanVr] = useState(false);
  const [canFullscreen] = useState(document.fullscreenEnabled);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const viewer = viewerRef.current;
    if (!viewer) return;
    viewer.append(video);
    const player = createPlayer360({
      viewer,
      video,
      onFirstFrame: () => {
        performance.mark("xr:360:first-frame");
        // The start button that had focus is gone: the view takes it, so the arrow keys turn it.
        if (document.activeElement === document.body) viewer.focus({ preventScroll: true });
        setReady(true);
        onReady();
      },
      onVrEnd: () => onStatus(messages.vrEnded),
    });
    player.setPlaying(true);
    playerRef.current = player;
    let active = true;
    isVrSupported().then((supported) => active && setCanVr(supported));
    const onFullscreenChange = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener("fullscreenchange", onFullscreenChange);
    return () => {
      active = false;
      document.removeEventListener("fullscreenchange", onFullscreenChange);
      player.destroy();
      playerRef.current = null;
    };
    // The player lives as long as the viewer; its callbacks only report.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [video]);

  const togglePlaying = () => {
    const next = !playing;
    setPlaying(next);
    playerRef.current?.setPlaying(next);
    onStatus(next ? messages.playing : messages.paused);
  };

  const resetView = () => {
    playerRef.current?.resetView();
    viewerRef.current?.focus();
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
    else stage?.requestFullscreen().catch(() => undefined);
  };

  const toggleMotion = () => {
    if (motion) {
      setMotion(false);
      playerRef.current?.setMotion(false);
      return;
    }
    // iOS asks for permission, and only from this tap.
    requestMotionPermission().then((granted) => {
      if (!granted) {
        onStatus(messages.motionDenied);
        return;
      }
      setMotion(true);
      playerRef.current?.setMotion(true);
    });
  };

  const enterVr = () => {
    playerRef.current?.enterVr().then((entered) => {
      if (entered) {
        setPlaying(true);
        return;
      }
      onStatus(messages.vrRefused);
    });
  };

  const FullscreenIcon = fullscreen ? Minimize : Maximize;
  const controls = (
    <div className="flex flex-wrap gap-2" role="group" aria-label={labels.viewerRole}>
      <ControlButton onClick={togglePlaying}>
        <PlayPauseLabel playing={playing} labels={labels} iconClassName={iconClass} />
      </ControlButton>
      <ControlButton onClick={resetView}>
        <Compass aria-hidden="true" className={iconClass} />
        {labels.reset}
      </ControlButton>
      {canFullscreen && (
        <ControlButton onClick={toggleFullscreen}>
          <FullscreenIcon aria-hidden="true" className={iconClass} />
          {fullscreen ? labels.exitFullscreen : labels.fullscreen}
        </ControlButton>
      )}
      {canMove && (
        <ControlButton onClick={toggleMotion} pressed={motion}>
          <Smartphone aria-hidden="true" className={iconClass} />
          {labels.motion}
        </ControlButton>
      )}
      {canVr && (
        <ControlButton onClick={enterVr}>
          <Glasses aria-hidden="true" className={iconClass} />
          {labels.vr}
        </ControlButton>
      )}
    </div>
  );

  return (
    <>
      {/* The application role: the arrow keys turn the view while it has focus. */}
      <div
        ref={viewerRef}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it takes the arrow keys
        tabIndex={0}
        role="application"
        aria-roledescription={labels.viewerRole}
        aria-label={labels.viewer}
        aria-describedby={instructionsId}
        className={cx(
          "absolute inset-0 cursor-grab touch-none focus-ring-inset select-none data-dragging:cursor-grabbing",
          ready ? "opacity-100" : "opacity-0",
        )}
      />
      {toolbar && createPortal(controls, toolbar)}
    </>
  );
}
