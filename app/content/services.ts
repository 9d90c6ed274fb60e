/**
 * The three services as their cards show them (the home page). What /diensten
 * and each service page add is in `service-details.ts`; `servicePath(id)` in
 * `lib/paths` maps each id to its service page.
 */
import type { ServiceId, ServiceSummary } from "./types";

export const services = [
  {
    id: "vr-experiences",
    title: "VR-ervaringen",
    description:
      "Trainingen, simulaties en productpresentaties in virtual reality. Uw medewerkers en klanten oefenen en beleven in een veilige, realistische omgeving.",
    icon: "🥽",
  },
  {
    id: "ar-applications",
    title: "AR-toepassingen",
    description:
      "Augmented reality plaatst digitale 3D-objecten en informatie in de echte wereld, via een app of direct in de browser met WebAR.",
    icon: "📱",
  },
  {
    id: "360-video",
    title: "360°-video",
    description:
      "Interactieve 360°-video waarin de kijker zelf rondkijkt. Ideaal voor rondleidingen, werving en voorlichting op locatie.",
    icon: "🎥",
  },
] as const satisfies readonly (ServiceSummary & { id: ServiceId })[];
