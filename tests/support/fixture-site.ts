/**
 * The fixture site: a copy of the site with more content than the real one,
 * built once and served beside the real build for the browser tests
 * (`playwright.config.ts` starts it as its second web server):
 *
 * - 20 generated cases in the sector Training after the site's own six, so
 *   `/cases` has three pages and Training's listing two;
 * - two more testimonials, so the home page shows the carousel of three;
 * - the changes an editor makes at /admin/ (`editorEdits`, and the case
 *   `addedCase` with two photos of its own, which the build derives), written
 *   as the editor writes them: `tests/e2e/editor.spec.ts` makes the same
 *   changes in the editor and finds these files, so this one build shows
 *   what an editor's changes become on the site.
 *
 * Beside it, the editor alone as a self-hosted site builds it
 * (`selfHostedEditor`), which signs in through the server's own handshake.
 *
 * `fixture-site-cli.ts` builds it into `.cache/fixture-site/` when any
 * input changed since the last build (a hash of every file the build reads),
 * then serves it.
 */
import { createHash } from "node:crypto";
import { execFile, execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { parse } from "yaml";
import { formatContentFile } from "../../app/content/yaml-format";
import {
  addGeneratedCases,
  buildSiteWithLog,
  copySite,
  generatedCaseId,
  repository,
  writeCase,
  writeOriginal,
  writeTestimonial,
} from "./site-copy";

/** The case an editor adds: one file and two photos of its own, a project of this year. */
export const addedCase = {
  id: "fixture-xr-lab",
  title: "Proeflab voor mixed reality",
  sector: "Onderwijs",
  order: 5,
  year: new Date().getFullYear(),
  banner: "images/cases/fixture-xr-lab.jpg",
  media: "images/cases/fixture-xr-lab-detail.jpg",
} as const;

/**
 * The other changes an editor makes: a lead on the home page, an answer, a
 * client's logo, and the company's hours (a file with empty details left out).
 */
export const editorEdits = {
  homeLead: {
    file: "content/pages/home.yaml",
    text: "Virtual reality, augmented reality of 360°-video: samen kiezen wij de techniek die uw doel het beste dient.",
  },
  faqAnswer: {
    file: "content/faq/vr-experiences.yaml",
    question: "Hoe lang duurt het om een VR-toepassing te ontwikkelen?",
    text: "Een eerste werkende versie (MVP) staat meestal binnen 6 tot 12 weken. Daarna breiden wij de toepassing stap voor stap uit met de feedback van uw gebruikers.",
  },
  logo: {
    file: "content/clients.yaml",
    client: "Kempenstaal",
    src: "logos/kempenstaal-2026.svg",
  },
  closingTime: {
    file: "content/site.yaml",
    text: "17:30",
  },
} as const;

/** The generated cases: all in Training, after the site's own (`proefcase-07` …). */
export const generatedCases = { count: 20, sector: "Training" } as const;
export const generatedCaseIds = Array.from({ length: generatedCases.count }, (_, index) =>
  generatedCaseId(index),
);

/** The testimonials added after the site's one (order 10). */
export const addedTestimonials = [
  { id: "proef-havenbedrijf", order: 20, author: "Pieter Jansen", company: "Proef Havenbedrijf" },
  { id: "proef-hogeschool", order: 30, author: "Fatima el Amrani", company: "Proef Hogeschool" },
] as const;

export const fixtureRoot = path.join(repository, ".cache", "fixture-site");
export const fixtureBuildDir = path.join(fixtureRoot, "build");
/** What `npm run build` printed: `{ stdout, stderr }`. */
export const buildLogFile = path.join(fixtureRoot, "build-log.json");
const stampFile = path.join(fixtureRoot, "inputs.sha256");

/**
 * Beside the fixture site, the editor as a self-hosted site with no Netlify
 * setting builds it: it signs in through the server's own handshake
 * (`tests/e2e/editor-sign-in.spec.ts` serves it). The server's OAuth app is
 * in its build's environment, as it is when the updater builds with the
 * service's environment; its secret must not reach the built files.
 */
export const selfHostedEditor = {
  buildDir: path.join(fixtureRoot, "self-hosted-editor"),
  repo: "immersa-xr/website",
  clientId: "Ov23liFixtureSignIn01",
  clientSecret: "fixture-client-secret-6c0ffee5eed0b7c1",
} as const;

/** `vite build` of the editor alone, as `npm run build` runs it, into `selfHostedEditor.buildDir`. */
async function buildSelfHostedEditor(): Promise<void> {
  const netlifySettings = ["NETLIFY", "CMS_SITE_DOMAIN", "CMS_BACKEND"];
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !netlifySettings.includes(key)),
  );
  await promisify(execFile)("npx", ["vite", "build", "--config", "admin/vite.config.ts"], {
    cwd: repository,
    env: {
      ...env,
      NODE_ENV: "production",
      CONTENT_ROOT: fixtureRoot,
      BUILD_DIR: selfHostedEditor.buildDir,
      CMS_REPO: selfHostedEditor.repo,
      CMS_GITHUB_CLIENT_ID: selfHostedEditor.clientId,
      CMS_GITHUB_CLIENT_SECRET: selfHostedEditor.clientSecret,
    },
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** Everything the fixture's build reads from the repository. */
const inputs = [
  "admin",
  "app",
  "content",
  "media",
  "public",
  "scripts",
  "server",
  "tests/support/fixture-site.ts",
  "tests/support/site-copy.ts",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
];

/** A logo as a client sends one: a mark and a word, drawn in plain SVG. */
const newLogo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 48" role="img" aria-label="Kempenstaal">
  <path d="M8 40 24 8l16 32Z" fill="#1f4e79"/>
  <rect x="52" y="14" width="140" height="20" rx="4" fill="#2c7fb8"/>
</svg>
`;

/** The file of `newLogo`, as the editor uploads it. */
export const newLogoFile = path.join(fixtureRoot, "media", editorEdits.logo.src);

/** Rewrites `file` below `root` with `change` made to its data, as the editor saves it. */
function editFile(root: string, file: string, change: (data: never) => void) {
  const full = path.join(root, file);
  const data = parse(readFileSync(full, "utf8")) as never;
  change(data);
  writeFileSync(full, formatContentFile(data));
}

/** Makes `editorEdits` in the copy at `root`. */
function writeEditorEdits(root: string) {
  const { homeLead, faqAnswer, logo, closingTime } = editorEdits;
  editFile(root, homeLead.file, (home: { services: { lead: string } }) => {
    home.services.lead = homeLead.text;
  });
  editFile(root, faqAnswer.file, (faq: { q: string; a: string }[]) => {
    const item = faq.find((entry) => entry.q === faqAnswer.question);
    if (!item) throw new Error(`${faqAnswer.file}: no question "${faqAnswer.question}"`);
    item.a = faqAnswer.text;
  });
  writeFileSync(path.join(root, "media", logo.src), newLogo);
  editFile(root, logo.file, (clients: { logos: { name: string; logo: string }[] }) => {
    const item = clients.logos.find((entry) => entry.name === logo.client);
    if (!item) throw new Error(`${logo.file}: no client "${logo.client}"`);
    item.logo = logo.src;
  });
  editFile(root, closingTime.file, (site: { openingHours: { closes: string } }) => {
    site.openingHours.closes = closingTime.text;
  });
}

/** A hash of every tracked or new file among `inputs` (files and folders), names and contents. */
export function inputsHash(inputs: readonly string[]): string {
  const files = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "--", ...inputs],
    { cwd: repository, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 },
  )
    .split("\n")
    .filter((file) => file && existsSync(path.join(repository, file)))
    .sort();
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(repository, file)));
  }
  return hash.digest("hex");
}

/** Builds the fixture site unless the last build had the same inputs. */
export async function ensureFixtureSite(log: (line: string) => void = console.log) {
  const hash = inputsHash(inputs);
  const built =
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === hash &&
    existsSync(path.join(fixtureBuildDir, "client", "index.html")) &&
    existsSync(path.join(selfHostedEditor.buildDir, "client", "admin", "index.html"));
  if (built) {
    log(`fixture site: up to date in ${path.relative(repository, fixtureRoot)}`);
    return;
  }
  const started = Date.now();
  rmSync(fixtureRoot, { recursive: true, force: true });
  copySite("fixture-site-", fixtureRoot);
  await addGeneratedCases(fixtureRoot, {
    count: generatedCases.count,
    ownOriginals: false,
    sectorOf: () => generatedCases.sector,
  });
  for (const testimonial of addedTestimonials) writeTestimonial(fixtureRoot, testimonial);
  await writeOriginal(path.join(fixtureRoot, "media", addedCase.banner), { hue: 320 });
  await writeOriginal(path.join(fixtureRoot, "media", addedCase.media), { hue: 40 });
  writeCase(fixtureRoot, addedCase);
  writeEditorEdits(fixtureRoot);
  const { stdout, stderr } = await buildSiteWithLog(fixtureRoot, { CMS_BACKEND: "test-repo" });
  writeFileSync(buildLogFile, JSON.stringify({ stdout, stderr }));
  await buildSelfHostedEditor();
  writeFileSync(stampFile, hash);
  log(`fixture site: built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
