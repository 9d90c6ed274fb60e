/**
 * The loading order the performance budget rests on (`docs/performance.md`), in a real
 * browser on the built site: a visitor's first tap starts the client scripts
 * before the page has loaded, the hero poster covers the hero and stays the
 * largest paint when the background video starts, a phone plays the hero
 * video's phone crop, a case video loads only in view, far sections render
 * late, and the search index waits for a search. That every page fetches its
 * scripts after the load event and loads its largest image eagerly from its
 * preload is checked on every route by the route audit (`route-audit.spec.ts`).
 */
import { cases, pages as content } from "./support/content";
import { expect, test } from "./support/fixtures";
import {
  afterFrames,
  holdRequests,
  isHydrated,
  openHydrated,
  waitForHydration,
} from "./support/page";
import { paths } from "./support/spec-pages";

const heroPoster = content.home.hero.video.poster;
const videoCase = cases.find((item) => item.id === "jeugdzorg-vr");
if (!videoCase) throw new Error("the jeugdzorg-vr case is missing");

test.describe("client scripts", () => {
  test("a visitor's first tap starts them before the page has finished loading", async ({
    page,
  }) => {
    // Hold the hero poster back, so the load event cannot happen yet.
    const releasePoster = await holdRequests(page, new RegExp(`/media/img/${heroPoster.name}-`));
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(paths.home, { waitUntil: "domcontentloaded" });
    // Scripts started on the first paint rather than at load would be on their way
    // a frame and a task after it.
    await afterFrames(page, 3);
    expect(scripts, "no script file fetched yet").toEqual([]);
    expect(await isHydrated(page)).toBe(false);

    await page.mouse.click(5, 300);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    releasePoster();
  });
});

test.describe("hero poster", () => {
  for (const width of [375, 1440]) {
    test(`covers the whole hero at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(paths.home);
      const hero = page.locator("main section").first();
      const poster = hero.locator("picture img");
      const [heroBox, posterBox] = await Promise.all([hero.boundingBox(), poster.boundingBox()]);
      expect(posterBox?.width).toBeCloseTo(heroBox?.width ?? 0, 0);
      expect(posterBox?.height).toBeCloseTo(heroBox?.height ?? 0, 0);
    });
  }

  test("stays the largest contentful paint when the background video starts", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const entries: string[] = [];
      Object.assign(window, { __largestPaints: entries });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LargestContentfulPaint[]) {
          entries.push(entry.element?.tagName ?? "?");
        }
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await openHydrated(page, paths.home);
    const video = page.locator("main section").first().locator("video");
    await expect(video).toHaveCSS("opacity", "1");
    // The paints of the video's frames are reported in the frames after they are drawn.
    await afterFrames(page, 3);
    const paints = await page.evaluate(
      () => (window as unknown as { __largestPaints: string[] }).__largestPaints,
    );
    expect(paints.at(-1)).toBe("IMG");
    expect(paints).not.toContain("VIDEO");
  });
});

test.describe("hero video", () => {
  // The phone crop is 3:4 at 540 x 720; the banner is 600 px high, so it covers it up to 450 px.
  for (const [width, size] of [
    [375, { width: 540, height: 720 }],
    [450, { width: 540, height: 720 }],
    [451, { width: 1280, height: 720 }],
    [1440, { width: 1280, height: 720 }],
  ] as const) {
    test(`plays the ${size.width} px wide file at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openHydrated(page, paths.home);
      const video = page.locator("main section").first().locator("video");
      await expect(video).toHaveCSS("opacity", "1");
      const played = await video.evaluate((element: HTMLVideoElement) => ({
        width: element.videoWidth,
        height: element.videoHeight,
        phone: new URL(element.currentSrc).pathname.includes("-phone."),
      }));
      expect(played).toEqual({ ...size, phone: size.width === 540 });
    });
  }
});

test("the hero video plays only while on screen, and stays paused once the visitor pauses it", async ({
  page,
}) => {
  await openHydrated(page, paths.home);
  const video = page.locator("main section").first().locator("video");
  const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
  const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo({ top }), y);
  await expect.poll(paused).toBe(false);
  await scrollTo(2000);
  await expect.poll(paused, "scrolled away, it stops decoding").toBe(true);
  await scrollTo(0);
  await expect.poll(paused).toBe(false);

  await page.getByRole("button", { name: "Pauzeer de achtergrondvideo" }).click();
  await expect.poll(paused).toBe(true);
  // Its observer sees it leave and come back in the frames after each scroll.
  await scrollTo(2000);
  await afterFrames(page);
  await scrollTo(0);
  await afterFrames(page);
  expect(await paused(), "the visitor's pause holds").toBe(true);
});

for (const phone of [
  // Lighthouse's phone: its banner is the 960 px file.
  { width: 412, height: 823, deviceScaleFactor: 1.75 },
  // A phone at 1x: its banner is the 640 px file.
  { width: 375, height: 812, deviceScaleFactor: 1 },
]) {
  test.describe(`case video on a ${phone.width} px phone at ${phone.deviceScaleFactor}x`, () => {
    test.use({
      viewport: { width: phone.width, height: phone.height },
      deviceScaleFactor: phone.deviceScaleFactor,
    });

    test("downloads nothing before it scrolls into view, then plays over the banner's own file", async ({
      page,
    }) => {
      const videoRequests: string[] = [];
      const bannerRequests: string[] = [];
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith("/media/video/")) videoRequests.push(pathname);
        if (pathname.startsWith(`/media/img/${videoCase.banner.name}-`))
          bannerRequests.push(pathname);
      });
      await openHydrated(page, `${paths.cases}/${videoCase.id}`);
      await page.waitForLoadState("networkidle");
      const main = page.getByRole("main");
      const banner = await main
        .locator("img")
        .first()
        .evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
      expect(bannerRequests).toEqual([banner]);
      const video = main.locator("video");
      // Its own poster is a transparent pixel: no download.
      await expect(video).toHaveAttribute("poster", /^data:image\//);
      expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
      expect(videoRequests).toEqual([]);
      // Far below the fold, the media block (and the video's native controls) is not laid out yet.
      expect(
        await video.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true })),
      ).toBe(false);

      await video.scrollIntoViewIfNeeded();
      // The poster behind the video is the banner's file: one download serves both.
      const poster = video.locator("xpath=..").locator("img");
      await expect(poster).toHaveAttribute("alt", "");
      await expect
        .poll(() =>
          poster.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc),
        )
        .toMatch(new RegExp(`${banner}$`));
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
        .toBe(false);
      expect(videoRequests.length).toBeGreaterThan(0);
      expect(bannerRequests).toEqual([banner]);
    });
  });
}

test("the brand mark is drawn inline: no image request, no SVG image in the styles", async ({
  page,
}) => {
  await page.goto(paths.home, { waitUntil: "load" });
  const marks = page.locator("header a[href='/'] > svg[aria-hidden='true']");
  await expect(marks).toHaveCount(1);
  const box = await marks.evaluate((element) => {
    const { width, height } = element.getBoundingClientRect();
    return { width, height };
  });
  expect(box).toEqual({ width: 32, height: 32 });
  // An SVG image in the styles costs a separate SVG document in the first style calculation.
  const svgBackgrounds = await page.evaluate(() =>
    [...document.querySelectorAll("*")]
      .filter((element) => getComputedStyle(element).backgroundImage.includes("image/svg"))
      .map((element) => element.tagName.toLowerCase()),
  );
  expect(svgBackgrounds).toEqual([]);
  const imageRequests = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      // The favicon (initiator "other" or "link") is the browser's request, not the page's.
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "img")
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname === "/icon.svg"),
  );
  expect(imageRequests).toEqual([]);
});

test("the SVG favicon is written into the page: no request, and hydration keeps it", async ({
  page,
}) => {
  const iconRequests: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(icon\.svg|favicon\.ico)$/.test(pathname)) iconRequests.push(pathname);
  });
  const iconLinks = () =>
    page.evaluate(() =>
      [...document.head.querySelectorAll("link[rel='icon']")].map((link) =>
        (link.getAttribute("href") ?? "").replace(/^(data:image\/svg\+xml,).*/, "$1…"),
      ),
    );
  const expected = ["/favicon.ico", "data:image/svg+xml,…"];

  await openHydrated(page, paths.home);
  await page.waitForLoadState("networkidle");
  expect(await iconLinks()).toEqual(expected);

  await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.waitForLoadState("networkidle");
  expect(await iconLinks()).toEqual(expected);
  expect(iconRequests).toEqual([]);
});

test("sections far below the fold are not rendered until they near the viewport", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(paths.home, { waitUntil: "load" });
  const footer = page.locator("body > footer");
  // Skipped are the footer's contents, not its own box.
  const rendered = () =>
    footer
      .locator(":scope > *")
      .first()
      .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  expect(await rendered()).toBe(false);
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(rendered).toBe(true);
});

test("the search page fetches its index only when the visitor searches", async ({ page }) => {
  const indexRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/site-index-[\w-]+\.js$/.test(request.url())) indexRequests.push(request.url());
  });
  await openHydrated(page, paths.search);
  await page.waitForLoadState("networkidle");
  expect(indexRequests).toEqual([]);

  await page.getByRole("main").getByRole("searchbox", { name: "Zoekterm" }).fill("museum");
  await expect(page.getByRole("status")).toContainText("voor “museum”");
  expect(indexRequests).toHaveLength(1);
});

test("the search page says so when its index cannot be fetched", async ({ page, problems }) => {
  await page.route(/\/assets\/site-index-[\w-]+\.js$/, (route) => {
    problems.allowFailedRequest(new URL(route.request().url()).pathname);
    return route.abort();
  });
  await openHydrated(page, paths.search);
  await page.getByRole("main").getByRole("searchbox", { name: "Zoekterm" }).fill("museum");
  await expect(page.getByRole("status")).toHaveText(
    "Zoeken lukt nu niet. Vernieuw de pagina en probeer het opnieuw.",
  );
});
