/**
 * The site on paper and in forced colours (a high-contrast theme). Printed,
 * a page is dark text on white, without the fixed header, the skip link, the
 * controls or the hero's video behind its heading, and with every card (also
 * those the visitor never scrolled to) and every answer of a FAQ. In forced
 * colours the browser drops the buttons' gradient, and a border keeps their
 * shape; the header's backdrop is opaque; the client logos, drawn pale for the
 * dark page, turn black on a light theme and white on a dark one.
 */
import sharp from "sharp";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/page";
import { paths } from "./support/spec-pages";

test("printed before any scroll, the home page is dark text on white with every card", async ({
  page,
}) => {
  await page.goto(paths.home);
  await waitForHydration(page);
  const heading = page.getByRole("heading", { level: 1 });
  const hero = page.locator("section", { has: heading });
  const onScreenOnly = [
    page.getByRole("banner"),
    page.getByRole("button", { name: "Pauzeer de achtergrondvideo" }),
    hero.locator("img"),
  ];
  for (const element of onScreenOnly) await expect(element).toBeVisible();

  await page.emulateMedia({ media: "print" });
  for (const element of onScreenOnly) await expect(element).toBeHidden();
  await expect(page.getByRole("link", { name: "Naar de inhoud" })).toBeHidden();
  // The heading's gradient span and the spans inside it ("XR & VR", kept on one line).
  for (const text of [...(await heading.locator("span").all()), hero.getByRole("paragraph")]) {
    await expect(text).toHaveCSS("color", "rgb(0, 0, 0)");
    await expect(text).toHaveCSS("background-image", "none");
  }

  for (const name of ["Onze Diensten", "Geselecteerde Cases", "Ons Proces"]) {
    const region = page.getByRole("region", { name });
    const revealed = await region
      .locator("[data-reveal]")
      .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).opacity));
    expect(revealed.length, name).toBeGreaterThan(2);
    expect(revealed, name).toEqual(revealed.map(() => "1"));
  }
});

test("printed, a service page shows every answer of its FAQ", async ({ page }) => {
  await page.goto(paths.vr);
  const answers = page.getByRole("region", { name: /^Veelgestelde vragen/ }).locator("details p");
  await expect(answers).toHaveCount(3);
  for (const answer of await answers.all()) await expect(answer).toBeHidden();
  await page.emulateMedia({ media: "print" });
  for (const answer of await answers.all()) await expect(answer).toBeVisible();
});

test("in forced colours a button keeps a border where its gradient is dropped, and the header is opaque", async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: "active" });
  await page.goto(paths.contact);
  for (const button of [
    page.getByRole("main").getByRole("button", { name: "Verstuur bericht" }),
    page.getByRole("contentinfo").getByRole("button", { name: "Zoeken" }),
  ]) {
    await expect(button).toHaveCSS("border-top-style", "solid");
    await expect(button).toHaveCSS("border-top-width", "1px");
  }
  // The header's backdrop is opaque, so the text it covers does not show through.
  const backdrop = await page
    .getByRole("banner")
    .evaluate((header) => getComputedStyle(header, "::before").backgroundColor);
  expect(backdrop).toMatch(/^rgb\(/);
});

for (const [scheme, background] of [
  ["light", 255],
  ["dark", 0],
] as const) {
  test(`in forced colours on a ${scheme} theme the client logos stand out from the page`, async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: "active", colorScheme: scheme });
    await page.goto(paths.vr);
    const logo = page
      .getByRole("region", { name: /^Vertrouwd door/ })
      .getByRole("img")
      .first();
    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toHaveJSProperty("complete", true);
    const { data } = await sharp(await logo.screenshot())
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The pixel furthest from the background: black on white, white on black.
    const furthest = Math.max(...data.map((grey) => Math.abs(grey - background)));
    expect(furthest).toBeGreaterThan(200);
  });
}
