/**
 * Build-time generators, called from `scripts/postbuild.ts` after
 * `react-router build` with the client folder (`build/client`).
 */
export { defaultOgLabel, renderOgImage, writeOgImages, type OgPage } from "./og-images";
export {
  findMissingOgImages,
  parseHead,
  readPrerenderedPages,
  type PrerenderedPage,
} from "./prerendered-pages";
export { renderRobots, writeRobots } from "./robots";
export { renderSitemap, writeSitemap, type SitemapEntry } from "./sitemap";
