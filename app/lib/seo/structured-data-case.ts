/** JSON-LD of a case page: its `CreativeWork` (see `structured-data.ts`). */
import type { CreativeWork } from "schema-dts";
import { site } from "../../content";
import type { Case } from "../../content/schema";
import { casePath } from "../../content/paths";
import { imageObject, type Node, nodeId, organizationId, ref } from "./structured-data";
import { canonicalUrl } from "./url";

/** A case page's CreativeWork: the project made for `client` in `year`. */
export function caseStudy(
  item: Pick<
    Case,
    "id" | "title" | "description" | "client" | "year" | "sector" | "banner" | "updated"
  >,
): Node<CreativeWork> {
  const path = casePath(item.id);
  return {
    "@type": "CreativeWork",
    "@id": nodeId(path, "case"),
    name: item.title,
    headline: item.title,
    description: item.description,
    url: canonicalUrl(path, site.url),
    image: imageObject(item.banner),
    dateCreated: String(item.year),
    dateModified: item.updated,
    keywords: item.sector,
    inLanguage: "nl-NL",
    creator: ref(organizationId(site.url)),
    sourceOrganization: { "@type": "Organization", name: item.client },
  };
}
