/**
 * The 3D product's player: the GLB drawn with three.js, turned around its
 * middle by drag and the arrow keys, zoomed by pinch, wheel and
 * PageUp/PageDown, and placed in the room through WebXR (`immersive-ar` with
 * hit testing: a ring marks the floor or table, a tap puts the model there).
 *
 * It draws only when something changed (the visitor turning or zooming, a new
 * size): the model never moves by itself, and between two inputs the page
 * requests no frames at all.
 */
import {
  Box3,
  CanvasTexture,
  DirectionalLight,
  Group,
  HemisphereLight,
  MathUtils,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  NeutralToneMapping,
  type Object3D,
  PerspectiveCamera,
  PlaneGeometry,
  RingGeometry,
  Scene,
  Sphere,
  Vector3,
} from "three";
import { GLTFLoader } from "three/addons/loaders/GLTFLoader.js";
import { attachViewInput } from "./view-input";
import { createViewerRenderer } from "./viewer-renderer";

/** The view the model opens with, in degrees; the still on the page shows the same view. */
const OPENING_VIEW = { azimuth: -32, polar: 72 } as const;
/** Vertical field of view, in degrees. */
const FIELD_OF_VIEW = 30;
/** How far the model's bounding sphere sits from the camera, in sphere-fitting distances. */
const FRAMING = 0.9;
/** Degrees an arrow key turns the model. */
const KEY_STEP = 10;
/** Degrees a pixel of dragging turns the model. */
const DRAG_STEP = 0.4;
/** The camera stays between just above and just below the model. */
const POLAR_RANGE = [20, 160] as const;
/** Zoom range, as factors of the opening distance. */
const DISTANCE_RANGE = [0.45, 2] as const;
/** Wait this long after the last turn before saying where the visitor looks from. */
const ANNOUNCE_DELAY = 400;
/** Without an environment map metal reflects nothing and turns black; it is drawn as satin. */
const MAX_METALNESS = 0.35;

/** Where the visitor looks at the model from, as the viewer announces it. */
export type ModelView = `${"" | "upper-" | "lower-"}${"front" | "right" | "back" | "left"}`;

/** How a phone places the model in the room, if it can. */
export type ArMode = "webxr" | "scene-viewer" | "quick-look";

export interface ModelPlayerOptions {
  /** The focusable element the canvas is drawn into; it takes the drags, keys and wheel. */
  viewer: HTMLElement;
  /** The model, from `loadModel`. */
  model: Object3D;
  /** The visitor turned the model and now looks at it from `view`. */
  onView: (view: ModelView) => void;
  /** The AR session ended; the model is back in the page. */
  onArEnd: () => void;
}

export interface ModelPlayer {
  /** Places the model in the room through WebXR; call it from the tap that asks for it. */
  enterAr(overlay: HTMLElement): Promise<boolean>;
  /** Ends the AR session; the model returns to the page. */
  exitAr(): void;
  destroy(): void;
}

/** The way this browser places a model in the room, or null where none exists. */
export async function arMode(): Promise<ArMode | null> {
  try {
    if (await navigator.xr?.isSessionSupported("immersive-ar")) return "webxr";
  } catch {
    // No WebXR here: try the platform's own viewers.
  }
  const userAgent = navigator.userAgent;
  if (/android/i.test(userAgent) && !/firefox|oculus/i.test(userAgent)) return "scene-viewer";
  if (document.createElement("a").relList.supports("ar")) return "quick-look";
  return null;
}

/** Opens Android's Scene Viewer (through Google's app) with the GLB; back in the page if it cannot. */
export function openSceneViewer(glbUrl: string, title: string) {
  const file = new URL(glbUrl, location.href).href;
  const query = new URLSearchParams({ file, mode: "ar_preferred", title });
  const link = document.createElement("a");
  link.href =
    `intent://arvr.google.com/scene-viewer/1.0?${query}#Intent;scheme=https;` +
    "package=com.google.android.googlequicksearchbox;action=android.intent.action.VIEW;" +
    `S.browser_fallback_url=${encodeURIComponent(location.href)};end;`;
  link.click();
}

/** Opens iOS AR Quick Look with the USDZ: a `rel="ar"` link around an image, clicked. */
export function openQuickLook(usdzUrl: string) {
  const link = document.createElement("a");
  link.rel = "ar";
  link.href = usdzUrl;
  link.append(document.createElement("img"));
  link.click();
}

/** The sides the camera can look from, a quarter turn apart from the front. */
const SIDES = ["front", "right", "back", "left"] as const;

function viewOf(azimuth: number, polar: number): ModelView {
  const side = SIDES[Math.round((((azimuth % 360) + 360) % 360) / 90) % 4] ?? "front";
  if (polar < 60) return `upper-${side}`;
  if (polar > 120) return `lower-${side}`;
  return side;
}

/** A soft round shadow under the model, drawn once into a small texture. */
function contactShadow(width: number, depth: number): Mesh {
  const size = 64;
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext("2d");
  if (context) {
    const gradient = context.createRadialGradient(
      size / 2,
      size / 2,
      0,
      size / 2,
      size / 2,
      size / 2,
    );
    gradient.addColorStop(0, "rgba(0, 0, 0, 0.55)");
    gradient.addColorStop(1, "rgba(0, 0, 0, 0)");
    context.fillStyle = gradient;
    context.fillRect(0, 0, size, size);
  }
  const geometry = new PlaneGeometry(width * 1.4, depth * 1.6);
  geometry.rotateX(-Math.PI / 2);
  const shadow = new Mesh(
    geometry,
    new MeshBasicMaterial({ map: new CanvasTexture(canvas), transparent: true, depthWrite: false }),
  );
  shadow.renderOrder = -1;
  return shadow;
}

/** Reads a GLB's bytes into a model to play. */
export async function loadModel(glb: ArrayBuffer): Promise<Object3D> {
  const { scene: model } = await new GLTFLoader().parseAsync(glb, "");
  model.traverse((object) => {
    if (object instanceof Mesh && object.material instanceof MeshStandardMaterial) {
      object.material.metalness = Math.min(object.material.metalness, MAX_METALNESS);
    }
  });
  return model;
}

/** Shows the model in `viewer` and draws its first frame. */
export function createModelPlayer({
  viewer,
  model,
  onView,
  onArEnd,
}: ModelPlayerOptions): ModelPlayer {
  // The model stands on the origin: its bottom at height 0, its middle above the origin.
  const box = new Box3().setFromObject(model);
  const size = box.getSize(new Vector3());
  const middle = box.getCenter(new Vector3());
  model.position.set(-middle.x, -box.min.y, -middle.z);
  const stage = new Group();
  stage.add(model, contactShadow(size.x, size.z));

  const scene = new Scene();
  scene.add(stage);
  const radius = box.getBoundingSphere(new Sphere()).radius;
  scene.add(new HemisphereLight(0xf2f4ff, 0x1c2250, 2.2));
  const key = new DirectionalLight(0xffffff, 2.4);
  key.position.set(-1, 2, 2).multiplyScalar(radius);
  const rim = new DirectionalLight(0x9fb0ff, 1.4);
  rim.position.set(2, 1, -2).multiplyScalar(radius);
  scene.add(key, rim);

  const canvas = createViewerRenderer(viewer, { antialias: true, alpha: true });
  const { renderer } = canvas;
  renderer.toneMapping = NeutralToneMapping;
  renderer.setClearColor(0x000000, 0);

  const camera = new PerspectiveCamera(FIELD_OF_VIEW, 4 / 3, radius / 100, radius * 100);
  const target = new Vector3(0, size.y / 2, 0);
  const openingDistance = (FRAMING * radius) / Math.sin(MathUtils.degToRad(FIELD_OF_VIEW / 2));
  let azimuth: number = OPENING_VIEW.azimuth;
  let polar: number = OPENING_VIEW.polar;
  let distance = openingDistance;
  let inAr = false;
  let frameRequest = 0;

  function aim() {
    const theta = MathUtils.degToRad(azimuth);
    const phi = MathUtils.degToRad(polar);
    camera.position
      .set(Math.sin(phi) * Math.sin(theta), Math.cos(phi), Math.sin(phi) * Math.cos(theta))
      .multiplyScalar(distance)
      .add(target);
    camera.lookAt(target);
  }

  const resize = () => canvas.fit(camera);

  function requestDraw() {
    if (frameRequest !== 0 || inAr) return;
    frameRequest = requestAnimationFrame(() => {
      frameRequest = 0;
      aim();
      renderer.render(scene, camera);
    });
  }

  let announcement = 0;
  let lastView = viewOf(azimuth, polar);
  function viewChanged() {
    requestDraw();
    window.clearTimeout(announcement);
    announcement = window.setTimeout(() => {
      const view = viewOf(azimuth, polar);
      if (view !== lastView) onView(view);
      lastView = view;
    }, ANNOUNCE_DELAY);
  }
  /** Turns the model to the right by `degreesRight` and the camera up by `degreesUp`. */
  function turn(degreesRight: number, degreesUp: number) {
    azimuth = (azimuth - degreesRight) % 360;
    polar = MathUtils.clamp(polar - degreesUp, POLAR_RANGE[0], POLAR_RANGE[1]);
    viewChanged();
  }

  const detachInput = attachViewInput(viewer, {
    drag: (x, y) => turn(x * DRAG_STEP, y * DRAG_STEP),
    step: (x, y) => turn(x * KEY_STEP, y * KEY_STEP),
    zoom(factor) {
      distance = MathUtils.clamp(
        distance / factor,
        openingDistance * DISTANCE_RANGE[0],
        openingDistance * DISTANCE_RANGE[1],
      );
      requestDraw();
    },
  });
  const resizeObserver = new ResizeObserver(() => {
    resize();
    requestDraw();
  });
  resizeObserver.observe(viewer);
  resize();
  aim();
  renderer.render(scene, camera);

  return {
    async enterAr(overlay) {
      const xr = navigator.xr;
      if (!xr) return false;
      let session: XRSession;
      try {
        session = await xr.requestSession("immersive-ar", {
          requiredFeatures: ["hit-test"],
          optionalFeatures: ["dom-overlay"],
          domOverlay: { root: overlay },
        });
      } catch {
        return false;
      }
      inAr = true;
      cancelAnimationFrame(frameRequest);
      frameRequest = 0;
      // Nothing shows until the visitor has chosen a spot: the ring marks it.
      stage.visible = false;
      const ringGeometry = new RingGeometry(0.08, 0.1, 48);
      ringGeometry.rotateX(-Math.PI / 2);
      const ring = new Mesh(ringGeometry, new MeshBasicMaterial({ color: 0xffffff }));
      ring.matrixAutoUpdate = false;
      ring.visible = false;
      scene.add(ring);
      let hitTestSource: XRHitTestSource | undefined;
      const place = () => {
        if (!ring.visible) return;
        stage.position.setFromMatrixPosition(ring.matrix);
        stage.visible = true;
      };
      session.addEventListener("select", place);
      session.addEventListener("end", () => {
        renderer.setAnimationLoop(null);
        renderer.xr.enabled = false;
        hitTestSource?.cancel();
        scene.remove(ring);
        ringGeometry.dispose();
        stage.position.set(0, 0, 0);
        stage.visible = true;
        inAr = false;
        resize();
        requestDraw();
        onArEnd();
      });
      try {
        renderer.xr.enabled = true;
        renderer.xr.setReferenceSpaceType("local");
        await renderer.xr.setSession(session);
        const viewerSpace = await session.requestReferenceSpace("viewer");
        hitTestSource = await session.requestHitTestSource?.({ space: viewerSpace });
      } catch {
        await session.end().catch(() => undefined);
        return false;
      }
      renderer.setAnimationLoop((_time, frame) => {
        const space = renderer.xr.getReferenceSpace();
        const hit = hitTestSource && space ? frame?.getHitTestResults(hitTestSource)[0] : undefined;
        const pose = hit && space ? hit.getPose(space) : undefined;
        ring.visible = pose !== undefined;
        if (pose) ring.matrix.fromArray(pose.transform.matrix);
        renderer.render(scene, camera);
      });
      return true;
    },
    exitAr() {
      renderer.xr
        .getSession()
        ?.end()
        .catch(() => undefined);
    },
    destroy() {
      detachInput();
      window.clearTimeout(announcement);
      cancelAnimationFrame(frameRequest);
      resizeObserver.disconnect();
      canvas.dispose();
    },
  };
}
