import { type RouteConfig, route } from "@react-router/dev/routes";

// Dutch paths -> route modules. The home page is a plain route (not an index
// route) so the paths stay explicit; POST / is handled by the server first.
export default [
  route("/", "routes/home.tsx"),
  route("diensten", "routes/services.tsx"),
  route("diensten/virtual-reality-laten-maken", "routes/service-vr.tsx"),
  route("diensten/augmented-reality-app-laten-maken", "routes/service-ar.tsx"),
  route("diensten/360-video-laten-maken", "routes/service-360.tsx"),
  // One module for every case listing: all cases or one sector's, page 1 or a
  // further page. React Router ranks routes by their segments, not their
  // order (a static segment beats a parameter, and `cases/:id` has fewer
  // segments than any of these), so `cases/pagina/2` never reaches the case
  // page; they are listed first anyway, as they are meant to be read.
  route("cases", "routes/cases.tsx"),
  route("cases/pagina/:page", "routes/cases.tsx", { id: "routes/cases-page" }),
  route("cases/sector/:sector", "routes/cases.tsx", { id: "routes/cases-sector" }),
  route("cases/sector/:sector/pagina/:page", "routes/cases.tsx", {
    id: "routes/cases-sector-page",
  }),
  route("cases/:id", "routes/case-detail.tsx"),
  route("contact", "routes/contact.tsx"),
  route("contact/bedankt", "routes/contact-thanks.tsx"),
  route("algemene-voorwaarden", "routes/terms.tsx"),
  route("privacyverklaring", "routes/privacy.tsx"),
  route("zoeken", "routes/search.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
