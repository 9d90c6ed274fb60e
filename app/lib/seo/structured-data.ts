/**
 * Typed JSON-LD builders (schema.org via `schema-dts`). Every page emits one
 * `@graph`; nodes point at each other by `@id`:
 *
 * - `${origin}/#organization`  the agency (ProfessionalService), on every page
 * - `${origin}/#website`       the WebSite with its SearchAction, home page only
 * - `${pageUrl}#breadcrumb`, `#faq`, `#service`, `#case`, `#services`, `#cases`
 *
 * The builders take content as parameters (typed by `content/schema.ts`), so
 * the visible page and its structured data come from the same data. The
 * service pages' nodes (`Service`, `FAQPage`) are in `structured-data-service.ts`
 * and the case page's (`CreativeWork`) in `structured-data-case.ts`: every page
 * downloads this module, only those pages need theirs.
 */
import type {
  BreadcrumbList,
  Graph,
  IdReference,
  ImageObject,
  ItemList,
  ProfessionalService,
  SearchAction,
  Thing,
  WebSite,
  WithActionConstraints,
} from "schema-dts";
import { type ImageAsset, imageUrl } from "../../content/media";
import { site } from "../../content";
import type { Site } from "../../content/site";
import type { Case, Service as ServiceContent } from "../../content/schema";
import { casePath, paths, servicePath } from "../../content/paths";
import { absoluteUrl, canonicalUrl } from "./url";

/** A schema.org node (an object, not a bare string reference). */
export type Node<T> = Exclude<T, string>;

/** Site path of the organisation logo (the SVG favicon, drawn square). */
export const ORGANIZATION_LOGO_PATH = "/icon.svg";
/** Site path of the organisation's representative image (the default social image). */
export const ORGANIZATION_IMAGE_PATH = "/og/default.png";

export const organizationId = (origin: string) => `${origin}/#organization`;
export const websiteId = (origin: string) => `${origin}/#website`;

/** A reference to another node of the graph by its `@id`. */
export const ref = (id: string): IdReference => ({ "@id": id });
/** The `@id` of a page's own node: its canonical URL and a fragment. */
export const nodeId = (path: string, fragment: string) =>
  `${canonicalUrl(path, site.url)}#${fragment}`;

/** The country served; the agency works for organisations throughout the Netherlands. */
export const netherlands = () =>
  ({ "@type": "Country", name: "Nederland", identifier: "NL" }) as const;

/** An `ImageObject` for a generated image: the largest JPEG, absolute. */
export function imageObject(asset: ImageAsset): Node<ImageObject> {
  return {
    "@type": "ImageObject",
    url: absoluteUrl(imageUrl(asset.name, asset.width, "jpg"), site.url),
    width: String(asset.width),
    height: String(asset.height),
    ...(asset.alt ? { caption: asset.alt } : {}),
  };
}

/** The agency, on every page. KvK, btw-id and social profiles only when configured. */
export function organization(info: Site = site): Node<ProfessionalService> {
  const { address } = info;
  const telephone = info.phoneHref.replace(/^tel:/, "");
  return {
    "@type": "ProfessionalService",
    "@id": organizationId(info.url),
    name: info.name,
    legalName: info.legalName,
    description: info.blurb,
    url: `${info.url}/`,
    logo: {
      "@type": "ImageObject",
      url: `${info.url}${ORGANIZATION_LOGO_PATH}`,
    },
    image: `${info.url}${ORGANIZATION_IMAGE_PATH}`,
    telephone,
    email: info.email,
    address: {
      "@type": "PostalAddress",
      ...(address.street ? { streetAddress: address.street } : {}),
      ...(address.postalCode ? { postalCode: address.postalCode } : {}),
      addressLocality: address.locality,
      addressRegion: address.region,
      addressCountry: address.country,
    },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: info.openingHours.opens,
      closes: info.openingHours.closes,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone,
      email: info.email,
      availableLanguage: "nl",
      areaServed: netherlands(),
    },
    areaServed: netherlands(),
    ...(info.vatId ? { vatID: info.vatId } : {}),
    ...(info.kvk
      ? {
          iso6523Code: `0106:${info.kvk}`,
          identifier: { "@type": "PropertyValue", propertyID: "KvK", value: info.kvk },
        }
      : {}),
    ...(info.sameAs.length > 0 ? { sameAs: [...info.sameAs] } : {}),
  };
}

/** The WebSite with a SearchAction on `/zoeken?q=`; home page only. */
export function website(info: Site = site): Node<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    "@type": "SearchAction",
    target: {
      "@type": "EntryPoint",
      urlTemplate: `${info.url}${paths.search}?q={search_term_string}`,
    },
    "query-input": "required name=search_term_string",
  };
  return {
    "@type": "WebSite",
    "@id": websiteId(info.url),
    url: `${info.url}/`,
    name: info.name,
    inLanguage: "nl-NL",
    publisher: ref(organizationId(info.url)),
    potentialAction: search,
  };
}

export interface BreadcrumbItem {
  name: string;
  /** Site path, e.g. "/" or "/diensten". */
  path: string;
}

/**
 * The page's breadcrumb trail, exactly as the visible breadcrumb shows it,
 * starting at Home and ending with the current page (positions from 1).
 */
export function breadcrumbList(
  items: readonly [BreadcrumbItem, ...BreadcrumbItem[]],
): Node<BreadcrumbList> {
  const current = items[items.length - 1] ?? items[0];
  return {
    "@type": "BreadcrumbList",
    "@id": nodeId(current.path, "breadcrumb"),
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: canonicalUrl(item.path, site.url),
    })),
  };
}

/**
 * An ordered list of links to detail pages (a summary page in Google's terms),
 * shown on `path`; `fragment` makes its node id unique on the page.
 */
function itemList(
  path: string,
  fragment: string,
  name: string,
  items: readonly { name: string; path: string }[],
): Node<ItemList> {
  return {
    "@type": "ItemList",
    "@id": nodeId(path, fragment),
    name,
    numberOfItems: items.length,
    itemListOrder: "https://schema.org/ItemListOrderAscending",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      url: canonicalUrl(item.path, site.url),
    })),
  };
}

/** ItemList of the services shown on `path` (/diensten, or the home page's section). */
export function servicesItemList(
  services: readonly Pick<ServiceContent, "id" | "title">[],
  path: string = paths.services,
): Node<ItemList> {
  const items = services.map((item) => ({ name: item.title, path: servicePath(item.id) }));
  return itemList(path, "services", "Onze diensten", items);
}

/** ItemList of the cases shown on `path` (/cases, or the home page's selection). */
export function casesItemList(
  cases: readonly Pick<Case, "id" | "title">[],
  path: string = paths.cases,
): Node<ItemList> {
  const items = cases.map((item) => ({ name: item.title, path: casePath(item.id) }));
  return itemList(path, "cases", "Cases", items);
}

/** Wraps nodes in one `@graph`; a node that repeats an earlier `@id` is dropped. */
export function jsonLdGraph(nodes: readonly Thing[]): Graph {
  const seen = new Set<string>();
  const graph = nodes.filter((node) => {
    const id = typeof node === "object" ? node["@id"] : undefined;
    if (id === undefined) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return { "@context": "https://schema.org", "@graph": graph };
}

/**
 * JSON for inside a `<script>` element: `<`, `>`, `&`, U+2028 and U+2029 as
 * `\uXXXX` escapes, so no content can close the script or open a comment. This
 * is exactly what React Router's `<Meta>` does for a `script:ld+json`
 * descriptor; use it wherever JSON-LD is rendered by hand.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
