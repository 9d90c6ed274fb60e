/**
 * The one SEO entry point per route: `export const meta = () => seo({...})`
 * returns the page's complete head (title, description, canonical, robots,
 * Open Graph, Twitter and the JSON-LD graph) as React Router meta descriptors.
 */
import type { MetaDescriptor } from "react-router";
import type { Thing } from "schema-dts";
import { type ImageAsset, imageUrl } from "../../content/media";
import { site } from "../../content";
import { paths } from "../../content/paths";
import { DEFAULT_OG_IMAGE_PATH, OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImagePath } from "./og-image";
import { jsonLdGraph, organization, website } from "./structured-data";
import { absoluteUrl, canonicalUrl, normalizePath } from "./url";

export const ROBOTS_INDEX = "index, follow, max-snippet:-1, max-image-preview:large";
export const ROBOTS_NOINDEX = "noindex, nofollow";

/** A social image given by URL (site path or absolute) and its pixel size. */
export interface SeoImage {
  url: string;
  width: number;
  height: number;
  alt?: string;
}

export interface SeoInput {
  /** Page title; " | Immersa XR" is appended unless it names the site (`pageTitle`). */
  title: string;
  /** Meta description (110–160 characters). */
  description: string;
  /** Site path of the page; the canonical URL is `site.url` + path. */
  path: string;
  /** Set false to use `title` as the full `<title>` (the home page). Default true. */
  appendSiteName?: boolean;
  /**
   * Social image. An `ImageAsset` (a case banner) becomes its largest JPEG.
   * Default: the page's generated image (`ogImagePath(path)`), or the site's
   * default image on noindex pages.
   */
  image?: ImageAsset | SeoImage;
  /** Alternative text of the social image; defaults to the asset's alt text or the title. */
  imageAlt?: string;
  /** `noindex, nofollow` instead of indexable. Default false. */
  noindex?: boolean;
  /** `og:type`; "article" suits a case page. Default "website". */
  type?: "website" | "article";
  /**
   * JSON-LD nodes of this page (breadcrumbList, faqPage, service, …). The
   * Organization is always added, and the WebSite on the home page.
   */
  structuredData?: readonly Thing[];
}

const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

function required(value: string, field: string, path: string): string {
  const text = squeeze(value);
  if (text === "") throw new Error(`seo(${path}): "${field}" is empty`);
  return text;
}

/** `<title>` text: "{title} | Immersa XR", unless the title already names the site. */
export function pageTitle(title: string, appendSiteName = true): string {
  const text = squeeze(title);
  if (!appendSiteName || text.includes(site.name)) return text;
  return `${text} | ${site.name}`;
}

/** How a page title may join the site name: "Privacyverklaring | Immersa XR", "Immersa XR – VR, …". */
const SITE_NAME_JOINS = [" | ", " – ", " - ", ": "] as const;

/**
 * The title for social cards and their image: without the site name a page
 * title may start or end with, which the card shows beside it already
 * (`og:site_name`, the brand on the image).
 */
function socialTitle(title: string): string {
  for (const join of SITE_NAME_JOINS) {
    const suffix = `${join}${site.name}`;
    const prefix = `${site.name}${join}`;
    if (title.endsWith(suffix) && title !== suffix) return title.slice(0, -suffix.length);
    if (title.startsWith(prefix) && title !== prefix) return title.slice(prefix.length);
  }
  return title;
}

const isAsset = (image: ImageAsset | SeoImage): image is ImageAsset => "name" in image;

const IMAGE_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
};

/** The social image: its absolute URL, size and alternative text. */
function socialImage({ image, imageAlt, noindex }: SeoInput, ogTitle: string, path: string) {
  if (!image) {
    return {
      url: absoluteUrl(noindex ? DEFAULT_OG_IMAGE_PATH : ogImagePath(path), site.url),
      width: OG_IMAGE_WIDTH,
      height: OG_IMAGE_HEIGHT,
      alt: imageAlt ?? `${site.name}: ${noindex ? site.tagline : ogTitle}`,
    };
  }
  const asset = isAsset(image);
  return {
    url: absoluteUrl(asset ? imageUrl(image.name, image.width, "jpg") : image.url, site.url),
    width: image.width,
    height: image.height,
    alt: imageAlt ?? (asset ? image.alt || ogTitle : (image.alt ?? ogTitle)),
  };
}

/** The complete head of a page, built from scratch on every call. */
export function seo(input: SeoInput): MetaDescriptor[] {
  const path = normalizePath(input.path);
  const ogTitle = socialTitle(required(input.title, "title", path));
  const description = required(input.description, "description", path);
  const title = pageTitle(input.title, input.appendSiteName ?? true);
  const noindex = input.noindex ?? false;
  const url = canonicalUrl(path, site.url);
  const image = socialImage(input, ogTitle, path);
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(image.url)?.[1]?.toLowerCase();
  const imageType = extension === undefined ? undefined : IMAGE_TYPES[extension];

  const nodes: Thing[] = [organization()];
  if (path === "/" && !noindex) nodes.push(website());
  nodes.push(...(input.structuredData ?? []));

  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { name: "robots", content: noindex ? ROBOTS_NOINDEX : ROBOTS_INDEX },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "nl_NL" },
    { property: "og:title", content: ogTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image.url },
    ...(imageType ? [{ property: "og:image:type", content: imageType }] : []),
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: ogTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image.url },
    { name: "twitter:image:alt", content: image.alt },
    // React Router's <Meta> renders this as <script type="application/ld+json">
    // with <, >, &, U+2028 and U+2029 escaped as \uXXXX (see seo-render.test.tsx).
    { "script:ld+json": jsonLdGraph(nodes) },
  ];
}

/**
 * Head of a not-found page (unknown route, unknown case id): noindex, and the
 * canonical URL points at `${site.url}/404`.
 */
export function notFoundSeo({
  title,
  description,
}: Pick<SeoInput, "title" | "description">): MetaDescriptor[] {
  return seo({ title, description, path: paths.notFound, noindex: true });
}
