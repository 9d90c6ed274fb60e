/**
 * The editor of a self-hosted site with no Netlify setting signs in through
 * the server's own handshake (`server/editor-sign-in/`), against a stand-in
 * GitHub the test starts (`tests/support/github-stand-in/oauth.ts`): the
 * editor as such a build makes it (`selfHostedEditor`, built beside the
 * fixture site) on a small stand-in site, served by the server compiled
 * into the fixture's build with the stand-in's OAuth app. The editor's calls
 * to GitHub's API go to the stand-in, which answers only `GET /user`: the
 * repository after it is not the sign-in's business, so the editor may show
 * an error once the token has arrived.
 */
import { cp, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { loadServerContent } from "../../app/content/load.server";
import { editorSignInPaths } from "../../app/lib/http-rules";
import { nodeServerMain } from "../../scripts/build/node-server";
import { fixtureBuildDir, fixtureRoot, selfHostedEditor } from "../support/fixture-site";
import { startOAuthStandIn, type RunningOAuthStandIn } from "../support/github-stand-in/oauth";
import { createFixtureBuild, removeDir, tempDir } from "../support/server/fixture";
import { startMain, type ServerProcess } from "../support/server/process";

const signInText = loadServerContent({ root: fixtureRoot }).text.editorSignIn;
const editorFiles = path.join(selfHostedEditor.buildDir, "client", "admin");

// The editor is a 3 MB application; on a busy machine it takes a while to start.
test.setTimeout(120_000);

let standIn: RunningOAuthStandIn;
let server: ServerProcess;
const dirs: string[] = [];

test.beforeAll(async () => {
  // A server with its database and render threads, started on a busy machine.
  test.setTimeout(120_000);
  standIn = await startOAuthStandIn(selfHostedEditor);
  const buildDir = await createFixtureBuild();
  const dataDir = await tempDir();
  dirs.push(buildDir, dataDir);
  await rm(path.join(buildDir, "client", "admin"), { recursive: true });
  await cp(editorFiles, path.join(buildDir, "client", "admin"), { recursive: true });
  server = await startMain(
    {
      HOST: "127.0.0.1",
      BUILD_DIR: buildDir,
      CONTENT_ROOT: fixtureRoot,
      DATABASE_PATH: path.join(dataDir, "contact.sqlite"),
      CMS_GITHUB_CLIENT_ID: selfHostedEditor.clientId,
      CMS_GITHUB_CLIENT_SECRET: selfHostedEditor.clientSecret,
      CMS_GITHUB_OAUTH_URL: standIn.url,
    },
    { entry: nodeServerMain(fixtureBuildDir) },
  );
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  await standIn?.close();
  await Promise.all(dirs.map(removeDir));
});

/** The editor's sign-in button, labelled `words` GitHub; failing, what the page showed instead. */
async function signInButton(page: Page, words: string, errors: string[] = []) {
  // Sveltia isolates the service's name (U+2068 … U+2069).
  const button = page.getByRole("button", { name: `${words} \u2068GitHub\u2069` });
  await button.waitFor({ timeout: 60_000 }).catch(async (error: unknown) => {
    const text = await page.locator("body").innerText();
    throw new Error(
      `No button "${words} GitHub". The page: ${text}\nIts errors: ${errors.join("\n")}`,
      {
        cause: error,
      },
    );
  });
  return button;
}

/** GitHub's API, as the editor calls it, answered by the stand-in. */
async function apiToStandIn(page: Page) {
  await page.route("https://api.github.com/**", async (route) => {
    const { pathname, search } = new URL(route.request().url());
    const response = await route.fetch({ url: `${standIn.url}${pathname}${search}` });
    await route.fulfill({ response });
  });
}

/** What a window reports as an error (a script the policy refused among them). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test("the built editor holds no client secret, and signs in below its own site", async () => {
  const files = await filesBelow(editorFiles);
  const holding: string[] = [];
  let signInEndpoint = false;
  for (const file of files) {
    const content = await readFile(file, "utf8");
    if (content.includes(selfHostedEditor.clientSecret)) holding.push(file);
    if (content.includes('auth_endpoint:"admin/auth"')) signInEndpoint = true;
  }
  expect(holding, `built files with the client secret, of ${files.length}`).toEqual([]);
  expect(signInEndpoint, "the editor's configuration names the server's sign-in").toBe(true);
});

test("the editor speaks Dutch in a browser set to English, until its settings choose otherwise", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await page.goto(`${server.url}/admin/`);
  await signInButton(page, "Inloggen met");
  // A language the user chose in the editor's settings is kept.
  await page.evaluate(() => localStorage.setItem("sveltia-cms.prefs", '{"locale":"en-US"}'));
  await page.reload();
  await signInButton(page, "Sign In with");
  await context.close();
});

test("the editor signs in through the server's own handshake and receives the token", async ({
  page,
}) => {
  await apiToStandIn(page);
  const editorErrors = errorsOf(page);
  await page.goto(`${server.url}/admin/`);
  const signIn = await signInButton(page, "Inloggen met", editorErrors);
  const popupOpened = page.waitForEvent("popup");
  await signIn.click();
  const popup = await popupOpened;
  const popupErrors = errorsOf(popup);
  const closed = popup.waitForEvent("close");

  // The editor receives the token when it calls GitHub's API with it.
  await expect
    .poll(() => standIn.tokens, { message: "tokens the stand-in issued", timeout: 20_000 })
    .toHaveLength(1);
  await expect
    .poll(() => standIn.userRequests, {
      message: `GET /user with the token the stand-in issued (${JSON.stringify(standIn.tokens)})`,
      timeout: 20_000,
    })
    .toContain(`token ${standIn.tokens[0]}`);
  // Sveltia closes the window once it has the token.
  await closed;
  expect(popupErrors, "errors in the sign-in window").toEqual([]);

  const [authorization] = standIn.authorizations;
  expect(Object.fromEntries(authorization ?? [])).toMatchObject({
    client_id: selfHostedEditor.clientId,
    redirect_uri: `${server.url}${editorSignInPaths.callback}`,
    scope: "repo",
  });
  expect(server.output()).not.toContain(standIn.tokens[0]);
  // Signed in, the editor goes on loading the repository: a call still on its
  // way when the test closes the page is not part of what it checks.
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("a page of another site that opens the sign-in window never receives the token", async ({
  page,
}) => {
  const otherSite = "http://elders.test";
  const start = `${server.url}${editorSignInPaths.start}?provider=github&scope=repo`;
  await page.route(`${otherSite}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="nl"><title>Elders</title>
<button type="button" id="open">Aanmelden</button>
<button type="button" id="ask">Om het token vragen</button>
<ul aria-label="Ontvangen"></ul>
<script>
  let signIn;
  addEventListener("message", (event) => {
    const item = document.createElement("li");
    item.textContent = String(event.data);
    document.querySelector("ul").append(item);
  });
  document.querySelector("#open").onclick = () => (signIn = open(${JSON.stringify(start)}, "auth"));
  document.querySelector("#ask").onclick = () => signIn.postMessage("authorizing:github", "*");
</script>`,
    }),
  );
  await page.goto(`${otherSite}/`);
  const tokensBefore = standIn.tokens.length;
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Aanmelden" }).click();
  const popup = await popupOpened;
  await popup.waitForURL((url) => url.pathname === editorSignInPaths.callback);
  await expect(popup.getByText(signInText.signedIn)).toBeVisible();
  expect(standIn.tokens.length, "a token was issued to the window").toBe(tokensBefore + 1);

  // The other site asks the window as the editor would. A listener added
  // now runs after the window's own, so once it has seen the question the
  // window has dealt with it; whatever the window sent the other site then
  // arrives before the window's next message, "klaar".
  const seen = await popup.evaluateHandle(() => {
    const messages: unknown[] = [];
    addEventListener("message", (event) => messages.push(event.data));
    return messages;
  });
  await page.getByRole("button", { name: "Om het token vragen" }).click();
  await popup.waitForFunction((messages) => messages.length > 0, seen);
  await popup.evaluate(() => window.opener.postMessage("klaar", "*"));
  await expect(page.getByRole("list", { name: "Ontvangen" }).getByRole("listitem")).toHaveText([
    "klaar",
  ]);
});
