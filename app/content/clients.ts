/**
 * The client logo strip. The logos themselves are defined in `media.ts`
 * (`clientLogos`); replace a placeholder there and drop in the matching SVG.
 */
import { clientLogos } from "./media";
import type { LogoAsset } from "./types";

export interface ClientsContent {
  heading: string;
  logos: readonly LogoAsset[];
}

export const clients = {
  heading: "Vertrouwd door toonaangevende organisaties",
  logos: clientLogos,
} as const satisfies ClientsContent;
