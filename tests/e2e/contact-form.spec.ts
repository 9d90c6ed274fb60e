/**
 * The contact form, visitor side: every UI state with JavaScript
 * (editing, submitting, sent, failed on a network error, a 5xx, a 429 and a
 * 422) and the native post without JavaScript, against the real server.
 * Failures are provoked by intercepting the POST; the messages must keep what
 * the visitor typed and offer the phone number and e-mail address.
 */
import type { Page, Request, Route } from "@playwright/test";
import { expect, test, type ProblemGuard } from "./support/fixtures";
import { holdRequests, isHydrated, openHydrated, waitForHydration } from "./support/page";
import { company, paths } from "./support/spec-pages";

interface Message {
  naam: string;
  email: string;
  telefoon: string;
  bericht: string;
}

/** A message unique to this test run, so the server's duplicate check never merges two tests. */
function message(overrides: Partial<Message> = {}): Message {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    naam: "Eva de Vries",
    email: "eva.devries@example.nl",
    telefoon: "040 765 4321",
    bericht: `Wij willen onze onboarding in VR aanbieden. Kunt u ons een offerte sturen? (${id})`,
    ...overrides,
  };
}

const field = (page: Page) => ({
  naam: page.getByLabel("Naam *"),
  email: page.getByLabel("E-mailadres *"),
  telefoon: page.getByLabel("Telefoonnummer"),
  bericht: page.getByLabel("Bericht *"),
});

async function fill(page: Page, values: Message) {
  const fields = field(page);
  await fields.naam.fill(values.naam);
  await fields.email.fill(values.email);
  await fields.telefoon.fill(values.telefoon);
  await fields.bericht.fill(values.bericht);
}

async function expectValues(page: Page, values: Message) {
  const fields = field(page);
  await expect(fields.naam).toHaveValue(values.naam);
  await expect(fields.email).toHaveValue(values.email);
  await expect(fields.telefoon).toHaveValue(values.telefoon);
  await expect(fields.bericht).toHaveValue(values.bericht);
}

const submitButton = (page: Page) =>
  page.getByRole("region", { name: "Stuur ons een bericht" }).getByRole("button", {
    name: /^(Verstuur bericht|Versturen…|Opnieuw versturen)$/,
  });

const thankYou = (page: Page) =>
  page.getByRole("heading", { name: "Bedankt voor uw bericht", level: 2 });

const isContactPost = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/";

/** Intercepts only the form's POST to /; everything else goes through. */
async function interceptPost(page: Page, handler: (route: Route) => Promise<void>) {
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      return handler(route);
    },
  );
}

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    // The submit handler must be attached before we submit.
    await openHydrated(page, paths.contact);
  });

  test("submitting shows 'Versturen…' on a disabled button, then the thank-you heading with focus", async ({
    page,
  }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const posts: Request[] = [];
    await interceptPost(page, async (route) => {
      posts.push(route.request());
      await released;
      await route.continue();
    });

    const values = message();
    await fill(page, values);
    await submitButton(page).click();

    // Submitting: held until we have seen it.
    const button = submitButton(page);
    await expect(button).toHaveText("Versturen…");
    await expect(button).toBeDisabled();
    await expect(thankYou(page)).toHaveCount(0);

    // The one request is the form's call: a multipart POST to / asking for JSON.
    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect(post?.headers().accept).toContain("application/json");
    expect(post?.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const body = post?.postData() ?? "";
    for (const [name, value] of Object.entries({ "form-name": "contact", ...values })) {
      expect(body).toContain(`name="${name}"\r\n\r\n${value}\r\n`);
    }
    expect(body).toContain(`name="bot-field"\r\n\r\n\r\n`);

    const answer = page.waitForResponse((response) => isContactPost(response.request()));
    release();
    expect((await answer).status()).toBe(200);

    await expect(thankYou(page)).toBeVisible();
    await expect(thankYou(page)).toBeFocused();
    await expect(page.getByLabel("Naam *")).toHaveCount(0);
    // The card holds the thanks, not the height of the contact details beside it.
    const card = await page.getByRole("region", { name: "Stuur ons een bericht" }).boundingBox();
    const last = await page.getByRole("button", { name: "Nieuw bericht versturen" }).boundingBox();
    const below = card && last ? card.y + card.height - (last.y + last.height) : undefined;
    expect(below, "px from the card's button to the card's bottom").toBeLessThanOrEqual(48);

    // "Nieuw bericht versturen" returns to an empty form.
    await page.getByRole("button", { name: "Nieuw bericht versturen" }).click();
    await expectValues(page, { naam: "", email: "", telefoon: "", bericht: "" });
    await expect(submitButton(page)).toHaveText("Verstuur bericht");
    await expect(submitButton(page)).toBeEnabled();
    await expect(page.getByRole("alert")).toHaveText("");
  });

  test("only the browser's own validation runs before sending: an empty form is not posted", async ({
    page,
  }) => {
    const posts: Request[] = [];
    page.on("request", (request) => {
      if (isContactPost(request)) posts.push(request);
    });
    await submitButton(page).click();
    await expect(page.getByLabel("Naam *")).toBeFocused();
    expect(
      await page
        .getByLabel("Naam *")
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    await page.getByLabel("E-mailadres *").fill("geen-adres");
    expect(
      await page
        .getByLabel("E-mailadres *")
        .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true);
    await expect(page.getByRole("alert")).toHaveText("");
    expect(posts).toHaveLength(0);
  });

  const failures = [
    {
      name: "a network error",
      provoke: (route: Route) => route.abort("failed"),
      allow: (problems: ProblemGuard) => problems.allowFailedRequest("/"),
      message: /technische storing/,
    },
    {
      name: "a server error (500)",
      provoke: (route: Route) =>
        route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
      allow: (problems: ProblemGuard) => problems.allowHttpError("/", 500),
      message: /technische storing/,
    },
    {
      name: "the rate limit (429)",
      provoke: (route: Route) =>
        route.fulfill({
          status: 429,
          headers: { "Retry-After": "60" },
          contentType: "application/json",
          body: JSON.stringify({ ok: false, error: "Te veel berichten." }),
        }),
      allow: (problems: ProblemGuard) => problems.allowHttpError("/", 429),
      message: /te veel berichten/,
    },
  ] as const;

  for (const failure of failures) {
    test(`${failure.name} keeps every field and offers phone, e-mail and a retry that works`, async ({
      page,
      problems,
    }) => {
      failure.allow(problems);
      await interceptPost(page, failure.provoke);

      const values = message();
      await fill(page, values);
      await submitButton(page).click();

      const alert = page.getByRole("alert");
      await expect(alert).toContainText(failure.message);
      await expect(alert).toBeFocused();
      await expect(alert.getByRole("link", { name: company.phone })).toHaveAttribute(
        "href",
        /^tel:\+31/,
      );
      await expect(alert.getByRole("link", { name: company.email })).toHaveAttribute(
        "href",
        `mailto:${company.email}`,
      );
      await expect(thankYou(page)).toHaveCount(0);
      await expectValues(page, values);
      await expect(submitButton(page)).toHaveText("Opnieuw versturen");
      await expect(submitButton(page)).toBeEnabled();

      // The connection is back: the retry reaches the real server and succeeds.
      await page.unrouteAll({ behavior: "wait" });
      await submitButton(page).click();
      await expect(thankYou(page)).toBeFocused();
    });
  }

  test("a field refused by the server (422) is marked invalid with its Dutch message", async ({
    page,
    problems,
  }) => {
    problems.allowHttpError("/", 422);
    // Spaces satisfy the browser's `required`; the server trims and refuses them.
    const values = message({ naam: "   " });
    await fill(page, values);
    const answer = page.waitForResponse((response) => isContactPost(response.request()));
    await submitButton(page).click();
    const response = await answer;
    expect(response.status()).toBe(422);
    const body: unknown = await response.json();
    expect(body).toMatchObject({ ok: false, errors: { naam: expect.any(String) } });

    const naam = page.getByLabel("Naam *");
    await expect(naam).toHaveAttribute("aria-invalid", "true");
    await expect(naam).toHaveAccessibleDescription("Vul uw naam in.");
    await expect(naam).toBeFocused();
    await expect(page.getByRole("alert")).toContainText("Niet alle velden zijn goed ingevuld");
    for (const other of ["E-mailadres *", "Telefoonnummer", "Bericht *"]) {
      await expect(page.getByLabel(other)).not.toHaveAttribute("aria-invalid", /.*/);
    }
    await expectValues(page, values);

    // Correcting the field and sending again succeeds.
    await naam.fill("Eva de Vries");
    await submitButton(page).click();
    await expect(thankYou(page)).toBeFocused();
  });

  test("several refused fields (422) each show their own message", async ({ page, problems }) => {
    problems.allowHttpError("/", 422);
    await interceptPost(page, (route) =>
      route.fulfill({
        status: 422,
        contentType: "application/json",
        body: JSON.stringify({
          ok: false,
          errors: {
            email: "Vul een geldig e-mailadres in.",
            bericht: "Uw bericht mag maximaal 5000 tekens bevatten.",
          },
        }),
      }),
    );
    const values = message();
    await fill(page, values);
    await submitButton(page).click();

    const email = page.getByLabel("E-mailadres *");
    const bericht = page.getByLabel("Bericht *");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Vul een geldig e-mailadres in.");
    await expect(bericht).toHaveAttribute("aria-invalid", "true");
    await expect(bericht).toHaveAccessibleDescription(
      "Uw bericht mag maximaal 5000 tekens bevatten.",
    );
    await expect(page.getByLabel("Naam *")).not.toHaveAttribute("aria-invalid", /.*/);
    // Focus goes to the first refused field.
    await expect(email).toBeFocused();
    await expectValues(page, values);
  });
});

test.describe("a send with a required field left empty, on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  // Each opens the form and returns what ends the visit: the held scripts let through.
  const states = [
    {
      name: "before the page's scripts ran",
      open: async (page: Page) => {
        const release = await holdRequests(page, "**/assets/*.js");
        await page.goto(paths.contact);
        return async () => {
          release();
          await waitForHydration(page);
        };
      },
      hydrated: false,
    },
    {
      name: "after hydration",
      open: async (page: Page) => {
        await openHydrated(page, paths.contact);
        return async () => {};
      },
      hydrated: true,
    },
  ];
  for (const state of states) {
    test(`${state.name}: the browser's check brings the field into view with its label below the header`, async ({
      page,
    }) => {
      const finish = await state.open(page);
      await submitButton(page).scrollIntoViewIfNeeded();
      const label = page.getByText("Naam *", { exact: true });
      await expect(label, "out of view above, before the send").not.toBeInViewport();
      await submitButton(page).tap();
      await expect(field(page).naam).toBeFocused();
      // How far the label's top lies below the fixed header's bottom, once the page holds still.
      const gap = async () => {
        const [labelBox, headerBox] = await Promise.all([
          label.boundingBox(),
          page.getByRole("banner").boundingBox(),
        ]);
        if (!labelBox || !headerBox) return `label ${labelBox}, header ${headerBox}`;
        return Math.round(labelBox.y - (headerBox.y + headerBox.height));
      };
      await expect
        .poll(gap, {
          message: "px from the header's bottom to the label's top (negative: covered)",
        })
        .toBeGreaterThanOrEqual(0);
      expect(await isHydrated(page), "hydrated at the send").toBe(state.hydrated);
      await finish();
    });
  }
});

test.describe("the form's markup (what Netlify Forms and the native post need)", () => {
  test.use({ javaScriptEnabled: false });

  test("method post to /, Netlify's attributes, form-name and a hidden honeypot", async ({
    page,
  }) => {
    await page.goto(paths.contact);
    const form = page.locator("form[name=contact]");
    await expect(form).toHaveCount(1);
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", "/");
    await expect(form).toHaveAttribute("data-netlify", "true");
    // Netlify reads its documented `netlify-honeypot` and the `data-` spelling
    // (valid HTML) alike; the site uses one of them.
    const honeypotAttribute = await form.evaluate(
      (element) =>
        element.getAttribute("netlify-honeypot") ?? element.getAttribute("data-netlify-honeypot"),
    );
    expect(honeypotAttribute).toBe("bot-field");

    const formName = form.locator('input[name="form-name"]');
    await expect(formName).toHaveAttribute("type", "hidden");
    await expect(formName).toHaveValue("contact");

    const honeypot = form.locator('input[name="bot-field"]');
    await expect(honeypot).toHaveCount(1);
    await expect(honeypot).toBeHidden();
    await expect(honeypot).toHaveAttribute("tabindex", "-1");

    // The visible fields with their native rules.
    const fields = field(page);
    await expect(fields.naam).toHaveAttribute("name", "naam");
    await expect(fields.naam).toHaveAttribute("required", "");
    await expect(fields.email).toHaveAttribute("name", "email");
    await expect(fields.email).toHaveAttribute("type", "email");
    await expect(fields.email).toHaveAttribute("required", "");
    await expect(fields.telefoon).toHaveAttribute("name", "telefoon");
    await expect(fields.telefoon).not.toHaveAttribute("required", /.*/);
    await expect(fields.bericht).toHaveAttribute("name", "bericht");
    await expect(fields.bericht).toHaveAttribute("rows", "6");
    await expect(fields.bericht).toHaveAttribute("required", "");
    await expect(page.getByText("* Verplichte velden")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the native post answers 303 and lands on /contact/bedankt", async ({ page }) => {
    await page.goto(paths.contact);
    await fill(page, message());
    const answer = page.waitForResponse((response) => isContactPost(response.request()));
    await submitButton(page).click();
    const response = await answer;
    expect(response.status()).toBe(303);
    expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe(
      paths.contactThanks,
    );

    await expect(page).toHaveURL(paths.contactThanks);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt voor uw bericht");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
  });

  test("a post the server refuses gets the reason in the site's layout, and the back button keeps the form", async ({
    page,
    problems,
  }) => {
    problems.allowHttpError("/", 422);
    await page.goto(paths.contact);
    // The browser takes an address without a dot in its domain; the server does not.
    const typed = message({ email: "jan@bedrijf" });
    await fill(page, typed);
    const answer = page.waitForResponse((response) => isContactPost(response.request()));
    await submitButton(page).click();
    expect((await answer).status()).toBe(422);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Uw bericht is niet verstuurd",
    );
    await expect(page.getByRole("main").getByRole("listitem")).toHaveText([
      "Vul een geldig e-mailadres in.",
    ]);
    await expect(
      page.getByRole("link", { name: "Terug naar het contactformulier" }),
    ).toHaveAttribute("href", paths.contact);
    await expect(page.getByRole("main").getByRole("link", { name: company.phone })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Cases" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(paths.contact);
    await expectValues(page, typed);
  });
});
