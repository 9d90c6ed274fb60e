/**
 * Price ranges in euro excluding btw, as the service pages' FAQ states them.
 * They feed the Service structured data; a test keeps them in step with the FAQ text.
 */
import type { ServiceId } from "./types";

export interface PriceRange {
  minPrice: number;
  /** Absent for an open range ("€ 20.000+"). */
  maxPrice?: number;
}

export const servicePricing = {
  "vr-experiences": { minPrice: 7500, maxPrice: 40000 },
  "ar-applications": { minPrice: 5000, maxPrice: 30000 },
  "360-video": { minPrice: 3000 },
} as const satisfies Record<ServiceId, PriceRange>;
