import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp, { type OverlayOptions } from "sharp";
import { decompress } from "wawoff2";
import { paths } from "../../app/content/paths";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImagePath } from "../../app/lib/seo/og-image";
import { normalizePath } from "../../app/lib/seo/url";
import { escapeUTF8 } from "entities/escape";
import { openFont, sourcePath } from "../fonts/font-files";
import { FONT_FAMILIES } from "../fonts/font-subsets";

export interface OgPage {
  /** Site path of the page; the image goes to `ogImagePath(path)`. */
  path: string;
  /** Page title without the site name (the `og:title`). */
  title: string;
  /** Small line above the title; defaults to "Dienst" or "Case" from the path. */
  label?: string;
}

const W = OG_IMAGE_WIDTH;
const H = OG_IMAGE_HEIGHT;
const PAD = 80;
const TEXT_WIDTH = 690;
const TITLE_TOP = 236;
const TITLE_MAX_HEIGHT = 250;

const colors = {
  canvas: "#070b1a",
  ink: "#eef1ff",
  muted: "#b4bddf",
  primary: "#8b7bff",
  accent: "#3fd5f5",
} as const;

type Typeface = "display" | "body";

let typefaces: Promise<Record<Typeface, { file: string; family: string }>> | undefined;

/** The TTF copies of the typefaces, kept between builds; a file's name carries its source's hash. */
const fontCache = fileURLToPath(new URL("../../.cache/og-fonts/", import.meta.url));

/**
 * The site's own typefaces (Outfit for headings, Inter for text), from the
 * fontsource packages the web fonts are cut from, as TTF files (Pango reads no
 * WOFF2). So the images look like the site and the same on every build
 * machine, whatever fonts it has installed.
 */
function loadTypefaces() {
  typefaces ??= (async () => {
    await mkdir(fontCache, { recursive: true });
    const load = async (family: string) => {
      const spec = FONT_FAMILIES.find((item) => item.family === family);
      if (!spec) throw new Error(`og images: no font family "${family}"`);
      const woff2 = await readFile(sourcePath(spec));
      const hash = createHash("sha256").update(woff2).digest("hex").slice(0, 16);
      const file = path.join(fontCache, spec.sourceFile.replace(/\.woff2$/, `-${hash}.ttf`));
      if (!existsSync(file)) {
        // Written aside and renamed, so a build running alongside never reads half a file.
        const partial = `${file}.${randomUUID()}.part`;
        await writeFile(partial, await decompress(woff2));
        await rename(partial, file);
      }
      return { file, family: openFont(woff2).familyName };
    };
    return { display: await load("Outfit Variable"), body: await load("Inter Variable") };
  })();
  return typefaces;
}

/** The label shown above the title when the page does not give one. */
export function defaultOgLabel(pagePath: string): string | undefined {
  const normalized = normalizePath(pagePath);
  if (normalized.startsWith(`${paths.services}/`)) return "Dienst";
  if (normalized.startsWith(`${paths.cases}/`)) return "Case";
  return undefined;
}

/** The static backdrop: navy canvas, two soft glows, a wireframe 360° globe, the accent bar. */
function backdropSvg(): string {
  const cx = 1015;
  const cy = 320;
  const r = 225;
  const meridians = [0.28, 0.62, 1]
    .map((k) => `<ellipse cx="${cx}" cy="${cy}" rx="${Math.round(r * k)}" ry="${r}"/>`)
    .join("");
  const parallels = [0.3, 0.65]
    .map((k) => `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${Math.round(r * k)}"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="accent" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${colors.primary}"/>
      <stop offset="1" stop-color="${colors.accent}"/>
    </linearGradient>
    <linearGradient id="accent-diagonal" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colors.primary}"/>
      <stop offset="1" stop-color="${colors.accent}"/>
    </linearGradient>
    <radialGradient id="glow-violet" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${colors.primary}" stop-opacity="0.42"/>
      <stop offset="1" stop-color="${colors.primary}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="glow-cyan" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${colors.accent}" stop-opacity="0.22"/>
      <stop offset="1" stop-color="${colors.accent}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="${colors.canvas}"/>
  <circle cx="${cx + 20}" cy="${cy - 40}" r="430" fill="url(#glow-violet)"/>
  <circle cx="120" cy="${H + 40}" r="420" fill="url(#glow-cyan)"/>
  <g fill="none" stroke="url(#accent-diagonal)" stroke-width="2" opacity="0.55">
    ${meridians}${parallels}
    <line x1="${cx - r}" y1="${cy}" x2="${cx + r}" y2="${cy}"/>
  </g>
  <circle cx="${cx + Math.round(r * 0.62)}" cy="${cy - Math.round(r * 0.3)}" r="7" fill="${colors.accent}"/>
  <circle cx="${cx - Math.round(r * 0.28)}" cy="${cy + Math.round(r * 0.65)}" r="5" fill="${colors.primary}"/>
  <rect x="${PAD}" y="${PAD}" width="52" height="52" rx="14" fill="url(#accent-diagonal)"/>
  <circle cx="${PAD + 26}" cy="${PAD + 26}" r="13" fill="none" stroke="${colors.canvas}" stroke-width="4"/>
  <rect x="0" y="${H - 10}" width="${W}" height="10" fill="url(#accent)"/>
</svg>`;
}

async function renderText(
  markup: string,
  options: { size: number; width: number; typeface: Typeface; weight: "SemiBold" | "Regular" },
) {
  const { file, family } = (await loadTypefaces())[options.typeface];
  const { data, info } = await sharp({
    text: {
      text: markup,
      // The comma ends the family name, so a style word in it ("Outfit Thin") stays part of it.
      font: `${family}, ${options.weight} ${options.size}`,
      fontfile: file,
      width: options.width,
      dpi: 72,
      rgba: true,
      wrap: "word",
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, height: info.height };
}

/**
 * The title at the largest size that fits three lines; a title too long even
 * at the smallest size loses words from the end and gets an ellipsis.
 */
async function renderTitle(title: string) {
  const render = (text: string, size: number) =>
    renderText(`<span foreground="${colors.ink}">${escapeUTF8(text)}</span>`, {
      size,
      width: TEXT_WIDTH,
      typeface: "display",
      weight: "SemiBold",
    });
  for (const size of [72, 64, 56, 50]) {
    const block = await render(title, size);
    if (block.height <= TITLE_MAX_HEIGHT) return block;
  }
  const words = title.split(" ");
  while (words.length > 1) {
    words.pop();
    const block = await render(`${words.join(" ")} …`, 50);
    if (block.height <= TITLE_MAX_HEIGHT) return block;
  }
  return render(title.slice(0, 40), 50);
}

/** Renders one 1200 x 630 PNG: brand, optional label, the page title and the host. */
export interface OgImageOptions {
  /** The brand drawn at the top: the site's name. */
  siteName: string;
  /** The origin whose host is drawn at the bottom: the production origin. */
  origin: string;
}

export async function renderOgImage(page: OgPage, options: OgImageOptions): Promise<Buffer> {
  const title = page.title.replace(/\s+/g, " ").trim();
  if (title === "") throw new Error(`og image for ${page.path}: empty title`);
  const label = page.label ?? defaultOgLabel(page.path);
  const host = new URL(options.origin).host.replace(/^www\./, "");

  const [brand, titleBlock, hostBlock, labelBlock] = await Promise.all([
    renderText(`<span foreground="${colors.ink}">${escapeUTF8(options.siteName)}</span>`, {
      size: 34,
      width: 600,
      typeface: "display",
      weight: "SemiBold",
    }),
    renderTitle(title),
    renderText(`<span foreground="${colors.muted}">${escapeUTF8(host)}</span>`, {
      size: 26,
      width: 600,
      typeface: "body",
      weight: "Regular",
    }),
    label
      ? renderText(
          `<span foreground="${colors.accent}" letter_spacing="2048">${escapeUTF8(label.toUpperCase())}</span>`,
          { size: 24, width: 600, typeface: "body", weight: "SemiBold" },
        )
      : Promise.resolve(undefined),
  ]);

  const titleTop = TITLE_TOP + Math.round((TITLE_MAX_HEIGHT - titleBlock.height) / 2);
  const layers: OverlayOptions[] = [
    { input: brand.input, left: PAD + 72, top: PAD + 26 - Math.round(brand.height / 2) },
    { input: titleBlock.input, left: PAD, top: titleTop },
    { input: hostBlock.input, left: PAD, top: H - PAD - hostBlock.height + 8 },
  ];
  if (labelBlock) {
    layers.push({ input: labelBlock.input, left: PAD, top: titleTop - labelBlock.height - 18 });
  }

  return sharp(Buffer.from(backdropSvg()))
    .composite(layers)
    .png({ palette: true, colours: 128, dither: 0.6, effort: 10, compressionLevel: 9 })
    .toBuffer();
}

/**
 * Renders the image of every page into `{clientDir}/og/{slug}.png` (the path
 * `seo()` links as og:image) and returns the written files. Pass the pages
 * that link it (`pagesWithOwnOgImage`): a case page links its banner, a
 * noindex page the default image.
 */
export async function writeOgImages(
  clientDir: string,
  pages: readonly OgPage[],
  options: OgImageOptions,
): Promise<string[]> {
  const files = new Map<string, OgPage>();
  for (const page of pages) {
    const file = path.join(clientDir, ...ogImagePath(page.path).split("/").filter(Boolean));
    const other = files.get(file);
    if (other && normalizePath(other.path) !== normalizePath(page.path)) {
      throw new Error(`og images: ${other.path} and ${page.path} map to the same file ${file}`);
    }
    files.set(file, page);
  }
  const written: string[] = [];
  // Sequential: sharp already uses every core for one image.
  for (const [file, page] of files) {
    const png = await renderOgImage(page, options);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, png);
    written.push(file);
  }
  return written;
}
