/**
 * Keyboard only: the skip link, the "Wat we doen" disclosure, the mobile menu,
 * the pause buttons of everything that moves, the FAQ accordion, and a Tab
 * stop far down a page scrolled into view. A visible focus indicator at every
 * Tab stop of every route, never under the fixed header, is checked by the
 * route audit (`route-audit.spec.ts`).
 */
import { expect, test, type Page } from "@playwright/test";
import { paths } from "../../app/content/paths";
import { describeFocus, HEADER_HEIGHT, tabTo, waitForHydration } from "./support/a11y";
import { walkOpenMobileMenu } from "./support/page";
import { viewports } from "./support/routes";

const focused = (page: Page) => page.locator(":focus");

test.describe("skip link", () => {
  for (const [widthName, viewport] of Object.entries(viewports)) {
    test(`is the first Tab stop and moves focus to the main content (${widthName})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(paths.services);
      await waitForHydration(page);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Naar de inhoud" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport({ ratio: 1 });
      await page.keyboard.press("Enter");
      await expect(page.locator("main#inhoud")).toBeFocused();
      // The next Tab continues inside the main content, not in the header.
      await page.keyboard.press("Tab");
      expect(await focused(page).evaluate((element) => Boolean(element.closest("main")))).toBe(
        true,
      );
    });
  }
});

test.describe("'Wat we doen' dropdown", () => {
  test.use({ viewport: viewports.desktop });

  test("opens with Enter and Space, closes with Escape and returns focus", async ({ page }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Wat we doen" });
    const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
    const firstLink = panel.getByRole("link", { name: "Virtual Reality" });
    await tabTo(page, button);
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(firstLink).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(firstLink).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await expect(firstLink).toBeHidden();

    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(firstLink).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });

  test("Tab out of the last link closes it", async ({ page }) => {
    await page.goto(paths.cases);
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Wat we doen" });
    await tabTo(page, button);
    await page.keyboard.press("Enter");
    const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
    const links = panel.getByRole("link");
    const count = await links.count();
    expect(count).toBe(6);
    for (let i = 0; i < count; i++) {
      await page.keyboard.press("Tab");
      await expect(links.nth(i)).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    // Focus went on to the next header link, not into the closed panel.
    await expect(
      page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Diensten" }),
    ).toBeFocused();
  });

  test("Enter on a link in the panel navigates and closes it", async ({ page }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Wat we doen" });
    await tabTo(page, button);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(
      page.locator(`#${await button.getAttribute("aria-controls")}`).getByRole("link", {
        name: "Augmented Reality",
      }),
    ).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(paths.ar);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: viewports.phone });

  test("opens, walks its links, closes with Escape and navigates with Enter", async ({ page }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Mobiel menu" });
    await tabTo(page, button, 5);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await walkOpenMobileMenu(page, button, menu);

    await page.keyboard.press("Space");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Cases" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(paths.cases);
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("things that move can be paused by keyboard", () => {
  test.use({ viewport: viewports.desktop });

  test("the testimonial, a single item, has no carousel controls", async ({ page }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Wat onze klanten zeggen" });
    await expect(section.getByRole("blockquote")).toHaveCount(1);
    await expect(section.getByRole("button")).toHaveCount(0);
  });

  test("the logo strip's pause button stops and restarts the loop", async ({ page }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    const pause = page.getByRole("button", { name: "Logo's pauzeren" });
    const track = page.locator(".animate-marquee");
    const playState = () =>
      track.evaluate((element) => getComputedStyle(element).animationPlayState);
    await expect(track).toHaveCSS("animation-name", "marquee");
    await tabTo(page, pause);
    await page.keyboard.press("Enter");
    const play = page.getByRole("button", { name: "Logo's laten bewegen" });
    await expect(play).toBeFocused();
    // Still paused after focus leaves the strip: the button, not the focus, holds it.
    await page.keyboard.press("Tab");
    await expect(play).not.toBeFocused();
    expect(await playState()).toBe("paused");
    await page.keyboard.press("Shift+Tab");
    await expect(play).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByRole("button", { name: "Logo's pauzeren" })).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await playState()).toBe("running");
  });

  test("the hero video's pause button pauses and resumes the video", async ({ page }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    const video = page.locator("section video").first();
    const toggle = page.getByRole("button", { name: /achtergrondvideo/ });
    await expect(toggle).toBeVisible();
    await expect(video).toHaveCount(1);
    const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
    // The hero's text and button come first, then its video control.
    await page.locator("main").focus();
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("main").getByRole("link", { name: "Contact opnemen" }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    const wasPaused = await paused();
    await page.keyboard.press("Enter");
    await expect.poll(paused).toBe(!wasPaused);
    await expect(toggle).toHaveAccessibleName(
      wasPaused ? "Pauzeer de achtergrondvideo" : "Speel de achtergrondvideo af",
    );
    await page.keyboard.press("Space");
    await expect.poll(paused).toBe(wasPaused);
  });
});

test.describe("FAQ accordion", () => {
  test("Enter and Space open and close an answer; one answer open at a time", async ({ page }) => {
    await page.goto(paths.vr);
    await waitForHydration(page);
    const items = page.locator("details");
    const first = items.nth(0);
    const second = items.nth(1);
    await expect(first).not.toHaveAttribute("open");
    await tabTo(page, first.locator("summary"));
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    await expect(first.locator("p")).toBeVisible();
    await page.keyboard.press("Space");
    await expect(first).not.toHaveAttribute("open");
    await page.keyboard.press("Space");
    await expect(first).toHaveAttribute("open", "");
    // The answer holds no links, so the next Tab reaches the next question.
    await page.keyboard.press("Tab");
    await expect(second.locator("summary")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open");
  });
});

test.describe("a Tab stop far down a freshly loaded page", () => {
  // Sections far down are laid out only as they near the viewport (app.css), so
  // the page grows while the browser scrolls to the focus; the focus must still
  // end up in view.
  for (const [widthName, viewport] of Object.entries(viewports)) {
    test(`is scrolled into view, below the header (${widthName})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(paths.vr);
      await waitForHydration(page);
      const question = page.locator("summary").first();
      await tabTo(page, question);
      await expect(question).toBeInViewport({ ratio: 1 });
      await expect
        .poll(() => question.evaluate((element) => element.getBoundingClientRect().top))
        .toBeGreaterThanOrEqual(HEADER_HEIGHT);
    });
  }
});

test.describe("the footer", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("Tab follows its columns as they are drawn: the links, then the company and its search", async ({
    page,
  }) => {
    await page.goto(paths.privacy);
    const footer = page.getByRole("contentinfo");
    await tabTo(page, footer.getByRole("link", { name: "Home", exact: true }));
    const stops: (string | undefined)[] = [];
    for (let i = 0; i < 9; i++) {
      await page.keyboard.press("Tab");
      stops.push((await describeFocus(page))?.description);
    }
    expect(stops).toEqual([
      'a "Diensten (overzicht)"',
      'a "Cases"',
      'a "Neem contact op"',
      'a "Virtual Reality"',
      'a "Augmented Reality"',
      'a "360° video"',
      'a "040 123 4567"',
      'a "info@immersa-xr.nl"',
      'input#footer-zoekterm ""',
    ]);
    await expect(footer.getByRole("searchbox")).toBeFocused();
  });
});
