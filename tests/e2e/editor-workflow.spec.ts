/**
 * Drafts, review and publishing in the editor at /admin/, as the agency's
 * marketer goes through them: on the editor built for GitHub
 * (`tests/support/workflow-editor.ts`), against a stand-in of GitHub's API
 * on this machine (`tests/support/github-stand-in/`) whose published branch
 * holds the repository's content and media, protected as the docs set
 * GitHub up (a pull request whose Deploy Preview has not succeeded is not
 * merged). The test plays Netlify: it posts the Deploy Preview's status on
 * the draft's pull request.
 *
 * A change of the home page's lead is saved as a draft (a branch and a pull
 * request; the site keeps its text), its preview is reported building and
 * then ready with its address, which the editor links; it moves to review,
 * to ready and is published, after which the published branch holds
 * exactly the file the fixture site holds for this change (what
 * `editor.spec.ts` saves on the test backend) and the draft's branch is
 * gone. A second draft, of the company's hours, gets a failed preview: the
 * editor shows the failure, and publishing it is refused.
 *
 * The screenshots the editor's guide shows (`docs/content.md`) are written
 * into this test's output folder. On a failure the stand-in's requests log
 * is printed and attached.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { editorEdits, fixtureRoot } from "../support/fixture-site";
import { type GitHubStandIn, standInToken, startGitHubStandIn } from "../support/github-stand-in";
import { repository } from "../support/site-copy";
import { serveWorkflowEditor, siteFiles } from "../support/workflow-editor";
import { field, openEditor } from "./support/editor";
import { standInPort, workflowEditorPort, workflowEditorURL } from "./support/servers";

/** Most steps wait for the editor's calls to the Git host. */
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);
test.use({ baseURL: workflowEditorURL, actionTimeout: 20_000 });

/** Netlify's address of pull request `number`'s Deploy Preview. */
const previewOf = (number: number) => `https://deploy-preview-${number}--immersa-xr.netlify.app`;
const logOf = (number: number) =>
  `https://app.netlify.com/projects/immersa-xr/deploys/preview-${number}`;

/** The site's own file, and the fixture site's with the editor's change in it. */
const ownFile = (file: string) => readFileSync(path.join(repository, file));
const fixtureFile = (file: string) => readFileSync(path.join(fixtureRoot, file));

/** Opening an entry, a save or a publication: calls to the Git host, slow on a busy machine. */
const saveTimeout = { timeout: 60_000 };

let standIn: GitHubStandIn;
let editorServer: { close(): void };
let page: Page;
const otherHosts: string[] = [];
const consoleErrors: string[] = [];

test.beforeAll(async ({ browser }) => {
  // A repository of the site's content and media, and a browser: slow on a busy machine.
  test.setTimeout(120_000);
  standIn = await startGitHubStandIn({
    port: standInPort,
    files: siteFiles(),
    requirePreview: true,
  });
  editorServer = await serveWorkflowEditor(workflowEditorPort, standIn.url);
  const context = await browser.newContext({
    baseURL: workflowEditorURL,
    viewport: { width: 1440, height: 900 },
  });
  // A preview opened from the editor lands on Netlify; here a page of our own answers for it.
  await context.route(/^https:\/\/deploy-preview-\d+--immersa-xr\.netlify\.app\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Deploy Preview</title>" }),
  );
  page = await context.newPage();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (
      !["blob:", "data:"].includes(url.protocol) &&
      ![workflowEditorURL, standIn.url].includes(url.origin)
    )
      otherHosts.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
});

test.afterEach(async () => {
  const testInfo = test.info();
  if (testInfo.status === testInfo.expectedStatus) return;
  const log = standIn.describeRequests();
  console.log(`What the GitHub stand-in received:\n${log}`);
  await testInfo.attach("github-stand-in-requests.txt", { body: log, contentType: "text/plain" });
});

test.afterAll(async () => {
  await page?.context().close();
  editorServer?.close();
  await standIn?.close();
});

/** A screenshot for the editor's guide, `height` px of the page from the top. */
const screenshot = (name: string, height?: number) =>
  page.screenshot({
    path: test.info().outputPath(`${name}.png`),
    ...(height ? { clip: { x: 0, y: 0, width: page.viewportSize()?.width ?? 0, height } } : {}),
  });

/**
 * Saves the open entry as a draft, leaving it in the drafts when the editor
 * asks about review; with `shot`, the question is the guide's screenshot.
 */
async function saveDraft(shot?: string) {
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  // Saving is a branch, a commit, a pull request and its label: four calls to the Git host.
  const review = page.getByRole("alertdialog", { name: "Ter review indienen" });
  await expect(review).toContainText("Uw wijzigingen zijn opgeslagen als concept.", saveTimeout);
  if (shot) await screenshot(shot);
  await review.getByRole("button", { name: "Later" }).click();
  await expect(page.getByRole("group", { name: "Content-editor" })).toBeHidden(saveTimeout);
}

/** Opens the entry at `entry` (`<collection>/entries/<name>`), read from the Git host. */
const openEntry = (entry: string) =>
  openEditor(page, `#/collections/${entry}`, saveTimeout.timeout);

/** Types `text` into the text box `box` of the field `group` of `entry`, and saves a draft. */
async function draftChange(
  { entry, group, box, text }: { entry: string; group: string; box: string; text: string },
  shot?: string,
) {
  const section = field(await openEntry(entry), group);
  await section.scrollIntoViewIfNeeded();
  await section.getByRole("textbox", { name: box }).fill(text);
  await saveDraft(shot);
}

/** The pull request from `branch`, as the stand-in holds it. */
function pullRequestFrom(branch: string) {
  const found = standIn.pullRequests().find((item) => item.head === branch);
  if (!found) throw new Error(`no pull request from ${branch}:\n${standIn.describeRequests()}`);
  return found;
}

/** The card of `title` on the editorial workflow board. */
const boardCard = (title: string) =>
  page
    .getByRole("group", { name: "Redactionele workflow" })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("button", { name: title, exact: true }),
    });

/** Sets the open entry's status with the editor's status menu. */
async function setStatus(status: "In review" | "Klaar") {
  await page.getByRole("button", { name: /^Status: / }).click();
  await page.getByRole("menuitemradio", { name: status }).click();
  await expect(page.getByRole("button", { name: `Status: ⁨${status}⁩` })).toBeVisible(saveTimeout);
}

test("the marketer signs in with a token that may open pull requests", async () => {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Inloggen met een toegangstoken" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Inloggen met een toegangstoken" });
  await expect(dialog).toContainText("moet het token ook pull requests kunnen lezen en schrijven");
  await dialog.getByRole("textbox", { name: "Persoonlijk toegangstoken" }).fill(standInToken);
  await dialog.getByRole("button", { name: "Inloggen", exact: true }).click();
  // The editor reads every content file and each one's last commit before it shows them.
  await expect(page.getByRole("radio", { name: "Inhoud" })).toBeChecked(saveTimeout);
  await expect(page.getByRole("radio", { name: "Redactionele workflow" })).toBeVisible();
});

test("a change saved is a draft: a branch and a pull request, and the site keeps its text", async () => {
  const { file, text } = editorEdits.homeLead;
  await draftChange(
    { entry: "pages/entries/home", group: "Diensten", box: "Inleiding", text },
    "editor-workflow-saved-1440",
  );
  await expect(page.getByRole("row", { name: "Home" })).toContainText("Concept");

  const draft = pullRequestFrom("cms/pages/home");
  expect(draft).toMatchObject({ base: "main", draft: true, labels: ["sveltia-cms/draft"] });
  const [published, drafted] = await Promise.all([
    standIn.files(),
    standIn.files("cms/pages/home"),
  ]);
  expect(published[file]?.equals(ownFile(file)), "the published branch is unchanged").toBe(true);
  expect(drafted[file]?.toString("utf8")).toBe(fixtureFile(file).toString("utf8"));
});

test("the draft's preview: being built, then ready, with its link", async () => {
  const { number } = pullRequestFrom("cms/pages/home");
  await standIn.reportDeployPreview(number, { state: "building" });
  await page.getByRole("radio", { name: "Redactionele workflow" }).click();
  const card = boardCard("Home");
  await expect(card).toContainText("Bezig met bouwen…");
  await expect(card.getByRole("button", { name: "Controleren op voorbeeld" })).toBeDisabled();

  await standIn.reportDeployPreview(number, { state: "ready", url: previewOf(number) });
  const view = card.getByRole("button", { name: "Voorbeeld bekijken" });
  await expect(view).toBeEnabled();
  await expect(card).not.toContainText("Bezig met bouwen…");
  await screenshot("editor-workflow-board-1440", 240);
  const opened = page.context().waitForEvent("page");
  await view.click();
  const preview = await opened;
  // The page of the entry on the preview: the home page.
  expect(preview.url()).toBe(`${previewOf(number)}/`);
  await preview.close();
});

test("the draft goes to review, to ready, and is published: the site gets exactly the change", async () => {
  const { file } = editorEdits.homeLead;
  await openEntry("pages/entries/home");
  const toolbar = page.getByRole("toolbar", { name: "Primair" });
  await expect(toolbar.getByRole("button", { name: "Voorbeeld bekijken" })).toBeEnabled();
  // Publishing is offered only once the draft is ready.
  await expect(toolbar.getByRole("button", { name: "Item publiceren" })).toHaveCount(0);
  await setStatus("In review");
  await screenshot("editor-workflow-review-1440", 420);
  expect(pullRequestFrom("cms/pages/home")).toMatchObject({
    draft: false,
    labels: ["sveltia-cms/pending_review"],
  });
  await setStatus("Klaar");
  expect(pullRequestFrom("cms/pages/home").labels).toEqual(["sveltia-cms/pending_publish"]);
  await screenshot("editor-workflow-ready-1440", 420);

  await toolbar.getByRole("button", { name: "Item publiceren" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Item publiceren" });
  await confirm.getByRole("button", { name: "Publiceren" }).click();
  await expect(page.getByRole("group", { name: "Content-editor" })).toBeHidden(saveTimeout);

  await expect
    .poll(async () => (await standIn.files())[file]?.toString("utf8"), {
      message: `the published ${file}`,
    })
    .toBe(fixtureFile(file).toString("utf8"));
  expect((await standIn.files())[file]?.equals(fixtureFile(file))).toBe(true);
  expect(pullRequestFrom("cms/pages/home")).toMatchObject({ state: "closed", merged: true });
  await expect.poll(() => standIn.branches()).toEqual(["main"]);
  await expect(page.getByRole("row", { name: "Home" })).not.toContainText("Concept");
  await screenshot("editor-workflow-published-1440", 420);
});

test("a draft whose preview failed says so, and is not published", async () => {
  const { file, text } = editorEdits.closingTime;
  await draftChange({ entry: "settings/entries/site", group: "Bereikbaar", box: "Tot", text });
  const { number } = pullRequestFrom("cms/settings/site");
  await standIn.reportDeployPreview(number, { state: "failed", logUrl: logOf(number) });

  // On the board, and in the editor, before anyone publishes (the list of entries does not say).
  await page.getByRole("radio", { name: "Redactionele workflow" }).click();
  const card = boardCard("Bedrijfsgegevens");
  await expect(card).toContainText("Build mislukt");
  const failed = "Het voorbeeld kon niet worden gebouwd.";
  await expect(
    card.getByRole("button", { name: "Bekijken op de live site" }),
  ).toHaveAccessibleDescription(failed);
  await screenshot("editor-workflow-failed-1440", 240);
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot("editor-workflow-failed-375");
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEntry("settings/entries/site");
  await expect(
    page
      .getByRole("toolbar", { name: "Primair" })
      .getByRole("button", { name: "Bekijken op de live site" }),
  ).toHaveAccessibleDescription(failed);

  // Marked ready anyway, it is refused at publishing: GitHub requires the preview to succeed.
  await setStatus("In review");
  await setStatus("Klaar");
  const errorsBefore = consoleErrors.length;
  await page.getByRole("button", { name: "Item publiceren" }).click();
  await page
    .getByRole("alertdialog", { name: "Item publiceren" })
    .getByRole("button", { name: "Publiceren" })
    .click();
  await expect(page.getByRole("alert")).toContainText(
    "Het item kon niet worden gepubliceerd. Probeer het opnieuw.",
    saveTimeout,
  );
  // The refusal, as the browser and the editor report it in the console.
  expect(consoleErrors.splice(errorsBefore)).toEqual([
    "Failed to load resource: the server responded with a status of 405 (Method Not Allowed)",
    expect.stringMatching(/^Error: Server responded with an error\n/),
  ]);
  expect((await standIn.files())[file]?.equals(ownFile(file))).toBe(true);
  expect(pullRequestFrom("cms/settings/site")).toMatchObject({ state: "open", merged: false });
});

/** How many unsaved drafts the editor keeps in this browser (Sveltia's `draft-backups` store). */
const keptDrafts = () =>
  page.evaluate(async () => {
    let count = 0;
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error(`cannot open ${name}`));
      });
      if (database.objectStoreNames.contains("draft-backups")) {
        const store = database.transaction("draft-backups").objectStore("draft-backups");
        count += await new Promise<number>((resolve) => {
          const request = store.count();
          request.onsuccess = () => resolve(request.result);
        });
      }
      database.close();
    }
    return count;
  });

test("an edit closed without saving is kept in the browser, and offered back when the page is opened again", async () => {
  const unsaved = "Een inleiding die nog niet is opgeslagen.";
  const lead = async () =>
    field(await openEntry("pages/entries/contact"), "Kop en zoekresultaat").getByRole("textbox", {
      name: "Inleiding",
    });
  const box = await lead();
  const was = await box.inputValue();
  // As a hand does: the editor keeps only what someone clicked or typed.
  await box.click();
  await box.fill(unsaved);
  // The editor keeps the draft half a second after the last key; Escape closes the form.
  await expect.poll(keptDrafts, { message: "drafts kept in the browser" }).toBe(1);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("group", { name: "Content-editor" })).toBeHidden();

  const reopened = lead();
  const offer = page.getByRole("alertdialog", { name: "Niet-opgeslagen wijzigingen herstellen" });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText("die niet zijn opgeslagen. Wilt u ze herstellen?");
  await offer.getByRole("button", { name: "Herstellen" }).click();
  const restored = await reopened;
  await expect(restored).toHaveValue(unsaved);
  // Put back as it was, the entry has nothing left to keep.
  await restored.fill(was);
  await expect.poll(keptDrafts, { message: "drafts kept in the browser" }).toBe(0);
  await page.keyboard.press("Escape");
  expect(standIn.pullRequests().map((item) => item.head)).not.toContain("cms/pages/contact");
});

test("the editor asked nothing but the Git host it was built for, within its own policy", async () => {
  const editorPage = await page.request.get("/admin/");
  expect(editorPage.headers()["content-security-policy"]).toContain(
    `connect-src 'self' data: blob: ${standIn.url};`,
  );
  expect(standIn.requests.filter((request) => request.unexpected)).toEqual([]);
  // A browser weighing whether to offer the editor as an app reads its manifest, which the
  // editor makes in memory; a policy that blocked it would say so in the console.
  const browser = await page.context().newCDPSession(page);
  const manifest = await browser.send("Page.getAppManifest");
  expect(manifest, `the console: ${consoleErrors.join("\n")}`).toMatchObject({
    url: expect.stringMatching(/^blob:/),
    errors: [],
  });
  expect(JSON.parse(manifest.data ?? "{}")).toHaveProperty("name");
  expect(consoleErrors).toEqual([]);
  expect(otherHosts).toEqual([]);
});
