/**
 * The XR demos as they draw, in a browser that renders WebGL (Chromium through
 * SwiftShader, the "webgl" project in playwright.config.ts): the 360° player
 * plays its video on the sphere, stands still and requests no frames when
 * paused or scrolled away, turns by drag, keys and the phone's motion; the 3D
 * product is drawn, stands still until touched, turns and zooms. Views are
 * compared as element screenshots (what the visitor sees), not as internal
 * state. Each demo starts once per device and its checks follow one another
 * on that page, as a visitor would try them; the rest of the demos' behaviour
 * is in `xr-demos.spec.ts`.
 */
import type { Browser, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { axeViolations } from "./support/a11y";
import { expect, test, type ProblemGuard } from "./support/fixtures";
import {
  androidPhone,
  glb,
  recordXrRequests,
  start360,
  startModel,
  videoFiles,
} from "./support/xr";

declare global {
  interface Window {
    /** Set by `countFrames`. */
    __frameRequests?: { frames: number; untracked: typeof requestAnimationFrame };
  }
}

/**
 * Counts the frames the page asks for: animation frames and video frame
 * callbacks. The browser's own `requestAnimationFrame` stays at hand
 * (`untracked`) for `framesPass`, whose frames are not counted.
 */
async function countFrames(page: Page) {
  await page.addInitScript(() => {
    const animationFrame = window.requestAnimationFrame.bind(window);
    const counter = { frames: 0, untracked: animationFrame };
    window.__frameRequests = counter;
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
  return () => page.evaluate(() => window.__frameRequests?.frames ?? Number.NaN);
}

/** Mean and spread of the pixels of a screenshot. */
async function pixelStats(png: Buffer) {
  const { channels } = await sharp(png).stats();
  const mean = channels.slice(0, 3).reduce((sum, channel) => sum + channel.mean, 0) / 3;
  const spread = channels.slice(0, 3).reduce((sum, channel) => sum + channel.stdev, 0) / 3;
  return { mean, spread };
}

/**
 * How far a pixel's colour may move without the view having changed: the
 * browser composites the view's rounded corners over the canvas a few levels
 * differently from one frame to another (up to 3 of 255 measured), while a
 * turn or a new video frame moves pixels by far more.
 */
const COMPOSITING_NOISE = 8;

const rawPixels = (png: Buffer) =>
  sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });

/** How many pixels of two screenshots of one view differ (all of them when their sizes do). */
async function changedPixels(after: Buffer, before: Buffer): Promise<number> {
  if (after.equals(before)) return 0;
  const [a, b] = await Promise.all([rawPixels(after), rawPixels(before)]);
  if (a.info.width !== b.info.width || a.info.height !== b.info.height) {
    return a.info.width * a.info.height;
  }
  let count = 0;
  for (let pixel = 0; pixel < a.data.length; pixel += 3) {
    for (let channel = pixel; channel < pixel + 3; channel += 1) {
      if (Math.abs(a.data[channel]! - b.data[channel]!) > COMPOSITING_NOISE) {
        count += 1;
        break;
      }
    }
  }
  return count;
}

/**
 * Holds that the view `changed` (or did not) between two screenshots. When it
 * is wrong, the message says how many pixels differ, and both screenshots are
 * attached to the report.
 */
async function expectView(
  after: Buffer,
  before: Buffer,
  { changed, what }: { changed: boolean; what: string },
): Promise<void> {
  const count = await changedPixels(after, before);
  if (count > 0 !== changed) {
    await test.info().attach(`${what}, before`, { body: before, contentType: "image/png" });
    await test.info().attach(`${what}, after`, { body: after, contentType: "image/png" });
  }
  const message = `${what}: pixels that changed`;
  if (changed) expect(count, message).toBeGreaterThan(0);
  else expect(count, message).toBe(0);
}

/** Waits until the view differs from `still`: it plays. */
async function expectPlaying(view: Locator, still: Buffer): Promise<void> {
  await expect
    .poll(async () => changedPixels(await view.screenshot(), still), {
      message: "pixels that changed as it plays",
    })
    .toBeGreaterThan(0);
}

/**
 * Waits until the page has rendered `count` frames. A demo that is to stand
 * still but draws, plays or asks for frames would have done so by then, on a
 * loaded machine as on a quiet one: it runs frame by frame too.
 */
async function framesPass(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const frame = window.__frameRequests?.untracked ?? requestAnimationFrame;
        let left = frames;
        const next = () => {
          left -= 1;
          if (left > 0) frame(next);
          else resolve();
        };
        frame(next);
      }),
    count,
  );
}

/** Frames that a playing video or a running animation changes the picture within. */
const STILL_FRAMES = 12;

/** Waits until two screenshots of `element` a few frames apart are equal, and returns it. */
async function settled(element: Locator): Promise<Buffer> {
  let previous = await element.screenshot({ timeout: 120_000 });
  for (let attempt = 0; attempt < 60; attempt += 1) {
    await framesPass(element.page(), STILL_FRAMES);
    const next = await element.screenshot({ timeout: 120_000 });
    if ((await changedPixels(next, previous)) === 0) return next;
    previous = next;
  }
  throw new Error("the view did not settle");
}

/**
 * One page for a describe's tests, which run in order on it (a failure skips
 * the rest): opened by the first test, watched by each test's problem guard,
 * closed after the last.
 */
function sharedPage(options: Parameters<Browser["newContext"]>[0]) {
  test.describe.configure({ mode: "serial" });
  let page: Page | undefined;
  test.afterAll(async () => {
    await page?.context().close();
  });
  return {
    async open(browser: Browser, baseURL: string | undefined, problems: ProblemGuard) {
      // A page of its own context: axe's builder refuses a page from browser.newPage().
      page = await (await browser.newContext({ ...options, baseURL })).newPage();
      problems.watch(page);
      return page;
    },
    get(problems: ProblemGuard): Page {
      if (!page) throw new Error("the first test of this describe opens the page");
      problems.watch(page);
      return page;
    },
  };
}

test.describe("the 360° demo", () => {
  // Tall enough for the view (16:9) and its controls below the fixed header.
  const shared = sharedPage({ viewport: { width: 1280, height: 900 } });
  let viewer: Locator;
  let frames: () => Promise<number>;

  test("starts with one press: the video plays on the sphere, the canvas is not blank", async ({
    browser,
    baseURL,
    problems,
  }) => {
    const page = await shared.open(browser, baseURL, problems);
    frames = await countFrames(page);
    const requests = recordXrRequests(page);
    viewer = await start360(page);
    expect(requests.some((request) => videoFiles.includes(request))).toBe(true);
    const { mean, spread } = await pixelStats(await viewer.screenshot());
    expect(mean, "not black").toBeGreaterThan(12);
    expect(spread, "not one flat colour").toBeGreaterThan(8);
    // Playing: the picture moves.
    const first = await viewer.screenshot();
    await expectPlaying(viewer, first);
  });

  test("paused, it draws nothing: two frames a second apart are the same, no frames requested", async ({
    problems,
  }) => {
    const page = shared.get(problems);
    await page.getByRole("button", { name: "Pauzeer de 360°-demo" }).click();
    await expect(page.getByRole("button", { name: "Speel de 360°-demo af" })).toBeVisible();
    // A frame asked for before the pause may still come.
    await framesPass(page, 2);
    const before = await frames();
    const first = await viewer.screenshot();
    await framesPass(page, STILL_FRAMES);
    await expectView(await viewer.screenshot(), first, { changed: false, what: "paused" });
    expect(await frames(), "no animation or video frames while paused").toBe(before);
    expect(await page.locator("video").evaluate((video: HTMLVideoElement) => video.paused)).toBe(
      true,
    );

    await page.getByRole("button", { name: "Speel de 360°-demo af" }).click();
    await expectPlaying(viewer, first);
  });

  test("scrolled out of view it pauses and requests no frames; back in view it plays on", async ({
    problems,
  }) => {
    const page = shared.get(problems);
    const video = page.locator("video");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
      .toBe(true);
    // A frame asked for before the pause may still come.
    await framesPass(page, 2);
    const before = await frames();
    await framesPass(page, STILL_FRAMES);
    expect(await frames()).toBe(before);
    await viewer.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
      .toBe(false);
  });

  test("axe: no violations with the demo running", async ({ problems }) => {
    expect(await axeViolations(shared.get(problems))).toEqual([]);
  });

  test("turns by drag, and by the arrow keys only while the view has focus", async ({
    problems,
  }) => {
    const page = shared.get(problems);
    await page.getByRole("button", { name: "Pauzeer de 360°-demo" }).click();
    const initial = await settled(viewer);

    const box = await viewer.boundingBox();
    if (!box) throw new Error("the view has no box");
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expectView(await settled(viewer), initial, { changed: true, what: "dragged" });

    await page.getByRole("button", { name: "Kijkrichting herstellen" }).click();
    await expectView(await settled(viewer), initial, { changed: false, what: "reset" });

    // The reset hands focus to the view: the arrow keys turn it, and back. (Once keys are
    // used the view shows its focus ring, so the comparison starts from there.)
    await expect(viewer).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowLeft");
    const ahead = await settled(viewer);
    for (let step = 0; step < 6; step += 1) await page.keyboard.press("ArrowRight");
    await expectView(await settled(viewer), ahead, { changed: true, what: "turned right" });
    for (let step = 0; step < 6; step += 1) await page.keyboard.press("ArrowLeft");
    await expectView(await settled(viewer), ahead, { changed: false, what: "turned back" });

    // No keyboard trap: Tab leaves the view; the arrow keys then leave it alone.
    await page.keyboard.press("Tab");
    await expect(viewer).not.toBeFocused();
    const unfocused = await settled(viewer);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await framesPass(page, STILL_FRAMES);
    await expectView(await viewer.screenshot(), unfocused, {
      changed: false,
      what: "arrow keys without focus",
    });
  });
});

test.describe("the 360° demo on a phone", () => {
  const shared = sharedPage(androidPhone);

  test("turns with the phone's motion once the visitor asks", async ({
    browser,
    baseURL,
    problems,
  }) => {
    const page = await shared.open(browser, baseURL, problems);
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
    await expectView(await settled(viewer), ahead, { changed: true, what: "turned by the phone" });
    await orient(0);
    await expectView(await settled(viewer), ahead, { changed: false, what: "turned back" });
  });
});

test.describe("the 3D product", () => {
  // SwiftShader draws on the CPU: the first frame takes seconds on a busy machine.
  test.describe.configure({ timeout: 300_000 });
  const shared = sharedPage({ reducedMotion: "reduce" });
  let view: Locator;
  let still: Buffer;

  test("appears on the press, drawn, and stands still until touched: no frames requested", async ({
    browser,
    baseURL,
    problems,
  }) => {
    const page = await shared.open(browser, baseURL, problems);
    const frames = await countFrames(page);
    const requests = recordXrRequests(page);
    view = await startModel(page);
    still = await settled(view);
    expect(requests).toContain(glb);
    const { mean, spread } = await pixelStats(still);
    expect(mean, "not black").toBeGreaterThan(12);
    expect(spread, "the model is there").toBeGreaterThan(8);
    const before = await frames();
    await framesPass(page, STILL_FRAMES);
    await expectView(await view.screenshot(), still, {
      changed: false,
      what: "no auto-rotate, no wiggle",
    });
    expect(await frames(), "no animation frames while nobody touches it").toBe(before);
  });

  test("axe: no violations with the model open", async ({ problems }) => {
    expect(await axeViolations(shared.get(problems))).toEqual([]);
  });

  test("the wheel scrolls the page until the visitor chooses the model", async ({ problems }) => {
    const page = shared.get(problems);
    await view.evaluate((element: HTMLElement) => element.blur());
    const box = await view.boundingBox();
    if (!box) throw new Error("the viewer has no box");
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
    await view.evaluate((element) => element.scrollIntoView({ block: "center" }));
  });

  test("turns by drag and by the arrow keys, zooms with PageUp, PageDown and the wheel", async ({
    problems,
  }) => {
    const page = shared.get(problems);
    const box = await view.boundingBox();
    if (!box) throw new Error("the viewer has no box");
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    const dragged = await settled(view);
    await expectView(dragged, still, { changed: true, what: "dragged" });

    // The drag focused it: the keys turn and zoom it.
    await expect(view).toBeFocused();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press("ArrowLeft");
    const turned = await settled(view);
    await expectView(turned, dragged, { changed: true, what: "turned by the keys" });
    await page.keyboard.press("PageDown");
    await page.keyboard.press("PageDown");
    const zoomedOut = await settled(view);
    await expectView(zoomedOut, turned, { changed: true, what: "zoomed out" });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -400);
    await expectView(await settled(view), zoomedOut, {
      changed: true,
      what: "zoomed by the wheel",
    });
  });
});
