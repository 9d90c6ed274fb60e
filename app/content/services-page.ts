/** Copy of the services overview (/diensten). */
import { serviceIntroVideo } from "./media";
import type { PageIntro, VideoAsset } from "./types";

export interface ServicesPageContent {
  intro: PageIntro;
  featuresHeading: string;
  moreLabel: string;
  /** Intro video of the first service section: poster with a play button. */
  introVideo: VideoAsset;
  playLabel: string;
}

export const servicesPage = {
  intro: {
    seoTitle: "Onze diensten: VR, AR en 360°-video | Immersa XR",
    seoDescription:
      "Virtual reality-trainingen, augmented reality-apps en 360°-video op maat. Bekijk wat Immersa XR voor uw organisatie kan ontwikkelen.",
    heading: "Onze Diensten",
    lead: "Innovatieve XR-oplossingen voor elke behoefte",
  },
  featuresHeading: "Kenmerken:",
  moreLabel: "Meer informatie",
  introVideo: serviceIntroVideo,
  playLabel: "Introductievideo afspelen",
} as const satisfies ServicesPageContent;
