/**
 * The browser's part of the site: small enhancements of the pre-rendered
 * HTML, and the islands (`lib/islands/island.tsx`), each hydrated on its own.
 * There is no client-side router: links are plain links between documents.
 */
import { scrollToHomeAnchors } from "./lib/enhancements/home-anchors";
import { enhanceNavPopovers } from "./lib/enhancements/nav-popovers";
import { revealCardsOnScroll } from "./lib/enhancements/reveal";
import { trackHeaderScroll } from "./lib/enhancements/header-scroll";
import { hydrateIslands } from "./lib/islands/hydrate-islands";

trackHeaderScroll();
enhanceNavPopovers();
scrollToHomeAnchors();
revealCardsOnScroll();
void hydrateIslands();
