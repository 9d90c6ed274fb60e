/**
 * The whole contact form by keyboard only: fill every field in Tab order,
 * send with Enter, land on the thank-you heading; and the error path, where
 * focus goes to the message, the typed values stay and a retry succeeds.
 * The POST is intercepted, so nothing is stored.
 */
import { expect, test, type Page } from "@playwright/test";
import { paths } from "../../app/content/paths";
import {
  answerContactPost,
  describeFocus,
  HEADER_HEIGHT,
  tabTo,
  waitForHydration,
} from "./support/a11y";
import { viewports } from "./support/routes";

const values = {
  naam: "Sanne de Vries",
  email: "sanne@example.nl",
  telefoon: "040 123 4567",
  bericht: "Wij willen een VR-training voor ons team.",
};

async function fillByKeyboard(page: Page) {
  const naam = page.getByRole("textbox", { name: "Naam" });
  await tabTo(page, naam);
  await page.keyboard.type(values.naam);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: "E-mailadres" })).toBeFocused();
  await page.keyboard.type(values.email);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: "Telefoonnummer" })).toBeFocused();
  await page.keyboard.type(values.telefoon);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: "Bericht" })).toBeFocused();
  await page.keyboard.type(values.bericht);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Lees onze privacyverklaring" })).toBeFocused();
  await page.keyboard.press("Tab");
}

for (const [widthName, viewport] of Object.entries(viewports)) {
  test.describe(`contact form by keyboard (${widthName})`, () => {
    test.use({ viewport });

    test("fill, send, and focus lands on the thank-you heading", async ({ page }) => {
      const posts = await answerContactPost(page, 200, { ok: true });
      await page.goto(paths.contact);
      await waitForHydration(page);
      await fillByKeyboard(page);
      const send = page.getByRole("button", { name: "Verstuur bericht" });
      await expect(send).toBeFocused();
      const stop = await describeFocus(page);
      expect(stop?.indicator).not.toBe("");
      await page.keyboard.press("Enter");

      const heading = page.getByRole("heading", { name: "Bedankt voor uw bericht" });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport({ ratio: 1 });
      // Not under the fixed 80 px header either.
      expect((await heading.boundingBox())?.y).toBeGreaterThanOrEqual(HEADER_HEIGHT);
      expect(posts).toHaveLength(1);
      for (const value of Object.values(values)) expect(posts[0]).toContain(value);

      // From the thank-you view the visitor can start a new message by keyboard.
      await page.keyboard.press("Tab");
      const again = page.getByRole("button", { name: "Nieuw bericht versturen" });
      await expect(again).toBeFocused();
      await page.keyboard.press("Enter");
      const name = page.getByRole("textbox", { name: "Naam" });
      await expect(name).toHaveValue("");
      // The button is gone; the focus is where the new message starts, not lost.
      await expect(name).toBeFocused();
    });

    test("a server error keeps the values, announces the message and retries", async ({ page }) => {
      await answerContactPost(page, 500, { error: "intern" });
      await page.goto(paths.contact);
      await waitForHydration(page);
      await fillByKeyboard(page);
      await page.keyboard.press("Enter");

      const alert = page.getByRole("alert");
      await expect(alert).toContainText("technische storing");
      await expect(alert).toBeFocused();
      await expect(page.getByRole("textbox", { name: "Naam" })).toHaveValue(values.naam);
      await expect(page.getByRole("textbox", { name: "Bericht" })).toHaveValue(values.bericht);

      // The phone and e-mail links in the message are reachable, then the retry button.
      await page.keyboard.press("Tab");
      await expect(focused(page)).toHaveAttribute("href", /^tel:/);
      await page.keyboard.press("Tab");
      await expect(focused(page)).toHaveAttribute("href", /^mailto:/);
      await page.keyboard.press("Tab");
      const retry = page.getByRole("button", { name: "Opnieuw versturen" });
      await expect(retry).toBeFocused();

      await page.unrouteAll();
      await answerContactPost(page, 200, { ok: true });
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { name: "Bedankt voor uw bericht" })).toBeFocused();
    });

    test("a rejected field takes focus and names its error", async ({ page }) => {
      await answerContactPost(page, 422, { errors: { email: "Vul een geldig e-mailadres in." } });
      await page.goto(paths.contact);
      await waitForHydration(page);
      await fillByKeyboard(page);
      await page.keyboard.press("Enter");
      const email = page.getByRole("textbox", { name: "E-mailadres" });
      await expect(email).toBeFocused();
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription("Vul een geldig e-mailadres in.");
      await expectLabelBelowHeader(page, "E-mailadres");
    });

    test("an empty send brings the first required field into view with its label", async ({
      page,
    }) => {
      const posts = await answerContactPost(page, 200, { ok: true });
      await page.goto(paths.contact);
      await waitForHydration(page);
      await tabTo(page, page.getByRole("button", { name: "Verstuur bericht" }));
      await page.keyboard.press("Enter");
      await expect(page.getByRole("textbox", { name: "Naam" })).toBeFocused();
      await expectLabelBelowHeader(page, "Naam");
      expect(posts, "the browser held back an empty form").toHaveLength(0);
    });
  });
}

test.describe("the contact details' links", () => {
  test.use({ viewport: viewports.phone });

  test("are 44 px targets whose focus ring keeps clear of the label above", async ({ page }) => {
    await page.goto(paths.contact);
    for (const [label, name] of [
      ["Telefoon", "040 123 4567"],
      ["E-mail", "info@immersa-xr.nl"],
    ] as const) {
      const link = page.getByRole("definition").getByRole("link", { name });
      await tabTo(page, link);
      const drawn = await link.evaluate((element, label) => {
        const style = getComputedStyle(element);
        const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
        const box = element.getBoundingClientRect();
        // The label's letters, not its line: a Range around the term's own text.
        const term = [...document.querySelectorAll("dt")].find((dt) => dt.textContent === label);
        const text = [...(term?.childNodes ?? [])].find((node) => node.nodeType === Node.TEXT_NODE);
        const range = document.createRange();
        if (text) range.selectNodeContents(text);
        const x = box.left + box.width / 2;
        return {
          ringTop: box.top - reach,
          labelBottom: text ? range.getBoundingClientRect().bottom : undefined,
          // What a tap 21 px above and below the line's middle lands on.
          tapAbove:
            document.elementFromPoint(x, box.top + box.height / 2 - 21)?.closest("a") === element,
          tapBelow:
            document.elementFromPoint(x, box.top + box.height / 2 + 21)?.closest("a") === element,
        };
      }, label);
      expect(drawn.labelBottom, `the label "${label}"`).toBeDefined();
      expect(
        drawn.ringTop,
        `the focus ring of "${name}" starts at ${drawn.ringTop} px, the label "${label}" ends at ${drawn.labelBottom} px`,
      ).toBeGreaterThanOrEqual(drawn.labelBottom ?? Infinity);
      expect(
        { tapAbove: drawn.tapAbove, tapBelow: drawn.tapBelow },
        `taps around "${name}"`,
      ).toEqual({
        tapAbove: true,
        tapBelow: true,
      });
    }
  });
});

/** A field's label is readable: wholly below the fixed header, not under it. */
async function expectLabelBelowHeader(page: Page, name: string) {
  const labelTop = await page
    .getByRole("textbox", { name })
    .evaluate((field: HTMLInputElement) => field.labels?.[0]?.getBoundingClientRect().top);
  expect(labelTop, `the field "${name}" has a label`).toBeDefined();
  expect(
    labelTop,
    `the label of "${name}" starts at ${labelTop} px, under a header ${HEADER_HEIGHT} px high`,
  ).toBeGreaterThanOrEqual(HEADER_HEIGHT);
}

function focused(page: Page) {
  return page.locator(":focus");
}
