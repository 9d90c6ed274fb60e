/**
 * A WebGL 2 context that draws nothing: enough of the API for three.js to
 * set up, compile and "render", so the XR demos' controls, texts, ARIA and
 * AR links can be tested in the ordinary Chromium project at full speed. What
 * needs pixels (drawn, turned, standing still) runs in the `webgl` project,
 * which draws for real through SwiftShader (`xr-demos.webgl.spec.ts`).
 */
import type { Page } from "@playwright/test";

/** Runs in the page before its scripts: `getContext("webgl2")` returns the stub. */
function installWebglStub() {
  const constants = WebGL2RenderingContext as unknown as Record<string, unknown>;
  const names = new Map<number, string>();
  for (const name of Object.keys(constants)) {
    const value = constants[name];
    if (typeof value === "number" && /^[A-Z0-9_]+$/.test(name)) names.set(value, name);
  }
  const parameter = (canvas: HTMLCanvasElement, pname: number) => {
    const name = names.get(pname) ?? "";
    if (name === "VERSION") return "WebGL 2.0 (stub)";
    if (name === "SHADING_LANGUAGE_VERSION") return "WebGL GLSL ES 3.00 (stub)";
    if (name === "VENDOR" || name === "RENDERER") return "stub";
    if (name === "VIEWPORT" || name === "SCISSOR_BOX")
      return new Int32Array([0, 0, canvas.width, canvas.height]);
    if (name.startsWith("MAX_")) return name.includes("SIZE") ? 4096 : 64;
    return 0;
  };

  const stubs = new WeakMap<HTMLCanvasElement, WebGL2RenderingContext>();
  const makeStub = (canvas: HTMLCanvasElement, attributes: WebGLContextAttributes = {}) => {
    const methods: Record<string, (...args: unknown[]) => unknown> = {
      getParameter: (pname) => parameter(canvas, pname as number),
      getContextAttributes: () => ({
        alpha: true,
        antialias: false,
        depth: true,
        stencil: false,
        premultipliedAlpha: true,
        preserveDrawingBuffer: false,
        failIfMajorPerformanceCaveat: false,
        powerPreference: "default",
        xrCompatible: false,
        ...attributes,
      }),
      getExtension: (name) =>
        name === "WEBGL_lose_context" ? { loseContext() {}, restoreContext() {} } : null,
      getSupportedExtensions: () => [],
      getShaderPrecisionFormat: () => ({ rangeMin: 127, rangeMax: 127, precision: 23 }),
      getShaderParameter: () => true,
      getProgramParameter: (_program, pname) =>
        /^ACTIVE_/.test(names.get(pname as number) ?? "") ? 0 : true,
      getShaderInfoLog: () => "",
      getProgramInfoLog: () => "",
      getUniformLocation: () => ({}),
      getAttribLocation: () => -1,
      checkFramebufferStatus: () => WebGL2RenderingContext.FRAMEBUFFER_COMPLETE,
      clientWaitSync: () => WebGL2RenderingContext.ALREADY_SIGNALED,
      getError: () => WebGL2RenderingContext.NO_ERROR,
      isContextLost: () => false,
    };
    // Properties three.js sets (drawingBufferColorSpace, unpackColorSpace), kept as plain values.
    const assigned = new Map<string | symbol, unknown>();
    const stub: WebGL2RenderingContext = new Proxy(
      Object.create(WebGL2RenderingContext.prototype) as WebGL2RenderingContext,
      {
        set(_target, property, value) {
          assigned.set(property, value);
          return true;
        },
        get(_target, property) {
          if (assigned.has(property)) return assigned.get(property);
          if (typeof property !== "string") return undefined;
          if (property === "canvas") return canvas;
          if (property === "drawingBufferWidth") return canvas.width;
          if (property === "drawingBufferHeight") return canvas.height;
          if (property in methods) return methods[property];
          const constant = constants[property];
          if (typeof constant === "number") return constant;
          if (/^(create|fenceSync)/.test(property)) return () => ({});
          if (/^is[A-Z]/.test(property)) return () => true;
          return () => undefined;
        },
      },
    );
    return stub;
  };

  const getContext = HTMLCanvasElement.prototype.getContext;
  Object.defineProperty(HTMLCanvasElement.prototype, "getContext", {
    configurable: true,
    value: function (this: HTMLCanvasElement, type: string, attributes?: WebGLContextAttributes) {
      if (type !== "webgl2") return Reflect.apply(getContext, this, [type, attributes]);
      const existing = stubs.get(this);
      if (existing) return existing;
      const stub = makeStub(this, attributes);
      stubs.set(this, stub);
      return stub;
    },
  });
}

/** Gives every page of `page` the stub context from its first script on. */
export async function stubWebgl(page: Page): Promise<void> {
  await page.addInitScript(installWebglStub);
}
