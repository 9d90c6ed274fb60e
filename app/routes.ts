import { type RouteConfig, route } from "@react-router/dev/routes";
import { casePath, casesPagePaths, listingPagesSegment, paths, sectorPaths } from "./content/paths";

/** A path of the site as the route table writes it: relative to the root, the home page "/". */
const at = (path: string) => (path === paths.home ? path : path.replace(/^\//, ""));

// The site's paths (content/paths.ts) -> route modules. The home page is a plain
// route (not an index route) so the paths stay explicit; POST / is handled by
// the server first.
export default [
  route(at(paths.home), "routes/home.tsx"),
  route(at(paths.services), "routes/services.tsx"),
  route(at(paths.vr), "routes/service-vr.tsx"),
  route(at(paths.ar), "routes/service-ar.tsx"),
  route(at(paths.video360), "routes/service-360.tsx"),
  // One module for every case listing: all cases or one sector's, page 1 or a
  // further page. React Router ranks routes by their segments, not their
  // order (a static segment beats a parameter, and `cases/:id` has fewer
  // segments than any of these), so `cases/pagina/2` never reaches the case
  // page; they are listed first anyway, as they are meant to be read.
  route(at(paths.cases), "routes/cases.tsx"),
  route(at(`${casesPagePaths}/:page`), "routes/cases.tsx", { id: "routes/cases-page" }),
  route(at(`${sectorPaths}/:sector`), "routes/cases.tsx", { id: "routes/cases-sector" }),
  route(at(`${sectorPaths}/:sector/${listingPagesSegment}/:page`), "routes/cases.tsx", {
    id: "routes/cases-sector-page",
  }),
  route(at(casePath(":id")), "routes/case-detail.tsx"),
  route(at(paths.contact), "routes/contact.tsx"),
  route(at(paths.contactThanks), "routes/contact-thanks.tsx"),
  route(at(paths.contactRefused), "routes/contact-refused.tsx"),
  route(at(paths.terms), "routes/terms.tsx"),
  route(at(paths.privacy), "routes/privacy.tsx"),
  route(at(paths.search), "routes/search.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
