import { type RouteConfig, route } from "@react-router/dev/routes";
import { casePath, casesPagePaths, listingPagesSegment, paths, sectorPaths } from "./lib/paths";

// The site's paths (lib/paths.ts) -> route modules. The home page is a plain
// route (not an index route) so the paths stay explicit; POST / is handled by
// the server first.
export default [
  route(paths.home, "routes/home.tsx"),
  route(paths.services, "routes/services.tsx"),
  route(paths.vr, "routes/service-vr.tsx"),
  route(paths.ar, "routes/service-ar.tsx"),
  route(paths.video360, "routes/service-360.tsx"),
  // One module for every case listing: all cases or one sector's, page 1 or a
  // further page. React Router ranks routes by their segments, not their
  // order (a static segment beats a parameter, and `cases/:id` has fewer
  // segments than any of these), so `cases/pagina/2` never reaches the case
  // page; they are listed first anyway, as they are meant to be read.
  route(paths.cases, "routes/cases.tsx"),
  route(`${casesPagePaths}/:page`, "routes/cases.tsx", { id: "routes/cases-page" }),
  route(`${sectorPaths}/:sector`, "routes/cases.tsx", { id: "routes/cases-sector" }),
  route(`${sectorPaths}/:sector/${listingPagesSegment}/:page`, "routes/cases.tsx", {
    id: "routes/cases-sector-page",
  }),
  route(casePath(":id"), "routes/case-detail.tsx"),
  route(paths.contact, "routes/contact.tsx"),
  route(paths.contactThanks, "routes/contact-thanks.tsx"),
  route(paths.terms, "routes/terms.tsx"),
  route(paths.privacy, "routes/privacy.tsx"),
  route(paths.search, "routes/search.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
