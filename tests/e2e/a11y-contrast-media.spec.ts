/**
 * Contrast of text over video and images, which axe cannot judge: the text is
 * hidden, the page photographed, and every text colour compared with the
 * brightest pixel behind it (a worst case). Large text (24 px, or 18.66 px
 * bold) needs 3:1, other text 4.5:1. Gradient text counts with its darkest
 * colour stop.
 */
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { paths } from "../../app/content/paths";
import { waitForHydration } from "./support/a11y";
import { viewports } from "./support/routes";

interface TextBox {
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Candidate text colours as [r, g, b]; the darkest counts. */
  colors: number[][];
  large: boolean;
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r = 0, g = 0, b = 0]: number[]) =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** Reads the text boxes inside `selector`, then hides the text so only the backdrop remains. */
async function textBoxes(page: Page, selector: string): Promise<TextBox[]> {
  return page.evaluate((selector) => {
    const rgb = (value: string) =>
      [...value.matchAll(/rgba?\(([^)]+)\)/g)].map((match) =>
        (match[1] ?? "").split(/[ ,/]+/).map(Number),
      );
    const boxes = [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.innerText.trim() && element.getClientRects().length)
      .map((element) => {
        const style = getComputedStyle(element);
        const [color] = rgb(style.color);
        // Gradient text (background-clip: text) draws its background's colours.
        const colors =
          color && color[3] !== 0 ? [color] : rgb(style.backgroundImage).map((c) => c.slice(0, 3));
        const rect = element.getBoundingClientRect();
        const size = parseFloat(style.fontSize);
        return {
          label: `${element.tagName.toLowerCase()} "${element.innerText.trim().slice(0, 30)}"`,
          x: rect.x,
          y: rect.y,
          width: rect.width,
          height: rect.height,
          colors,
          large: size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700),
        };
      });
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      element.style.visibility = "hidden";
    }
    return boxes;
  }, selector);
}

async function expectReadableOverMedia(page: Page, selector: string) {
  const boxes = await textBoxes(page, selector);
  expect(boxes.length).toBeGreaterThan(0);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  const { data, info } = await sharp(await page.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const scale = info.width / page.viewportSize()!.width;
  const problems: string[] = [];
  for (const box of boxes) {
    let brightest = 0;
    const top = Math.max(0, Math.floor(box.y * scale));
    const bottom = Math.min(info.height, Math.ceil((box.y + box.height) * scale));
    const left = Math.max(0, Math.floor(box.x * scale));
    const right = Math.min(info.width, Math.ceil((box.x + box.width) * scale));
    for (let y = top; y < bottom; y++) {
      for (let x = left; x < right; x++) {
        const i = (y * info.width + x) * info.channels;
        brightest = Math.max(brightest, luminance([data[i]!, data[i + 1]!, data[i + 2]!]));
      }
    }
    const text = Math.min(...box.colors.map(luminance));
    const ratio = (text + 0.05) / (brightest + 0.05);
    const needed = box.large ? 3 : 4.5;
    if (ratio < needed) {
      problems.push(`${box.label}: ${ratio.toFixed(2)}:1, needs ${needed}:1`);
    }
  }
  expect(problems).toEqual([]);
}

for (const [widthName, viewport] of Object.entries(viewports)) {
  test.describe(`text over media (${widthName})`, () => {
    test.use({ viewport });

    test("home hero over its poster", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(paths.home);
      await waitForHydration(page);
      await page.waitForLoadState("load");
      await expectReadableOverMedia(page, "main > section:first-child :is(h1 span, p)");
    });

    test("home hero over the playing video", async ({ page }) => {
      await page.goto(paths.home);
      await waitForHydration(page);
      const video = page.locator("main > section:first-child video");
      await expect(video).toHaveCount(1);
      // Look at a few moments of the loop, whatever the video shows then.
      for (const second of [0.5, 2, 4, 6]) {
        await video.evaluate(async (element: HTMLVideoElement, time) => {
          element.pause();
          element.currentTime = time;
          await new Promise((resolve) =>
            element.addEventListener("seeked", resolve, { once: true }),
          );
        }, second);
        await page.evaluate(() =>
          document
            .querySelectorAll<HTMLElement>("main > section:first-child :is(h1 span, p)")
            .forEach((element) => (element.style.visibility = "")),
        );
        await expectReadableOverMedia(page, "main > section:first-child :is(h1 span, p)");
      }
    });

    test("case hero over its banner image", async ({ page }) => {
      await page.goto(`${paths.cases}/museum-ar`);
      await waitForHydration(page);
      await page.waitForLoadState("load");
      await expectReadableOverMedia(
        page,
        "main > section:first-child :is(h1, h1 + p, nav li > a, nav li > span, a[href='/cases'], dt, dd)",
      );
    });
  });
}
