/**
 * Copy and media of the two XR demos: the 360° player on
 * /diensten/360-video-laten-maken and the 3D product on
 * /diensten/augmented-reality-app-laten-maken. The components receive all of
 * it as props.
 */
import type { ImageAsset, VideoAsset } from "./types";

/** What the 360° player says and shows. */
export interface Video360DemoContent {
  heading: string;
  lead: string;
  /** How to look around; also the viewer's accessible description. */
  instructions: string;
  video: VideoAsset;
  /** The view the player opens with, as a still (rectilinear, not equirectangular). */
  still: ImageAsset;
  /** Loop length in seconds (the VideoObject's duration). */
  seconds: number;
  /** ISO 8601 date and time the demo was published. */
  uploadDate: string;
  /** VideoObject name and description for the structured data. */
  videoName: string;
  videoDescription: string;
  labels: {
    start: string;
    loading: string;
    pause: string;
    play: string;
    reset: string;
    fullscreen: string;
    exitFullscreen: string;
    motion: string;
    vr: string;
    /** The viewer's accessible name and role description. */
    viewer: string;
    viewerRole: string;
  };
  /** Without JavaScript, under the native video. */
  noScript: string;
  messages: {
    /** Without WebGL the video plays flat, with this sentence. */
    noWebgl: string;
    loadFailed: string;
    vrRefused: string;
    vrEnded: string;
    motionDenied: string;
    paused: string;
    playing: string;
  };
}

/** Texts `<model-viewer>` speaks: its label suffix and the view announcements. */
export interface ModelViewerA11y {
  "interaction-prompt": string;
  front: string;
  right: string;
  back: string;
  left: string;
  "upper-front": string;
  "upper-right": string;
  "upper-back": string;
  "upper-left": string;
  "lower-front": string;
  "lower-right": string;
  "lower-back": string;
  "lower-left": string;
}

/** What the 3D product says and shows. */
export interface ProductModelDemoContent {
  heading: string;
  lead: string;
  instructions: string;
  /** The model as its viewer opens it, as a still; its alt text is the model's too. */
  still: ImageAsset;
  /** `/media/models/{name}.glb` and `.usdz`. */
  model: string;
  labels: {
    start: string;
    loading: string;
    ar: string;
    /** The USDZ link around the still (iOS opens it in AR Quick Look). */
    quickLook: string;
    exitAr: string;
    announcements: string;
  };
  messages: {
    /** Without JavaScript or WebGL, under the still. */
    fallback: string;
    loaded: string;
    arFailed: string;
  };
  a11y: ModelViewerA11y;
}

export const video360Demo = {
  heading: "Kijk zelf rond in 360°",
  lead: "Zo werkt een 360°-video: u staat midden in het beeld en bepaalt zelf waar u kijkt. Deze korte demo hebben wij zelf gemaakt, in de stijl van deze website. Kijk ook eens achter u.",
  instructions:
    "Sleep of veeg over het beeld om rond te kijken. Heeft het beeld focus, dan kijkt u rond met de pijltjestoetsen. Op een telefoon kunt u ook rondkijken door het toestel te bewegen.",
  video: {
    name: "demo-360",
    width: 2048,
    height: 1024,
    poster: {
      name: "demo-360-poster",
      width: 2048,
      height: 1024,
      alt: "Uitgevouwen 360°-beeld van een donkere ruimte met lichtlijnen en woorden in elke richting",
    },
  },
  still: {
    name: "demo-360-still",
    width: 1600,
    height: 900,
    alt: "Het woord WELKOM in een donkere ruimte met een lichtgevend raster op de vloer en een koepel van lijnen",
  },
  seconds: 12,
  uploadDate: "2026-11-24T12:00:00+01:00",
  videoName: "360°-demo van Immersa XR",
  videoDescription:
    "Een korte 360°-video in de stijl van Immersa XR: een donkere ruimte met lichtlijnen, een raster op de vloer en in elke richting een woord. Kijk rond door te slepen, met de pijltjestoetsen, door uw telefoon te bewegen of in een VR-headset.",
  labels: {
    start: "Start de 360°-demo",
    loading: "De 360°-demo wordt geladen…",
    pause: "Pauzeer de 360°-demo",
    play: "Speel de 360°-demo af",
    reset: "Kijkrichting herstellen",
    fullscreen: "Volledig scherm",
    exitFullscreen: "Volledig scherm sluiten",
    motion: "Rondkijken door te bewegen",
    vr: "Bekijk in VR",
    viewer: "360°-demo: een donkere ruimte met lichtlijnen en een woord in elke richting",
    viewerRole: "360°-weergave",
  },
  noScript:
    "Zonder JavaScript speelt de 360°-video hier plat af: u ziet het hele rondom-beeld uitgevouwen.",
  messages: {
    noWebgl:
      "Uw browser kan deze 360°-weergave niet tonen (WebGL ontbreekt). Daarom speelt de video hier plat af: u ziet het hele rondom-beeld uitgevouwen.",
    loadFailed: "De 360°-demo kon niet laden. Probeer het opnieuw.",
    vrRefused: "De VR-weergave kon niet starten. De demo speelt verder op deze pagina.",
    vrEnded: "U bent terug uit VR. De demo speelt verder op deze pagina.",
    motionDenied:
      "Zonder toegang tot de bewegingssensoren kijkt u rond door over het beeld te vegen.",
    paused: "De 360°-demo is gepauzeerd.",
    playing: "De 360°-demo speelt.",
  },
} as const satisfies Video360DemoContent;

export const productModelDemo = {
  heading: "Probeer het zelf: een 3D-model in uw ruimte",
  lead: "Draai deze VR-headset rond, zoom in op de details en zet hem op ware grootte op uw bureau. Zo werkt 3D-productvisualisatie met augmented reality, direct in de browser en zonder app.",
  instructions:
    "Sleep om het model te draaien en knijp of scroll om in te zoomen. Met het toetsenbord: de pijltjestoetsen draaien het model, PageUp en PageDown zoomen. Op een telefoon zet u het model met “Bekijk in uw ruimte” in uw eigen omgeving.",
  still: {
    name: "vr-headset-still",
    width: 1600,
    height: 1200,
    alt: "3D-model van een witte VR-headset met een donker voorpaneel, een lichtlijn van violet naar cyaan en een donkerblauwe hoofdband",
  },
  model: "vr-headset",
  labels: {
    start: "Bekijk het 3D-model",
    loading: "Het 3D-model wordt geladen…",
    ar: "Bekijk in uw ruimte",
    quickLook: "Bekijk de VR-headset in uw ruimte (augmented reality op iPhone en iPad)",
    exitAr: "Augmented reality sluiten",
    announcements: "Meldingen bij het 3D-model",
  },
  messages: {
    fallback:
      "Zonder JavaScript of WebGL ziet u hier een afbeelding van het 3D-model. Op een iPhone of iPad opent een tik op de afbeelding het model in uw eigen ruimte.",
    loaded: "Het 3D-model is geladen. Draai het met de pijltjestoetsen.",
    arFailed:
      "Augmented reality kon op dit toestel niet starten. U kunt het model hier wel draaien.",
  },
  a11y: {
    "interaction-prompt": "Draai het model met muis, aanraking of de pijltjestoetsen.",
    front: "U kijkt van voren naar de headset.",
    right: "U kijkt van rechts naar de headset.",
    back: "U kijkt van achteren naar de headset.",
    left: "U kijkt van links naar de headset.",
    "upper-front": "U kijkt van schuin boven op de voorkant.",
    "upper-right": "U kijkt van schuin boven op de rechterkant.",
    "upper-back": "U kijkt van schuin boven op de achterkant.",
    "upper-left": "U kijkt van schuin boven op de linkerkant.",
    "lower-front": "U kijkt van onderen naar de voorkant.",
    "lower-right": "U kijkt van onderen naar de rechterkant.",
    "lower-back": "U kijkt van onderen naar de achterkant.",
    "lower-left": "U kijkt van onderen naar de linkerkant.",
  },
} as const satisfies ProductModelDemoContent;
