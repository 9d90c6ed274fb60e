/**
 * Every generated image and video the site uses. `scripts/generate-media.ts`
 * renders a file set for each entry; replace a placeholder by dropping in files
 * with the same name and dimensions.
 */
import type { ImageAsset, LogoAsset, VideoAsset } from "./types";

const image = (name: string, width: number, height: number, alt: string): ImageAsset => ({
  name,
  width,
  height,
  alt,
});

export const heroPoster = image("hero-poster", 1600, 900, "");
export const heroVideo: VideoAsset = {
  name: "hero-loop",
  width: 1280,
  height: 720,
  poster: heroPoster,
};

export const serviceImages = {
  vr: image(
    "service-vr",
    1200,
    800,
    "Abstracte weergave van een VR-headset in een lichtgevende ruimte",
  ),
  ar: image("service-ar", 1200, 800, "Digitale laag met 3D-objecten over een echte omgeving"),
  video360: image(
    "service-360",
    1200,
    800,
    "Bolvormig 360°-beeld met lichtlijnen rondom de kijker",
  ),
};

export const serviceIntroPoster = image(
  "service-intro-poster",
  1280,
  720,
  "Stilstaand beeld uit de introductievideo over onze XR-diensten",
);
export const serviceIntroVideo: VideoAsset = {
  name: "service-intro",
  width: 1280,
  height: 720,
  poster: serviceIntroPoster,
};

export const vrExamplePoster = image(
  "vr-example-poster",
  1280,
  720,
  "Stilstaand beeld uit een voorbeeld van een VR-training",
);
export const vrExampleVideo: VideoAsset = {
  name: "vr-example",
  width: 1280,
  height: 720,
  poster: vrExamplePoster,
};

export const projectImages = {
  training: image("project-training", 800, 600, "Gestileerde trainingsruimte in virtual reality"),
  simulation: image(
    "project-simulation",
    800,
    600,
    "Wireframe van een industriële installatie voor een simulatie",
  ),
  brand: image(
    "project-brand",
    800,
    600,
    "Lichtgevende productpresentatie in een virtuele showroom",
  ),
};

export const testimonialPortrait = image("testimonial-portrait", 240, 240, "");

/** Per case: a banner (also the card and the video poster) and an image for the media block. */
export const caseBanner = (id: string, alt: string) => image(`case-${id}-banner`, 1600, 800, alt);
export const caseMediaImage = (id: string, alt: string) =>
  image(`case-${id}-media`, 1200, 800, alt);
export const caseVideo = (id: string, poster: ImageAsset): VideoAsset => ({
  name: `case-${id}`,
  width: 1280,
  height: 720,
  poster,
});

export const clientLogos: readonly LogoAsset[] = [
  { name: "client-noordlicht", label: "Noordlicht Zorggroep" },
  { name: "client-kempenstaal", label: "Kempenstaal" },
  { name: "client-lumen", label: "Lumen Museum" },
  { name: "client-veldwerk", label: "Veldwerk Academie" },
  { name: "client-havenkwartier", label: "Havenkwartier Logistiek" },
  { name: "client-orbit", label: "Orbit Games" },
];

/** Widths generated for an image of intrinsic width `width`, smallest first. */
export function imageWidths(width: number): number[] {
  const steps = [320, 640, 960, 1280, 1600].filter((w) => w < width);
  return [...steps, width];
}

export const imageFormats = ["avif", "webp", "jpg"] as const;

export const imageUrl = (name: string, width: number, format: (typeof imageFormats)[number]) =>
  `/media/img/${name}-${width}.${format}`;

export const videoUrl = (name: string, format: "mp4" | "webm") => `/media/video/${name}.${format}`;

export const logoUrl = (name: string) => `/media/logos/${name}.svg`;
