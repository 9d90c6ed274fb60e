/**
 * The XR demos in a real browser that draws WebGL (Chromium through
 * SwiftShader, the "webgl" project in playwright.config.ts): the 360° player
 * on the 360° video page and the 3D product on the AR page. Views are compared
 * as element screenshots (what the visitor sees), not as internal state.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { devices, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { pages } from "../../app/content";
import { imageUrl, modelUrl, videoUrl } from "../../app/content/media";
import type { ClientModules } from "../../scripts/build/client-modules";
import { expectNoAxeViolations } from "./support/a11y";
import { expect, test } from "./support/fixtures";
import { openHydrated } from "./support/page";
import { paths } from "./support/site";

/** An Android phone (Chromium's own browser type is the project's). */
const pixel = devices["Pixel 7"];
const androidPhone = {
  userAgent: pixel.userAgent,
  viewport: pixel.viewport,
  deviceScaleFactor: pixel.deviceScaleFactor,
  isMobile: pixel.isMobile,
  hasTouch: pixel.hasTouch,
};

const modules: ClientModules = JSON.parse(
  readFileSync(path.resolve("build", "client-modules.json"), "utf8"),
);

/** Script files of the 3D code: three and the two viewers. */
const xrScripts = Object.entries(modules)
  .filter(([, sources]) =>
    sources.some((source) =>
      /^node_modules\/three\/|\/(video-360-viewer|video-360-player|product-model-viewer|product-model-player)\.tsx?$/.test(
        source,
      ),
    ),
  )
  .map(([file]) => `/${file}`);

/** The derived files of the demos (their names carry a hash of the original). */
const { video: video360 } = pages.video360.demo;
const videoFiles = [videoUrl(video360.name, "webm"), videoUrl(video360.name, "mp4")];
const { model } = pages.ar.tryIt;
const glb = modelUrl(model.name, "glb");
const usdz = modelUrl(model.name, "usdz");

/** Everything the demos fetch only once started: their code, the video and the model. */
const isXrRequest = (pathname: string) =>
  xrScripts.includes(pathname) ||
  videoFiles.includes(pathname) ||
  pathname.startsWith("/media/models/");

function recordXrRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (isXrRequest(pathname)) seen.push(pathname);
  });
  return seen;
}

/** Counts the frames the page asks for: animation frames and video frame callbacks. */
async function countFrames(page: Page) {
  await page.addInitScript(() => {
    const counter = { frames: 0 };
    Object.assign(window, { __frameRequests: counter });
    const animationFrame = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      counter.frames += 1;
      return animationFrame(callback);
    };
    const videoFrame = HTMLVideoElement.prototype.requestVideoFrameCallback;
    HTMLVideoElement.prototype.requestVideoFrameCallback = function (callback) {
      counter.frames += 1;
      return videoFrame.call(this, callback);
    };
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __frameRequests: { frames: number } }).__frameRequests.frames,
    );
}

/**
 * Gives the page a WebXR that supports `mode` and refuses every session (no headset or camera
 * here); returns what the page asked for so far.
 */
async function stubXr(page: Page, mode: XRSessionMode) {
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
function withoutWebgl2(page: Page) {
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

/** Mean and spread of the pixels of a screenshot. */
async function pixelStats(png: Buffer) {
  const { channels } = await sharp(png).stats();
  const mean = channels.slice(0, 3).reduce((sum, channel) => sum + channel.mean, 0) / 3;
  const spread = channels.slice(0, 3).reduce((sum, channel) => sum + channel.stdev, 0) / 3;
  return { mean, spread };
}

/** Waits until two screenshots of `element` taken `gap` ms apart are equal, and returns it. */
async function settled(element: Locator, gap = 400): Promise<Buffer> {
  let previous = await element.screenshot({ timeout: 120_000 });
  for (let attempt = 0; attempt < 60; attempt += 1) {
    await element.page().waitForTimeout(gap);
    const next = await element.screenshot({ timeout: 120_000 });
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error("the view did not settle");
}

// ---------------------------------------------------------------------------
// The 360° player
// ---------------------------------------------------------------------------

const viewer360 = (page: Page) => page.getByRole("application", { name: /^360°-demo/ });

/** Opens the 360° page, starts the demo and waits for its first frame. */
async function start360(page: Page): Promise<Locator> {
  await openHydrated(page, paths.video360);
  await page.getByRole("button", { name: "Start de 360°-demo" }).click();
  const viewer = viewer360(page);
  await expect(viewer).toHaveCSS("opacity", "1", { timeout: 60_000 });
  // The view and its controls in the window, below the fixed header: a screenshot or a press
  // then never scrolls the page (a scroll asks for animation frames and changes the header).
  await viewer.evaluate((element) => element.scrollIntoView({ block: "center" }));
  return viewer;
}

test.describe("the 360° demo", () => {
  // Tall enough for the view (16:9) and its controls below the fixed header.
  test.use({ viewport: { width: 1280, height: 900 } });

  test("before the press, neither page fetches any 3D code, the video or the model", async ({
    page,
  }) => {
    expect(xrScripts.length, "the build has the XR chunks").toBeGreaterThanOrEqual(3);
    const requests = recordXrRequests(page);
    for (const pagePath of [paths.video360, paths.ar]) {
      await openHydrated(page, pagePath);
      await page.waitForLoadState("networkidle");
    }
    expect(requests).toEqual([]);
  });

  test("starts with one press: the video plays on the sphere, the canvas is not blank", async ({
    page,
  }) => {
    const requests = recordXrRequests(page);
    const viewer = await start360(page);
    expect(requests.some((request) => videoFiles.includes(request))).toBe(true);
    const { mean, spread } = await pixelStats(await viewer.screenshot());
    expect(mean, "not black").toBeGreaterThan(12);
    expect(spread, "not one flat colour").toBeGreaterThan(8);
    // Playing: the picture moves.
    const first = await viewer.screenshot();
    await page.waitForTimeout(1_000);
    expect((await viewer.screenshot()).equals(first)).toBe(false);
    await expect(page.getByRole("button", { name: "Pauzeer de 360°-demo" })).toBeVisible();
  });

  test("paused, it draws nothing: two frames a second apart are the same, no frames requested", async ({
    page,
  }) => {
    const frames = await countFrames(page);
    const viewer = await start360(page);
    await page.getByRole("button", { name: "Pauzeer de 360°-demo" }).click();
    await expect(page.getByRole("button", { name: "Speel de 360°-demo af" })).toBeVisible();
    await page.waitForTimeout(300);
    const before = await frames();
    const first = await viewer.screenshot();
    await page.waitForTimeout(1_000);
    expect((await viewer.screenshot()).equals(first)).toBe(true);
    expect(await frames(), "no animation or video frames while paused").toBe(before);
    expect(await page.locator("video").evaluate((video: HTMLVideoElement) => video.paused)).toBe(
      true,
    );

    await page.getByRole("button", { name: "Speel de 360°-demo af" }).click();
    await page.waitForTimeout(1_000);
    expect((await viewer.screenshot()).equals(first)).toBe(false);
  });

  test("scrolled out of view it pauses and requests no frames; back in view it plays on", async ({
    page,
  }) => {
    const frames = await countFrames(page);
    const viewer = await start360(page);
    const video = page.locator("video");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
      .toBe(true);
    await page.waitForTimeout(300);
    const before = await frames();
    await page.waitForTimeout(1_000);
    expect(await frames()).toBe(before);
    await viewer.scrollIntoViewIfNeeded();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
      .toBe(false);
  });

  test("turns by drag, and by the arrow keys only while the view has focus", async ({ page }) => {
    const viewer = await start360(page);
    await page.getByRole("button", { name: "Pauzeer de 360°-demo" }).click();
    const initial = await settled(viewer);

    const box = await viewer.boundingBox();
    if (!box) throw new Error("the view has no box");
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    expect((await settled(viewer)).equals(initial)).toBe(false);

    await page.getByRole("button", { name: "Kijkrichting herstellen" }).click();
    expect((await settled(viewer)).equals(initial)).toBe(true);

    // The reset hands focus to the view: the arrow keys turn it, and back. (Once keys are
    // used the view shows its focus ring, so the comparison starts from there.)
    await expect(viewer).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowLeft");
    const ahead = await settled(viewer);
    for (let step = 0; step < 6; step += 1) await page.keyboard.press("ArrowRight");
    expect((await settled(viewer)).equals(ahead)).toBe(false);
    for (let step = 0; step < 6; step += 1) await page.keyboard.press("ArrowLeft");
    expect((await settled(viewer)).equals(ahead)).toBe(true);

    // No keyboard trap: Tab leaves the view; the arrow keys then leave it alone.
    await page.keyboard.press("Tab");
    await expect(viewer).not.toBeFocused();
    const unfocused = await settled(viewer);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.waitForTimeout(300);
    expect((await viewer.screenshot()).equals(unfocused)).toBe(true);
  });

  test("started by keyboard, the view takes the focus the start button had", async ({ page }) => {
    await openHydrated(page, paths.video360);
    await page.getByRole("button", { name: "Start de 360°-demo" }).focus();
    await page.keyboard.press("Enter");
    await expect(viewer360(page)).toBeFocused({ timeout: 60_000 });
  });

  test("says what it is and how to look around", async ({ page }) => {
    const viewer = await start360(page);
    await expect(viewer).toHaveAttribute("tabindex", "0");
    await expect(viewer).toHaveAttribute("aria-roledescription", "360°-weergave");
    await expect(viewer).toHaveAccessibleDescription(/pijltjestoetsen/);
  });

  test("goes full screen with its controls, and back", async ({ page }) => {
    await start360(page);
    await page.getByRole("button", { name: "Volledig scherm", exact: true }).click();
    await expect(page.getByRole("button", { name: "Volledig scherm sluiten" })).toBeVisible();
    expect(
      await page.evaluate(() =>
        document.fullscreenElement?.contains(document.querySelector("canvas")),
      ),
    ).toBe(true);
    await page.getByRole("button", { name: "Volledig scherm sluiten" }).click();
    await expect(page.getByRole("button", { name: "Volledig scherm", exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
  });

  test("without a VR-capable browser there is no 'Bekijk in VR'", async ({ page }) => {
    await start360(page);
    await expect(page.getByRole("button", { name: "Pauzeer de 360°-demo" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Bekijk in VR" })).toHaveCount(0);
  });

  test("on a VR-capable browser 'Bekijk in VR' asks for an immersive-vr session; refused, the demo goes on", async ({
    page,
  }) => {
    const sessionRequests = await stubXr(page, "immersive-vr");
    const viewer = await start360(page);
    await page.getByRole("button", { name: "Bekijk in VR" }).click();
    await expect.poll(sessionRequests).toEqual([{ mode: "immersive-vr" }]);
    await expect(
      page.getByRole("status").filter({ hasText: "De VR-weergave kon niet starten" }),
    ).toBeAttached();
    const first = await viewer.screenshot();
    await page.waitForTimeout(1_000);
    expect((await viewer.screenshot()).equals(first), "still playing in the page").toBe(false);
  });

  test("without WebGL 2 the same video plays flat, with native controls and the reason", async ({
    page,
  }) => {
    await withoutWebgl2(page);
    const requests = recordXrRequests(page);
    await openHydrated(page, paths.video360);
    await page.getByRole("button", { name: "Start de 360°-demo" }).click();
    const video = page.locator("#demo-360 video[controls]");
    await expect(video).toBeVisible();
    await expect(page.getByText("WebGL ontbreekt")).toBeVisible();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
      .toBe(false);
    expect(requests.filter((request) => request.startsWith("/assets/"))).toEqual([]);
  });

  test("axe: no violations with the demo running", async ({ page }) => {
    await start360(page);
    await expectNoAxeViolations(page, "the 360° page with its demo running");
  });

  test.describe("on a phone", () => {
    test.use(androidPhone);

    test("turns with the phone's motion once the visitor asks", async ({ page }) => {
      const viewer = await start360(page);
      await page.getByRole("button", { name: "Pauzeer de 360°-demo" }).click();
      const motion = page.getByRole("button", { name: "Rondkijken door te bewegen" });
      await motion.click();
      await expect(motion).toHaveAttribute("aria-pressed", "true");
      const orient = (alpha: number) =>
        page.evaluate((value) => {
          window.dispatchEvent(
            new DeviceOrientationEvent("deviceorientation", { alpha: value, beta: 90, gamma: 0 }),
          );
        }, alpha);
      await orient(0);
      const ahead = await settled(viewer);
      await orient(60);
      expect((await settled(viewer)).equals(ahead)).toBe(false);
      await orient(0);
      expect((await settled(viewer)).equals(ahead)).toBe(true);
    });

    test("where the browser asks for the sensors (iOS) and the visitor declines, it says so", async ({
      page,
    }) => {
      await page.addInitScript(() => {
        Object.assign(DeviceOrientationEvent, { requestPermission: async () => "denied" });
      });
      await start360(page);
      const motion = page.getByRole("button", { name: "Rondkijken door te bewegen" });
      await motion.click();
      await expect(
        page.getByRole("status").filter({ hasText: "bewegingssensoren" }),
      ).toBeAttached();
      await expect(motion).toHaveAttribute("aria-pressed", "false");
    });
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("nothing plays or loads before the visitor asks", async ({ page }) => {
      const requests = recordXrRequests(page);
      await openHydrated(page, paths.video360);
      await page.waitForTimeout(1_500);
      expect(requests).toEqual([]);
      expect(await page.locator("video").count()).toBe(0);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("is a native video with controls that loads nothing until played", async ({ page }) => {
      const requests = recordXrRequests(page);
      await page.goto(paths.video360);
      const video = page.locator("#demo-360 video");
      await expect(video).toBeVisible();
      await expect(video).toHaveAttribute("controls", "");
      await expect(video).toHaveAttribute("preload", "none");
      await expect(video).toHaveAttribute("poster", imageUrl(video360.poster.name, 1280, "jpg"));
      await expect(video.locator("source")).toHaveCount(2);
      await expect(page.getByRole("button", { name: "Start de 360°-demo" })).toBeHidden();
      // Playwright's text search skips <noscript>; the sentence follows the video.
      const sentence = page.locator("#demo-360 video + p");
      await expect(sentence).toBeVisible();
      await expect(sentence).toContainText("Zonder JavaScript speelt de 360°-video hier plat af");
      expect(requests).toEqual([]);

      // The native controls play it (Space on the focused video, as a keyboard user would).
      const loading = page.waitForRequest((request) =>
        videoFiles.includes(new URL(request.url()).pathname),
      );
      await video.focus();
      await page.keyboard.press("Space");
      await loading;
    });
  });
});

test("the 360° page describes the demo as a VideoObject whose files exist", async ({ request }) => {
  const html = await (await request.get(paths.video360)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  const graph = blocks.flatMap(
    (block) =>
      (JSON.parse(block[1] ?? "{}") as { "@graph"?: Record<string, unknown>[] })["@graph"] ?? [],
  );
  const videos = graph.filter((node) => node["@type"] === "VideoObject");
  expect(videos).toHaveLength(1);
  const [video] = videos;
  expect(video).toMatchObject({
    name: "360°-demo van Immersa XR",
    duration: "PT12S",
    encodingFormat: "video/mp4",
    uploadDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/),
  });
  expect(String(video?.description)).toContain("360°-video");
  const urls = [
    String(video?.contentUrl),
    ...((video?.thumbnailUrl as string[] | undefined) ?? []),
  ];
  expect(urls).toHaveLength(3);
  for (const url of urls) {
    const response = await request.get(new URL(url).pathname);
    expect(response.status(), url).toBe(200);
  }
});

// ---------------------------------------------------------------------------
// The 3D product
// ---------------------------------------------------------------------------

const { tryIt } = pages.ar;
const modelView = (page: Page) =>
  page.getByRole("application", { name: tryIt.still.alt, exact: true });

/** Opens the AR page, starts the viewer and waits until the model is drawn and still. */
async function startModel(page: Page): Promise<{ view: Locator; still: Buffer }> {
  await openHydrated(page, paths.ar);
  await page.getByRole("button", { name: "Bekijk het 3D-model" }).click();
  const view = modelView(page);
  await expect(view).toHaveCSS("opacity", "1", { timeout: 120_000 });
  // The still behind the viewer shows through until the model is drawn; then it is hidden.
  await expect(page.locator('a[rel="ar"]')).toBeHidden();
  // All of the view in the window, below the fixed header, so a screenshot never scrolls.
  await view.evaluate((element) => element.scrollIntoView({ block: "center" }));
  return { view, still: await settled(view) };
}

test.describe("the 3D product", () => {
  // SwiftShader draws on the CPU: the first frame takes seconds on a busy machine.
  test.describe.configure({ timeout: 300_000 });
  test.use({ reducedMotion: "reduce" });

  test("appears on the press, drawn, and stands still until touched: no frames requested", async ({
    page,
  }) => {
    const frames = await countFrames(page);
    const requests = recordXrRequests(page);
    const { view, still } = await startModel(page);
    expect(requests).toContain(glb);
    const { mean, spread } = await pixelStats(still);
    expect(mean, "not black").toBeGreaterThan(12);
    expect(spread, "the model is there").toBeGreaterThan(8);
    const before = await frames();
    await page.waitForTimeout(2_000);
    expect((await view.screenshot()).equals(still), "no auto-rotate, no wiggle").toBe(true);
    expect(await frames(), "no animation frames while nobody touches it").toBe(before);
  });

  test("turns by drag and by the arrow keys, zooms with PageUp, PageDown and the wheel", async ({
    page,
  }) => {
    const { view, still } = await startModel(page);
    const box = await view.boundingBox();
    if (!box) throw new Error("the viewer has no box");
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    const dragged = await settled(view);
    expect(dragged.equals(still)).toBe(false);

    // The drag focused it: the keys turn and zoom it.
    await expect(view).toBeFocused();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press("ArrowLeft");
    const turned = await settled(view);
    expect(turned.equals(dragged)).toBe(false);
    await page.keyboard.press("PageDown");
    await page.keyboard.press("PageDown");
    const zoomedOut = await settled(view);
    expect(zoomedOut.equals(turned)).toBe(false);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -400);
    expect((await settled(view)).equals(zoomedOut)).toBe(false);
  });

  test("the wheel scrolls the page until the visitor chooses the model", async ({ page }) => {
    const { view } = await startModel(page);
    await view.evaluate((element: HTMLElement) => element.blur());
    const box = await view.boundingBox();
    if (!box) throw new Error("the viewer has no box");
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
  });

  test("started by keyboard, the model takes the focus the start button had", async ({ page }) => {
    await openHydrated(page, paths.ar);
    await page.getByRole("button", { name: "Bekijk het 3D-model" }).focus();
    await page.keyboard.press("Enter");
    await expect(modelView(page)).toBeFocused({ timeout: 120_000 });
  });

  test("speaks Dutch: its name, how to work it, and where the visitor looks from", async ({
    page,
  }) => {
    const { view } = await startModel(page);
    await expect(view).toHaveAccessibleDescription(tryIt.instructions);
    await expect(view).toHaveAttribute("aria-roledescription", "3D-weergave");
    const status = page.getByRole("status").filter({ hasText: /^U kijkt|^Het 3D-model/ });
    await expect(status).toHaveText(tryIt.messages.loaded);
    await view.focus();
    // Two steps of 10 degrees turn the opening view (32 degrees left of the front) to the side.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(status).toHaveText(tryIt.views.left);
    for (let step = 0; step < 5; step += 1) await page.keyboard.press("ArrowUp");
    await expect(status).toHaveText(tryIt.views["upper-left"]);
  });

  test("serves the GLB and the USDZ with their media types, cached like the other media", async ({
    request,
  }) => {
    for (const [file, type] of [
      [glb, "model/gltf-binary"],
      [usdz, "model/vnd.usdz+zip"],
    ] as const) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["content-type"], file).toBe(type);
      expect(response.headers()["cache-control"], file).toContain("max-age=86400");
    }
  });

  test("axe: no violations with the model open", async ({ page }) => {
    await startModel(page);
    await expectNoAxeViolations(page, "the AR page with its 3D model open");
  });

  test("without WebGL 2 the still and the sentence stay", async ({ page }) => {
    await withoutWebgl2(page);
    await openHydrated(page, paths.ar);
    await page.getByRole("button", { name: "Bekijk het 3D-model" }).click();
    await expect(page.getByText(tryIt.messages.fallback)).toBeVisible();
    await expect(page.locator('a[rel="ar"] img')).toBeVisible();
    await expect(page.getByRole("button", { name: "Bekijk het 3D-model" })).toHaveCount(0);
    await expect(modelView(page)).toHaveCount(0);
  });

  test("on a desktop without AR, there is no 'Bekijk in uw ruimte'", async ({ page }) => {
    await startModel(page);
    await expect(page.getByRole("button", { name: "Bekijk in uw ruimte" })).toHaveCount(0);
  });

  test("where WebXR can place it, 'Bekijk in uw ruimte' asks for an immersive-ar session with hit testing; refused, the model stays", async ({
    page,
  }) => {
    const sessionRequests = await stubXr(page, "immersive-ar");
    const { view, still } = await startModel(page);
    await page.getByRole("button", { name: "Bekijk in uw ruimte" }).click();
    await expect
      .poll(sessionRequests)
      .toEqual([{ mode: "immersive-ar", requiredFeatures: ["hit-test"] }]);
    await expect(
      page.getByRole("status").filter({ hasText: tryIt.messages.arFailed }),
    ).toBeAttached();
    await expect(page.getByRole("button", { name: tryIt.labels.exitAr })).toBeHidden();
    expect((await settled(view)).equals(still)).toBe(true);
  });

  test("where iOS AR Quick Look is there, 'Bekijk in uw ruimte' opens the USDZ in it", async ({
    page,
  }) => {
    // Safari's relList supports "ar"; Quick Look opens a rel="ar" link around an image.
    await page.addInitScript(() => {
      const opened: { href: string; child: string }[] = [];
      Object.assign(window, { __opened: opened });
      const supports = DOMTokenList.prototype.supports;
      DOMTokenList.prototype.supports = function (this: DOMTokenList, token: string) {
        return token === "ar" || supports.call(this, token);
      };
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        if (this.rel === "ar") {
          opened.push({
            href: this.getAttribute("href") ?? "",
            child: this.firstElementChild?.localName ?? "",
          });
        }
      };
    });
    await startModel(page);
    await page.getByRole("button", { name: "Bekijk in uw ruimte" }).click();
    const opened = await page.evaluate(
      () => (window as unknown as { __opened: unknown[] }).__opened,
    );
    expect(opened).toEqual([{ href: usdz, child: "img" }]);
  });

  test.describe("on an Android phone", () => {
    test.use({ ...androidPhone, reducedMotion: "reduce" });

    test("offers 'Bekijk in uw ruimte', which opens Scene Viewer with the GLB", async ({
      page,
      baseURL,
    }) => {
      // Scene Viewer opens through an intent: URL; record it instead of leaving the page.
      await page.addInitScript(() => {
        const opened: string[] = [];
        Object.assign(window, { __opened: opened });
        const click = HTMLAnchorElement.prototype.click;
        HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
          if (this.href.startsWith("intent:")) opened.push(this.href);
          else click.call(this);
        };
      });
      await startModel(page);
      const button = page.getByRole("button", { name: "Bekijk in uw ruimte" });
      await expect(button).toBeVisible();
      await button.click();
      const opened = await page.evaluate(
        () => (window as unknown as { __opened: string[] }).__opened,
      );
      expect(opened).toHaveLength(1);
      expect(opened[0]).toContain("arvr.google.com/scene-viewer");
      expect(decodeURIComponent(opened[0] ?? "")).toContain(`file=${baseURL}${glb}`);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("shows its still and a sentence; the still opens the USDZ in Quick Look on iOS", async ({
      page,
    }) => {
      await page.goto(paths.ar);
      const link = page.locator('a[rel="ar"]');
      await expect(link).toHaveAttribute("href", usdz);
      // Quick Look wants the image as the link's only child.
      await expect(link.locator("picture > img")).toBeVisible();
      expect(await link.evaluate((element) => element.children.length)).toBe(1);
      await expect(
        page.getByText("Zonder JavaScript of WebGL ziet u hier een afbeelding"),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Bekijk het 3D-model" })).toBeHidden();
    });
  });
});
