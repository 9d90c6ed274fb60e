/**
 * model-viewer lights a model with an environment it draws itself (its
 * "neutral" room, when no `environment-image` is set): six faces of a cube
 * map, each blurred twice, which three's PMREM then filters into the levels
 * of roughness a standard material reads. model-viewer draws that cube map at
 * 256 x 256 pixels a face, and three filters at the size it is given. On a
 * phone's GPU that is quick; where WebGL runs on the CPU (SwiftShader: the
 * browser tests, and browsers without a usable GPU) it was most of the time
 * from the press to the first frame: on `npm run bench:xr`'s fast run, side
 * by side on the same machine, 11 to 15 s at 256 pixels and 2 to 3.5 s at 64.
 *
 * The 3D product is a plain model of matte and satin materials in a soft
 * studio light, and at 64 pixels a face it looks the same in screenshots at
 * 412 and 1440 px wide, for a sixteenth of the pixels in every pass. This
 * plugin changes that one number in model-viewer's `TextureUtils.js` in the
 * client build. In development Vite pre-bundles model-viewer and the size
 * stays 256.
 */
import type { Plugin } from "vite";

/** Pixels per face of the cube map model-viewer draws its neutral environment into. */
export const ENVIRONMENT_CUBE_SIZE = 64;

/** The file, in the installed `@google/model-viewer`, that sets the size. */
export const TEXTURE_UTILS = "@google/model-viewer/lib/three-components/TextureUtils.js";

const ORIGINAL = "new WebGLCubeRenderTarget(256, {";

/** `TextureUtils.js` with the smaller cube map; throws when model-viewer no longer has the line. */
export function withSmallerEnvironment(code: string): string {
  const at = code.indexOf(ORIGINAL);
  if (at < 0 || code.indexOf(ORIGINAL, at + 1) >= 0) {
    throw new Error(
      `${TEXTURE_UTILS} no longer has exactly one "${ORIGINAL}": check how this model-viewer sizes its environment (scripts/build/model-viewer-environment.ts).`,
    );
  }
  return code.replace(ORIGINAL, `new WebGLCubeRenderTarget(${ENVIRONMENT_CUBE_SIZE}, {`);
}

export function modelViewerEnvironment(): Plugin {
  return {
    name: "model-viewer-environment",
    apply: "build",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!file.endsWith(`/node_modules/${TEXTURE_UTILS}`)) return undefined;
      return { code: withSmallerEnvironment(code), map: null };
    },
  };
}
