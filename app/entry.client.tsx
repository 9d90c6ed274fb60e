/**
 * The browser's part of the site: small enhancements of the pre-rendered
 * HTML, and on a page with islands (`lib/islands/island.tsx`) the loader that
 * hydrates each on its own, with React. A page without islands loads no React.
 * There is no client-side router: links are plain links between documents.
 */
import { showCurrentYear } from "./lib/enhancements/current-year";
import { actOnEarlyPresses } from "./features/early-presses";
import { scrollToHomeAnchors } from "./lib/enhancements/home-anchors";
import { revealCardsOnScroll } from "./features/reveal/reveal.enhancement";
import { trackHeaderScroll } from "./lib/enhancements/header-scroll";
import { rotateCarousels } from "./features/testimonial-carousel/testimonial-carousel.enhancement";
import { layOutWholePageForJumps } from "./lib/enhancements/whole-page-jumps";
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE } from "./lib/islands/markers";

// In production the page bootstrap has done these from the first byte.
if (import.meta.env.DEV) {
  actOnEarlyPresses();
  layOutWholePageForJumps();
}
trackHeaderScroll();
showCurrentYear();
scrollToHomeAnchors();
revealCardsOnScroll();
rotateCarousels();
if (document.querySelector(`[${ISLAND_ATTRIBUTE}]`)) {
  void import("./lib/islands/hydrate-islands").then(({ hydrateIslands }) => hydrateIslands());
} else {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
}
