/**
 * The XR demos as a visitor meets them, with a WebGL 2 that draws nothing
 * (`support/webgl-stub.ts`): the 360° player on the 360° video page and the
 * 3D product on the AR page load nothing before the press, take the focus the
 * start button had, speak Dutch, go full screen, ask for VR and AR sessions
 * where the browser offers them, open Scene Viewer and Quick Look, and fall
 * back without WebGL 2 or JavaScript. What needs pixels is in
 * `xr-demos.webgl.spec.ts`.
 */
import { imageUrl } from "../../app/content/media";
import { expect, test } from "./support/fixtures";
import { afterFrames, openHydrated } from "./support/page";
import { paths } from "./support/spec-pages";
import { stubWebgl } from "./support/webgl-stub";
import {
  androidPhone,
  glb,
  modelView,
  recordXrRequests,
  start360,
  startModel,
  stubXr,
  tryIt,
  usdz,
  video360,
  videoFiles,
  viewer360,
  withoutWebgl2,
  xrScripts,
} from "./support/xr";

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

test.describe("the 360° demo", () => {
  // Tall enough for the view (16:9) and its controls below the fixed header.
  test.use({ viewport: { width: 1280, height: 900 } });

  test.describe("with WebGL 2", () => {
    test.beforeEach(({ page }) => stubWebgl(page));

    test("says what it is and how to look around, and offers no VR without a headset", async ({
      page,
    }) => {
      const viewer = await start360(page);
      await expect(viewer).toHaveAttribute("tabindex", "0");
      await expect(viewer).toHaveAttribute("aria-roledescription", "360°-weergave");
      await expect(viewer).toHaveAccessibleDescription(/pijltjestoetsen/);
      await expect(page.getByRole("button", { name: "Pauzeer de 360°-demo" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Bekijk in VR" })).toHaveCount(0);
    });

    test("started by keyboard, the view takes the focus the start button had", async ({ page }) => {
      await openHydrated(page, paths.video360);
      await page.getByRole("button", { name: "Start de 360°-demo" }).focus();
      await page.keyboard.press("Enter");
      await expect(viewer360(page)).toBeFocused({ timeout: 60_000 });
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
      await expect(
        page.getByRole("button", { name: "Volledig scherm", exact: true }),
      ).toBeVisible();
      expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
    });

    test("on a VR-capable browser 'Bekijk in VR' asks for an immersive-vr session; refused, the demo plays on", async ({
      page,
    }) => {
      const sessionRequests = await stubXr(page, "immersive-vr");
      await start360(page);
      await page.getByRole("button", { name: "Bekijk in VR" }).click();
      await expect.poll(sessionRequests).toEqual([{ mode: "immersive-vr" }]);
      await expect(
        page.getByRole("status").filter({ hasText: "De VR-weergave kon niet starten" }),
      ).toBeAttached();
      await expect(page.getByRole("button", { name: "Pauzeer de 360°-demo" })).toBeVisible();
      await expect
        .poll(() => page.locator("video").evaluate((video: HTMLVideoElement) => video.paused))
        .toBe(false);
    });

    test.describe("on a phone where the browser asks for the sensors (iOS)", () => {
      test.use(androidPhone);

      test("and the visitor declines, it says so", async ({ page }) => {
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

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("nothing plays or loads before the visitor asks", async ({ page }) => {
      const requests = recordXrRequests(page);
      await openHydrated(page, paths.video360);
      // What the islands' effects or observers would start happens in the frames after hydration.
      await page.waitForLoadState("load");
      await afterFrames(page);
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

test.describe("the 3D product", () => {
  test.use({ reducedMotion: "reduce" });

  test.describe("with WebGL 2", () => {
    test.beforeEach(({ page }) => stubWebgl(page));

    test("speaks Dutch: its name, how to work it, and where the visitor looks from; no AR on a desktop", async ({
      page,
    }) => {
      const view = await startModel(page);
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
      await expect(page.getByRole("button", { name: "Bekijk in uw ruimte" })).toHaveCount(0);
    });

    test("started by keyboard, the model takes the focus the start button had", async ({
      page,
    }) => {
      await openHydrated(page, paths.ar);
      await page.getByRole("button", { name: "Bekijk het 3D-model" }).focus();
      await page.keyboard.press("Enter");
      await expect(modelView(page)).toBeFocused({ timeout: 60_000 });
    });

    test("where WebXR can place it, 'Bekijk in uw ruimte' asks for an immersive-ar session with hit testing; refused, the model stays", async ({
      page,
    }) => {
      const sessionRequests = await stubXr(page, "immersive-ar");
      const view = await startModel(page);
      await page.getByRole("button", { name: "Bekijk in uw ruimte" }).click();
      await expect
        .poll(sessionRequests)
        .toEqual([{ mode: "immersive-ar", requiredFeatures: ["hit-test"] }]);
      await expect(
        page.getByRole("status").filter({ hasText: tryIt.messages.arFailed }),
      ).toBeAttached();
      await expect(page.getByRole("button", { name: tryIt.labels.exitAr })).toBeHidden();
      await expect(view).toBeVisible();
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

  test("without WebGL 2 the still and the sentence stay", async ({ page }) => {
    await withoutWebgl2(page);
    await openHydrated(page, paths.ar);
    await page.getByRole("button", { name: "Bekijk het 3D-model" }).click();
    await expect(page.getByText(tryIt.messages.fallback)).toBeVisible();
    await expect(page.locator('a[rel="ar"] img')).toBeVisible();
    await expect(page.getByRole("button", { name: "Bekijk het 3D-model" })).toHaveCount(0);
    await expect(modelView(page)).toHaveCount(0);
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
