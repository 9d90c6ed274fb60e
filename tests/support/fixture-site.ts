/**
 * The fixture site: a copy of the site with more content than the real one,
 * built once and served beside the real build for the browser tests
 * (`playwright.config.ts` starts it as its second web server):
 *
 * - 20 generated cases in the sector Training after the site's own six, so
 *   `/cases` has three pages and Training's listing two;
 * - two more testimonials, so the home page shows the carousel of three;
 * - one case added the way the content guide tells an editor to, with an
 *   original of its own that the media command derives.
 *
 * `fixture-site-cli.ts` builds it into `.cache/fixture-site/` when any
 * input changed since the last build (a hash of every file the build reads),
 * then serves it.
 */
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  addGeneratedCases,
  buildSiteWithLog,
  copySite,
  deriveMediaOf,
  generatedCaseId,
  repository,
  writeCase,
  writeOriginal,
  writeTestimonial,
} from "./site-copy";

/** The case an editor adds: one Markdown file and one original of its own. */
export const addedCase = {
  id: "fixture-xr-lab",
  title: "Proeflab voor mixed reality",
  sector: "Onderwijs",
  order: 5,
  banner: "images/cases/fixture-xr-lab.jpg",
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
/** What the media command printed while deriving the added case's original. */
export const mediaLogFile = path.join(fixtureRoot, "media.log");
/** What `npm run build` printed: `{ stdout, stderr }`. */
export const buildLogFile = path.join(fixtureRoot, "build-log.json");
const stampFile = path.join(fixtureRoot, "inputs.sha256");

/** Everything the fixture's build reads from the repository. */
const inputs = [
  "app",
  "content",
  "media",
  "public",
  "scripts",
  "server",
  "tests/support/fixture-site.ts",
  "tests/support/site-copy.ts",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
];

/** A hash of every tracked or new file among the inputs, names and contents. */
function inputsHash(): string {
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
  const hash = inputsHash();
  const built =
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === hash &&
    existsSync(path.join(fixtureBuildDir, "client", "index.html"));
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
  writeCase(fixtureRoot, addedCase);
  writeFileSync(mediaLogFile, await deriveMediaOf(fixtureRoot));
  const { stdout, stderr } = await buildSiteWithLog(fixtureRoot);
  writeFileSync(buildLogFile, JSON.stringify({ stdout, stderr }));
  writeFileSync(stampFile, hash);
  log(`fixture site: built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
