/**
 * The editor at /admin/, used as the agency's marketer would: on the fixture
 * site's editor, whose test repository lives in the browser (seeded with the
 * repository's content), change the home page's lead, edit one FAQ answer,
 * replace a client's logo and add a case with two photos, and see the pages,
 * the legal texts, the process, the menus, the logos and the company's
 * details in the preview as they are typed. What it saves is byte for byte
 * what the fixture site holds: `tests/support/fixture-site.ts`
 * writes the same changes into its copy, so the fixture's one build shows
 * what these changes become on the site (the last test here, and
 * `new-case.spec.ts` for the case's page, card, sector page, sitemap and
 * search).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { caseEntry } from "../support/site-copy";
import { addedCase, editorEdits, fixtureRoot, newLogoFile } from "../support/fixture-site";
import { repository } from "../support/site-copy";
import {
  contentFiles,
  field,
  openEditor,
  repositoryFiles,
  save,
  seedRepository,
  uploadImage,
} from "./support/editor";
import { fixtureURL } from "./support/servers";

test.use({ baseURL: fixtureURL, actionTimeout: 20_000 });

/** The repository's own content: what the editor starts from. */
const seed = contentFiles(repository);

async function signIn(page: Page) {
  await page.goto("/admin/");
  await seedRepository(page, seed);
  await page.reload();
  await page.getByRole("button", { name: "Werken met een testrepository" }).click();
  await expect(page.getByRole("radio", { name: "Inhoud" })).toBeChecked();
}

/** The fields of the item of a list whose summary reads `summary`, opened. */
async function listItem(list: Locator, summary: string): Promise<Locator> {
  // The editor remembers opened items; a closed item shows its summary.
  const collapseAll = list.getByRole("button", { name: "Alles samenvouwen" });
  if (await collapseAll.isEnabled()) await collapseAll.click();
  // The innermost group with the summary is the item (the list's own group comes first).
  const item = list.getByRole("group").filter({ hasText: summary }).last();
  const expand = item.getByRole("button", { name: "Uitvouwen", exact: true });
  const body = await expand.getAttribute("aria-controls");
  await expand.click();
  return list.page().locator(`[id="${body}"]`);
}

/** Adds `texts` as the items of the list field `list`, whose add button names an item `label`. */
async function fillList(list: Locator, label: string, texts: readonly string[]) {
  for (const [index, text] of texts.entries()) {
    await list.getByRole("button", { name: `⁨${label}⁩ toevoegen` }).click();
    await list.getByRole("textbox").nth(index).fill(text);
  }
}

/** The file of the fixture site at `file` (below its root). */
const fixtureFile = (file: string) => readFileSync(path.join(fixtureRoot, file));

test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

let page: Page;
const otherHosts: string[] = [];
/** What the page reported as an error, a blocked load under the editor's policy included. */
const consoleErrors: string[] = [];

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ baseURL: fixtureURL, viewport: { width: 1440, height: 900 } });
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["blob:", "data:"].includes(url.protocol) && url.origin !== fixtureURL)
      otherHosts.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  page.on("response", (response) => {
    if (response.status() >= 400) consoleErrors.push(`${response.status()} ${response.url()}`);
  });
  await signIn(page);
});

test.afterAll(async () => {
  await page.close();
});

test("the lead on the home page: spec-fixed headings are shown but cannot be changed, the video as chosen", async () => {
  const editor = await openEditor(page, "#/collections/pages/entries/home");
  const services = field(editor, "Diensten");
  await services.scrollIntoViewIfNeeded();
  await expect(services.getByRole("textbox", { name: "Kop" })).not.toBeEditable();
  await services.getByRole("textbox", { name: "Inleiding" }).fill(editorEdits.homeLead.text);
  // The file's video shows as the one chosen (the editor reads it with a leading slash).
  const heroVideo = field(editor, "Achtergrondvideo");
  await heroVideo.evaluate((element) => element.scrollIntoView({ block: "start" }));
  await expect(heroVideo.getByRole("textbox", { name: "Video", exact: true })).toHaveValue(
    "videos/home/hero-loop.mp4",
  );
  await save(page);
});

test("an answer in the FAQ, previewed under its page's heading", async () => {
  const editor = await openEditor(page, "#/collections/faq/entries/vr-experiences");
  const item = await listItem(field(editor, "Vragen"), editorEdits.faqAnswer.question);
  const answer = item.getByRole("textbox", { name: "Antwoord" });
  const preview = page.getByRole("group", { name: /^Voorbeeld/ }).frameLocator("iframe");
  await expect(
    preview.getByRole("heading", { level: 2, name: "Veelgestelde vragen over virtual reality" }),
  ).toBeVisible();
  await answer.fill("");
  await expect(preview.getByRole("listitem")).toHaveText(["Antwoord"]);
  await answer.fill(editorEdits.faqAnswer.text);
  const question = preview.getByRole("group").filter({
    has: preview.getByRole("heading", { name: editorEdits.faqAnswer.question }),
  });
  await expect(question).toContainText(editorEdits.faqAnswer.text);
  // A price the service does not state is warned of before it is saved: the build would refuse it.
  const price = await listItem(field(editor, "Vragen"), "Wat kost een VR-project?");
  const priceAnswer = price.getByRole("textbox", { name: "Antwoord" });
  const agreed = await priceAnswer.inputValue();
  await priceAnswer.fill(agreed.replace("€ 40.000", "€ 45.000"));
  await expect(preview.getByRole("status")).toHaveText(
    "Let op: de dienst noemt als prijs € 7.500 tot € 40.000, maar € 40.000 staat in geen van deze antwoorden. Zolang de bedragen verschillen, wordt de site niet bijgewerkt: noem ze hier, of pas de prijs bij de dienst aan.",
  );
  await priceAnswer.fill(agreed);
  await expect(preview.getByRole("status")).toBeHidden();
  await save(page);
});

test("a service's price that its questions do not name is warned of", async () => {
  const editor = await openEditor(page, "#/collections/services/entries/vr-experiences");
  const price = field(editor, "Prijsindicatie");
  await price.scrollIntoViewIfNeeded();
  const upTo = field(price, "Tot (euro)").getByRole("spinbutton");
  const preview = page.getByRole("group", { name: /^Voorbeeld/ }).frameLocator("iframe");
  await upTo.fill("45000");
  await expect(preview.getByRole("status")).toHaveText(
    "Let op: € 45.000 staat in geen van de veelgestelde vragen over deze dienst. Zolang de bedragen verschillen, wordt de site niet bijgewerkt: pas ook het antwoord over de prijs aan.",
  );
  await upTo.fill("40000");
  await expect(preview.getByRole("status")).toBeHidden();
});

test("a testimonial's portrait shows its thumbnail", async () => {
  const editor = await openEditor(page, "#/collections/testimonials/entries/noordlicht-zorggroep");
  // The collection bears the name the site's menu gives it.
  await expect(page.getByRole("status").filter({ hasText: "Marieke Verhoeven" })).toContainText(
    "in de collectie “⁨Testimonials⁩”",
  );
  const thumbnail = field(editor, "Portret").locator("img");
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  // The preview shows it as the home page does, the quote changing as it is typed.
  const preview = page.getByRole("group", { name: /^Voorbeeld/ }).frameLocator("iframe");
  await expect(
    preview.getByRole("heading", { level: 2, name: "Wat onze klanten zeggen" }),
  ).toBeVisible();
  const quote = field(editor, "Citaat").getByRole("textbox");
  const said = await quote.inputValue();
  await quote.fill("Een nieuw citaat.");
  await expect(preview.getByRole("figure")).toContainText("“Een nieuw citaat.”");
  await expect(preview.getByRole("figure")).toContainText("Marieke Verhoeven");
  await quote.fill(said);
});

test("the pages, the legal texts, the process and the menus, previewed as the site shows them", async () => {
  const preview = page.getByRole("group", { name: /^Voorbeeld/ }).frameLocator("iframe");
  // A page's copy as it is typed.
  const vr = await openEditor(page, "#/collections/pages/entries/vr");
  const lead = field(vr, "Kop en zoekresultaat").getByRole("textbox", { name: "Inleiding" });
  const said = await lead.inputValue();
  await lead.fill("Een nieuwe inleiding voor virtual reality.");
  await expect(
    preview.getByRole("heading", { level: 1, name: "Virtual reality laten maken" }),
  ).toBeVisible();
  await expect(preview.getByText("Een nieuwe inleiding voor virtual reality.")).toBeVisible();
  await lead.fill(said);
  // The company's details filled into the text, as the site does.
  await openEditor(page, "#/collections/legal/entries/privacy");
  await expect(preview.getByRole("heading", { level: 1, name: "Privacyverklaring" })).toBeVisible();
  await expect(
    preview.getByText("Immersa XR B.V., gevestigd in Eindhoven (Noord-Brabant)"),
  ).toBeVisible();
  // The cases overview with the cases, whose heading is its copy's.
  await openEditor(page, "#/collections/pages/entries/cases");
  await expect(preview.getByRole("heading", { level: 1, name: "Onze Cases" })).toBeVisible();
  await expect(preview.getByRole("link", { name: /Bekijk case/ }).first()).toBeVisible();
  // A file that is one list.
  await openEditor(page, "#/collections/home/entries/process");
  await expect(preview.getByRole("heading", { level: 2, name: "Ons Proces" })).toBeVisible();
  await expect(preview.getByRole("listitem")).toHaveCount(6);
  // The services overview, whose file shares its name with the services' collection.
  await openEditor(page, "#/collections/pages/entries/services");
  await expect(preview.getByRole("heading", { level: 1, name: "Onze Diensten" })).toBeVisible();
  await openEditor(page, "#/collections/legal/entries/terms");
  await expect(
    preview.getByRole("heading", { level: 1, name: "Algemene voorwaarden" }),
  ).toBeVisible();
  await openEditor(page, "#/collections/pages/entries/search");
  await expect(preview.getByRole("searchbox")).toBeVisible();
  // The menus: the header above the footer, as typed.
  const menus = await openEditor(page, "#/collections/settings/entries/navigation");
  await expect(preview.getByRole("banner")).toBeVisible();
  const aboutUs = field(field(menus, "Voettekst"), "Over ons");
  await aboutUs.scrollIntoViewIfNeeded();
  const about = aboutUs.getByRole("textbox", { name: "Kop" });
  const heading = await about.inputValue();
  await about.fill("Over ons bureau");
  await expect(
    preview.getByRole("contentinfo").getByRole("heading", { name: "Over ons bureau" }),
  ).toBeVisible();
  await about.fill(heading);
});

test("a client's logo, replaced by an uploaded SVG", async () => {
  const editor = await openEditor(page, "#/collections/home/entries/clients");
  const item = await listItem(field(editor, "Logo's"), editorEdits.logo.client);
  await uploadImage(page, field(item, "Logo (SVG)"), newLogoFile);
  // The preview shows the strip with the new logo before it is saved.
  const preview = page.getByRole("group", { name: /^Voorbeeld/ }).frameLocator("iframe");
  const logo = preview.getByRole("img", { name: editorEdits.logo.client });
  await expect
    .poll(() =>
      logo.evaluate(
        (image: HTMLImageElement) =>
          image.complete && image.naturalWidth > 0 && image.currentSrc.startsWith("blob:"),
      ),
    )
    .toBe(true);
  await save(page);
});

test("the company's hours, in details that leave the KvK number and the street empty", async () => {
  const editor = await openEditor(page, "#/collections/settings/entries/site");
  const hours = field(editor, "Bereikbaar");
  await hours.scrollIntoViewIfNeeded();
  await hours.getByRole("textbox", { name: "Tot" }).fill(editorEdits.closingTime.text);
  // The preview shows the details where visitors meet them: the contact page and the footer.
  const preview = page.getByRole("group", { name: /^Voorbeeld/ }).frameLocator("iframe");
  await expect(preview.getByText(`ma–vr 09:00–${editorEdits.closingTime.text}`)).toBeVisible();
  const phone = editor.getByRole("textbox", { name: "Telefoonnummer" });
  await phone.fill("040 765 4321");
  await expect(
    preview.getByRole("contentinfo").getByRole("link", { name: "040 765 4321" }),
  ).toHaveAttribute("href", "tel:+31407654321");
  await phone.fill("040 123 4567");
  await save(page);
});

test("a new case with two photos", async () => {
  const narrow = test.info().outputPath("smal.jpg");
  await sharp({ create: { width: 800, height: 400, channels: 3, background: "#334" } })
    .jpeg()
    .toFile(narrow);
  const entry = caseEntry(addedCase);
  const editor = await openEditor(page, "#/collections/cases/new");
  const title = field(editor, "Titel");
  await title
    .getByRole("textbox")
    .fill("Een titel die met de naam van de site erachter te lang is voor zoekmachines");
  await editor.getByRole("radio", { name: entry.sector }).check();
  await field(editor, "Opdrachtgever").getByRole("textbox").fill(entry.client);
  await editor.getByRole("radio", { name: String(entry.year) }).check();
  await field(editor, "Volgorde").getByRole("spinbutton").fill(String(entry.order));
  await field(editor, "Laatst bijgewerkt").getByRole("textbox").fill(entry.updated);
  // The build's rules hold in the form: a title too long and a description too short for
  // search results are refused, and the editor says so in Dutch.
  const description = field(editor, "Korte omschrijving");
  await description.getByRole("textbox").fill("Te kort.");
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(title.getByRole("alert")).toContainText(
    'Hooguit 47 tekens (met " | Immersa XR" erachter 60).',
  );
  await expect(description.getByRole("alert")).toContainText(
    "Je moet minstens 120 tekens invoeren.",
  );
  await expect(page.getByRole("button", { name: "Fouten tonen" })).toBeVisible();
  await title.getByRole("textbox").fill(entry.title);
  await expect(title.getByRole("alert")).toBeHidden();
  await description.getByRole("textbox").fill(entry.description);
  await expect(description.getByRole("alert")).toBeHidden();
  await expect(
    description.getByLabel(
      `${entry.description.length} tekens ingevoerd. Minimum: 120. Maximum: 160.`,
    ),
  ).toBeVisible();

  const banner = field(editor, "Bannerafbeelding");
  await banner.scrollIntoViewIfNeeded();
  // An image too narrow for its slot is refused before anything is saved.
  await uploadImage(page, banner, narrow);
  const refusal = banner.getByRole("alert").filter({ hasText: "800 pixels breed" });
  await expect(refusal).toHaveText(
    "Deze afbeelding is 800 pixels breed. Deze plek op de site heeft een afbeelding van minstens 1600 pixels breed nodig; kies een grotere.",
  );
  await expect(banner.getByRole("textbox", { name: "Afbeelding" })).toHaveValue("");
  await uploadImage(page, banner, path.join(fixtureRoot, "media", addedCase.banner));
  await expect(refusal).toBeHidden();
  await expect(banner.getByRole("textbox", { name: "Afbeelding" })).toHaveValue(
    "fixture-xr-lab.jpg (wordt toegevoegd bij Opslaan)",
  );
  await banner.getByRole("textbox", { name: "Beschrijving (alt-tekst)" }).fill(entry.banner.alt);

  const media = field(editor, "Beeld onderaan de pagina");
  await media.scrollIntoViewIfNeeded();
  await media.getByRole("button", { name: /toevoegen/ }).click();
  await page.getByRole("menuitem", { name: "Afbeelding" }).click();
  await uploadImage(page, media, path.join(fixtureRoot, "media", addedCase.media));
  await media
    .getByRole("textbox", { name: "Beschrijving (alt-tekst)" })
    .fill(entry.media.image.alt);

  await field(editor, "Overzicht").getByRole("textbox").fill(entry.overview);
  await fillList(field(editor, "Uitdagingen"), "Punt", entry.challenges);
  await field(editor, "Oplossing").getByRole("textbox").fill(entry.solution);
  await fillList(field(editor, "Resultaten"), "Punt", entry.results);

  // The address: made from the title, changed once before the first save.
  await page.getByRole("radio", { name: "Slug" }).click();
  const slug = page.getByRole("group", { name: "Slug" });
  await slug.getByRole("button", { name: "Slug bewerken" }).click();
  await slug.getByRole("textbox").fill(addedCase.id);
  await slug.getByRole("button", { name: "Klaar" }).click();
  // The preview draws the case as the site will, with the photos from this machine.
  const preview = page.getByRole("group", { name: /^Voorbeeld/ }).frameLocator("iframe");
  await expect(preview.getByRole("heading", { level: 1, name: entry.title })).toBeVisible();
  const bannerImage = preview.getByRole("img", { name: entry.banner.alt });
  await expect
    .poll(() => bannerImage.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(2400);
  await save(page);
  // Back in the list of cases, each named with its client and year.
  await expect(
    page
      .getByRole("row", { name: entry.title })
      .getByRole("gridcell", { name: `${entry.title} · ${entry.client}, ${entry.year}` }),
  ).toBeVisible();
});

test("the editor wrote what a developer would have, and nothing else", async () => {
  // Served with its own headers: its policy let it do all of the above.
  const document = await page.request.get("/admin/");
  expect(document.headers()["content-security-policy"]).toContain(
    "style-src 'self' 'unsafe-inline'",
  );
  expect(document.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  expect(consoleErrors).toEqual([]);

  const written = await repositoryFiles(page);
  const changed = Object.keys(written)
    .filter((file) => seed[file] === undefined || seed[file] !== written[file]?.toString("utf8"))
    .sort();
  const expected = [
    editorEdits.homeLead.file,
    editorEdits.faqAnswer.file,
    editorEdits.logo.file,
    editorEdits.closingTime.file,
    `content/cases/${addedCase.id}.yaml`,
    `media/${editorEdits.logo.src}`,
    `media/${addedCase.banner}`,
    `media/${addedCase.media}`,
  ].sort();
  expect(changed).toEqual(expected);
  for (const file of expected) {
    expect(written[file]?.equals(fixtureFile(file)), file).toBe(true);
  }
  expect(otherHosts).toEqual([]);
});

test("the site built from those files shows the lead, the answer, the logo and the hours", async ({
  request,
}) => {
  const home = await (await request.get("/")).text();
  expect(home).toContain(editorEdits.homeLead.text.replace("&", "&amp;"));
  expect(home).toMatch(/<img[^>]+src="\/media\/logos\/kempenstaal-2026-[0-9a-f]{8}\.svg"/);
  const vr = await (await request.get("/diensten/virtual-reality-laten-maken")).text();
  expect(vr).toContain(editorEdits.faqAnswer.text);
  const contact = await (await request.get("/contact")).text();
  expect(contact).toContain(`09:00–${editorEdits.closingTime.text}`);
});
