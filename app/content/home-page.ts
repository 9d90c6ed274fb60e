/** Copy of the home page. */
import { homeAnchors, paths } from "../lib/paths";
import { clients } from "./clients";
import { heroVideo } from "./media";
import type { HomeAnchor, NavLink } from "./navigation";
import { site } from "./site";
import type { PageIntro, VideoAsset } from "./types";

export interface HomePageContent {
  intro: PageIntro;
  hero: {
    heading: string;
    subline: string;
    cta: NavLink;
    /** Decorative background video (muted, looping); its poster is the LCP image. */
    video: VideoAsset;
    pauseLabel: string;
    playLabel: string;
  };
  services: { heading: string; lead: string };
  cases: { heading: string; lead: string; count: number; allCases: NavLink };
  testimonials: { heading: string; anchor: HomeAnchor };
  process: { heading: string; lead: string; anchor: HomeAnchor };
  clients: { heading: string };
}

export const homePage = {
  intro: {
    seoTitle: "Immersa XR – VR, AR en 360°-video laten maken in Eindhoven",
    seoDescription:
      "Immersa XR uit Eindhoven ontwikkelt VR-trainingen, AR-apps en 360°-video voor organisaties. Van concept tot realisatie, met meetbaar resultaat.",
    heading: site.tagline,
    lead: "Van concept tot realisatie",
  },
  hero: {
    heading: site.tagline,
    subline: "Van concept tot realisatie",
    cta: { label: "Contact opnemen", to: paths.contact },
    video: heroVideo,
    pauseLabel: "Achtergrondvideo pauzeren",
    playLabel: "Achtergrondvideo afspelen",
  },
  services: {
    heading: "Onze Diensten",
    lead: "Virtual reality, augmented reality en 360°-video: wij kiezen met u de techniek die past bij uw doel.",
  },
  cases: {
    heading: "Geselecteerde Cases",
    lead: "Een greep uit de projecten die wij voor onze opdrachtgevers realiseerden.",
    count: 3,
    allCases: { label: "Bekijk alle cases", to: paths.cases },
  },
  testimonials: { heading: "Wat onze klanten zeggen", anchor: homeAnchors.testimonials },
  process: {
    heading: "Ons Proces",
    lead: "Van idee tot eindproduct in zes stappen",
    anchor: homeAnchors.process,
  },
  clients: { heading: clients.heading },
} as const satisfies HomePageContent;
