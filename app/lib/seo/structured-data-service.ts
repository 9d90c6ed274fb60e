/** JSON-LD of a service page: its `Service` and its `FAQPage` (see `structured-data.ts`). */
import type { FAQPage, Service } from "schema-dts";
import { site } from "../../content";
import type { FaqItem } from "../../content/schema";
import type { ImageAsset } from "../../content/media";
import {
  imageObject,
  netherlands,
  type Node,
  nodeId,
  organizationId,
  ref,
} from "./structured-data";
import { canonicalUrl } from "./url";

/** FAQPage from the same items the visible accordion renders. */
export function faqPage(items: readonly FaqItem[], path: string): Node<FAQPage> {
  if (items.length === 0) throw new Error(`faqPage(${path}): no FAQ items`);
  return {
    "@type": "FAQPage",
    "@id": nodeId(path, "faq"),
    url: canonicalUrl(path, site.url),
    inLanguage: "nl-NL",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.q,
      acceptedAnswer: { "@type": "Answer", text: item.a },
    })),
  };
}

/** A price range in euro, excluding btw, as stated in the page's FAQ. */
export interface PriceRange {
  min: number;
  /** Omit for an open range ("ruim € 20.000"). */
  max?: number;
}

export interface ServiceInput {
  /** Path of the service page. */
  path: string;
  name: string;
  /** Short category, e.g. "Virtual reality-ontwikkeling". */
  serviceType: string;
  description: string;
  image?: ImageAsset;
  price?: PriceRange;
}

/** A service page's Service node, provided by the organisation. */
export function service({
  path,
  name,
  serviceType,
  description,
  image,
  price,
}: ServiceInput): Node<Service> {
  if (price) assertPriceRange(price, path);
  return {
    "@type": "Service",
    "@id": nodeId(path, "service"),
    name,
    serviceType,
    description,
    url: canonicalUrl(path, site.url),
    provider: ref(organizationId(site.url)),
    areaServed: netherlands(),
    ...(image ? { image: imageObject(image) } : {}),
    ...(price
      ? {
          offers: {
            "@type": "Offer",
            url: canonicalUrl(path, site.url),
            priceCurrency: "EUR",
            priceSpecification: {
              "@type": "PriceSpecification",
              priceCurrency: "EUR",
              minPrice: price.min,
              ...(price.max === undefined ? {} : { maxPrice: price.max }),
              valueAddedTaxIncluded: false,
            },
          },
        }
      : {}),
  };
}

function assertPriceRange({ min: minPrice, max: maxPrice }: PriceRange, path: string): void {
  const valid = (value: number) => Number.isFinite(value) && value > 0;
  if (!valid(minPrice) || (maxPrice !== undefined && (!valid(maxPrice) || maxPrice < minPrice))) {
    throw new Error(`service(${path}): invalid price range ${minPrice}–${maxPrice ?? "…"}`);
  }
}
