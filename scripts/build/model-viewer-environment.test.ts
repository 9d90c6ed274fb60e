import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import {
  ENVIRONMENT_CUBE_SIZE,
  TEXTURE_UTILS,
  withSmallerEnvironment,
} from "./model-viewer-environment";

const installed = readFileSync(createRequire(import.meta.url).resolve(TEXTURE_UTILS), "utf8");

describe("model-viewer's environment map in the client build", () => {
  it("draws the installed model-viewer's neutral environment at the smaller size", () => {
    const code = withSmallerEnvironment(installed);
    expect(code).toContain(`new WebGLCubeRenderTarget(${ENVIRONMENT_CUBE_SIZE}, {`);
    expect(code).not.toContain("new WebGLCubeRenderTarget(256,");
    // Only that number changes.
    expect(code.length).toBe(installed.length - 1);
  });

  it("fails the build when model-viewer no longer sizes it that way", () => {
    expect(() =>
      withSmallerEnvironment("const target = new WebGLCubeRenderTarget(512, {});"),
    ).toThrow(/no longer has exactly one/);
  });
});
