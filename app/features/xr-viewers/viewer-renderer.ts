/**
 * The WebGL canvas both XR players draw into: a three.js renderer whose
 * canvas fills the viewer element (decorative: the viewer carries the name),
 * kept at the viewer's size.
 */
import { type PerspectiveCamera, SRGBColorSpace, WebGLRenderer } from "three";

export interface ViewerRenderer {
  renderer: WebGLRenderer;
  /** Sizes the canvas and the camera's aspect to the viewer; false while it has no size. */
  fit(camera: PerspectiveCamera): boolean;
  /** Removes the canvas and frees the renderer. */
  dispose(): void;
}

export function createViewerRenderer(
  viewer: HTMLElement,
  options: { antialias: boolean; alpha: boolean },
): ViewerRenderer {
  const renderer = new WebGLRenderer({ ...options, powerPreference: "low-power" });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  renderer.outputColorSpace = SRGBColorSpace;
  const canvas = renderer.domElement;
  canvas.className = "absolute inset-0 size-full";
  canvas.setAttribute("aria-hidden", "true");
  viewer.append(canvas);
  return {
    renderer,
    fit(camera) {
      const { clientWidth: width, clientHeight: height } = viewer;
      if (width === 0 || height === 0) return false;
      camera.aspect = width / height;
      camera.updateProjectionMatrix();
      renderer.setSize(width, height, false);
      return true;
    },
    dispose() {
      renderer.setAnimationLoop(null);
      renderer.dispose();
      canvas.remove();
    },
  };
}
