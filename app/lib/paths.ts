import type { ServiceId } from "../content/types";

/** Every page path of the site, in one place. */
export const paths = {
  home: "/",
  services: "/diensten",
  vr: "/diensten/virtual-reality-laten-maken",
  ar: "/diensten/augmented-reality-app-laten-maken",
  video360: "/diensten/360-video-laten-maken",
  cases: "/cases",
  contact: "/contact",
  contactThanks: "/contact/bedankt",
  terms: "/algemene-voorwaarden",
  privacy: "/privacyverklaring",
  search: "/zoeken",
  caseNotFound: "/cases/niet-gevonden",
  notFound: "/404",
} as const;

export const casePath = (id: string) => `${paths.cases}/${id}`;

export const homeAnchors = { process: "proces", testimonials: "testimonials" } as const;

const serviceRoutes: Record<ServiceId, string> = {
  "vr-experiences": paths.vr,
  "ar-applications": paths.ar,
  "360-video": paths.video360,
};

const isServiceId = (id: string): id is ServiceId => Object.hasOwn(serviceRoutes, id);

/** The page of a service; an id without a page warns and falls back to the overview. */
export function servicePath(id: string): string {
  if (isServiceId(id)) return serviceRoutes[id];
  console.warn(`Geen pagina voor dienst "${id}"; val terug op ${paths.services}`);
  return paths.services;
}
