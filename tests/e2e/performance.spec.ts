/**
 * The loading order the performance budget rests on (`docs/performance.md`), in a real
 * browser on the built site: the client scripts wait until the page has
 * loaded and painted (or the visitor reaches for it), the hero poster covers
 * the hero and stays the largest paint when the background video starts, a
 * phone plays the hero video's phone crop, and
 * a page whose largest paint is an image loads that image eagerly with high
 * priority, at phone and desktop width.
 */
import type { Page } from "@playwright/test";
import { cases, pages as content } from "../../app/content";
import { expect, test } from "./support/fixtures";
import { holdRequests, isHydrated, openHydrated, waitForHydration } from "./support/page";
import { viewports } from "./support/a11y";
import { pages, paths } from "./support/site";

const heroPoster = content.home.hero.video.poster;
const videoCase = cases.find((item) => item.id === "jeugdzorg-vr");
if (!videoCase) throw new Error("the jeugdzorg-vr case is missing");

/** Start times of every script and of the load event, in ms since navigation. */
const scriptTimings = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/"))
      .filter((entry) => entry.name.endsWith(".js"))
      .map((entry) => entry.startTime);
    return { loadEnd: navigation?.loadEventEnd ?? 0, scripts };
  });

test.describe("client scripts", () => {
  for (const { path, status } of pages) {
    test(`${path} fetches no script before it has loaded, then hydrates`, async ({
      page,
      problems,
    }) => {
      if (status !== 200) problems.allowHttpError(path, status);
      await openHydrated(page, path);
      const { loadEnd, scripts } = await scriptTimings(page);
      expect(loadEnd).toBeGreaterThan(0);
      expect(scripts.length).toBeGreaterThan(0);
      for (const start of scripts) expect(start).toBeGreaterThanOrEqual(loadEnd);
    });
  }

  test("a visitor's first tap starts them before the page has finished loading", async ({
    page,
  }) => {
    // Hold the hero poster back, so the load event cannot happen yet.
    const releasePoster = await holdRequests(page, new RegExp(`/media/img/${heroPoster.name}-`));
    await page.goto(paths.home, { waitUntil: "domcontentloaded" });
    await page.waitForTimeout(300);
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
    await expect(video).toHaveCSS("opacity", "1", { timeout: 10_000 });
    await page.waitForTimeout(500);
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
      await expect(video).toHaveCSS("opacity", "1", { timeout: 10_000 });
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
  await scrollTo(2000);
  await scrollTo(0);
  await page.waitForTimeout(500);
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

for (const viewport of Object.values(viewports)) {
  test.describe(`the largest paint at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, status } of pages) {
      test(`${path}: if it is an image, it loads eagerly, preloaded with high priority, once`, async ({
        page,
        problems,
      }) => {
        if (status !== 200) problems.allowHttpError(path, status);
        await page.goto(path, { waitUntil: "load" });
        // Lazy images in the first screen load after the load event; the largest
        // paint is known once they are decoded and drawn.
        await page.waitForFunction(() =>
          [...document.images]
            .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
            .every((image) => image.complete),
        );
        const largest = await page.evaluate(async () => {
          const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
          await frame();
          await frame();
          const entries = await new Promise<PerformanceEntryList>((resolve) =>
            new PerformanceObserver((list) => resolve(list.getEntries())).observe({
              type: "largest-contentful-paint",
              buffered: true,
            }),
          );
          const element = (entries.at(-1) as LargestContentfulPaint | undefined)?.element;
          const source = element instanceof HTMLImageElement ? element.currentSrc : "";
          const candidates = (link: HTMLLinkElement) =>
            link.imageSrcset
              .split(",")
              .map((candidate) => new URL(candidate.trim().split(" ")[0]!, location.href).href);
          const preloads = [
            ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
          ];
          // Every width and format of the image shares the name before its width.
          const family = source.replace(/-\d+\.\w+$/, "-");
          return {
            tag: element?.localName ?? "",
            loading: element?.getAttribute("loading") ?? null,
            priority: element?.getAttribute("fetchpriority") ?? null,
            preloadPriority: preloads.find((link) => candidates(link).includes(source))
              ?.fetchPriority,
            source: source && new URL(source).pathname,
            downloads: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
              .filter((entry) => entry.name.startsWith(family))
              .map((entry) => `${entry.initiatorType} ${new URL(entry.name).pathname}`),
          };
        });
        expect(largest.tag).not.toBe("");
        if (largest.tag === "img") {
          expect(largest.loading).toBe("eager");
          expect(largest.priority).toBe("high");
          expect(largest.preloadPriority).toBe("high");
          // The preload fetched the very file drawn, and nothing else: no second
          // download of the image.
          expect(
            largest.downloads.filter(
              (download) => download.startsWith("link ") || download.endsWith(` ${largest.source}`),
            ),
          ).toEqual([`link ${largest.source}`]);
        }
      });
    }
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

test.describe("deferred blocks transition no text colour", () => {
  // See app.css: a transition from a style Chromium computed without the
  // stylesheet stays frozen in a block it has not rendered yet.
  for (const { path, status } of pages) {
    test(`${path}`, async ({ page, problems }) => {
      if (status !== 200) problems.allowHttpError(path, status);
      await page.setViewportSize({ width: 412, height: 823 });
      await openHydrated(page, path);
      const offenders = await page.evaluate(() => {
        const text = new Set(["all", "color", "font-size", "line-height", "letter-spacing"]);
        const seconds = (value: string) => value.split(",").map((part) => parseFloat(part));
        const deferred = [...document.querySelectorAll("*")].filter(
          (element) => getComputedStyle(element).contentVisibility === "auto",
        );
        return deferred.flatMap((root) =>
          [...root.querySelectorAll("*")].flatMap((element) => {
            const style = getComputedStyle(element);
            const properties = style.transitionProperty.split(",").map((name) => name.trim());
            const durations = seconds(style.transitionDuration);
            const delays = seconds(style.transitionDelay);
            const moving = properties.filter(
              (name, i) =>
                text.has(name) &&
                (durations[i % durations.length] ?? 0) + (delays[i % delays.length] ?? 0) > 0,
            );
            return moving.length
              ? [`<${element.localName} class="${element.getAttribute("class") ?? ""}">: ${moving}`]
              : [];
          }),
        );
      });
      expect(offenders).toEqual([]);
    });
  }
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
