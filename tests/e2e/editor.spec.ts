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
import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
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
  watchEditor,
} from "./support/editor";
import { fixtureURL } from "./support/servers";

test.use({ baseURL: fixtureURL, actionTimeout: 20_000 });

/**
 * A form opens with every field checked by the build's own rules, and its
 * preview is drawn after that: on a busy machine a long form (the privacy
 * statement, the menus) takes more than the default five seconds.
 */
const expect = baseExpect.configure({ timeout: 20_000 });

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

/** Adds `texts` as items after those of the list field `list`, whose add button names an item `label`. */
async function fillList(list: Locator, label: string, texts: readonly string[]) {
  const before = await list.getByRole("textbox").count();
  for (const [index, text] of texts.entries()) {
    await list.getByRole("button", { name: `⁨${label}⁩ toevoegen` }).click();
    await list
      .getByRole("textbox")
      .nth(before + index)
      .fill(text);
  }
}

/** The file of the fixture site at `file` (below its root). */
const fixtureFile = (file: string) => readFileSync(path.join(fixtureRoot, file));

/** A screenshot of the editor as the marketer sees it at this step, kept with the test's output. */
async function screenshot(name: string) {
  const file = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await test.info().attach(name, { path: file, contentType: "image/png" });
}

test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

let page: Page;
let reported: ReturnType<typeof watchEditor>;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ baseURL: fixtureURL, viewport: { width: 1440, height: 900 } });
  reported = watchEditor(page, fixtureURL);
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
  // The price is the service's: the answer names it as placeholders, the preview fills them in.
  const price = await listItem(field(editor, "Vragen"), "Wat kost een VR-project?");
  await expect(price.getByRole("textbox", { name: "Antwoord" })).toHaveValue(
    /van \{priceMin\} tot \{priceMax\}/,
  );
  const priceQuestion = preview.getByRole("group").filter({
    has: preview.getByRole("heading", { name: "Wat kost een VR-project?" }),
  });
  await expect(priceQuestion).toContainText("van € 7.500 tot € 40.000");
  await save(page);
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
  // The server's texts: the page of a post refused without JavaScript, with two reasons, as typed.
  // (Never two entries of one collection in a row: the editor does not redraw the form then.)
  const server = await openEditor(page, "#/collections/settings/entries/server");
  const errorPage = field(server, "Pagina na een geweigerd bericht (zonder JavaScript)");
  await errorPage.scrollIntoViewIfNeeded();
  const refused = field(errorPage, "Kop bij een geweigerd bericht").getByRole("textbox");
  const refusedWas = await refused.inputValue();
  await refused.fill("Uw bericht kwam niet aan");
  await expect(
    preview.getByRole("heading", { level: 1, name: "Uw bericht kwam niet aan" }),
  ).toBeVisible();
  await expect(preview.getByRole("listitem")).toHaveText([
    "Vul uw naam in.",
    "Vul een geldig e-mailadres in.",
  ]);
  await refused.fill(refusedWas);
  await openEditor(page, "#/collections/pages/entries/search");
  await expect(preview.getByRole("searchbox")).toBeVisible();
  // The menus: the header as the pane's width shows it, the header of a wide screen with
  // its dropdown open, and the footer, as typed.
  const menus = await openEditor(page, "#/collections/settings/entries/navigation");
  await expect(preview.getByRole("banner")).toBeVisible();
  const wide = preview.frameLocator('iframe[title="De kopregel op een breed scherm"]');
  await expect(wide.getByRole("list", { name: "Onze Diensten" }).getByRole("link")).toHaveText([
    "Virtual Reality",
    "Augmented Reality",
    "360° video",
  ]);
  await expect(wide.getByRole("link", { name: "Neem contact op" })).toBeVisible();
  const services = await listItem(field(field(menus, "Uitklapmenu"), "Kolommen"), "Onze Diensten");
  const vrLink = await listItem(field(services, "Links"), "Virtual Reality");
  const vrLabel = vrLink.getByRole("textbox", { name: "Tekst" });
  await vrLabel.fill("VR-trainingen");
  await expect(wide.getByRole("link", { name: "VR-trainingen" })).toBeVisible();
  await screenshot("menus-wide-header");
  await vrLabel.fill("Virtual Reality");
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

test("a client's logo: a photo refused as it is picked, an uploaded SVG taken", async () => {
  const photo = test.info().outputPath("foto.jpg");
  await sharp({ create: { width: 400, height: 200, channels: 3, background: "#334" } })
    .jpeg()
    .toFile(photo);
  const editor = await openEditor(page, "#/collections/home/entries/clients");
  const item = await listItem(field(editor, "Logo's"), editorEdits.logo.client);
  const logoField = field(item, "Logo (SVG)");
  const file = logoField.getByRole("textbox", { name: "Logo (SVG)" });
  const before = await file.inputValue();
  // The picker uploads a file of any type; the field refuses one the build would refuse.
  await uploadImage(page, logoField, photo);
  await expect(logoField.getByRole("alert")).toHaveText(
    "Hier past alleen een bestand dat eindigt op .svg; „foto.jpg” doet dat niet.",
  );
  await expect(file).toHaveValue(before);
  await uploadImage(page, logoField, newLogoFile);
  await expect(logoField.getByRole("alert")).toBeHidden();
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
  // A project of this year: the editor offers it, as the build takes it.
  await editor.getByRole("radio", { name: String(new Date().getFullYear()) }).check();
  await expect(editor.getByRole("radio", { name: String(entry.year) })).toBeChecked();
  await screenshot("case-of-this-year");
  await field(editor, "Volgorde").getByRole("spinbutton").fill(String(entry.order));
  await field(editor, "Laatst bijgewerkt").getByRole("textbox").fill(entry.updated);
  // The build's rules hold in the form: a title too long and a description too short for
  // search results are refused, and the editor says so in Dutch.
  const description = field(editor, "Korte omschrijving");
  await description.getByRole("textbox").fill("Te kort.");
  // Placeholder text in any letter case is refused, with the rule it breaks.
  const overview = field(editor, "Overzicht");
  await overview.getByRole("textbox").fill("Een todo-lijst voor de training");
  // A list with fewer points than it needs says how many.
  const challenges = field(editor, "Uitdagingen");
  await fillList(challenges, "Punt", entry.challenges.slice(0, 1));
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByRole("button", { name: "Fouten tonen" })).toBeVisible();
  await expect(title.getByRole("alert")).toContainText(
    'Hooguit 47 tekens (met " | Immersa XR" erachter 60); deze titel telt er 75.',
  );
  await expect(description.getByRole("alert")).toContainText(
    "Deze omschrijving telt 8 tekens zoals de site haar toont; in zoekresultaten passen er 120 tot 160.",
  );
  await expect(overview.getByRole("alert")).toContainText(
    'Dit veld bevat opvultekst ("todo"; ook todo, xxx, lorem ipsum); schrijf de echte tekst.',
  );
  await expect(challenges.getByRole("alert").first()).toContainText(
    "Hier zijn er minstens 2 nodig.",
  );
  await overview.scrollIntoViewIfNeeded();
  await screenshot("todo-refused");
  // Corrected, they are taken by the save at the end. (Sveltia checks a site field's value after
  // it is typed and shows the verdict at the next check, so the message itself may lag one input.)
  await title.getByRole("textbox").fill(entry.title);
  await description.getByRole("textbox").fill(entry.description);

  const banner = field(editor, "Bannerafbeelding");
  await banner.scrollIntoViewIfNeeded();
  // An image too narrow for its slot is refused before anything is saved.
  await uploadImage(page, banner, narrow);
  const refusal = banner.getByRole("alert").filter({ hasText: "800 pixels breed" });
  await expect(refusal).toHaveText(
    "Deze afbeelding is te klein voor deze plek: bijgesneden tot 2:1 blijft er 800 pixels breed over, en deze plek heeft er minstens 1600 nodig. Kies een grotere.",
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
  await media.getByRole("textbox", { name: "Beschrijving (alt-tekst)" }).fill(entry.media.alt);

  await overview.getByRole("textbox").fill(entry.overview);
  await fillList(challenges, "Punt", entry.challenges.slice(1));
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
  expect(reported.errors).toEqual([]);

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
  expect(reported.otherHosts).toEqual([]);
});

/** Deletes the open entry through the editor's menu, up to the question or the refusal. */
async function askToDelete() {
  await page.getByRole("button", { name: "Editoropties tonen" }).click();
  await page.getByRole("menuitem", { name: "Item verwijderen" }).click();
  return page.getByRole("alertdialog", { name: "Item verwijderen" });
}

test("a button pointed at a case, that case deleted; a case the AR page shows is refused in the marketer's words", async () => {
  // A link's target is a choice of what the site has: its pages, places on the home page, sectors and cases.
  const home = await openEditor(page, "#/collections/pages/entries/home");
  // The editor draws a group's fields as it comes into view.
  const casesGroup = field(home, "Cases");
  await casesGroup.evaluate((element) => element.scrollIntoView({ block: "start" }));
  const allCases = field(casesGroup, "Link naar alle cases");
  await allCases.scrollIntoViewIfNeeded();
  const target = field(allCases, "Naar").getByRole("combobox");
  await target.click();
  await page
    .getByRole("option", { name: "Case: Een virtuele mens uit één foto (/cases/avatar-studio)" })
    .click();
  await expect(target).toContainText("/cases/avatar-studio");
  await screenshot("link-to-case");
  await save(page);
  expect((await repositoryFiles(page))["content/pages/home.yaml"]?.toString("utf8")).toContain(
    "to: /cases/avatar-studio",
  );

  // The case the button points at can go: the build then sends the button to /cases and says so.
  await openEditor(page, "#/collections/cases/entries/avatar-studio");
  const question = await askToDelete();
  await expect(question).toContainText("Weet u zeker dat u dit item wilt verwijderen?");
  await screenshot("delete-linked-case");
  await question.getByRole("button", { name: "Verwijderen" }).click();
  // Back in the list of cases, without it.
  const cases = page.getByRole("main", { name: "Collectie ⁨Cases⁩" });
  await expect(cases.getByRole("row", { name: /Een virtuele mens uit één foto/ })).toHaveCount(0);
  await expect(cases.getByRole("row", { name: /Proeflab voor mixed reality/ })).toBeVisible();
  expect(Object.keys(await repositoryFiles(page))).not.toContain(
    "content/cases/avatar-studio.yaml",
  );

  // A case the AR page shows as an example cannot go, and the editor says why in its own labels.
  await openEditor(page, "#/collections/cases/entries/museum-ar");
  const refusal = await askToDelete();
  await expect(refusal).toContainText(
    "Deze case staat als voorbeeld op de pagina hieronder en kan daarom niet worden verwijderd. Kies daar eerst een andere case; daarna kunt u deze verwijderen.",
  );
  await expect(refusal.getByRole("listitem")).toHaveText(
    "Pagina's › Augmented reality Voorbeeldcases: Hier zijn er minstens 2 nodig.",
  );
  await expect(refusal.getByRole("button", { name: "Verwijderen" })).toBeDisabled();
  await screenshot("delete-ar-example-refused");
  await page.keyboard.press("Escape");
  expect(Object.keys(await repositoryFiles(page))).toContain("content/cases/museum-ar.yaml");
});

test("the 360° demo's publication, picked as a day and a time, is saved with the marketer's time zone", async () => {
  const video360 = await openEditor(page, "#/collections/pages/entries/video360");
  // The editor draws a group's fields as it comes into view.
  for (const group of ["360°-demo", "Voor zoekmachines"]) {
    await field(video360, group).evaluate((element) => element.scrollIntoView({ block: "start" }));
  }
  const published = field(video360, "Gepubliceerd").getByRole("textbox", { name: "Gepubliceerd" });
  // The file's moment, shown in the picker as the day and time it is in Amsterdam.
  await expect(published).toHaveValue("2026-11-24T12:00");
  await expect(published).toHaveAttribute("type", "datetime-local");
  await published.fill("2026-12-01T09:30");
  await screenshot("video360-published");
  await save(page);
  expect((await repositoryFiles(page))["content/pages/360-video.yaml"]?.toString("utf8")).toContain(
    "uploadDate: 2026-12-01T09:30:00+01:00",
  );
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
