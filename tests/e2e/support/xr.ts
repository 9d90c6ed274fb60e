/**
 * Shared by the XR demos' specs (`xr-demos.spec.ts` with a stub WebGL,
 * `xr-demos.webgl.spec.ts` drawing through SwiftShader): the demos' files,
 * starting each demo, and stand-ins for what this machine lacks (a headset,
 * a phone's sensors, WebGL 2).
 */
import { devices, expect, type Locator, type Page } from "@playwright/test";
import { pages } from "./content";
import { modelUrl, videoUrl } from "../../../app/content/media";
import { clientModules } from "./page-audit";
import { openHydrated } from "./page";
import { paths } from "./spec-pages";

/** An Android phone (Chromium's own browser type is the project's). */
const pixel = devices["Pixel 7"];
export const androidPhone = {
  userAgent: pixel.userAgent,
  viewport: pixel.viewport,
  deviceScaleFactor: pixel.deviceScaleFactor,
  isMobile: pixel.isMobile,
  hasTouch: pixel.hasTouch,
};

/** Script files of the 3D code: three and the two viewers. */
export const xrScripts = Object.entries(clientModules("main"))
  .filter(([, sources]) =>
    sources.some((source) =>
      /^node_modules\/three\/|\/(video-360-viewer|video-360-player|product-model-viewer|product-model-player)\.tsx?$/.test(
        source,
      ),
    ),
  )
  .map(([file]) => `/${file}`);

/** The derived files of the demos (their names carry a hash of the original). */
export const { video: video360 } = pages.video360.demo;
export const videoFiles = [videoUrl(video360.name, "webm"), videoUrl(video360.name, "mp4")];
export const { tryIt } = pages.ar;
export const glb = modelUrl(tryIt.model.name, "glb");
export const usdz = modelUrl(tryIt.model.name, "usdz");

/** Everything the demos fetch only once started: their code, the video and the model. */
const isXrRequest = (pathname: string) =>
  xrScripts.includes(pathname) ||
  videoFiles.includes(pathname) ||
  pathname.startsWith("/media/models/");

/** Records the path of every request the demos make only once started. */
export function recordXrRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (isXrRequest(pathname)) seen.push(pathname);
  });
  return seen;
}

/**
 * Gives the page a WebXR that supports `mode` and refuses every session (no headset or camera
 * here); returns what the page asked for so far.
 */
export async function stubXr(page: Page, mode: XRSessionMode) {
  await page.addInitScript((supported) => {
    const requests: unknown[] = [];
    Object.assign(window, { __xrRequests: requests });
    Object.defineProperty(navigator, "xr", {
      configurable: true,
      value: {
        isSessionSupported: async (asked: string) => asked === supported,
        requestSession: async (asked: string, init: XRSessionInit = {}) => {
          requests.push({ mode: asked, requiredFeatures: init.requiredFeatures });
          throw new DOMException("Geen headset of camera in deze test", "NotSupportedError");
        },
      },
    });
  }, mode);
  return () => page.evaluate(() => (window as unknown as { __xrRequests: unknown[] }).__xrRequests);
}

/** Makes the page's browser one without WebGL 2. */
export function withoutWebgl2(page: Page) {
  return page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    Object.defineProperty(HTMLCanvasElement.prototype, "getContext", {
      configurable: true,
      value: function (this: HTMLCanvasElement, type: string) {
        return type === "webgl2" ? null : Reflect.apply(getContext, this, [type]);
      },
    });
  });
}

export const viewer360 = (page: Page) => page.getByRole("application", { name: /^360°-demo/ });

/** Opens the 360° page, starts the demo and waits for its first frame. */
export async function start360(page: Page): Promise<Locator> {
  await openHydrated(page, paths.video360);
  await page.getByRole("button", { name: "Start de 360°-demo" }).click();
  const viewer = viewer360(page);
  await expect(viewer).toHaveCSS("opacity", "1", { timeout: 60_000 });
  // The view and its controls in the window, below the fixed header: a screenshot or a press
  // then never scrolls the page (a scroll asks for animation frames and changes the header).
  await viewer.evaluate((element) => element.scrollIntoView({ block: "center" }));
  return viewer;
}

export const modelView = (page: Page) =>
  page.getByRole("application", { name: tryIt.still.alt, exact: true });

/** Opens the AR page, starts the viewer and waits until the model is drawn. */
export async function startModel(page: Page): Promise<Locator> {
  await openHydrated(page, paths.ar);
  await page.getByRole("button", { name: "Bekijk het 3D-model" }).click();
  const view = modelView(page);
  await expect(view).toHaveCSS("opacity", "1", { timeout: 120_000 });
  // The still behind the viewer shows through until the model is drawn; then it is hidden.
  await expect(page.locator('a[rel="ar"]')).toBeHidden();
  // All of the view in the window, below the fixed header, so a screenshot never scrolls.
  await view.evaluate((element) => element.scrollIntoView({ block: "center" }));
  return view;
}
