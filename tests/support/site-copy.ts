/**
 * Test and benchmark support: a copy of the site's content, originals and
 * public files in a temporary folder, cases added to it as an editor would
 * (one Markdown file and one original each), and a build of that copy
 * (`CONTENT_ROOT`, `BUILD_DIR`) that leaves the repository's own build alone.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import sharp from "sharp";
import { type Sector, sectors } from "../../app/content/schema";
import { formatContentFile } from "../../app/content/yaml-format";

export const repository = fileURLToPath(new URL("../..", import.meta.url));

const run = promisify(execFile);

/**
 * A root with `content/`, `media/` and `public/` copied from the repository,
 * and a link to its `node_modules` so a build there can be run: a new
 * temporary folder named `prefix…`, or `into`.
 */
export function copySite(prefix = "site-", into?: string): string {
  const root = into ?? mkdtempSync(path.join(tmpdir(), prefix));
  for (const folder of ["content", "media", "public"]) {
    cpSync(path.join(repository, folder), path.join(root, folder), { recursive: true });
  }
  symlinkSync(path.join(repository, "node_modules"), path.join(root, "node_modules"));
  return root;
}

/**
 * A generated original of `width` x `height`: two colours, a ring, so each
 * case looks its own; with `noise`, the standard deviation of sensor-like
 * grain over it, so it weighs what a photo from a phone does (about 3 MB at
 * 4000 x 3000 with 20).
 */
export async function writeOriginal(
  file: string,
  {
    width = 2400,
    height = 1200,
    hue = 200,
    noise,
  }: { width?: number; height?: number; hue?: number; noise?: number } = {},
): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 70% 18%)"/><stop offset="1" stop-color="hsl(${(hue + 80) % 360} 80% 45%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.62}" cy="${height / 2}" r="${height / 3}" fill="none" stroke="hsl(${(hue + 160) % 360} 90% 70%)" stroke-width="${height / 40}"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  if (noise !== undefined) {
    const grain = await sharp({
      create: {
        width,
        height,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: noise },
      },
    })
      .raw()
      .toBuffer();
    image.composite([{ input: grain, raw: { width, height, channels: 3 }, blend: "soft-light" }]);
  }
  await image.jpeg({ quality: 88 }).toFile(file);
}

export interface FixtureCase {
  id: string;
  title: string;
  sector: Sector;
  order: number;
  /** Path of the banner original below `media/`. */
  banner: string;
  /** The media block's original; default the banner. */
  media?: string;
  /** The year of the project; default 2025. */
  year?: number;
}

/** The content of a fixture case's file, as the editor at /admin/ writes it. */
export function caseEntry(item: FixtureCase) {
  return {
    title: item.title,
    sector: item.sector,
    client: `Proefbedrijf ${item.order}`,
    year: item.year ?? 2025,
    order: item.order,
    updated: "2026-11-20",
    description:
      "Een testcase die laat zien dat één bestand met twee afbeeldingen genoeg is voor een eigen pagina, een kaart en een plek in de zoekresultaten.",
    banner: {
      src: item.banner,
      alt: "Abstracte lichtring boven een verloop van diep blauw naar turquoise",
    },
    media: {
      type: "image",
      src: item.media ?? item.banner,
      alt: "Dezelfde lichtring, uitgesneden als beeld bij de tekst",
    },
    overview: `${item.title} is een proefproject. Het bestaat alleen in deze test, om te laten zien hoe een nieuwe case op de site verschijnt.`,
    challenges: [
      "Een nieuwe case toevoegen zonder code te wijzigen",
      "Afbeeldingen in alle formaten en breedtes zonder handwerk",
    ],
    solution: "Eén bestand en twee originelen, en de build maakt de rest.",
    results: [
      "Een eigen pagina met titel, beschrijving en gestructureerde gegevens",
      "Een kaart op de casespagina en een plek in de sitemap",
      "Vindbaar via de zoekfunctie",
    ],
  };
}

/** Writes `content/cases/<id>.yaml` the way the editor and the content guide do. */
export function writeCase(root: string, item: FixtureCase): void {
  writeFileSync(
    path.join(root, "content/cases", `${item.id}.yaml`),
    formatContentFile(caseEntry(item)),
  );
}

/** The site's own cases: generated ones are numbered after them. */
export const ownCaseCount = 6;

/** The id of the generated case number `index` (from 0): `proefcase-07`, `proefcase-08`, … */
export const generatedCaseId = (index: number) =>
  `proefcase-${String(index + ownCaseCount + 1).padStart(2, "0")}`;

/**
 * Adds `count` generated cases (`proefcase-07`, `proefcase-08`, …) after the
 * site's own, each one file as an editor would add it; returns their
 * ids. With `ownOriginals` every case gets a banner original of its own,
 * written by `writeBanner` (default a `writeOriginal` of its own colours; run
 * `deriveMediaOf` before building); without, they share the banner of an
 * existing case, so there is nothing to derive and the copy builds at once.
 * By default the sectors take turns.
 */
export async function addGeneratedCases(
  root: string,
  {
    count,
    ownOriginals = true,
    writeBanner = (file, index) => writeOriginal(file, { hue: (index * 37) % 360 }),
    sectorOf = (index) => sectors[index % sectors.length] ?? "Training",
  }: {
    count: number;
    ownOriginals?: boolean;
    writeBanner?: (file: string, index: number) => Promise<void>;
    sectorOf?: (index: number) => Sector;
  },
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = generatedCaseId(i);
    const number = id.slice("proefcase-".length);
    const banner = ownOriginals ? `images/cases/${id}.jpg` : "images/cases/museum-ar-banner.jpg";
    if (ownOriginals) await writeBanner(path.join(root, "media", banner), i);
    writeCase(root, {
      id,
      title: `Proefcase ${number} voor de casespagina`,
      sector: sectorOf(i),
      order: 100 + i,
      banner,
      media: "images/cases/museum-ar-media.jpg",
    });
    ids.push(id);
  }
  return ids;
}

export interface FixtureTestimonial {
  id: string;
  order: number;
  author: string;
  company: string;
}

/** The quote of a generated testimonial: its company's own, so each slide reads apart. */
export const testimonialQuote = (item: FixtureTestimonial) =>
  `Een proefervaring van ${item.company} die alleen in deze kopie van de site bestaat, om de carrousel met meer dan één ervaring te laten zien en te meten.`;

/**
 * Writes `content/testimonials/<id>.yaml` with the portrait of the site's own
 * testimonial, so the copy needs no new original: two or more of them make
 * the home page's carousel.
 */
export function writeTestimonial(root: string, item: FixtureTestimonial): void {
  const entry = {
    order: item.order,
    quote: testimonialQuote(item),
    author: item.author,
    company: item.company,
    image: { src: "images/testimonials/noordlicht-zorggroep.jpg" },
  };
  writeFileSync(
    path.join(root, "content/testimonials", `${item.id}.yaml`),
    formatContentFile(entry),
  );
}

/** The environment a build of the copy at `root` into `buildDir` runs with. */
export const buildEnv = (root: string, buildDir: string) => ({
  ...process.env,
  CONTENT_ROOT: root,
  BUILD_DIR: buildDir,
  NODE_ENV: "production",
});

/** `npm run media` on the copy; returns what it printed. */
export async function deriveMediaOf(root: string): Promise<string> {
  const { stdout } = await run("npx", ["tsx", "scripts/media/cli.ts"], {
    cwd: repository,
    env: buildEnv(root, path.join(root, "build")),
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/**
 * `npm run build` on the copy into `<root>/build`, with `extraEnv` (such as
 * `CMS_BACKEND`); returns the build folder and what it printed.
 */
export async function buildSiteWithLog(
  root: string,
  extraEnv: Record<string, string> = {},
): Promise<{ buildDir: string; stdout: string; stderr: string }> {
  const buildDir = path.join(root, "build");
  const { stdout, stderr } = await run("npm", ["run", "build"], {
    cwd: repository,
    env: { ...buildEnv(root, buildDir), ...extraEnv },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { buildDir, stdout, stderr };
}

/** `npm run build` on the copy into `<root>/build`; returns the build folder. */
export async function buildSite(root: string): Promise<string> {
  return (await buildSiteWithLog(root)).buildDir;
}

export const readBuilt = (buildDir: string, file: string) =>
  readFileSync(path.join(buildDir, "client", file), "utf8");
