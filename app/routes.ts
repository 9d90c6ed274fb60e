import { type RouteConfig, route } from "@react-router/dev/routes";

// Dutch paths -> route modules. The home page is a plain route (not an index
// route) so the paths stay explicit; POST / is handled by the server first.
export default [
  route("/", "routes/home.tsx"),
  route("diensten", "routes/services.tsx"),
  route("diensten/virtual-reality-laten-maken", "routes/service-vr.tsx"),
  route("diensten/augmented-reality-app-laten-maken", "routes/service-ar.tsx"),
  route("diensten/360-video-laten-maken", "routes/service-360.tsx"),
  route("cases", "routes/cases.tsx"),
  route("cases/sector/:sector", "routes/cases-sector.tsx"),
  route("cases/:id", "routes/case-detail.tsx"),
  route("contact", "routes/contact.tsx"),
  route("contact/bedankt", "routes/contact-thanks.tsx"),
  route("algemene-voorwaarden", "routes/terms.tsx"),
  route("privacyverklaring", "routes/privacy.tsx"),
  route("zoeken", "routes/search.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
