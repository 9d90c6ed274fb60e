/**
 * axe-core with the WCAG 2.0/2.1/2.2 A and AA rules in every state that opens
 * something (dropdown, mobile menu, FAQ answer, the contact form's sent and
 * error views). Every route as it loads is scanned by the route audit
 * (`route-audit.spec.ts`). Reveal cards are scrolled into view and finished
 * before a scan, so axe sees what a visitor sees.
 */
import { expect, test } from "@playwright/test";
import { paths } from "../../app/content/paths";
import {
  answerContactPost,
  expectNoAxeViolations,
  revealEverything,
  waitForHydration,
} from "./support/a11y";
import { viewports } from "./support/routes";

test.describe("open states", () => {
  test("the 'Wat we doen' dropdown, open", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto(paths.home);
    await waitForHydration(page);
    await revealEverything(page);
    const button = page.getByRole("button", { name: "Wat we doen" });
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "Virtual Reality" }).first()).toBeVisible();
    await expectNoAxeViolations(page, "dropdown open");
  });

  test("the dropdown, open over a scrolled page", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto(paths.services);
    await waitForHydration(page);
    await revealEverything(page);
    await page.mouse.wheel(0, 1200);
    await expect(page.locator("header")).toHaveAttribute("data-scrolled", "true");
    await page.getByRole("button", { name: "Wat we doen" }).click();
    await expectNoAxeViolations(page, "dropdown open, header scrolled");
  });

  test("the mobile menu, open", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto(paths.home);
    await waitForHydration(page);
    await revealEverything(page);
    const button = page.getByRole("button", { name: "Menu" });
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("navigation", { name: "Mobiel menu" })).toBeVisible();
    await expectNoAxeViolations(page, "mobile menu open");
  });

  for (const [widthName, viewport] of Object.entries(viewports)) {
    test(`an FAQ item, open (${widthName})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(paths.vr);
      await waitForHydration(page);
      await revealEverything(page);
      const faq = page.locator("details").first();
      await faq.locator("summary").click();
      await expect(faq).toHaveAttribute("open", "");
      await expectNoAxeViolations(page, `VR FAQ item open at ${viewport.width} px`);
    });
  }

  for (const [widthName, viewport] of Object.entries(viewports)) {
    test(`the contact form, sent (${widthName})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await answerContactPost(page, 200, { ok: true });
      await page.goto(paths.contact);
      await waitForHydration(page);
      await page.getByRole("textbox", { name: "Naam" }).fill("Sanne de Vries");
      await page.getByRole("textbox", { name: "E-mailadres" }).fill("sanne@example.nl");
      await page
        .getByRole("textbox", { name: "Bericht" })
        .fill("Wij willen een VR-training voor ons team.");
      await page.getByRole("button", { name: "Verstuur bericht" }).click();
      await expect(page.getByRole("heading", { name: "Bedankt voor uw bericht" })).toBeFocused();
      await expectNoAxeViolations(page, `contact form sent at ${viewport.width} px`);
    });

    test(`the contact form, server error (${widthName})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await answerContactPost(page, 500, { error: "intern" });
      await page.goto(paths.contact);
      await waitForHydration(page);
      await page.getByRole("textbox", { name: "Naam" }).fill("Sanne de Vries");
      await page.getByRole("textbox", { name: "E-mailadres" }).fill("sanne@example.nl");
      await page
        .getByRole("textbox", { name: "Bericht" })
        .fill("Wij willen een VR-training voor ons team.");
      await page.getByRole("button", { name: "Verstuur bericht" }).click();
      await expect(page.getByRole("alert")).toContainText("technische storing");
      await expect(page.getByRole("button", { name: "Opnieuw versturen" })).toBeVisible();
      await expectNoAxeViolations(page, `contact form error at ${viewport.width} px`);
    });
  }

  test("the contact form, fields rejected by the server", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await answerContactPost(page, 422, {
      errors: { email: "Vul een geldig e-mailadres in." },
    });
    await page.goto(paths.contact);
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Naam" }).fill("Sanne de Vries");
    await page.getByRole("textbox", { name: "E-mailadres" }).fill("sanne@example.nl");
    await page
      .getByRole("textbox", { name: "Bericht" })
      .fill("Wij willen een VR-training voor ons team.");
    await page.getByRole("button", { name: "Verstuur bericht" }).click();
    const email = page.getByRole("textbox", { name: "E-mailadres" });
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Vul een geldig e-mailadres in.");
    await expectNoAxeViolations(page, "contact form with a rejected field");
  });
});
