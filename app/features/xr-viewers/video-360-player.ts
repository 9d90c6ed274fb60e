/**
 * The 360° player: an equirectangular video on the inside of a sphere, drawn
 * with three.js, turned by drag, arrow keys or the phone's motion, and shown
 * in a VR headset through WebXR (`renderer.xr`).
 *
 * It draws only when something changed: a new video frame while playing
 * (`requestVideoFrameCallback`), or the visitor turning the view. Paused, or
 * scrolled out of view, it requests no frames at all, and out of view or in a
 * hidden tab the video itself pauses too.
 */
import {
  Euler,
  MathUtils,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  Quaternion,
  Scene,
  SphereGeometry,
  SRGBColorSpace,
  Vector3,
  VideoTexture,
} from "three";
import { attachViewInput } from "./view-input";
import { createViewerRenderer } from "./viewer-renderer";

/** Vertical field of view; the opening still is made with the same angle. */
export const FIELD_OF_VIEW = 75;
/** How far an arrow key turns the view, in degrees. */
const KEY_STEP = 5;
/** The view never tips over the poles. */
const MAX_LATITUDE = 85;

export interface Player360Options {
  /** The element the canvas is drawn into; it receives drags and, when focused, the arrow keys. */
  viewer: HTMLElement;
  video: HTMLVideoElement;
  /** Called once the first video frame is on screen. */
  onFirstFrame?: () => void;
  /** Called when a VR session ends; the demo goes on in the page. */
  onVrEnd?: () => void;
}

export interface Player360 {
  /** Plays or pauses the video (paused, nothing is drawn until the view is turned). */
  setPlaying(playing: boolean): void;
  /** Looks straight ahead again. */
  resetView(): void;
  /** Turns the view with the phone's motion (after `requestMotionPermission`). */
  setMotion(enabled: boolean): void;
  /** Enters an immersive VR session; call it from the click that asks for it. */
  enterVr(): Promise<boolean>;
  destroy(): void;
}

/** Whether the browser can present VR (a headset's browser, such as the Meta Quest's). */
export async function isVrSupported(): Promise<boolean> {
  try {
    return (await navigator.xr?.isSessionSupported("immersive-vr")) ?? false;
  } catch {
    return false;
  }
}

/** Whether this device reports its orientation (a phone or tablet). */
export function hasMotionSensors(): boolean {
  return "DeviceOrientationEvent" in window && matchMedia("(pointer: coarse)").matches;
}

/**
 * Asks for the motion sensors where the browser wants permission (iOS, from a
 * tap); elsewhere they are available without asking.
 */
export async function requestMotionPermission(): Promise<boolean> {
  if (
    "requestPermission" in DeviceOrientationEvent &&
    typeof DeviceOrientationEvent.requestPermission === "function"
  ) {
    try {
      const answer: unknown = await DeviceOrientationEvent.requestPermission();
      return answer === "granted";
    } catch {
      return false;
    }
  }
  return true;
}

/** Camera orientation from the device's angles (W3C DeviceOrientation, screen rotation included). */
function deviceQuaternion(
  target: Quaternion,
  alpha: number,
  beta: number,
  gamma: number,
  screenAngle: number,
) {
  const euler = new Euler(beta, alpha, -gamma, "YXZ");
  target.setFromEuler(euler);
  // The camera looks out of the back of the screen, not up from it.
  target.multiply(new Quaternion(-Math.SQRT1_2, 0, 0, Math.SQRT1_2));
  target.multiply(new Quaternion().setFromAxisAngle(new Vector3(0, 0, 1), -screenAngle));
  return target;
}

/** The heading (rotation about the vertical axis) a camera orientation looks at. */
function headingOf(orientation: Quaternion): number {
  const forward = new Vector3(0, 0, -1).applyQuaternion(orientation);
  return Math.atan2(-forward.x, -forward.z);
}

export function createPlayer360({
  viewer,
  video,
  onFirstFrame,
  onVrEnd,
}: Player360Options): Player360 {
  const view = createViewerRenderer(viewer, { antialias: false, alpha: false });
  const { renderer } = view;

  const scene = new Scene();
  const camera = new PerspectiveCamera(FIELD_OF_VIEW, 16 / 9, 0.1, 100);
  const texture = new VideoTexture(video);
  // The constructor starts a requestVideoFrameCallback that stays waiting whether or not the
  // video plays; the player marks each new frame itself. dispose() cancels that callback:
  // nothing is on the GPU yet, and a disposed texture is uploaded again when it is next drawn.
  texture.dispose();
  texture.colorSpace = SRGBColorSpace;
  const geometry = new SphereGeometry(50, 64, 32);
  // Seen from inside: mirror the sphere so the picture is not reversed.
  geometry.scale(-1, 1, 1);
  const sphere = new Mesh(geometry, new MeshBasicMaterial({ map: texture }));
  scene.add(sphere);

  // Longitude 0 looks at the middle of the equirectangular frame; positive turns right.
  let longitude = 0;
  let latitude = 0;
  let motion = false;
  let motionOffset = 0;
  const deviceOrientation = new Quaternion();
  let hasDeviceOrientation = false;

  let playing = false;
  let visible = true;
  let inVr = false;
  let firstFrameShown = false;
  let frameRequest = 0;
  let videoFrameRequest = 0;

  const target = new Vector3();
  function aim() {
    if (motion && hasDeviceOrientation) {
      camera.quaternion
        .setFromAxisAngle(new Vector3(0, 1, 0), motionOffset)
        .multiply(deviceOrientation);
      return;
    }
    const phi = MathUtils.degToRad(90 - latitude);
    const theta = MathUtils.degToRad(longitude);
    target.set(-Math.sin(phi) * Math.cos(theta), Math.cos(phi), -Math.sin(phi) * Math.sin(theta));
    camera.lookAt(target);
  }

  const resize = () => view.fit(camera);

  function draw() {
    if (inVr) return;
    aim();
    renderer.render(scene, camera);
    if (!firstFrameShown && video.readyState >= video.HAVE_CURRENT_DATA) {
      firstFrameShown = true;
      onFirstFrame?.();
    }
  }

  /** One frame for a change of view; nothing while out of view. */
  function requestDraw() {
    if (frameRequest !== 0 || !visible || inVr) return;
    frameRequest = requestAnimationFrame(() => {
      frameRequest = 0;
      draw();
    });
  }

  const hasVideoFrameCallback = "requestVideoFrameCallback" in video;
  /** While playing and in view: a frame per new video frame, nothing in between. */
  function onVideoFrame() {
    videoFrameRequest = 0;
    texture.needsUpdate = true;
    draw();
    watchVideoFrames();
  }
  function watchVideoFrames() {
    if (!playing || !visible || inVr || videoFrameRequest !== 0) return;
    if (hasVideoFrameCallback) {
      videoFrameRequest = video.requestVideoFrameCallback(onVideoFrame);
    } else {
      videoFrameRequest = requestAnimationFrame(onVideoFrame);
    }
  }
  function stopVideoFrames() {
    if (videoFrameRequest === 0) return;
    if (hasVideoFrameCallback) video.cancelVideoFrameCallback(videoFrameRequest);
    else cancelAnimationFrame(videoFrameRequest);
    videoFrameRequest = 0;
  }

  /** Plays the video only when the visitor wants it and it can be seen. */
  function syncPlayback() {
    if (playing && visible) {
      video.play().catch(() => undefined);
      watchVideoFrames();
    } else {
      if (!inVr) video.pause();
      stopVideoFrames();
    }
  }

  // --- Turning the view -------------------------------------------------
  function turn(deltaLongitude: number, deltaLatitude: number) {
    if (motion && hasDeviceOrientation) {
      motionOffset -= MathUtils.degToRad(deltaLongitude);
    } else {
      longitude = (longitude + deltaLongitude) % 360;
      latitude = MathUtils.clamp(latitude + deltaLatitude, -MAX_LATITUDE, MAX_LATITUDE);
    }
    requestDraw();
  }

  function onDeviceOrientation(event: DeviceOrientationEvent) {
    if (event.alpha === null || event.beta === null || event.gamma === null) return;
    const screenAngle = MathUtils.degToRad(screen.orientation?.angle ?? 0);
    deviceQuaternion(
      deviceOrientation,
      MathUtils.degToRad(event.alpha),
      MathUtils.degToRad(event.beta),
      MathUtils.degToRad(event.gamma),
      screenAngle,
    );
    if (!hasDeviceOrientation) {
      hasDeviceOrientation = true;
      // Keep looking where the visitor looked when they turned motion on.
      motionOffset = MathUtils.degToRad(90 - longitude) - headingOf(deviceOrientation);
    }
    requestDraw();
  }

  const detachInput = attachViewInput(viewer, {
    drag(x, y) {
      // The picture follows the pointer: one pixel is as many degrees as it spans on screen.
      const degreesPerPixel = FIELD_OF_VIEW / Math.max(1, viewer.clientHeight);
      turn(-x * degreesPerPixel, y * degreesPerPixel);
    },
    step(x, y) {
      turn(x * KEY_STEP, y * KEY_STEP);
    },
  });

  const resizeObserver = new ResizeObserver(() => {
    resize();
    requestDraw();
  });
  resizeObserver.observe(viewer);
  const intersectionObserver = new IntersectionObserver(([entry]) => {
    visible = (entry?.isIntersecting ?? true) && document.visibilityState === "visible";
    syncPlayback();
    requestDraw();
  });
  intersectionObserver.observe(viewer);
  function onVisibilityChange() {
    visible = document.visibilityState === "visible";
    syncPlayback();
    requestDraw();
  }
  document.addEventListener("visibilitychange", onVisibilityChange);
  // The first frame, as soon as the video has one.
  function onLoadedData() {
    texture.needsUpdate = true;
    requestDraw();
  }
  video.addEventListener("loadeddata", onLoadedData);

  resize();
  requestDraw();

  return {
    setPlaying(next) {
      playing = next;
      syncPlayback();
    },
    resetView() {
      longitude = 0;
      latitude = 0;
      if (motion && hasDeviceOrientation) motionOffset = Math.PI / 2 - headingOf(deviceOrientation);
      requestDraw();
    },
    setMotion(enabled) {
      if (enabled === motion) return;
      motion = enabled;
      if (enabled) {
        hasDeviceOrientation = false;
        window.addEventListener("deviceorientation", onDeviceOrientation);
      } else {
        window.removeEventListener("deviceorientation", onDeviceOrientation);
        if (hasDeviceOrientation) {
          // Go on from where the phone pointed.
          const forward = new Vector3(0, 0, -1).applyQuaternion(camera.quaternion);
          longitude = MathUtils.radToDeg(Math.atan2(-forward.z, -forward.x));
          latitude = MathUtils.clamp(
            MathUtils.radToDeg(Math.asin(forward.y)),
            -MAX_LATITUDE,
            MAX_LATITUDE,
          );
        }
        hasDeviceOrientation = false;
        requestDraw();
      }
    },
    async enterVr() {
      const xr = navigator.xr;
      if (!xr) return false;
      let session: XRSession;
      try {
        session = await xr.requestSession("immersive-vr", { optionalFeatures: ["local-floor"] });
      } catch {
        return false;
      }
      inVr = true;
      stopVideoFrames();
      if (frameRequest !== 0) cancelAnimationFrame(frameRequest);
      frameRequest = 0;
      renderer.xr.enabled = true;
      renderer.xr.setReferenceSpaceType("local");
      session.addEventListener("end", () => {
        renderer.setAnimationLoop(null);
        renderer.xr.enabled = false;
        inVr = false;
        resize();
        syncPlayback();
        requestDraw();
        onVrEnd?.();
      });
      try {
        await renderer.xr.setSession(session);
      } catch {
        await session.end().catch(() => undefined);
        return false;
      }
      playing = true;
      video.play().catch(() => undefined);
      renderer.setAnimationLoop(() => {
        texture.needsUpdate = true;
        renderer.render(scene, camera);
      });
      return true;
    },
    destroy() {
      detachInput();
      stopVideoFrames();
      if (frameRequest !== 0) cancelAnimationFrame(frameRequest);
      window.removeEventListener("deviceorientation", onDeviceOrientation);
      document.removeEventListener("visibilitychange", onVisibilityChange);
      video.removeEventListener("loadeddata", onLoadedData);
      resizeObserver.disconnect();
      intersectionObserver.disconnect();
      video.pause();
      texture.dispose();
      geometry.dispose();
      view.dispose();
    },
  };
}
